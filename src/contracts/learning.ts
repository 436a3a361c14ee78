import { z } from "zod";
import { PILLARS } from "../domain/pillars";
import { SCENARIO_QUALITIES } from "../domain/scenarios";
import { WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from "../domain/stats";
import { currentUserSchema } from "./auth";
import { idField, idParam } from "./common";
import { knowledgeCheckSummarySchema } from "./knowledge-check";
import { moduleSummarySchema } from "./modules";
import { scenarioSchema } from "./scenarios";

// ---- Progress (spec 1 §3, spec 3 §3) ----

export const progressItemSchema = z.object({
  moduleId: z.number().int(),
  status: z.enum(["in_progress", "completed"]),
  isCompleted: z.boolean(),
  completionPercentage: z.number().int(),
  progressPercentage: z.number().int(),
  /** Seconds, accumulated over every update. */
  timeSpent: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
  module: z.object({
    title: z.string(),
    category: z.string(),
    pivotPillar: z.enum(PILLARS),
    duration: z.number().int().nullable(),
  }),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;

/** spec 3 §3: progress update payload. timeSpent is the seconds spent since the last update. */
export const progressUpdateSchema = z.object({
  moduleId: idField("moduleId"),
  isCompleted: z.boolean({ error: "isCompleted must be true or false" }),
  progressPercentage: z
    .number({ error: "progressPercentage must be a number from 0 to 100" })
    .int("progressPercentage must be a whole number")
    .min(0, "progressPercentage must be from 0 to 100")
    .max(100, "progressPercentage must be from 0 to 100"),
  timeSpent: z
    .number({ error: "timeSpent must be a number of seconds" })
    .int("timeSpent must be a whole number of seconds")
    .min(0, "timeSpent cannot be negative")
    .max(86_400, "timeSpent must be at most one day"),
});
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

export const moduleIdParamSchema = z.object({ moduleId: idParam("moduleId") });

// ---- Stats (spec 1 §3; computed by domain/stats.ts) ----

const pillarNumbers = z.object({
  purpose: z.number(),
  innovation: z.number(),
  value: z.number(),
  optimization: z.number(),
  transformation: z.number(),
});

export const statsSchema = z.object({
  totalModulesCompleted: z.number().int(),
  totalLearningHours: z.string(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  weeklyGoal: z.number().int(),
  weeklyProgress: z.number().int(),
  weeklyModulesCompleted: z.number().int(),
  weeklyGoalsMet: z.number().int(),
  monthlyGoal: z.number().int(),
  monthlyProgress: z.number().int(),
  engagementScore: z.number().int(),
  skillLevel: z.string(),
  favoriteCategory: z.string().nullable(),
  totalAchievements: z.number().int(),
  purposeModules: z.number().int(),
  innovationModules: z.number().int(),
  valueModules: z.number().int(),
  optimizationModules: z.number().int(),
  transformationModules: z.number().int(),
  pivotProgress: pillarNumbers,
  lastActivityDate: z.string().nullable(),
  /** Days (YYYY-MM-DD, UTC) with learning activity in the last 7 days, oldest first, for the streak dots. */
  activeDaysThisWeek: z.array(z.string()),
});
export type Stats = z.infer<typeof statsSchema>;

// ---- Weekly goal (issue 26: one per person, set on /profile, used by every screen) ----

const WEEKLY_GOAL_MESSAGE = `Weekly goal must be a whole number of modules from ${WEEKLY_GOAL_MIN} to ${WEEKLY_GOAL_MAX}`;

/** GET and PUT /api/user/weekly-goal; the same schema validates the /profile form. */
export const weeklyGoalSchema = z.object({
  weeklyGoal: z
    .number({ error: WEEKLY_GOAL_MESSAGE })
    .int(WEEKLY_GOAL_MESSAGE)
    .min(WEEKLY_GOAL_MIN, WEEKLY_GOAL_MESSAGE)
    .max(WEEKLY_GOAL_MAX, WEEKLY_GOAL_MESSAGE),
});
export type WeeklyGoal = z.infer<typeof weeklyGoalSchema>;

// ---- Dashboard (spec 1 §3) ----

export const continueItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  pivotPillar: z.enum(PILLARS),
  /** The module's computed duration in minutes (issue 46), which its remaining minutes are a share of. */
  duration: z.number().int().nullable(),
  progressPercentage: z.number().int(),
  timeSpent: z.number().int(),
  status: z.enum(["in_progress", "not_started", "completed"]),
});
export type ContinueItem = z.infer<typeof continueItemSchema>;

export const pivotAssessmentAnswersSchema = z.record(
  z.string().regex(/^([1-9]|10)$/, "answers are keyed by statement id 1 to 10"),
  z.number().int().min(1, "ratings are 1 to 5").max(5, "ratings are 1 to 5"),
);

export const pivotAssessmentSchema = z.object({
  answers: pivotAssessmentAnswersSchema,
  createdAt: z.string(),
});
export type SavedPivotAssessment = z.infer<typeof pivotAssessmentSchema>;

export const saveAssessmentSchema = z.object({ answers: pivotAssessmentAnswersSchema });

export const dashboardSchema = z.object({
  user: currentUserSchema,
  stats: statsSchema,
  continueProgress: z.array(continueItemSchema),
  recentModules: z.array(moduleSummarySchema),
  pivotAssessment: pivotAssessmentSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- Module page (spec 3 §3) ----

export const legalSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  status: z.string().optional(),
});

export const moduleDetailSchema = moduleSummarySchema.extend({
  /** True when the signed-in learner's plan does not open this module (spec 3 §6). */
  isLocked: z.boolean(),
  isBookmarked: z.boolean(),
  podcastDuration: z.number().int().nullable(),
  /** The module's own learning objectives (issue 46); empty while none are written for it. */
  objectives: z.array(z.string()),
  /** issue 47: the day its law was last checked against its sources, and that law; null and empty while none is recorded. */
  reviewedOn: z.string().nullable(),
  legalSources: z.array(legalSourceSchema),
  /** issue 22: the check's settings and the learner's best; null when the module has none. */
  knowledgeCheck: knowledgeCheckSummarySchema.nullable(),
  /** issue 46 item 3: how many branching scenarios the module has (they come with its content). */
  scenarioCount: z.number().int(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/** The protected body: answered only to learners whose plan opens the module (403 otherwise). */
export const moduleContentSchema = z.object({
  moduleId: z.number().int(),
  content: z.string().nullable(),
  podcastUrl: z.string().nullable(),
  podcastDuration: z.number().int().nullable(),
  podcastTranscript: z.string().nullable(),
  /** issue 46 item 3: the module's branching scenarios, in order; empty for a module without them. */
  scenarios: z.array(scenarioSchema),
});
export type ModuleContent = z.infer<typeof moduleContentSchema>;

/** What POST /api/modules/:id/scenarios/:scenarioId/choices answers (issue 46 item 3). */
export const scenarioChoiceResultSchema = z.object({
  scenarioId: z.string(),
  nodeId: z.string(),
  choiceId: z.string(),
  quality: z.enum(SCENARIO_QUALITIES),
  /** True when the choice ended the scenario. */
  ended: z.boolean(),
  /** The module's progress after the choice (a scenario never completes a module). */
  progress: progressItemSchema,
});
export type ScenarioChoiceResult = z.infer<typeof scenarioChoiceResultSchema>;

export const bookmarkResponseSchema = z.object({ moduleId: z.number().int(), bookmarked: z.boolean() });

export const guideProgressSchema = z.record(z.string(), z.array(z.number().int().min(0)));
export type GuideProgress = z.infer<typeof guideProgressSchema>;
export const guideProgressUpdateSchema = z.object({
  completedSteps: z.array(z.number().int().min(0).max(50)).max(50),
});

// ---- Pathways (spec 1 §3) ----

export const pathwaySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.string(),
  level: z.string(),
  estimatedHours: z.number(),
  topics: z.array(z.string()),
  isPublic: z.boolean(),
  isRecommended: z.boolean(),
  moduleCount: z.number().int(),
  modules: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      duration: z.number().int().nullable(),
      pivotPillar: z.enum(PILLARS),
      isCompleted: z.boolean(),
    }),
  ),
  enrollmentCount: z.number().int(),
  isEnrolled: z.boolean(),
  /** Assigned to the signed-in learner by their employer (issue 10), with the due date if one was set. */
  assignment: z.object({ dueDate: z.string().nullable() }).nullable(),
  /** Percentage of this pathway's modules the signed-in learner completed (0 when signed out). */
  progress: z.number().int(),
});
export type Pathway = z.infer<typeof pathwaySchema>;

export const pathwayListQuerySchema = z.object({
  isPublic: z.enum(["true", "false"]).optional(),
});

// ---- Achievements (spec 1 §3, §9) ----

export const achievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.enum(["completion", "streak", "time"]),
  points: z.number().int(),
  badgeColor: z.string(),
  isCompleted: z.boolean(),
  progress: z.number().int(),
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;
