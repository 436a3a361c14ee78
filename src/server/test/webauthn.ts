import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

/**
 * A software WebAuthn authenticator for API tests (decision 388): it answers the options the passkey
 * plugin gives as a browser's authenticator would (W3C WebAuthn level 2 §6.1 authenticator data, "none"
 * attestation, ES256), built here rather than with the library under test. Browser journeys use
 * Chromium's virtual authenticator instead.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** RFC 8949 canonical-enough CBOR: the shapes WebAuthn needs (ints, text, bytes, arrays, maps). */
export function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export interface SoftAuthenticator {
  /** The browser's answer to `navigator.credentials.create` with these options. */
  register(options: { challenge: string; rp: { id?: string } }): { passkey: SoftPasskey; response: object };
  /** The browser's answer to `navigator.credentials.get` with these options, for a passkey it holds. */
  authenticate(passkey: SoftPasskey, options: { challenge: string; rpId?: string }): object;
}

/** User present, user verified (the PIN or biometric), and attested credential data follows. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 };

export function softAuthenticator(origin: string): SoftAuthenticator {
  const rpIdOf = (id: string | undefined) => id ?? new URL(origin).hostname;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };

  return {
    register(options) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const credentialId = randomBytes(32);
      // RFC 9053 COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? "", "base64url")],
          [-3, Buffer.from(jwk.y ?? "", "base64url")],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rp.id)),
        Buffer.from([FLAGS.up | FLAGS.uv | FLAGS.at]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none, as a privacy-preserving platform reports
        idLength,
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
      return {
        passkey: { credentialId, privateKey, counter: 0 },
        response: {
          id: b64url(credentialId),
          rawId: b64url(credentialId),
          type: "public-key",
          authenticatorAttachment: "platform",
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url(clientData("webauthn.create", options.challenge)),
            attestationObject: b64url(attestationObject),
            transports: ["internal"],
          },
        },
      };
    },
    authenticate(passkey, options) {
      passkey.counter += 1;
      const authData = Buffer.concat([
        sha256(rpIdOf(options.rpId)),
        Buffer.from([FLAGS.up | FLAGS.uv]),
        counterBytes(passkey.counter),
      ]);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      // ES256: ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded (Node's default).
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: "public-key",
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
      };
    },
  };
}
