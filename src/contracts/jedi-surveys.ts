import { z } from "zod";
import { GROUP_DIMENSIONS } from "../domain/inclusion-survey";
import { hasNoNul, idField, idParam, invalidCharacter, optionalText } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Issue 25 items 2 and 3: the organisation's confidential inclusion survey and its JEDI readiness
 * assessment rounds. Paths are under /api/organizations/{id}/surveys and …/jedi-assessments; a
 * respondent reaches /api/inclusion-survey with the one-time token from their e-mail, in the body
 * (never in a logged address).
 */

const dayField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: `${label} is not a real date`,
      },
    );

const departmentName = z
  .string()
  .trim()
  .min(1, "Department is required")
  .max(100, "Department must be at most 100 characters")
  .refine(hasNoNul, invalidCharacter("Department"));

export const createSurveySchema = z.object({
  title: optionalText("Title", 120),
  /** null or missing: everyone in the organisation. */
  departments: z.array(departmentName).max(100, "At most 100 departments").nullable().optional(),
  includeDemographics: z.boolean().optional().default(false),
  opensOn: dayField("Opening date"),
  closesOn: dayField("Closing date"),
});
export type CreateSurveyInput = z.input<typeof createSurveySchema>;

export const surveyParamSchema = organizationIdParamSchema.extend({ surveyId: idParam("Survey id") });

export const surveyStatusSchema = z.enum(["scheduled", "open", "closed"]);

export const surveySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** null: everyone. */
  departments: z.array(z.string()).nullable(),
  includeDemographics: z.boolean(),
  opensOn: z.string(),
  closesOn: z.string(),
  followUpOn: z.string(),
  status: surveyStatusSchema,
  /** The first day results can be read: after the close, and never before the two-week window has passed. */
  resultsOpenOn: z.string(),
  invited: z.number().int(),
  responses: z.number().int(),
  createdAt: z.string(),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

export const surveyListSchema = z.object({
  surveys: z.array(surveySummarySchema),
  /** How many members the organisation has (spec 2 §9: survey recommended for 50+ employees). */
  memberCount: z.number().int(),
  departments: z.array(z.string()),
});
export type SurveyList = z.infer<typeof surveyListSchema>;

export const createdSurveySchema = surveySummarySchema.extend({
  /** The organisation is under the recommended size (advice only). */
  belowRecommendedSize: z.boolean(),
});

export const resultsQuerySchema = z.object({
  groupBy: z.enum(GROUP_DIMENSIONS).optional().default("department"),
});

const distributionSchema = z.array(z.object({ answer: z.string(), count: z.number().int() }));
export const questionSummarySchema = z.object({
  questionId: z.string(),
  answered: z.number().int(),
  score: z.number().nullable(),
  mean: z.number().nullable(),
  distribution: distributionSchema,
});

export const resultGroupSchema = z.object({
  name: z.string(),
  /** "Other": the groups under 10 responses together (and any merged to protect them). */
  isOther: z.boolean(),
  responses: z.number().int(),
  questions: z.array(questionSummarySchema),
});

export const recommendedPathwaySchema = z.object({
  pathwayId: z.number().int(),
  title: z.string(),
  category: z.enum(["justice", "equity", "diversity", "inclusion"]),
  questionIds: z.array(z.string()),
});

