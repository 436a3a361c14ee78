/**
 * Pure rules of reading a module (spec 3 §4), shared by the module page (features/modules) and the
 * LMS player (features/lms-player, issue 24); their tests are the module page's (module-learning.test.ts).
 */

/** spec 3 §4: 'Start Learning Journey' records 10 percent. */
export const START_PROGRESS_PERCENT = 10;
/** Save Progress never completes a module: only 'Mark Complete' does. */
export const MAX_SAVED_PROGRESS_PERCENT = 99;
/** contracts/learning.ts: timeSpent is at most one day per update. */
export const MAX_TIME_SPENT_SECONDS = 86_400;

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
