import { z } from "zod";
import { PROGRAMME_AUDIENCES } from "../domain/compliance-programmes";
import { MAX_DUE_DAYS, MAX_INTERVAL_MONTHS, MIN_INTERVAL_MONTHS } from "../domain/compliance-schedule";
import { hasNoNul, idField, idParam, invalidCharacter } from "./common";
import { organizationIdParamSchema, organizationRoleSchema, pageQuerySchema } from "./organizations";

/**
 * Recurring compliance assignments (issue 22 item 7), under /api/organizations/{id}/compliance-assignments:
 * an owner or admin assigns a pathway to everyone, a department or a role, once or every N months, due
 * N days after each assignment or on a date.
 */

export const COMPLIANCE_AUDIENCES = ["everyone", "department", "role"] as const;
export const COMPLIANCE_STATUSES = ["on_time", "late", "outstanding"] as const;

const dayField = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", `${label} must be a date (YYYY-MM-DD)`);

/** POST /api/organizations/{id}/compliance-assignments */
export const createComplianceRuleSchema = z
  .object({
    pathwayId: idField("Pathway"),
    audience: z.enum(COMPLIANCE_AUDIENCES, { error: "Audience must be everyone, a department or a role" }),
    /** With audience "department": one of the organisation's departments. */
    department: z.string().trim().min(1).max(80).refine(hasNoNul, invalidCharacter("Department")).optional(),
    /** With audience "role". */
    role: organizationRoleSchema.optional(),
    /** Every N months (1–36); null or absent: once. */
    intervalMonths: z
      .number({ error: "Repeat interval must be a whole number of months" })
      .int("Repeat interval must be a whole number of months")
      .min(MIN_INTERVAL_MONTHS, `Repeat every ${MIN_INTERVAL_MONTHS} to ${MAX_INTERVAL_MONTHS} months`)
      .max(MAX_INTERVAL_MONTHS, `Repeat every ${MIN_INTERVAL_MONTHS} to ${MAX_INTERVAL_MONTHS} months`)
      .nullable()
      .optional(),
    /** Due this many days after each assignment (0 = the same day)… */
    dueDays: z
      .number({ error: "Due in must be a whole number of days" })
      .int("Due in must be a whole number of days")
      .min(0, `Due in 0 to ${MAX_DUE_DAYS} days`)
      .max(MAX_DUE_DAYS, `Due in 0 to ${MAX_DUE_DAYS} days`)
      .optional(),
    /** …or on this day (moved on by the interval each cycle). */
    dueDate: dayField("Due date").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.audience === "department" && !value.department)
      ctx.addIssue({ code: "custom", path: ["department"], message: "Choose a department" });
    if (value.audience !== "department" && value.department !== undefined)
      ctx.addIssue({ code: "custom", path: ["department"], message: "A department goes with the audience department" });
    if (value.audience === "role" && !value.role)
      ctx.addIssue({ code: "custom", path: ["role"], message: "Choose a role" });
    if (value.audience !== "role" && value.role !== undefined)
      ctx.addIssue({ code: "custom", path: ["role"], message: "A role goes with the audience role" });
    if ((value.dueDays === undefined) === (value.dueDate === undefined))
      ctx.addIssue({ code: "custom", path: ["dueDays"], message: "Give either a number of days or a due date" });
  });
export type CreateComplianceRuleInput = z.infer<typeof createComplianceRuleSchema>;

export const complianceSummarySchema = z.object({
  /** People assigned in the current cycle. */
  assigned: z.number().int(),
  onTime: z.number().int(),
  late: z.number().int(),
  outstanding: z.number().int(),
  /** Outstanding and past their due date. */
  overdue: z.number().int(),
});

export const complianceRuleSchema = z.object({
  id: z.number().int(),
  pathwayId: z.number().int(),
  pathwayTitle: z.string(),
  audience: z.enum(COMPLIANCE_AUDIENCES),
  department: z.string().nullable(),
  role: organizationRoleSchema.nullable(),
  intervalMonths: z.number().int().nullable(),
  dueDays: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  startsOn: z.string(),
  /** The current cycle (0 = the first) and the day it started. */
  cycle: z.number().int(),
  cycleStartsOn: z.string(),
  nextRunOn: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  summary: complianceSummarySchema,
});
export type ComplianceRule = z.infer<typeof complianceRuleSchema>;

/** GET …/compliance-assignments: the rules, newest first, and what the form offers. */
/** Issue 47 item 3: a ready-made programme of the statutory library, and whether a live assignment of it exists. */
export const complianceProgrammeSchema = z.object({
  pathwayId: z.number().int(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(PROGRAMME_AUDIENCES),
  recurrenceMonths: z.number().int(),
  dueDays: z.number().int(),
  moduleCount: z.number().int(),
  /** Hours of learning, computed from the content (decision 375). */
  estimatedHours: z.number(),
  /** True while an assignment of this pathway that has not ended exists in the organisation. */
  assigned: z.boolean(),
});
export type ComplianceProgrammeOption = z.infer<typeof complianceProgrammeSchema>;

export const complianceRuleListSchema = z.object({
  items: z.array(complianceRuleSchema),
  options: z.object({
    pathways: z.array(z.object({ id: z.number().int(), title: z.string() })),
    departments: z.array(z.string()),
    programmes: z.array(complianceProgrammeSchema),
  }),
});
export type ComplianceRuleList = z.infer<typeof complianceRuleListSchema>;

export const complianceRuleParamSchema = organizationIdParamSchema.extend({ ruleId: idParam("Rule id") });

/**
 * GET …/compliance-assignments/{ruleId}/status?cursor=&limit=: the current cycle, person by person, a
 * page at a time from the opaque cursor the previous page gave (keyset: the last row's place in the order).
 */
export const complianceStatusQuerySchema = pageQuerySchema.extend({
  cursor: z
    .string()
    .max(1000, "Cursor is not valid")
    .regex(/^[A-Za-z0-9_-]+$/, "Cursor is not valid")
    .optional(),
});

export const complianceAssignmentStatusSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  dueDate: z.string(),
  /** When the last required module was completed in this cycle, or null. */
  completedAt: z.string().nullable(),
  status: z.enum(COMPLIANCE_STATUSES),
  overdue: z.boolean(),
});
export type ComplianceAssignmentStatus = z.infer<typeof complianceAssignmentStatusSchema>;

/**
 * Issue 47 item 2: a person's line of the compliance report with their knowledge checks in the pathway
 * this cycle: each module's attempts submitted and best score (modules not yet tried are left out).
 */
export const complianceReportLineSchema = complianceAssignmentStatusSchema.extend({
  knowledgeChecks: z.array(
    z.object({
      moduleId: z.number().int(),
      title: z.string(),
      attempts: z.number().int(),
      bestScore: z.number().int().nullable(),
      passed: z.boolean(),
    }),
  ),
});
export type ComplianceReportLine = z.infer<typeof complianceReportLineSchema>;

export const complianceStatusSchema = z.object({
  rule: complianceRuleSchema,
  items: z.array(complianceReportLineSchema),
  nextCursor: z.string().nullable(),
});
export type ComplianceStatusPage = z.infer<typeof complianceStatusSchema>;
