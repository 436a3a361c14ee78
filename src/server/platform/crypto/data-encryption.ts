import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Data encrypted at rest (issue 25 item 1: the organisation's pay-gap records), AES-256-GCM under
 * DATA_ENCRYPTION_KEY. Each row keeps the id of the key it was written under, so a rotated-out key
 * (DATA_ENCRYPTION_KEYS_OLD) still reads its rows until `npm run data:reencrypt` moves them to the
 * current key. The additional authenticated data binds a ciphertext to its place (the snapshot), so a
 * row copied into another organisation's snapshot does not decrypt. Keys never leave this module.
 */

export interface SealedValue {
  keyId: string;
  /** 12-byte nonce, base64. */
  nonce: string;
  /** Ciphertext followed by the 16-byte tag, base64. */
  ciphertext: string;
}

export interface DataCipher {
  /** The id of the key new rows are written under. */
  readonly currentKeyId: string;
  seal(plain: string, context: string): SealedValue;
  open(sealed: SealedValue, context: string): string;
  /** Whether a row's key is still known (current or old). */
  knows(keyId: string): boolean;
}

/** 32 bytes from the setting: 64 hex digits, base64 of 32 bytes, or (development) `derived:<secret>`. */
export function parseKey(material: string): Buffer {
  const text = material.trim();
  if (text.startsWith("derived:")) {
    return createHash("sha256")
      .update(`pivot-data-encryption:${text.slice("derived:".length)}`)
      .digest();
  }
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  const decoded = Buffer.from(text, "base64");
  if (decoded.length === 32 && /^[A-Za-z0-9+/_-]+=*$/.test(text)) return decoded;
  throw new Error("DATA_ENCRYPTION_KEY must be 32 bytes: 64 hexadecimal digits or base64 (openssl rand -base64 32)");
}

/** A key's id: the first 16 hex digits of SHA-256 over it, so the id says nothing about the key. */
export const keyIdOf = (key: Buffer) =>
  createHash("sha256").update("pivot-key-id:").update(key).digest("hex").slice(0, 16);

export function createDataCipher(settings: { key: string; oldKeys: readonly string[] }): DataCipher {
  const current = parseKey(settings.key);
  const currentKeyId = keyIdOf(current);
  const keys = new Map<string, Buffer>([[currentKeyId, current]]);
  for (const old of settings.oldKeys) {
    const key = parseKey(old);
    if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key);
  }
  return {
    currentKeyId,
    knows: (keyId) => keys.has(keyId),
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current, nonce);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return { keyId: currentKeyId, nonce: nonce.toString("base64"), ciphertext: body.toString("base64") };
    },
    open(sealed, context) {
      const key = keys.get(sealed.keyId);
      if (!key) throw new Error(`No key with id ${sealed.keyId}: add it to DATA_ENCRYPTION_KEYS_OLD`);
      const body = Buffer.from(sealed.ciphertext, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.nonce, "base64"));
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(body.subarray(body.length - 16));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8");
    },
  };
}
