/**
 * Pure rules of the module page's learning journey (spec 3 §4), kept apart from React so they
 * can be tested.
 */
import { formatClock } from "@/lib/format";

export type JourneyState = "not-started" | "started" | "completed";

interface ProgressLike {
  isCompleted: boolean;
  progressPercentage: number;
}

/** spec 3 §4: 'Start Learning Journey' records 10 percent. */
export const START_PROGRESS_PERCENT = 10;
/** Save Progress never completes a module: only 'Mark Complete' does. */
export const MAX_SAVED_PROGRESS_PERCENT = 99;
/** contracts/learning.ts: timeSpent is at most one day per update. */
export const MAX_TIME_SPENT_SECONDS = 86_400;

/**
 * Unlike the prototype (spec 3 §4), the started state is restored from stored progress:
 * some progress and not completed means started; completed means completed.
 */
export function journeyState(progress: ProgressLike | null | undefined): JourneyState {
  if (!progress) return "not-started";
  if (progress.isCompleted || progress.progressPercentage >= 100) return "completed";
  return progress.progressPercentage > 0 ? "started" : "not-started";
}

/** How far through an element the reader has scrolled (0-1): the part above the viewport's bottom edge. */
export function scrolledFraction(element: { top: number; height: number }, viewportHeight: number): number {
  if (element.height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - element.top) / element.height));
}

/**
 * Save Progress: the furthest point reached, never lower than what is stored nor than the start
 * value, and below 100 so saving never completes the module. A completed module stays at 100.
 */
export function savedProgressPercent(existing: number, fractionRead: number): number {
  if (existing >= 100) return 100;
  const read = Math.round(Math.min(1, Math.max(0, fractionRead)) * 100);
  return Math.min(MAX_SAVED_PROGRESS_PERCENT, Math.max(existing, read, START_PROGRESS_PERCENT));
}

/** Whole seconds between two instants, clamped to what the API accepts. */
export function elapsedSeconds(sinceMs: number, nowMs: number): number {
  return Math.min(MAX_TIME_SPENT_SECONDS, Math.max(0, Math.floor((nowMs - sinceMs) / 1000)));
}

/** spec 3 §2: the podcast duration as minutes:seconds (the one clock formatter), or 'Duration varies' when unknown. */
export function formatPodcastDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0) return "Duration varies";
  return formatClock(seconds);
}

/**
 * Issue 26: a narrated or audio summary's length in whole minutes (at least one), for labels away from
 * the player, which shows the file's own m:ss.
 */
export const summaryMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));
