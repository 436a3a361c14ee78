import { z } from "zod";
import { MAX_ATTEMPT_LIMIT, QUESTION_TYPES, questionProblems } from "../domain/knowledge-check";
import { hasNoNul, idParam, requiredText } from "./common";
import { organizationIdParamSchema } from "./organizations";

// ---- Knowledge checks (issue 22) ----

/** What the module page shows about a module's check; null on a module without one. */
export const knowledgeCheckSummarySchema = z.object({
  /** Questions one attempt draws. */
  questionCount: z.number().int(),
  /** The pass mark and cool-down the learner's attempts run under: the module's, or stricter where an organisation chose so. */
  passMark: z.number().int(),
  cooldownMinutes: z.number().int(),
  /** Attempts allowed until a pass (issue 47: an organisation's limit); null: unlimited. */
  attemptLimit: z.number().int().nullable(),
  /** Attempts the learner has left before a pass under that limit; null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  /** While a cool-down runs: when the next attempt may start. */
  nextAttemptAt: z.string().nullable(),
  /** Whether the answers are explained after a pass (an organisation may keep them hidden). */
  showAnswersAfterPass: z.boolean(),
  /** The signed-in learner's submitted attempts (0 when signed out). */
  attempts: z.number().int(),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  passedAt: z.string().nullable(),
});
export type KnowledgeCheckSummary = z.infer<typeof knowledgeCheckSummarySchema>;

export const knowledgeCheckAttemptParamsSchema = z.object({ id: idParam("id"), attemptId: idParam("attemptId") });

/**
 * POST /api/modules/{id}/knowledge-check/attempts → 201. Nothing in it says which options are right:
 * no type beyond `multiple`, no feedback, no right ids; options in the attempt's shuffled order.
 */
