import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { userRef } from "./accounts";
import { oneOf } from "./columns";

// ---- Idempotency keys (issue 44 item 5, decision 407) ----

/** The writes that take an `Idempotency-Key`: a learner's progress and knowledge-check submissions. */
export const IDEMPOTENT_WRITES = [
  "progress",
  "player-progress",
  "knowledge-check-submit",
  "player-knowledge-check-submit",
] as const;
export type IdempotentWrite = (typeof IDEMPOTENT_WRITES)[number];

/**
 * One row per key a learner sent with a write that was stored, written in the write's own statement or
 * transaction, so a stored write always has its key: a retry with the same key answers `response` and
 * changes nothing; the same key with another body (`request_hash`) is refused. Forgotten after
 * IDEMPOTENCY_KEY_HOURS by the daily tasks (platform/idempotency).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef(),
    /** Which write the key was sent with: the same key on another route is another key. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 (base64url) of the write's body in a canonical form. */
    requestHash: text("request_hash").notNull(),
    /** What the write answered; null only between a knowledge check's commit and its answer. */
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key], name: "idempotency_keys_pkey" }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_scope_check", oneOf(t.scope, IDEMPOTENT_WRITES)),
    check("idempotency_keys_key_check", sql`char_length(${t.key}) between 1 and 255`),
  ],
);
