import { z } from "zod";
import {
  AGE_BANDS,
  DEPARTMENT_MAX_LENGTH,
  DISABILITIES,
  ETHNICITIES,
  GENDERS,
  QUARTER_NAMES,
  SEVERITY_BANDS,
} from "../domain/jedi-pay-gap";
import { SECTORS } from "../domain/pay-gap-statutory";
import { hasNoNul, invalidCharacter, requiredText } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Pay-gap data held for an organisation (issue 25 item 1): its owners and HR analysts upload a
 * reporting year's employee records (encrypted on the server) and read the statutory figures.
 * Paths are under /api/organizations/{id}/pay-gap.
 */

export const sectorSchema = z.enum(SECTORS, { error: "Sector must be private or public" });

export const payGapYearParamSchema = organizationIdParamSchema.extend({
  year: z.coerce
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(2017, "Reporting began in 2017")
    .max(2100, "Year is too far ahead"),
});
export const payGapRecordParamSchema = payGapYearParamSchema.extend({
  recordId: z.coerce.number().int().positive().max(2147483647),
});
export const payGapAnalystParamSchema = organizationIdParamSchema.extend({
  userId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "User id is not valid"),
});

/** POST …/snapshots?year=2025: the CSV's reporting year (the current one when left out). */
export const payGapUploadQuerySchema = z.object({
  year: payGapYearParamSchema.shape.year.optional(),
});

export const payGapSnapshotSummarySchema = z.object({
  year: z.number().int(),
  sector: sectorSchema,
  snapshotDate: z.string(),
  recordCount: z.number().int(),
  updatedAt: z.string(),
  hasStatement: z.boolean(),
});
export type PayGapSnapshotSummary = z.infer<typeof payGapSnapshotSummarySchema>;

export const payGapWorkspaceSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  sector: sectorSchema,
  currentYear: z.number().int(),
  /** The caller may grant the HR analyst permission and change the sector (an owner). */
  isOwner: z.boolean(),
  snapshots: z.array(payGapSnapshotSummarySchema),
  /** The organisation's departments, offered for each record's department (any other name is taken too). */
  departments: z.array(z.string()),
});
export type PayGapWorkspace = z.infer<typeof payGapWorkspaceSchema>;

export const payGapSectorBodySchema = z.object({ sector: sectorSchema });

export const payGapAnalystSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  hrAnalyst: z.boolean(),
});
export const payGapAnalystListSchema = z.object({ members: z.array(payGapAnalystSchema) });
export type PayGapAnalystList = z.infer<typeof payGapAnalystListSchema>;
export const payGapAnalystBodySchema = z.object({ hrAnalyst: z.boolean({ error: "hrAnalyst must be true or false" }) });

export const payGapUploadResultSchema = z.object({
  year: z.number().int(),
  snapshotDate: z.string(),
  recordCount: z.number().int(),
  /** A snapshot of that year was there before and has been replaced. */
  replaced: z.boolean(),
});
export type PayGapUploadResult = z.infer<typeof payGapUploadResultSchema>;