export const knowledgeCheckAttemptSchema = z.object({
  attemptId: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      multiple: z.boolean(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  /** After this the attempt no longer accepts answers. */
  expiresAt: z.string(),
});
export type KnowledgeCheckAttempt = z.infer<typeof knowledgeCheckAttemptSchema>;

const answerId = z
  .string({ error: "an answer is a list of option ids" })
  .min(1, "an option id cannot be empty")
  .max(100, "an option id is at most 100 characters")
  .refine(hasNoNul, "an option id contains an invalid character");

/** The chosen options of each question, by question id; a question left out counts as wrong. */
export const knowledgeCheckSubmissionSchema = z.object({
  answers: z
    .record(
      z.string().min(1).max(100).refine(hasNoNul, "a question id contains an invalid character"),
      z.array(answerId).max(20, "a question has at most 20 options"),
    )
    .refine((answers) => Object.keys(answers).length <= 50, "at most 50 answers"),
});
export type KnowledgeCheckSubmission = z.infer<typeof knowledgeCheckSubmissionSchema>;

/**
 * POST …/attempts/{attemptId}/submit: the score, and (issue 47 item 2) no answer key unless the attempt
 * passed and the learner's organisations allow it: `questions` (each right or wrong with the feedback that
 * explains the answer) is empty otherwise, and `review` names the sections of the module that explain
 * what the wrong answers missed.
 */
export const knowledgeCheckResultSchema = z.object({
  scorePercent: z.number().int(),
  passed: z.boolean(),
  passMark: z.number().int(),
  /** Questions answered right, of `questionCount`. */
  rightCount: z.number().int(),
  questionCount: z.number().int(),
  /** True when the answers are explained question by question (`questions`). */
  answersShown: z.boolean(),
  questions: z.array(z.object({ id: z.string(), correct: z.boolean(), feedback: z.string() })),
  /** Headings of the module's sections to read again, for the questions answered wrong. */
  review: z.array(z.string()),
  /** Attempts left before a pass under the learner's organisations' limit; null: unlimited. */
  attemptsLeft: z.number().int().nullable(),
  /** When the next attempt may start, while a cool-down runs; null: at once. */
  nextAttemptAt: z.string().nullable(),
});
export type KnowledgeCheckResult = z.infer<typeof knowledgeCheckResultSchema>;

// ---- Authoring and item analysis (issue 22 items 4 and 5): admins; analysis also organisation owners ----

export const QUESTION_STATUSES = ["active", "draft", "retired"] as const;
export const QUESTION_SOURCES = ["file", "admin", "generator"] as const;
export const MAX_QUESTION_OPTIONS = 8;

/** Option ids are given by position: a, b, c… (the editor sends texts with a right/wrong flag). */
export const optionIdAt = (index: number) => String.fromCharCode(97 + index);

const questionTypeSchema = z.enum(QUESTION_TYPES, { error: "Choose single choice, multiple choice or true/false" });

/**
 * An admin's question (add or edit): the domain's bank rules (questionProblems) run here too, so the
 * editor explains a bad shape before it is sent and the server refuses it with the same words.
 */
export const questionInputSchema = z
  .object({
    type: questionTypeSchema,
    text: requiredText("The question", 400),
    options: z
      .array(z.object({ text: requiredText("An option", 200), correct: z.boolean() }))
      .min(2, "A question needs at least two options")
      .max(MAX_QUESTION_OPTIONS, `A question has at most ${MAX_QUESTION_OPTIONS} options`),
    feedback: requiredText("Feedback", 1000),
  })
  .superRefine((input, ctx) => {
    for (const problem of questionShapeProblems(input))
      ctx.addIssue({ code: "custom", path: ["options"], message: problem });
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** The domain's rules on a question the editor holds, in sentences (no question id prefix). */
export function questionShapeProblems(input: Pick<QuestionInput, "type" | "text" | "options" | "feedback">): string[] {
  const options = input.options.map((o, i) => ({ id: optionIdAt(i), text: o.text }));
  const correct = input.options.flatMap((o, i) => (o.correct ? [optionIdAt(i)] : []));
  return questionProblems({
    id: "question",
    type: input.type,
    text: input.text,
    options,
    correct,
    feedback: input.feedback,
  })
    .filter((p) => !/has no (text|feedback)|an option has no text/.test(p))
    .map((p) => p.replace(/^question: /, ""))
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

export const checkSettingsSchema = z.object({
  drawSize: z
    .number({ error: "Questions drawn must be a whole number" })
    .int("Questions drawn must be a whole number")
    .min(1, "A check draws at least 1 question")
    .max(50, "A check draws at most 50 questions"),
  passMark: z
    .number({ error: "The pass mark must be a whole number" })
    .int("The pass mark must be a whole number")
    .min(1, "The pass mark is at least 1 %")
    .max(100, "The pass mark is at most 100 %"),
  cooldownMinutes: z
    .number({ error: "The cool-down must be a whole number of minutes" })
    .int("The cool-down must be a whole number of minutes")
    .min(0, "The cool-down cannot be negative")
    .max(10_080, "The cool-down is at most 10,080 minutes (a week)"),
});
export type CheckSettings = z.infer<typeof checkSettingsSchema>;

export const adminQuestionSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  correct: z.array(z.string()),
  feedback: z.string(),
  status: z.enum(QUESTION_STATUSES),
  source: z.enum(QUESTION_SOURCES),
  version: z.number().int(),
  /** The version this one replaced (an edit of an answered question). */
  previousId: z.number().int().nullable(),
  /** Answers recorded against this version. */
  answers: z.number().int(),
  editedAt: z.string().nullable(),
  retiredAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const bankModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pivotPillar: z.string(),
  settings: checkSettingsSchema,
  activeCount: z.number().int(),
  draftCount: z.number().int(),
  retiredCount: z.number().int(),
  /** The active bank holds at least the draw size: learners take the check. */
  assessed: z.boolean(),
});
export type BankModule = z.infer<typeof bankModuleSchema>;

/** GET /api/admin/knowledge-checks/modules/{moduleId}: the module and every question, active, draft and retired. */
export const adminBankSchema = z.object({ module: bankModuleSchema, questions: z.array(adminQuestionSchema) });
export type AdminBank = z.infer<typeof adminBankSchema>;

export const questionUpdateResponseSchema = z.object({
  question: adminQuestionSchema,
  /** True when the edited question had answers: the edit is a new version, the old one retired. */
  newVersion: z.boolean(),
});
export type QuestionUpdateResponse = z.infer<typeof questionUpdateResponseSchema>;

export const publishDraftQuestionsResponseSchema = z.object({ published: z.number().int(), module: bankModuleSchema });

export const bankModuleParamsSchema = z.object({ moduleId: idParam("moduleId") });
export const questionParamsSchema = z.object({ questionId: idParam("questionId") });

export const moduleAnalysisSchema = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  learners: z.number().int(),
  attempts: z.number().int(),
  passedAttempts: z.number().int(),
  passedLearners: z.number().int(),
  attemptPassRate: z.number().int().nullable(),
  learnerPassRate: z.number().int().nullable(),
  averageAttempts: z.number().nullable(),
  averageAttemptsToPass: z.number().nullable(),
  /** Questions below the flag line (few right, enough answers). */
  flaggedQuestions: z.number().int(),
});
export type ModuleAnalysis = z.infer<typeof moduleAnalysisSchema>;

