import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ACTION_STAGES } from "../../../domain/equality-action-menu";
import { INDICATOR_METRICS } from "../../../domain/equality-action-plan";
import { user } from "./accounts";
import { complianceRules } from "./assignments";
import { createdAt, oneOf, updatedAt } from "./columns";
import { organizationRef } from "./organizations";

/**
 * Issue 49 (decision 405): an organisation's equality action plans. A plan has numbered versions; the
 * newest is the one edited while it is a draft. Approving freezes that version (who, when, as what); an
 * edit after approval starts the next version as a draft, so the approved one never changes.
 */
export const equalityActionPlans = pgTable(
  "equality_action_plans",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    /** The pay-gap reporting year whose snapshot the plan stands on (its diagnosis and baselines). */
    reportingYear: integer("reporting_year").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("equality_action_plans_org_idx").on(t.organizationId),
    check("equality_action_plans_year_check", sql`${t.reportingYear} between 2017 and 2100`),
  ],
);

export const PLAN_VERSION_STATUSES = ["draft", "approved"] as const;

export const equalityActionPlanVersions = pgTable(
  "equality_action_plan_versions",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => equalityActionPlans.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    status: text("status", { enum: PLAN_VERSION_STATUSES }).notNull().default("draft"),
    narrative: text("narrative").notNull().default(""),
    /** The approval: the account that signed it off, the name and job title it signed as, and when. */
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    approverName: text("approver_name"),
    approverJobTitle: text("approver_job_title"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("equality_action_plan_versions_plan_version_idx").on(t.planId, t.version),
    check("equality_action_plan_versions_status_check", oneOf(t.status, PLAN_VERSION_STATUSES)),
    check(
      "equality_action_plan_versions_approval_check",
      sql`(${t.status} = 'approved') = (${t.approvedAt} is not null and ${t.approverName} is not null)`,
    ),
  ],
);

/** One chosen action of a version, in the plan's order. */
export const equalityPlanActions = pgTable(
  "equality_plan_actions",
  {
    id: serial("id").primaryKey(),
    versionId: integer("version_id")
      .notNull()
      .references(() => equalityActionPlanVersions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** An id of the menu (domain/equality-action-menu.ts). */
    menuItemId: text("menu_item_id").notNull(),
    stage: text("stage", { enum: ACTION_STAGES }).notNull(),
    text: text("text").notNull().default(""),
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    startsOn: date("starts_on"),
    dueOn: date("due_on"),
  },
  (t) => [
    uniqueIndex("equality_plan_actions_version_item_idx").on(t.versionId, t.menuItemId),
    index("equality_plan_actions_owner_idx").on(t.ownerId),
    check("equality_plan_actions_stage_check", oneOf(t.stage, ACTION_STAGES)),
  ],
);

/** An action's measurable indicator: the baseline read from a snapshot, the target and its year. */
export const equalityPlanIndicators = pgTable(
  "equality_plan_indicators",
  {
    actionId: integer("action_id")
      .primaryKey()
      .references(() => equalityPlanActions.id, { onDelete: "cascade" }),
    metric: text("metric", { enum: INDICATOR_METRICS }).notNull(),
    baselineYear: integer("baseline_year"),
    baseline: doublePrecision("baseline").notNull(),
    target: doublePrecision("target").notNull(),
    targetYear: integer("target_year").notNull(),
  },
  (t) => [check("equality_plan_indicators_metric_check", oneOf(t.metric, INDICATOR_METRICS))],
);

export const PLAN_LINK_KINDS = ["assignment", "evidence"] as const;

/** The PIVOT work an action is carried out through: a compliance assignment, or an evidence item. */
export const equalityPlanLinks = pgTable(
  "equality_plan_links",
  {
    id: serial("id").primaryKey(),
    actionId: integer("action_id")
      .notNull()
      .references(() => equalityPlanActions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PLAN_LINK_KINDS }).notNull(),
    ruleId: integer("rule_id").references(() => complianceRules.id, { onDelete: "set null" }),
    title: text("title"),
    url: text("url"),
  },
  (t) => [
    index("equality_plan_links_action_idx").on(t.actionId),
    check("equality_plan_links_kind_check", oneOf(t.kind, PLAN_LINK_KINDS)),
  ],
);
