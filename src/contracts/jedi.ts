import { z } from "zod";
import { ASSESSMENT_QUESTIONS, JEDI_CATEGORIES } from "../domain/jedi-assessment";

/** The JEDI readiness assessment saved to the account (issue 12); the other JEDI tools stay in the browser. */

const QUESTION_IDS = ASSESSMENT_QUESTIONS.map((q) => q.id) as [string, ...string[]];
const rating = z.number().int().min(1, "ratings are 1 to 5").max(5, "ratings are 1 to 5");

/** One answer for each of the eight questions, and nothing else. */
export const jediAnswersSchema = z.strictObject(
  Object.fromEntries(QUESTION_IDS.map((id) => [id, rating])) as Record<string, typeof rating>,
);

export const saveJediAssessmentSchema = z.object({ answers: jediAnswersSchema });
export type SaveJediAssessment = z.infer<typeof saveJediAssessmentSchema>;

const categoryScoresSchema = z.object(
  Object.fromEntries(JEDI_CATEGORIES.map((c) => [c, z.number().int()])) as Record<
    (typeof JEDI_CATEGORIES)[number],
    z.ZodNumber
  >,
);

export const jediAssessmentResultSchema = z.object({
  overallScore: z.number().int(),
  categoryScores: categoryScoresSchema,
  recommendations: z.array(
    z.object({ category: z.enum(JEDI_CATEGORIES), priority: z.enum(["High", "Medium"]), action: z.string() }),
  ),
  bCorpReadiness: z.object({
    level: z.enum(["B-Corp Ready", "Developing", "Beginning", "Foundational"]),
    description: z.string(),
  }),
});

export const savedJediAssessmentSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  answers: z.record(z.string(), z.number().int()),
  result: jediAssessmentResultSchema,
});
export type SavedJediAssessment = z.infer<typeof savedJediAssessmentSchema>;

export const jediAssessmentListSchema = z.array(savedJediAssessmentSchema);
