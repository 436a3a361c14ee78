import { z } from "zod";
import { hasNoNul, idParam } from "./common";
import { moduleDetailSchema, progressItemSchema, progressUpdateSchema } from "./learning";

/** The PIVOT player that LMS packages open in a frame (issue 24 item 1, the launch protocol's steps 3 and 4; decision 326). */

export const LMS_PLAYER_FORMATS = ["scorm12", "cmi5"] as const;

/** POST /api/lms/player-sessions: the launch token the player read from its address's fragment. */
export const playerSessionCreateSchema = z.object({
  launchToken: z
    .string({ error: "The launch token is missing" })
    .min(1, "The launch token is missing")
    .max(2048, "The launch token is not valid")
    .refine(hasNoNul, "The launch token is not valid"),
});
export type PlayerSessionCreate = z.infer<typeof playerSessionCreateSchema>;

/** What the player shows: the module as the learner's plan opens it, and where they are in it. */
export const playerStateSchema = z.object({
  learnerName: z.string(),
  format: z.enum(LMS_PLAYER_FORMATS),
  module: moduleDetailSchema,
  /** The browser deters copying the body (the module page's Content Guard, issue 14). */
  copyProtection: z.boolean(),
  /** The learner's progress on the module, or null before their first step. */
  progress: progressItemSchema.nullable(),
  /** When the player session lapses unless used before (four hours after its last use). */
  expiresAt: z.string(),
});
export type PlayerState = z.infer<typeof playerStateSchema>;

/** The session made from a launch token: its key (shown once, sent as `Authorization: Bearer`) and the state. */
export const playerSessionSchema = playerStateSchema.extend({ playerKey: z.string() });
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const playerModuleParamsSchema = z.object({ moduleId: idParam("moduleId") });
export const playerAttemptParamsSchema = playerModuleParamsSchema.extend({ attemptId: idParam("attemptId") });

/** POST /api/lms/player/modules/{moduleId}/progress: the normal progress update; the module is the path's. */
export const playerProgressSchema = progressUpdateSchema.omit({ moduleId: true });
export type PlayerProgress = z.infer<typeof playerProgressSchema>;

/**
 * What the player tells the launch page (window.parent.postMessage), the launch protocol's step 4.
 * The launch page accepts them only from PIVOT's origin.
 */
export type PlayerMessage =
  | { source: "pivot-lms"; version: 1; type: "ready"; learnerName: string; moduleTitle: string }
  | {
      source: "pivot-lms";
      version: 1;
      type: "progress";
      progressPercentage: number;
      completed: boolean;
      passed: boolean | null;
      /** 0–100, the knowledge check's score. */
      scoreRaw: number | null;
      sessionSeconds: number;
    }
  | { source: "pivot-lms"; version: 1; type: "exit" };
