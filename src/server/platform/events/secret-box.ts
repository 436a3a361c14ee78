import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Secrets we must read back to use (webhook signing secrets, learning record store secrets), stored
 * encrypted with AES-256-GCM under a key derived from the app's secret (BETTER_AUTH_SECRET), so a
 * copy of the database alone does not give them away. Never answered to a browser after creation.
 */
const keyOf = (appSecret: string) => createHash("sha256").update(`pivot-event-secrets:${appSecret}`).digest();

export function sealSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${body.toString("base64url")}`;
}

export function openSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("A stored secret is not readable");
  const decipher = createDecipheriv("aes-256-gcm", keyOf(appSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
