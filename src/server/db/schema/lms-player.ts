import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { lmsLaunchColumns } from "./lms";

/**
 * Issue 24 (decision 326): a PIVOT player session, made when the player exchanges a launch token. Its
 * key (stored as a SHA-256 hash only) opens one module for one learner of one organisation, and lapses
 * four hours after its last use (features/lms-player).
 */
export const lmsPlayerSessions = pgTable(
  "lms_player_sessions",
  {
    id: text("id").primaryKey(),
    keyHash: text("key_hash").notNull(),
    ...lmsLaunchColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("lms_player_sessions_key_hash_idx").on(t.keyHash),
    index("lms_player_sessions_user_idx").on(t.userId),
    index("lms_player_sessions_last_used_idx").on(t.lastUsedAt),
    check("lms_player_sessions_format_check", sql`${t.format} in ('scorm12', 'cmi5')`),
  ],
);
