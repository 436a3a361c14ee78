import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { modules, pathways } from "./catalogue";
import { createdAt } from "./columns";
import { organizationRef } from "./organizations";

// ---- LMS packages (issue 24 item 1) ----

/**
 * A SCORM 1.2 or cmi5 package an organisation downloaded, for one module or one pathway. The package
 * holds a random key; only its SHA-256 is kept here, so a launch names its package by that key.
 */
export const lmsPackages = pgTable(
  "lms_packages",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    moduleId: integer("module_id").references(() => modules.id, { onDelete: "cascade" }),
    pathwayId: integer("pathway_id").references(() => pathways.id, { onDelete: "cascade" }),
    /** scorm12 | cmi5 */
    format: text("format", { enum: ["scorm12", "cmi5"] }).notNull(),
    keyHash: text("key_hash").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * The origins (https://lms.example.com) of the LMSs the owner registered for the package: a launch
     * whose Origin (or Referer) is not one of them adds nobody (decision 392).
     */
    allowedOrigins: text("allowed_origins")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex("lms_packages_key_hash_idx").on(t.keyHash),
    index("lms_packages_organization_idx").on(t.organizationId, t.createdAt),
    index("lms_packages_created_by_idx").on(t.createdBy),
    check("lms_packages_format_check", sql`${t.format} in ('scorm12', 'cmi5')`),
    check("lms_packages_target_check", sql`(${t.moduleId} is null) <> (${t.pathwayId} is null)`),
  ],
);

/** One launch from the LMS through a package: who (the provisioned learner) and which module. */
export const lmsPackageLaunches = pgTable(
  "lms_package_launches",
  {
    id: serial("id").primaryKey(),
    packageId: text("package_id")
      .notNull()
      .references(() => lmsPackages.id, { onDelete: "cascade" }),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    launchedAt: timestamp("launched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lms_package_launches_package_idx").on(t.packageId, t.launchedAt),
    index("lms_package_launches_user_idx").on(t.userId),
  ],
);

/**
 * A learner an LMS sent through a package beyond the hour's threshold (decision 392): held, not a
 * member and no seat, until an owner or admin approves them (then a member, through the usual
 * provisioning) or rejects them (their next launches are refused). No account exists until approval.
 */
export const lmsPendingLearners = pgTable(
  "lms_pending_learners",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    packageId: text("package_id")
      .notNull()
      .references(() => lmsPackages.id, { onDelete: "cascade" }),
    externalId: text("external_id").notNull(),
    name: text("name"),
    /** pending | approved | rejected */
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("lms_pending_learners_identity_idx").on(t.packageId, t.externalId),
    index("lms_pending_learners_package_idx").on(t.packageId, t.createdAt),
    index("lms_pending_learners_organization_idx").on(t.organizationId, t.status, t.createdAt),
    check("lms_pending_learners_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
