import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

// ---- Content administration ----

/**
 * A module body written by the content generator (spec 3 §3 "Generated content"): a draft the admin
 * previews and edits, then publishes into modules.content. One per module: generating again replaces
 * the draft.
 */
export const generatedContent = pgTable(
  "generated_content",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    /** template | ai */
    engine: text("engine").notNull(),
    /** The structured answer (learningObjectives, moduleContent, keyTakeaways, assessmentQuestions). */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** The body as it will be published; the admin edits it. */
    markdown: text("markdown").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("generated_content_module_idx").on(t.moduleId)],
);

/** A bulk generation: one at a time (the partial unique index), with each module's progress. */
export const generationRuns = pgTable(
  "generation_runs",
  {
    id: serial("id").primaryKey(),
    /** running | completed | failed */
    status: text("status").notNull().default("running"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    /** [{ moduleId, title, status: pending | generating | generated | failed, error }] */
    items: jsonb("items")
      .$type<{ moduleId: number; title: string; status: string; error: string | null }[]>()
      .notNull()
      .default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("generation_runs_one_running_idx").on(t.status).where(sql`${t.status} = 'running'`)],
);

/** spec 3 §3 "Protection settings": one row (id 1); no row = the defaults (domain/protection). */
export const protectionSettings = pgTable("protection_settings", {
  id: integer("id").primaryKey(),
  protectionLevel: text("protection_level").notNull(),
  globalProtection: boolean("global_protection").notNull(),
  watermarkEnabled: boolean("watermark_enabled").notNull(),
  downloadRestriction: text("download_restriction").notNull(),
  printRestriction: text("print_restriction").notNull(),
  copyProtection: boolean("copy_protection").notNull(),
  sessionTimeout: integer("session_timeout").notNull(),
  ipRestriction: boolean("ip_restriction").notNull(),
  deviceLimit: integer("device_limit").notNull(),
  forensicWatermark: boolean("forensic_watermark").notNull(),
  contentExpiration: integer("content_expiration").notNull(),
  legalNotice: text("legal_notice").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Each view, download or print of a protected module, allowed or refused (the tier limits count it). */
export const contentAccessLog = pgTable(
  "content_access_log",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** view | download | print | copy */
    action: text("action").notNull(),
    /** The caller's protection tier at the time (free | individual | team | enterprise). */
    tier: text("tier").notNull(),
    allowed: boolean("allowed").notNull(),
    /** The client address (IP restriction compares a day's accesses). */
    ipAddress: text("ip_address"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("content_access_log_user_idx").on(t.userId, t.action, t.occurredAt),
    index("content_access_log_occurred_idx").on(t.occurredAt),
  ],
);

/** An uploaded podcast file (MP3 or M4A) of a module, on local disk or in an S3-compatible bucket. */
export const podcastUploads = pgTable(
  "podcast_uploads",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** local | s3 */
    storage: text("storage").notNull(),
    /** The file name the media route serves, e.g. "module-25-3f9a1c.mp3". */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    durationSeconds: integer("duration_seconds"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("podcast_uploads_storage_key_idx").on(t.storageKey),
    index("podcast_uploads_module_idx").on(t.moduleId),
  ],
);
