import { z } from "zod";
import { MIN_BANK_SIZE, normalisedQuestionText } from "../domain/knowledge-check";
import { hasNoNul, idField, idParam, invalidCharacter, requiredText } from "./common";
import { questionInputSchema } from "./knowledge-check";

/**
 * Content administration (spec 3 "AI Content Generator", "Content Protection Administration", §3, §5,
 * §7, §9): the generator's drafts and runs, podcast uploads and the protection settings.
 */

// ---- Generator ----

/** /api/content/generate/{moduleId}, /api/content/notify-when-ready/{moduleId} */
export const contentModuleParamsSchema = z.object({ moduleId: idParam("moduleId") });

/** spec 3 §3 "Module read from the server". */
export const moduleWithoutContentSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  pivotPillar: z.string(),
  type: z.string(),
  duration: z.number().nullable(),
});
export type ModuleWithoutContent = z.infer<typeof moduleWithoutContentSchema>;

const boundedLine = (label: string, max = 600) => requiredText(label, max);

/**
 * spec 3 §3 "Generated content": learningObjectives, moduleContent (introduction, mainSections with
 * title, content, keyPoints), keyTakeaways, assessmentQuestions (question, type). The same schema
 * validates a model's JSON answer, so its bounds are what a module page can show.
 */
export const generatedContentSchema = z.object({
  learningObjectives: z.array(boundedLine("learningObjectives item", 300)).min(2).max(8),
  moduleContent: z.object({
    introduction: boundedLine("introduction", 3000),
    mainSections: z
      .array(
        z.object({
          title: boundedLine("section title", 120),
          content: boundedLine("section content", 4000),
          keyPoints: z.array(boundedLine("key point", 300)).min(1).max(8),
        }),
      )
      .min(2)
      .max(8),
  }),
  keyTakeaways: z.array(boundedLine("keyTakeaways item", 300)).min(2).max(8),
  assessmentQuestions: z
    .array(
      z.object({
        question: boundedLine("question", 400),
        type: z.enum(["multiple-choice", "reflection", "scenario", "true-false"]),
      }),
    )
    .min(2)
    .max(10),
  /**
   * issue 22 item 4: the draft knowledge check written with the module (stored as draft questions,
   * published with the draft). Optional here: drafts written before it have none.
   */
  knowledgeCheckQuestions: z.array(questionInputSchema).max(20).optional(),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/**
 * What the OpenAI-compatible engine must answer: the content with a draft knowledge check of 8 to 12
 * questions, each obeying the bank rules, no question text twice.
 */
export const aiGeneratedContentSchema = generatedContentSchema.extend({
  knowledgeCheckQuestions: z
    .array(questionInputSchema)
    .min(MIN_BANK_SIZE, `at least ${MIN_BANK_SIZE} knowledge check questions`)
    .max(12, "at most 12 knowledge check questions")
    .refine(
      (questions) => new Set(questions.map((q) => normalisedQuestionText(q.text))).size === questions.length,
      "the same question text appears twice",
    ),
});

export const DRAFT_STATUSES = ["draft", "published"] as const;
export const GENERATION_ENGINES = ["template", "ai"] as const;

export const contentDraftSchema = z.object({
  id: z.number(),
  moduleId: z.number(),
  moduleTitle: z.string(),
  pivotPillar: z.string(),
  status: z.enum(DRAFT_STATUSES),
  engine: z.enum(GENERATION_ENGINES),
  content: generatedContentSchema,
  /** The body as it will be published (markdown the module page renders); the admin edits it. */
  markdown: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ContentDraft = z.infer<typeof contentDraftSchema>;

/** POST /api/content/generate/{moduleId}: spec 3 §7 "Response has a content field". */
export const generateResponseSchema = z.object({
  moduleId: z.number(),
  content: generatedContentSchema,
  draft: contentDraftSchema,
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const bulkGenerateRequestSchema = z.object({
  moduleIds: z
    .array(idField("moduleIds item"))
    .min(1, "Select at least one module")
    .max(100, "At most 100 modules at a time"),
});
export type BulkGenerateRequest = z.infer<typeof bulkGenerateRequestSchema>;

export const RUN_ITEM_STATUSES = ["pending", "generating", "generated", "failed"] as const;
export const generationRunItemSchema = z.object({
  moduleId: z.number(),
  title: z.string(),
  status: z.enum(RUN_ITEM_STATUSES),
  error: z.string().nullable(),
});
export type GenerationRunItem = z.infer<typeof generationRunItemSchema>;

export const generationRunSchema = z.object({
  id: z.number(),
  status: z.enum(["running", "completed", "failed"]),
  items: z.array(generationRunItemSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationRun = z.infer<typeof generationRunSchema>;

/** spec 3 §7: "Response has results keyed by module id". */
export const bulkGenerateResponseSchema = z.object({
  run: generationRunSchema,
  results: z.record(
    z.string(),
    z.object({ status: z.enum(["generated", "failed"]), error: z.string().nullable(), draftId: z.number().nullable() }),
  ),
});
export type BulkGenerateResponse = z.infer<typeof bulkGenerateResponseSchema>;

export const currentRunResponseSchema = z.object({ run: generationRunSchema.nullable() });

export const draftUpdateSchema = z.object({
  markdown: z
    .string({ error: "markdown is required" })
    .trim()
    .min(50, "The module body must be at least 50 characters")
    .max(60_000, "The module body must be at most 60,000 characters")
    .refine(hasNoNul, invalidCharacter("markdown")),
});
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

export const publishResponseSchema = z.object({
  draft: contentDraftSchema,
  /** How many learners who pressed "Notify When Ready" were notified. */
  notified: z.number(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** spec 3 §9: content completion percentage = modules with content over total modules; per pillar too. */
export const contentAnalyticsSchema = z.object({
  totalModules: z.number(),
  modulesWithContent: z.number(),
  completionPercentage: z.number(),
  drafts: z.number(),
  published: z.number(),
  pillars: z.array(
    z.object({ pillar: z.string(), total: z.number(), withContent: z.number(), percentage: z.number() }),
  ),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

export const notifyRequestResponseSchema = z.object({ moduleId: z.number(), requested: z.boolean() });

// ---- Podcasts ----

/** The text fields sent with the audio file (multipart). */
export const podcastFieldsSchema = z.object({
  durationSeconds: z.coerce
    .number({ error: "durationSeconds must be a whole number of seconds" })
    .int("durationSeconds must be a whole number of seconds")
    .min(1, "durationSeconds must be at least 1")
    .max(6 * 3600, "durationSeconds must be at most 21600 (6 hours)")
    .optional(),
  transcript: z
    .string()
    .trim()
    .max(100_000, "transcript must be at most 100,000 characters")
    .refine(hasNoNul, invalidCharacter("transcript"))
    .optional(),
});

export const podcastUploadResponseSchema = z.object({
  moduleId: z.number(),
  podcastUrl: z.string(),
  podcastDuration: z.number().nullable(),
  contentType: z.string(),
  sizeBytes: z.number(),
  storage: z.enum(["local", "s3"]),
});
export type PodcastUploadResponse = z.infer<typeof podcastUploadResponseSchema>;

export const adminModuleSchema = moduleWithoutContentSchema.extend({
  hasContent: z.boolean(),
  podcastUrl: z.string().nullable(),
  podcastDuration: z.number().nullable(),
  draftStatus: z.enum(DRAFT_STATUSES).nullable(),
  /** issue 47 item 1: the last check of its law, the next one due, and whether that day has passed. */
  reviewedOn: z.string().nullable(),
  reviewDueOn: z.string().nullable(),
  reviewOverdue: z.boolean(),
  legalSourceCount: z.number().int(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;