const enumField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(", ")}` });

/** One record entered by hand: the browser tool's form (text fields parsed as it parses them). */
export const payGapRecordBodySchema = z.object({
  role: requiredText("Role", 200),
  gender: enumField("Gender", GENDERS),
  ethnicity: enumField("Ethnicity", ETHNICITIES),
  age: enumField("Age band", AGE_BANDS),
  disability: enumField("Disability", DISABILITIES),
  salary: z.string().max(20).refine(hasNoNul, invalidCharacter("Salary")),
  department: requiredText("Department", DEPARTMENT_MAX_LENGTH),
  yearsExperience: z.string().max(10).refine(hasNoNul, invalidCharacter("Years of experience")).default(""),
  weeklyHours: z.string().max(10).refine(hasNoNul, invalidCharacter("Weekly hours")).default(""),
  bonus: z.string().max(20).refine(hasNoNul, invalidCharacter("Bonus")).default(""),
});
export type PayGapRecordBody = z.input<typeof payGapRecordBodySchema>;

export const employeeRecordSchema = z.object({
  id: z.string(),
  role: z.string(),
  gender: z.enum(GENDERS),
  ethnicity: z.enum(ETHNICITIES).nullable(),
  age: z.enum(AGE_BANDS).nullable(),
  disability: z.enum(DISABILITIES).nullable(),
  salary: z.number(),
  department: z.string().nullable(),
  yearsExperience: z.number(),
  weeklyHours: z.number().nullable(),
  bonus: z.number().nullable(),
});
export const payGapRecordListSchema = z.object({ year: z.number().int(), records: z.array(employeeRecordSchema) });
export type PayGapRecordList = z.infer<typeof payGapRecordListSchema>;

export const payGapStatementSchema = z.object({
  narrative: requiredText("Narrative", 10_000),
  actionPlan: requiredText("Action plan", 10_000),
  seniorName: requiredText("Senior person's name", 200),
  seniorJobTitle: requiredText("Senior person's job title", 200),
});
export type PayGapStatement = z.infer<typeof payGapStatementSchema>;

const nullablePercent = z.number().nullable();
const quarterSchema = z.object({
  name: z.enum(QUARTER_NAMES),
  headcount: z.number(),
  men: z.number(),
  women: z.number(),
  menPercent: z.number(),
  womenPercent: z.number(),
});
const severitySchema = z.enum(SEVERITY_BANDS.map((b) => b.severity) as ["critical", "high", "medium", "low"]);
const categorySchema = z.enum(["ethnicity", "disability", "age", "department"]);

export const payEquityAnalysisSchema = z.object({
  recordCount: z.number().int(),
  genderGap: z.object({
    basis: z.enum(["hourly", "annual"]),
    men: z.number(),
    women: z.number(),
    excluded: z.number(),
    missingHours: z.number(),
    meanPayMen: z.number().nullable(),
    meanPayWomen: z.number().nullable(),
    medianPayMen: z.number().nullable(),
    medianPayWomen: z.number().nullable(),
    meanGap: nullablePercent,
    medianGap: nullablePercent,
    bonus: z.object({
      dataGiven: z.boolean(),
      menReceiving: z.number(),
      womenReceiving: z.number(),
      menReceivingPercent: nullablePercent,
      womenReceivingPercent: nullablePercent,
      meanGap: nullablePercent,
      medianGap: nullablePercent,
    }),
    quarters: z.array(quarterSchema),
  }),
  groups: z.object({
    findings: z.array(
      z.object({
        category: categorySchema,
        subcategory: z.string(),
        comparedWith: z.string(),
        gap: z.number(),
        percentage: z.number(),
        medianPercentage: z.number(),
        affectedEmployees: z.number(),
        severity: severitySchema,
      }),
    ),
    suppressed: z.array(z.object({ category: categorySchema, subcategory: z.string(), reason: z.string() })),
    omitted: z.array(z.object({ category: categorySchema, reason: z.string() })),
  }),
  duty: z.object({ headcount: z.number(), applies: z.boolean(), explanation: z.string() }),
});

export const statutoryMeasuresSchema = z.object({
  meanHourlyGap: nullablePercent,
  medianHourlyGap: nullablePercent,
  meanBonusGap: nullablePercent,
  medianBonusGap: nullablePercent,
  menReceivingBonus: nullablePercent,
  womenReceivingBonus: nullablePercent,
  quarters: z.array(z.object({ name: z.string(), menPercent: z.number(), womenPercent: z.number() })),
});

export const payGapReportSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  year: z.number().int(),
  sector: sectorSchema,
  snapshotDate: z.string(),
  deadline: z.string(),
  recordCount: z.number().int(),
  /** The six statutory measures and the quarters, as GOV.UK asks for them. */
  measures: statutoryMeasuresSchema,
  analysis: payEquityAnalysisSchema,
  previous: z.object({ year: z.number().int(), measures: statutoryMeasuresSchema }).nullable(),
  movement: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      current: nullablePercent,
      previous: nullablePercent,
      change: nullablePercent,
    }),
  ),
  statement: payGapStatementSchema.nullable(),
});
export type PayGapReport = z.infer<typeof payGapReportSchema>;
