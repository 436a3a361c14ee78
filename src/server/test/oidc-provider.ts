import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/**
 * A stand-in OpenID Connect provider for tests (issue 21): discovery, JWKS, token and userinfo
 * endpoints on loopback, with an RS256 key made for the run. A test plays the browser: it takes the
 * authorisation URL our server answers, and calls our callback with a code this provider will
 * exchange for an ID token carrying the claims the test chose (or a tampered one).
 */

export interface OidcClaims {
  email: string;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

export interface OidcProvider {
  issuer: string;
  /** A code for these claims; the token endpoint answers it once. */
  issueCode(claims: OidcClaims, options?: { nonce?: string; tamper?: boolean; audience?: string }): string;
  close(): Promise<void>;
}

export async function startOidcProvider(clientId: string): Promise<OidcProvider> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const accessTokens = new Map<string, OidcClaims>();
  const codes = new Map<string, { claims: OidcClaims; nonce?: string; tamper?: boolean; audience?: string }>();
  let issuer = "";

  const idToken = async (grant: { claims: OidcClaims; nonce?: string; tamper?: boolean; audience?: string }) => {
    const token = await new SignJWT({
      ...grant.claims,
      email_verified: true,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    })
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(issuer)
      .setAudience(grant.audience ?? clientId)
      .setSubject(`sub-${grant.claims.email}`)
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    if (!grant.tamper) return token;
    // Same header and signature, another address in the payload: the signature no longer matches.
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.email = `ceo@${String(grant.claims.email).split("@")[1]}`;
    return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration")
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      response.writeHead(200, { "content-type": "text/html" }).end("<p>Stand-in provider</p>");
      return;
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      for await (const chunk of request) body += chunk;
      const code = new URLSearchParams(body).get("code") ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant) return json(400, { error: "invalid_grant" });
      const accessToken = `at-${randomBytes(8).toString("hex")}`;
      accessTokens.set(accessToken, grant.claims);
      return json(200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 300,
        id_token: await idToken(grant),
      });
    }
    if (url.pathname === "/userinfo") {
      const claims = accessTokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!claims) return json(401, { error: "invalid_token" });
      return json(200, { sub: `sub-${claims.email}`, email_verified: true, ...claims });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    issueCode(claims, options = {}) {
      const code = randomBytes(12).toString("hex");
      codes.set(code, { claims, ...options });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
