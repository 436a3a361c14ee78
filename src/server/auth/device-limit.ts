import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, like, lt } from "drizzle-orm";
import type { EndDeviceSessionResponse } from "../../contracts/device-limit";
import type { Db } from "../db/client";
import { session, verification } from "../db/schema";
import { badRequest, notFound } from "../errors";
import { writeUsers } from "../platform/caches/writes";
import { DEMO_ACCOUNTS, PREMIUM_DEMO_ACCOUNT } from "./demo-accounts";

/**
 * Issue 29 item 6: the way out of the device limit. A sign-in refused at the limit (after its password
 * was proven) gets a proof: 32 random bytes, valid a few minutes, good for ending one session of that
 * user once. Only its hash is stored (in Better Auth's verification table), so the database never
 * holds a usable proof; using it deletes the row, so it cannot be used twice.
 */

export const DEVICE_LIMIT_PROOF_TTL_MS = 5 * 60_000;
const PROOF_PREFIX = "device-limit:";

const identifierOf = (proof: string) => `${PROOF_PREFIX}${createHash("sha256").update(proof).digest("base64url")}`;

/**
 * The demo accounts the README publishes (demo-accounts.ts), shared by every visitor: they cannot lock each
 * other out, so at the limit a new sign-in ends the least recently used session instead. Their
 * addresses are on example.com (RFC 2606), which no real person can own.
 */
const DEMO_EMAILS = new Set<string>([...Object.values(DEMO_ACCOUNTS), PREMIUM_DEMO_ACCOUNT].map((a) => a.email));
export const isDemoAccount = (email: string) => DEMO_EMAILS.has(email.toLowerCase());

export async function issueDeviceLimitProof(db: Db, userId: string, now: Date): Promise<string> {
  const proof = randomBytes(32).toString("base64url");
  // Expired proofs of anyone go as a new one is issued: the table holds only live ones.
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${PROOF_PREFIX}%`), lt(verification.expiresAt, now)));
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(proof),
    value: userId,
    expiresAt: new Date(now.getTime() + DEVICE_LIMIT_PROOF_TTL_MS),
  });
  return proof;
}

/** Ends sessions of one user (their cached sessions dropped with them); returns the ids ended. */
export async function endSessions(db: Db, userId: string, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const ended = await writeUsers(db, userId, () =>
    db
      .delete(session)
      .where(and(eq(session.userId, userId), inArray(session.id, sessionIds)))
      .returning({ id: session.id }),
  );
  return ended.map((s) => s.id);
}

/**
 * Spends a proof: ends the named session of the proof's user, or their least recently used one. A
 * proof unknown, expired or already spent is bad input (400); a session that is not theirs is not found.
 */
export async function endSessionWithProof(
  db: Db,
  proof: string,
  sessionId: string | undefined,
  now: Date,
): Promise<EndDeviceSessionResponse> {
  const [spent] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifierOf(proof)), gt(verification.expiresAt, now)))
    .returning({ userId: verification.value });
  if (!spent) {
    const message = "This sign-in has expired or was already used to end a session. Sign in again.";
    throw badRequest(message, [{ path: "proof", message }]);
  }
  let target = sessionId;
  if (target === undefined) {
    const [oldest] = await db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.userId, spent.userId), gt(session.expiresAt, now)))
      .orderBy(asc(session.updatedAt))
      .limit(1);
    target = oldest?.id;
  }
  const [ended] = target ? await endSessions(db, spent.userId, [target]) : [];
  if (!ended) throw notFound("That session has already ended");
  return { ended };
}
