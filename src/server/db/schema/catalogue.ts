import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { CertificateRequirements } from "../../../domain/certificate-requirements";
import type { ComplianceProgramme } from "../../../domain/compliance-programmes";
import type { LegalSource } from "../../../domain/content-review";
import { DIFFICULTIES, MODULE_TYPES, PILLARS } from "../../../domain/pillars";
import { userRef } from "./accounts";
import { createdAt, oneOf } from "./columns";

// ---- Catalogue ----

export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    // The closed sets below are CHECK constraints too (oneOf).
    pivotPillar: text("pivot_pillar", { enum: PILLARS }).notNull(),
    type: text("type", { enum: MODULE_TYPES }).notNull(),
    /** Minutes, computed from the content at every change (decision 375, db/learning-time.ts). */
    duration: integer("duration"),
    /** The module's own learning objectives (issue 46); empty while it has none written. */
    objectives: jsonb("objectives").$type<string[]>().notNull().default([]),
    /** The day its law and guidance were last checked against their sources (issue 47 item 1). */
    reviewedOn: date("reviewed_on", { mode: "string" }),
    /** The law and standards it teaches, each with its primary source; empty while none are recorded. */
    legalSources: jsonb("legal_sources").$type<LegalSource[]>().notNull().default([]),
    difficulty: text("difficulty", { enum: DIFFICULTIES }),
    thumbnailUrl: text("thumbnail_url"),
    content: text("content"),
    podcastUrl: text("podcast_url"),
    podcastDuration: integer("podcast_duration"),
    podcastTranscript: text("podcast_transcript"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    /** Knowledge check settings (issue 22): questions drawn, pass mark %, cool-down minutes. */
    checkDrawSize: integer("check_draw_size").notNull().default(5),
    checkPassMark: integer("check_pass_mark").notNull().default(80),
    checkCooldownMinutes: integer("check_cooldown_minutes").notNull().default(0),
    /** Set when an admin saved the settings (issue 22 item 4): the catalogue sync then keeps them. */
    checkSettingsEditedAt: timestamp("check_settings_edited_at", { withTimezone: true }),
  },
  (t) => [
    index("modules_pillar_idx").on(t.pivotPillar),
    index("modules_category_idx").on(t.category),
    check(
      "modules_check_settings_check",
      sql`${t.checkDrawSize} >= 1 and (${t.checkPassMark} >= 1 and ${t.checkPassMark} <= 100) and ${t.checkCooldownMinutes} >= 0`,
    ),
    check("modules_difficulty_check", sql`${t.difficulty} is null or ${oneOf(t.difficulty, DIFFICULTIES)}`),
    check("modules_pivot_pillar_check", oneOf(t.pivotPillar, PILLARS)),
    check("modules_type_check", oneOf(t.type, MODULE_TYPES)),
  ],
);

export const pathways = pgTable("pathways", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  difficulty: text("difficulty").notNull(),
  estimatedHours: real("estimated_hours").notNull(),
  level: text("level").notNull(),
  topics: jsonb("topics").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isPublic: boolean("is_public").notNull().default(true),
  isRecommended: boolean("is_recommended").notNull().default(false),
  /** Set on the statutory library's ready-made programmes (issue 47 item 3): audience and recurrence. */
  programme: jsonb("programme").$type<ComplianceProgramme>(),
  createdAt: createdAt(),
});

export const pathwayModules = pgTable(
  "pathway_modules",
  {
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathwayId, t.moduleId] })],
);

export const pathwayEnrollments = pgTable(
  "pathway_enrollments",
  {
    userId: userRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pathwayId] })],
);

export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    pivotPillar: text("pivot_pillar", { enum: PILLARS }).notNull(),
    /** Computed from the modules' learning time, to the quarter hour (decision 375). */
    cpdHours: real("cpd_hours").notNull(),
    type: text("type").notNull(),
    validityMonths: integer("validity_months"),
    requirements: jsonb("requirements").$type<CertificateRequirements>().notNull(),
  },
  (t) => [check("certificates_pivot_pillar_check", oneOf(t.pivotPillar, PILLARS))],
);
