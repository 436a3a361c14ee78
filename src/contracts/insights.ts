import { z } from "zod";
import { PILLARS } from "../domain/pillars";
import { idField, optionalText, requiredText } from "./common";

/** Learning goals (spec 3 §3), Export Report and Share Progress of the insight screens. */

export const GOAL_PRIORITIES = ["High", "Medium"] as const;

export const learningGoalInputSchema = z.object({
  title: requiredText("Title", 120),
  description: optionalText("Description", 500),
  targetDate: z.iso
    .date({ error: "Target date must be a date" })
    .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", "Target date must be a date"),
  priority: z.enum(GOAL_PRIORITIES, { error: "Choose a priority" }),
  moduleIds: z
    .array(idField("Module"), { error: "Choose the modules this goal needs" })
    .min(1, "Choose at least one module")
    .max(20, "Choose at most 20 modules"),
});
export type LearningGoalInput = z.infer<typeof learningGoalInputSchema>;

export const learningGoalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  targetDate: z.string(),
  priority: z.enum(GOAL_PRIORITIES),
  /** 0-100: share of the goal's modules completed. */
  progress: z.number().int().min(0).max(100),
  /** Hours of the goal's modules not yet completed. */
  estimatedHours: z.number().min(0),
  modules: z.array(z.object({ id: z.number().int(), title: z.string(), completed: z.boolean() })),
});
export type LearningGoal = z.infer<typeof learningGoalSchema>;

export const progressShareSchema = z.object({
  enabled: z.boolean(),
  /** The read-only page's path, while sharing is on. */
  path: z.string().nullable(),
});
export type ProgressShare = z.infer<typeof progressShareSchema>;
export const progressShareInputSchema = z.object({ enabled: z.boolean({ error: "enabled must be true or false" }) });

export const shareTokenParamsSchema = z.object({
  token: z
    .string()
    .min(16, "Not a share link")
    .max(64, "Not a share link")
    .regex(/^[A-Za-z0-9_-]+$/, "Not a share link"),
});

/** What a shared progress page shows: no e-mail, no ids, the first name and last initial only. */
export const sharedProgressSchema = z.object({
  name: z.string(),
  totalModulesCompleted: z.number().int(),
  totalLearningHours: z.string(),
  currentStreak: z.number().int(),
  skillLevel: z.string(),
  pillars: z.array(z.object({ pillar: z.enum(PILLARS), progress: z.number() })),
  recentCompletions: z.array(z.object({ title: z.string(), completedAt: z.string() })),
});
export type SharedProgress = z.infer<typeof sharedProgressSchema>;
