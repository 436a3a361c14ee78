import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts";
import { modules } from "./catalogue";
import { organizationRef } from "./organizations";

/**
 * Issue 24 (decision 323): the link from a learner an organisation's LMS sent (a SCORM or cmi5
 * package's learner id, an LTI subject) to their PIVOT account. Ids are unique only within their
 * source and issuer (the package, or the LTI registration).
 */
export const externalLearners = pgTable(
  "external_learners",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    source: text("source", { enum: ["scorm12", "cmi5", "lti"] }).notNull(),
    issuer: text("issuer").notNull(),
    externalId: text("external_id").notNull(),
    userId: userRef(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("external_learners_identity_idx").on(t.organizationId, t.source, t.issuer, t.externalId),
    index("external_learners_user_idx").on(t.userId),
    check("external_learners_source_check", sql`${t.source} in ('scorm12', 'cmi5', 'lti')`),
  ],
);

/**
 * What a launch from an organisation's LMS is of (issue 24): the learner, the module, and the package
 * with its format. A launch token's row and the player session it is exchanged for carry the same.
 */
export const lmsLaunchColumns = () => ({
  organizationId: organizationRef(),
  userId: userRef(),
  moduleId: integer("module_id")
    .notNull()
    .references(() => modules.id, { onDelete: "cascade" }),
  packageId: text("package_id").notNull(),
  format: text("format", { enum: ["scorm12", "cmi5"] }).notNull(),
});

/** A launch token's row: single use (used_at), ten minutes (platform/lms/launch-token.ts). */
export const lmsLaunches = pgTable(
  "lms_launches",
  {
    id: text("id").primaryKey(),
    ...lmsLaunchColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("lms_launches_expires_idx").on(t.expiresAt),
    index("lms_launches_package_idx").on(t.packageId),
    check("lms_launches_format_check", sql`${t.format} in ('scorm12', 'cmi5')`),
  ],
);
