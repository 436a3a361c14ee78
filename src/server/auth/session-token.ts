import { createHmac, timingSafeEqual } from "node:crypto";

/** Better Auth's session cookie, plain and behind HTTPS. */
export const SESSION_COOKIE_NAMES = ["__Secure-better-auth.session_token", "better-auth.session_token"];

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The session token from the signed cookie (`token.base64(HMAC-SHA256(secret, token))`, URL-encoded,
 * as Better Auth writes it), or null when absent or forged. Synchronous node:crypto instead of
 * WebCrypto: this runs on every signed-in request.
 */
export function verifiedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const name of SESSION_COOKIE_NAMES) {
    const raw = readCookie(cookieHeader, name);
    if (!raw) continue;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}
