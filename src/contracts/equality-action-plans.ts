import { z } from "zod";
import { ACTION_STAGES, MENU } from "../domain/equality-action-menu";
import { INDICATOR_METRICS } from "../domain/equality-action-plan";
import { hasNoNul, idField, idParam, invalidCharacter, requiredText } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Equality action plans (issue 49, decision 405), under /api/organizations/{id}/equality-action-plans:
 * the organisation's owners and its equality leads (the members who hold the pay-gap HR analyst
 * permission) build them; only an owner approves one.
 */

const dayField = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", `${label} must be a date (YYYY-MM-DD)`);

const yearField = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .min(2017, `${label} must be 2017 or later`)
    .max(2100, `${label} must be 2100 or earlier`);

/** Long enough for 100 words of any length; the word limits themselves are the domain's (draftIssues). */
const longText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, invalidCharacter(label));

const menuIds = MENU.map((m) => m.id) as [string, ...string[]];

export const planIndicatorSchema = z.object({
  metric: z.enum(INDICATOR_METRICS, { error: "Choose a measure" }),
  baselineYear: yearField("Baseline year").nullable(),
  baseline: z
    .number({ error: "Baseline must be a number" })
    .min(0, "Baseline must be 0 to 100")
    .max(100, "Baseline must be 0 to 100"),
  target: z
    .number({ error: "Target must be a number" })
    .min(0, "Target must be 0 to 100")
    .max(100, "Target must be 0 to 100"),
  targetYear: yearField("Target year"),
});

export const planLinkBodySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("assignment"), ruleId: idField("Assignment") }),
    z.object({
      kind: z.literal("evidence"),
      title: requiredText("Evidence title", 200),
      url: z
        .string()
        .trim()
        .max(2000, "Link must be at most 2000 characters")
        .refine((v) => v === "" || /^https?:\/\//.test(v), "Link must start with https:// or http://")
        .nullable()
        .optional()
        .transform((v) => (v ? v : null)),
    }),
  ],
  { error: "A link is an assignment or an evidence item" },
);

export const planActionBodySchema = z.object({
  menuItemId: z.enum(menuIds, { error: "Not an action of the menu" }),
  stage: z.enum(ACTION_STAGES, { error: "Choose new, in progress or embedded" }),
  text: longText("Action text", 4000),
  ownerUserId: z.string().trim().min(1).max(200).refine(hasNoNul, invalidCharacter("Owner")).nullable(),
  startsOn: dayField("Start date").nullable(),
  dueOn: dayField("Due date").nullable(),
  indicator: planIndicatorSchema.nullable(),
  links: z.array(planLinkBodySchema).max(10, "At most 10 links per action"),
});

/** POST …/equality-action-plans */
export const createPlanBodySchema = z.object({
  title: requiredText("Title", 120),
  reportingYear: yearField("Reporting year"),
});

