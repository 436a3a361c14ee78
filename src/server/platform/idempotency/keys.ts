import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import {
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_REUSED,
} from "../../../contracts/idempotency";
import type { Db } from "../../db/client";
import { rowDate } from "../../db/rows";
import { type IdempotentWrite, idempotencyKeys } from "../../db/schema";
import { badRequest, HttpError } from "../../errors";

/**
 * Issue 44 item 5 (decision 407): a learner's progress and knowledge-check writes take an
 * `Idempotency-Key` header. The key is stored with the write, in its statement or transaction, so a
 * stored write always has its key; the same key from the same person for the same write answers the
 * first answer and changes nothing, and the same key with another body is refused (422). Keys are kept
 * IDEMPOTENCY_KEY_HOURS and then forgotten by the daily tasks.
 */

/** The request header, as the IETF draft "The Idempotency-Key HTTP Header Field" names it. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** The constraint a second write with a stored key fails on. */
export const IDEMPOTENCY_KEY_CONSTRAINT = "idempotency_keys_pkey";

/** A write's key: which write, the key the client sent, and the hash of its body. */
export interface IdempotencyKey {
  scope: IdempotentWrite;
  key: string;
  requestHash: string;
}

/**
 * The key a request sent, or null when it sent none. The draft sends it as a structured-field string
 * (`"…"`); a bare token is accepted as well. A key that is blank, too long or not visible ASCII is a 400.
 */
export function requestedKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  const trimmed = header.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID);
  return key;
}

/** JSON with every object's keys in order, so two spellings of one body hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key of a write whose request sent one: the body (as the contract read it) hashed. */
export function idempotencyKeyOf(scope: IdempotentWrite, key: string | null, body: unknown): IdempotencyKey | null {
  if (key === null) return null;
  return { scope, key, requestHash: createHash("sha256").update(canonical(body)).digest("base64url") };
}

/** Whether a write failed because its key was stored already (node-postgres and PGlite report it alike). */
export function isStoredKeyConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (
      code === "23505" &&
      (constraint === IDEMPOTENCY_KEY_CONSTRAINT || JSON.stringify(e).includes(IDEMPOTENCY_KEY_CONSTRAINT))
    )
      return true;
  }
  return false;
}

/** The moment before which a key is forgotten. */
export const idempotencyCutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

/**
 * What a stored key says about a write that sent it: "none" (never stored, or stored more than
 * IDEMPOTENCY_KEY_HOURS ago, and then deleted here so the write can store it again), or the first
 * write's answer (null while a knowledge check's answer is being written). Another body is a 422.
 */
export async function storedAnswer(
  db: Db,
  userId: string,
  idempotency: IdempotencyKey,
  now: Date,
): Promise<{ found: false } | { found: true; response: unknown }> {
  const where = and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, idempotency.scope),
    eq(idempotencyKeys.key, idempotency.key),
  );
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      response: idempotencyKeys.response,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(where);
  if (!row) return { found: false };
  if (rowDate(row.createdAt) < idempotencyCutoff(now)) {
    await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
    return { found: false };
  }
  if (row.requestHash !== idempotency.requestHash) throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return { found: true, response: row.response };
}

/** A knowledge check's answer, once computed after its transaction, on the key it stored. */
export async function storeAnswer(db: Db, userId: string, idempotency: IdempotencyKey, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ response })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.scope, idempotency.scope),
        eq(idempotencyKeys.key, idempotency.key),
      ),
    );
}

/** The daily task: keys older than IDEMPOTENCY_KEY_HOURS. Answers how many were deleted. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, idempotencyCutoff(now)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
