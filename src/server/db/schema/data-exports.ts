import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts";
import { oneOf } from "./columns";

// ---- Personal data export (issue 28) ----

/**
 * "Download my data": a ZIP of everything held about the person, built by the "data-exports" job
 * (features/data-export). One queued or running per person (the partial unique index); the file is
 * downloadable once, for DATA_EXPORT_VALID_DAYS, through a link whose token is stored only as a hash.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    /** queued | running | ready | downloaded | failed | cancelled */
    status: text("status").notNull().default("queued"),
    /** 0-100, for the progress bar on /profile. */
    progress: integer("progress").notNull().default(0),
    /** local | s3, and the file's key there, once built. */
    storage: text("storage"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    /** SHA-256 (base64url) of the e-mailed link's token. */
    tokenHash: text("token_hash"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    uniqueIndex("data_exports_one_running_idx").on(t.userId).where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex("data_exports_token_hash_idx").on(t.tokenHash),
    index("data_exports_expires_idx").on(t.expiresAt),
    check("data_exports_progress_check", sql`${t.progress} >= 0 and ${t.progress} <= 100`),
    check(
      "data_exports_status_check",
      oneOf(t.status, ["queued", "running", "ready", "downloaded", "failed", "cancelled"]),
    ),
  ],
);