/** PUT …/equality-action-plans/{planId}: the whole draft (an approved version starts the next draft). */
export const updatePlanBodySchema = z.object({
  narrative: longText("Narrative", 8000),
  actions: z.array(planActionBodySchema).max(20, "At most 20 actions"),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBodySchema>;

/** POST …/{planId}/approve */
export const approvePlanBodySchema = z.object({
  /** The version the approver read: a newer draft is not approved by mistake. */
  version: idField("Version"),
  approverName: requiredText("Your name", 120),
  approverJobTitle: requiredText("Your job title", 120),
});

export const planParamSchema = organizationIdParamSchema.extend({ planId: idParam("Plan id") });
export const planExportQuerySchema = z.object({
  format: z.enum(["filing", "pdf"], { error: "Format must be filing or pdf" }),
});

const issueSchema = z.object({ path: z.string(), message: z.string() });

export const planLinkSchema = z.object({
  kind: z.enum(["assignment", "evidence"]),
  ruleId: z.number().int().nullable(),
  title: z.string().nullable(),
  url: z.string().nullable(),
  /** An assignment's pathway and how far its people are (the compliance status of its current cycle). */
  pathwayTitle: z.string().nullable(),
  progress: z
    .object({
      assigned: z.number().int(),
      completed: z.number().int(),
      overdue: z.number().int(),
      percent: z.number().nullable(),
    })
    .nullable(),
});

const reviewSchema = z.object({
  result: z.number().nullable(),
  resultYear: z.number().int().nullable(),
  change: z.number().nullable(),
  outcome: z.enum(["met", "progress", "no-progress", "worse", "no-data"]),
});

export const planActionSchema = z.object({
  menuItemId: z.string(),
  stage: z.enum(ACTION_STAGES),
  text: z.string(),
  ownerUserId: z.string().nullable(),
  ownerName: z.string().nullable(),
  startsOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  indicator: planIndicatorSchema.nullable(),
  /** Target against result: the latest snapshot after the baseline year, or the linked learning's completion. */
  review: reviewSchema.nullable(),
  links: z.array(planLinkSchema),
});
export type PlanActionView = z.infer<typeof planActionSchema>;

const driverSchema = z.object({
  key: z.string(),
  title: z.string(),
  detail: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const planVersionSummarySchema = z.object({
  version: z.number().int(),
  status: z.enum(["draft", "approved"]),
  approverName: z.string().nullable(),
  approverJobTitle: z.string().nullable(),
  approvedAt: z.string().nullable(),
});

export const equalityActionPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reportingYear: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest version: the draft being edited, or the approved one when no edit has followed. */
  current: planVersionSummarySchema.extend({
    narrative: z.string(),
    actions: z.array(planActionSchema),
    /** What stands between this version and approval (empty when it may be approved). */
    approvalIssues: z.array(issueSchema),
  }),
  versions: z.array(planVersionSummarySchema),
  /** The diagnosis of the reporting year's snapshot, or why there is none. */
  diagnosis: z.object({
    year: z.number().int(),
    basis: z.enum(["hourly", "annual"]).nullable(),
    recordCount: z.number().int(),
    unavailable: z.string().nullable(),
    previousYear: z.number().int().nullable(),
    drivers: z.array(driverSchema),
    suggestions: z.array(z.object({ menuItemId: z.string(), reason: z.string().nullable() })),
    /** Baselines the indicator editor prefills, by measure. */
    baselines: z.record(z.string(), z.number().nullable()),
  }),
  /** The latest snapshot year held (the review reads it). */
  latestSnapshotYear: z.number().int().nullable(),
  options: z.object({
    members: z.array(z.object({ userId: z.string(), name: z.string() })),
    assignments: z.array(z.object({ ruleId: z.number().int(), pathwayTitle: z.string(), audience: z.string() })),
    /** The catalogue pathways the menu maps to, by slug (to create an assignment of one). */
    pathways: z.array(z.object({ slug: z.string(), id: z.number().int(), title: z.string() })),
  }),
  canApprove: z.boolean(),
});
export type EqualityActionPlan = z.infer<typeof equalityActionPlanSchema>;

export const equalityActionPlanListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      reportingYear: z.number().int(),
      version: z.number().int(),
      status: z.enum(["draft", "approved"]),
      approvedVersion: z.number().int().nullable(),
      updatedAt: z.string(),
    }),
  ),
  /** Reporting years with a pay-gap snapshot, newest first: a plan stands on one. */
  snapshotYears: z.array(z.number().int()),
});
export type EqualityActionPlanList = z.infer<typeof equalityActionPlanListSchema>;

const countedText = z.object({ text: z.string(), words: z.number().int(), limit: z.number().int() });

/** GET …/export?format=filing: what the gender pay gap service asks for, copy-ready, with the word counts. */
export const planFilingSchema = z.object({
  title: z.string(),
  version: z.number().int(),
  reportingYear: z.number().int(),
  approvedBy: z.object({ name: z.string(), jobTitle: z.string(), approvedAt: z.string() }),
  narrative: countedText,
  actions: z.array(
    countedText.extend({ menuItemId: z.string(), theme: z.string(), action: z.string(), stage: z.string() }),
  ),
  /** The whole filing as one plain text to copy. */
  copyText: z.string(),
  /** What the sources did not settle, said beside the export. */
  caveats: z.array(z.string()),
});
export type PlanFiling = z.infer<typeof planFilingSchema>;