export const surveyResultsSchema = z.object({
  survey: surveySummarySchema,
  groupBy: z.enum(GROUP_DIMENSIONS),
  threshold: z.number().int(),
  /**
   * False until `survey.resultsOpenOn`, or when under 10 counted people answered (members for two weeks
   * or more at launch, not owners or admins): nothing else is given.
   */
  available: z.boolean(),
  reason: z.string().nullable(),
  responses: z.number().int(),
  overall: z.array(questionSummarySchema),
  groups: z.array(resultGroupSchema),
  /** How many groups were merged into "Other" (never their names when that would single one out). */
  mergedGroups: z.number().int(),
  /** The free-text answers, all together and sorted (never per group). */
  comments: z.record(z.string(), z.array(z.string())),
  previous: z
    .object({
      surveyId: z.number().int(),
      title: z.string(),
      closesOn: z.string(),
      responses: z.number().int(),
      /** Per question: this survey's score, the previous one's, and the change. */
      questions: z.array(
        z.object({
          questionId: z.string(),
          score: z.number().nullable(),
          previousScore: z.number().nullable(),
          change: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
  lowScoring: z.array(z.object({ questionId: z.string(), score: z.number() })),
  recommendedPathways: z.array(recommendedPathwaySchema),
});
export type SurveyResults = z.infer<typeof surveyResultsSchema>;

export const assignPathwaySchema = z.object({ pathwayId: idField("Pathway") });
export const assignedSchema = z.object({ assigned: z.number().int() });
export const remindedSchema = z.object({ reminded: z.number().int() });

/** The respondent's calls: the token from the e-mailed link. */
const tokenField = z
  .string({ error: "The survey link is not valid" })
  .trim()
  .min(20, "The survey link is not valid")
  .max(200, "The survey link is not valid")
  .regex(/^[A-Za-z0-9_-]+$/, "The survey link is not valid");
export const surveyTokenSchema = z.object({ token: tokenField });

const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(["scale", "multiple-choice", "text"]),
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
});

export const respondentSurveySchema = z.object({
  organizationName: z.string(),
  title: z.string(),
  closesOn: z.string(),
  /** open: may answer; used: this link was used; closed: the window ended; scheduled: not open yet. */
  state: z.enum(["open", "used", "closed", "scheduled"]),
  questions: z.array(questionSchema),
});
export type RespondentSurvey = z.infer<typeof respondentSurveySchema>;

export const surveyAnswerSchema = z.object({
  token: tokenField,
  answers: z.record(
    z.string().max(60),
    z.string().max(4000, "An answer must be at most 4000 characters").refine(hasNoNul, invalidCharacter("Answer")),
  ),
});

// ---- The organisation's readiness assessment (issue 25 item 3) ----

export const startOrgAssessmentSchema = z.object({
  memberIds: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9_-]+$/, "User id is not valid"),
    )
    .min(1, "Invite at least one leader")
    .max(200, "At most 200 leaders"),
});

export const orgAssessmentParamSchema = organizationIdParamSchema.extend({ assessmentId: idParam("Assessment id") });

const spreadSchema = z.object({
  count: z.number().int(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  standardDeviation: z.number(),
});

export const orgAssessmentSchema = z.object({
  id: z.number().int(),
  startedOn: z.string(),
  invited: z.number().int(),
  answered: z.number().int(),
  /** Names of the invited leaders and whether each has answered (never their answers). */
  leaders: z.array(z.object({ userId: z.string(), name: z.string(), answered: z.boolean() })),
  overall: spreadSchema.nullable(),
  categories: z.record(z.string(), spreadSchema.nullable()),
  level: z.string().nullable(),
});
export type OrgAssessment = z.infer<typeof orgAssessmentSchema>;

export const orgAssessmentListSchema = z.object({
  rounds: z.array(orgAssessmentSchema),
  /** Mean overall score per date, oldest first, for the rounds with answers. */
  trend: z.array(z.object({ date: z.string(), mean: z.number(), count: z.number().int() })),
  members: z.array(z.object({ userId: z.string(), name: z.string(), role: z.string() })),
});
export type OrgAssessmentList = z.infer<typeof orgAssessmentListSchema>;

export const myOrgAssessmentsSchema = z.array(
  z.object({
    organizationId: z.string(),
    organizationName: z.string(),
    assessmentId: z.number().int(),
    startedOn: z.string(),
    answered: z.boolean(),
  }),
);

export const orgAssessmentAnswersSchema = z.object({
  answers: z.record(z.string().max(60), z.number().int().min(1, "Ratings are 1 to 5").max(5, "Ratings are 1 to 5")),
});