export const questionAnalysisSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  version: z.number().int(),
  status: z.enum(QUESTION_STATUSES),
  answers: z.number().int(),
  right: z.number().int(),
  rightShare: z.number().int().nullable(),
  flagged: z.boolean(),
});
export type QuestionAnalysis = z.infer<typeof questionAnalysisSchema>;

/** GET …/knowledge-checks/analysis: every assessed module, or one with attempts. */
export const analysisOverviewSchema = z.object({
  modules: z.array(moduleAnalysisSchema),
  flagBelowPercent: z.number().int(),
  flagMinAnswers: z.number().int(),
});
export type AnalysisOverview = z.infer<typeof analysisOverviewSchema>;

/** GET …/knowledge-checks/analysis/{moduleId}: the module's figures and each question's, worst first. */
export const moduleAnalysisDetailSchema = z.object({
  module: moduleAnalysisSchema,
  questions: z.array(questionAnalysisSchema),
  flagBelowPercent: z.number().int(),
  flagMinAnswers: z.number().int(),
});
export type ModuleAnalysisDetail = z.infer<typeof moduleAnalysisDetailSchema>;

// ---- An organisation's rules for its members' checks (issue 47 item 2): owners and admins ----

/** PUT /api/organizations/{id}/knowledge-checks/rules/{moduleId}: each null keeps the module's own setting. */
export const organizationCheckRuleInputSchema = z.object({
  attemptLimit: z
    .number({ error: "The attempt limit must be a whole number, or none for unlimited attempts" })
    .int("The attempt limit must be a whole number")
    .min(1, "Allow at least 1 attempt")
    .max(MAX_ATTEMPT_LIMIT, `Allow at most ${MAX_ATTEMPT_LIMIT} attempts`)
    .nullable(),
  cooldownMinutes: z
    .number({ error: "The time between attempts must be a whole number of minutes, or none" })
    .int("The time between attempts must be a whole number of minutes")
    .min(0, "The time between attempts cannot be negative")
    .max(10_080, "The time between attempts is at most 10,080 minutes (a week)")
    .nullable(),
  passMark: z
    .number({ error: "The pass mark must be a whole number, or none for the module's own" })
    .int("The pass mark must be a whole number")
    .min(1, "The pass mark is at least 1%")
    .max(100, "The pass mark is at most 100%")
    .nullable(),
  showAnswersAfterPass: z.boolean({ error: "Say whether the answers are shown after a pass" }),
});
export type OrganizationCheckRuleInput = z.infer<typeof organizationCheckRuleInputSchema>;

/** One assessed module with its own settings and the organisation's rule (null: none set). */
export const organizationCheckRuleSchema = z.object({
  moduleId: z.number().int(),
  title: z.string(),
  /** The module's own settings: the organisation's rule may only be stricter. */
  module: z.object({ drawSize: z.number().int(), passMark: z.number().int(), cooldownMinutes: z.number().int() }),
  rule: organizationCheckRuleInputSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type OrganizationCheckRule = z.infer<typeof organizationCheckRuleSchema>;

/** GET /api/organizations/{id}/knowledge-checks/rules: every assessed module, by title. */
export const organizationCheckRulesSchema = z.object({ modules: z.array(organizationCheckRuleSchema) });
export type OrganizationCheckRules = z.infer<typeof organizationCheckRulesSchema>;

export const organizationModuleAnalysisParamsSchema = organizationIdParamSchema.extend({
  moduleId: idParam("moduleId"),
});
