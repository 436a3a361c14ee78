import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { user, userRef } from "./accounts";
import { pathways } from "./catalogue";
import { createdAt, oneOf } from "./columns";
import { userCertificates } from "./credentials";
import { departments, organization, organizationRef } from "./organizations";

/** A pathway an employer assigned to a member, with an optional due date. */
export const pathwayAssignments = pgTable(
  "pathway_assignments",
  {
    userId: userRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    /** The assigning organisation; null for a recertification (issue 22). */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    /** A calendar day (no time): due by the end of it. */
    dueDate: date("due_date", { mode: "string" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Completions from this moment on count towards the assignment; null: any completion counts. A
     * recurring cycle or a recertification asks for the pathway again (issue 22).
     */
    completionSince: timestamp("completion_since", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pathwayId] }),
    index("pathway_assignments_organization_idx").on(t.organizationId),
    index("pathway_assignments_due_idx").on(t.dueDate),
  ],
);

// ---- Recurring assignments (issue 22) ----

/**
 * An organisation's compliance assignment rule: a pathway for everyone, a department or a role, once or
 * every `interval_months`, due `due_days` after each assignment or on `due_date` (moved on by the
 * interval each cycle). Ended rules stay for their history.
 */
export const complianceRules = pgTable(
  "compliance_rules",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    /** everyone | department | role */
    audience: text("audience").notNull(),
    /** A department of the organisation (renamed and removed with it: compliance_rules_department_fk). */
    department: text("department"),
    /** owner | admin | manager | member */
    role: text("role"),
    /** null: once. */
    intervalMonths: integer("interval_months"),
    dueDays: integer("due_days"),
    dueDate: date("due_date", { mode: "string" }),
    /** The first cycle's day (UK); every cycle is counted from it. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** The current cycle, 0 for the first. */
    cycle: integer("cycle").notNull().default(0),
    /** The day the next cycle starts; null for a rule that does not recur. */
    nextRunOn: date("next_run_on", { mode: "string" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("compliance_rules_org_idx").on(t.organizationId, t.endedAt),
    foreignKey({
      name: "compliance_rules_department_fk",
      columns: [t.organizationId, t.department],
      foreignColumns: [departments.organizationId, departments.name],
    })
      .onUpdate("cascade")
      .onDelete("cascade"),
    check(
      "compliance_rules_audience_check",
      sql`(${t.audience} = 'everyone' and ${t.department} is null and ${t.role} is null) or (${t.audience} = 'department' and ${t.department} is not null and ${t.role} is null) or (${t.audience} = 'role' and ${oneOf(t.role, ORGANIZATION_ROLES)} and ${t.department} is null)`,
    ),
    check(
      "compliance_rules_due_check",
      sql`((${t.dueDays} is null) <> (${t.dueDate} is null)) and (${t.dueDays} is null or (${t.dueDays} >= 0 and ${t.dueDays} <= 365))`,
    ),
    check(
      "compliance_rules_interval_check",
      sql`${t.intervalMonths} is null or (${t.intervalMonths} >= 1 and ${t.intervalMonths} <= 36)`,
    ),
    check(
      "compliance_rules_next_run_check",
      sql`((${t.intervalMonths} is null) = (${t.nextRunOn} is null)) or ${t.endedAt} is not null`,
    ),
  ],
);

/** One person's assignment in one cycle of a rule: its due date, and whether the manager was told. */
export const complianceAssignments = pgTable(
  "compliance_assignments",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => complianceRules.id, { onDelete: "cascade" }),
    cycle: integer("cycle").notNull(),
    userId: userRef(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
    /** Completions from this moment count (null in a rule's first cycle: an earlier completion counts). */
    completionSince: timestamp("completion_since", { withTimezone: true }),
    /** When the learner's line manager was told it is overdue (once per cycle). */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
    /**
     * When the pathway was completed for this assignment (its last module's evidence at or after
     * `completion_since`, as db/completion-evidence.ts's pathwayDoneAt), null while outstanding. Kept true
     * in the database by triggers on every write it depends on (the 0001 migration, decision 360), so
     * the compliance report reads it instead of recomputing every person's pathway.
     */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.cycle, t.userId] }),
    index("compliance_assignments_user_idx").on(t.userId),
  ],
);

/**
 * A certificate's requirements assigned again before it expires (issue 22 item 6), once per certificate
 * and expiry; `renewed_at` once completing them again renewed it.
 */
export const recertifications = pgTable(
  "recertifications",
  {
    userCertificateId: integer("user_certificate_id")
      .notNull()
      .references(() => userCertificates.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userId: userRef(),
    /** The certificate's pathway, assigned again in pathway_assignments; null for a list of modules. */
    pathwayId: integer("pathway_id").references(() => pathways.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userCertificateId, t.expiresAt] }),
    index("recertifications_open_idx").on(t.userId).where(sql`${t.renewedAt} is null`),
  ],
);
