/** Ticked steps of an implementation guide, as stored by PUT /api/modules/:id/guides/:guideId. */
import { ofTotal } from "../../../domain/plural";
export function toggleGuideStep(completed: readonly number[], index: number, checked: boolean): number[] {
  const next = new Set(completed);
  if (checked) next.add(index);
  else next.delete(index);
  return [...next].sort((a, b) => a - b);
}

/** Only indexes that exist in the guide count (the guide may have changed since they were saved). */
export const completedStepCount = (completed: readonly number[] | undefined, totalSteps: number): number =>
  new Set((completed ?? []).filter((index) => Number.isInteger(index) && index >= 0 && index < totalSteps)).size;

export const guideStepsDoneLabel = (done: number, total: number): string =>
  `${ofTotal(done, total, "step", "steps")} done`;
