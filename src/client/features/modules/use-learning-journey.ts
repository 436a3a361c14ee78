import { useCallback, useMemo } from "react";
import { toast } from "@/components/ui/use-toast";
import type { ProgressItem } from "../../../contracts/learning";
import { updateProgress, useUpdateProgress } from "./api/update-progress";
import { journeyState, START_PROGRESS_PERCENT, savedProgressPercent } from "./module-learning";
import { ProgressSender } from "./progress-sender";

/**
 * The module page's progress actions (spec 3 §4). Each update sends the seconds spent since the
 * page opened or since the last stored update, with its idempotency key (progress-sender.ts).
 */
export function useLearningJourney(moduleId: number, progress: ProgressItem | null | undefined) {
  const sender = useMemo(() => new ProgressSender(moduleId, updateProgress), [moduleId]);
  const mutation = useUpdateProgress(moduleId, (intent) => sender.send(intent));
  const existing = progress?.progressPercentage ?? 0;
  const isCompleted = progress?.isCompleted ?? false;

  const record = useCallback(
    (progressPercentage: number, completed: boolean, onDone?: () => void) => {
      mutation.mutate({ isCompleted: completed, progressPercentage }, { onSuccess: () => onDone?.() });
    },
    [mutation.mutate],
  );

  return {
    state: journeyState(progress),
    isSaving: mutation.isPending,
    /** spec 3 §4: records 10 percent, not complete. */
    start: () => record(Math.max(existing, START_PROGRESS_PERCENT), false),
    /** spec 3 §4: records 100 percent, complete. */
    complete: () =>
      record(100, true, () =>
        toast({ title: "Module completed", description: "Well done! This module is now marked as complete." }),
      ),
    /**
     * Issue 26: before an idle sign-out, the furthest point read is kept as Save Progress would keep
     * it, without a toast (the page is leaving); nothing is sent when it adds nothing.
     */
    saveBeforeSignOut: async (fractionRead: number) => {
      const percent = savedProgressPercent(existing, fractionRead);
      if (isCompleted || percent <= existing) return;
      await sender.send({ isCompleted: false, progressPercentage: percent });
    },
    /** Save Progress: the furthest point read through the content, short of complete. */
    save: (fractionRead: number) => {
      const percent = savedProgressPercent(existing, fractionRead);
      record(percent, isCompleted, () =>
        toast({ title: "Progress saved", description: `You're ${percent}% of the way through this module.` }),
      );
    },
  };
}

export type LearningJourney = ReturnType<typeof useLearningJourney>;
