import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  SignJWT,
} from "jose";
import type { Db } from "../../db/client";
import { ltiToolKeys } from "../../db/schema";

/**
 * The LTI 1.3 tool's signing key (issue 24, decision 330; the same rule as the Open Badges key,
 * decision 065): an RSA key made on first start and kept in the database, or given as LTI_SIGNING_KEY
 * (a private JWK), whose public half alone is stored. It signs deep-linking responses and the client
 * assertions of AGS and NRPS token requests; platforms read its public half at /api/lti/jwks.
 */

export const LTI_ALG = "RS256";

export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const loaded = new WeakMap<Db, Map<string, Promise<ToolKey>>>();

/** The key that signs: the setting's, else the oldest active key in the database, made on first use. */
export function toolKey(db: Db, signingKeyJwk: string | null, now = new Date()): Promise<ToolKey> {
  let byDb = loaded.get(db);
  if (!byDb) {
    byDb = new Map();
    loaded.set(db, byDb);
  }
  const cacheKey = signingKeyJwk ?? "";
  let key = byDb.get(cacheKey);
  if (!key) {
    key = loadToolKey(db, signingKeyJwk, now);
    // A failure is not kept: the next request tries again.
    key.catch(() => byDb?.delete(cacheKey));
    byDb.set(cacheKey, key);
  }
  return key;
}

const publicHalf = (jwk: JWK): JWK => ({ kty: jwk.kty, n: jwk.n, e: jwk.e });

async function fromPrivateJwk(privateJwk: JWK, kid?: string): Promise<ToolKey> {
  const publicJwk = publicHalf(privateJwk);
  const id = kid ?? privateJwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  const privateKey = (await importJWK({ ...privateJwk, alg: LTI_ALG }, LTI_ALG)) as CryptoKey;
  return { kid: id, privateKey, publicJwk: { ...publicJwk, kid: id, alg: LTI_ALG, use: "sig" } };
}

async function loadToolKey(db: Db, signingKeyJwk: string | null, now: Date): Promise<ToolKey> {
  if (signingKeyJwk) {
    let parsed: JWK;
    try {
      parsed = JSON.parse(signingKeyJwk) as JWK;
    } catch {
      throw new Error("LTI_SIGNING_KEY is not a JSON Web Key");
    }
    if (parsed.kty !== "RSA" || !parsed.d) throw new Error("LTI_SIGNING_KEY must be an RSA private key as a JWK");
    const key = await fromPrivateJwk(parsed);
    await db
      .insert(ltiToolKeys)
      .values({ kid: key.kid, publicJwk: JSON.stringify(key.publicJwk), privateJwk: null, status: "active" })
      .onConflictDoUpdate({ target: ltiToolKeys.kid, set: { status: "active", retiredAt: null } });
    await db
      .update(ltiToolKeys)
      .set({ status: "retired", retiredAt: now })
      .where(and(eq(ltiToolKeys.status, "active"), ne(ltiToolKeys.kid, key.kid)));
    return key;
  }
  const existing = await oldestActiveKey(db);
  if (existing) return existing;
  const { privateKey } = await generateKeyPair(LTI_ALG, { modulusLength: 2048, extractable: true });
  const privateJwk = await exportJWK(privateKey);
  const made = await fromPrivateJwk(privateJwk);
  await db
    .insert(ltiToolKeys)
    .values({
      kid: made.kid,
      publicJwk: JSON.stringify(made.publicJwk),
      privateJwk: JSON.stringify(privateJwk),
      status: "active",
      createdAt: now,
    })
    .onConflictDoNothing();
  // Two processes starting at once may each make one: both then sign with the oldest.
  const chosen = await oldestActiveKey(db);
  if (!chosen) throw new Error("no LTI signing key after creating one");
  return chosen;
}

async function oldestActiveKey(db: Db): Promise<ToolKey | null> {
  const [row] = await db
    .select()
    .from(ltiToolKeys)
    .where(and(eq(ltiToolKeys.status, "active"), isNotNull(ltiToolKeys.privateJwk)))
    .orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.kid))
    .limit(1);
  return row?.privateJwk ? fromPrivateJwk(JSON.parse(row.privateJwk) as JWK, row.kid) : null;
}

/** The JWK Set platforms verify the tool's messages with: active and retired keys (RS256). */
export async function toolJwks(db: Db, signingKeyJwk: string | null): Promise<{ keys: (JWK & { kty: string })[] }> {
  await toolKey(db, signingKeyJwk);
  const rows = await db
    .select({ publicJwk: ltiToolKeys.publicJwk })
    .from(ltiToolKeys)
    .where(inArray(ltiToolKeys.status, ["active", "retired"]))
    .orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.kid));
  return { keys: rows.map((row) => JSON.parse(row.publicJwk) as JWK & { kty: string }) };
}

/** A JWT signed with the tool's key, its kid in the header. */
export async function signToolJwt(
  db: Db,
  signingKeyJwk: string | null,
  payload: JWTPayload,
  options: { now: Date; expiresInSeconds: number },
): Promise<string> {
  const key = await toolKey(db, signingKeyJwk, options.now);
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + options.expiresInSeconds)
    .sign(key.privateKey);
}
