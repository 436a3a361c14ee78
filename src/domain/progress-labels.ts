import { durationOf } from "./module-duration";

export type ProgressAction = "Start" | "Continue" | "Review";

export interface ProgressItemLabel {
  label: string;
  action: ProgressAction;
}

/**
 * spec 1 §9: remaining minutes = round((100 - progress) x 45 / 100), where 45 is read as the module's
 * duration (the prototype's modules all said 45 minutes; issue 46: a module's duration is computed from
 * its content, docs/spec-notes.md). A module without one counts as 20 minutes (spec 1 §9). Progress is
 * clamped to 0-100.
 */
export function remainingMinutes(progress: number, duration: number | null): number {
  const clamped = Math.min(100, Math.max(0, progress));
  return Math.round(((100 - clamped) * durationOf({ duration })) / 100);
}

/**
 * spec 1 §4: not_started shows "New" with Start; in_progress shows "N min remaining" with
 * Continue; any other status displays as Completed (with Review, as on the library card).
 */
export function progressItemLabel(status: string, progress: number, duration: number | null): ProgressItemLabel {
  if (status === "not_started") return { label: "New", action: "Start" };
  if (status === "in_progress")
    return { label: `${remainingMinutes(progress, duration)} min remaining`, action: "Continue" };
  return { label: "Completed", action: "Review" };
}

/** spec 1 §4: no progress shows Start; progress above 0 shows Continue; completed shows Review. */
export function libraryCardAction(
  progress: { isCompleted: boolean; progressPercentage: number } | undefined,
): ProgressAction {
  if (progress?.isCompleted) return "Review";
  return progress && progress.progressPercentage > 0 ? "Continue" : "Start";
}
