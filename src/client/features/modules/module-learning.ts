/**
 * Pure rules of the module page's learning journey (spec 3 §4), kept apart from React so they
 * can be tested.
 */
import { formatClock } from "@/lib/format";

export {
  elapsedSeconds,
  MAX_SAVED_PROGRESS_PERCENT,
  MAX_TIME_SPENT_SECONDS,
  START_PROGRESS_PERCENT,
  savedProgressPercent,
  scrolledFraction,
} from "@/lib/learning-journey";

export type JourneyState = "not-started" | "started" | "completed";

interface ProgressLike {
  isCompleted: boolean;
  progressPercentage: number;
}

/**
 * Unlike the prototype (spec 3 §4), the started state is restored from stored progress:
 * some progress and not completed means started; completed means completed.
 */
export function journeyState(progress: ProgressLike | null | undefined): JourneyState {
  if (!progress) return "not-started";
  if (progress.isCompleted || progress.progressPercentage >= 100) return "completed";
  return progress.progressPercentage > 0 ? "started" : "not-started";
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
