import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { userProgressQueryKey } from "@/components/api/get-user-progress";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { refreshOrganizationFiguresOfLearner } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { idempotencyHeaders, newIdempotencyKey } from "@/lib/idempotent-write";
import { progressEndpoints } from "../../../../contracts/api/progress";
import type { ProgressItem, ProgressUpdate } from "../../../../contracts/learning";
import { moduleProgressQueryKey } from "./get-module-progress";

/** One progress write: the update and its idempotency key (the same key when the same write is sent again). */
export interface ProgressWrite {
  update: ProgressUpdate;
  key: string;
}

export const updateProgress = (update: ProgressUpdate, key = newIdempotencyKey()) =>
  callApi(progressEndpoints.record, { body: update, headers: idempotencyHeaders(key) });

/** What the learner asked to record; the seconds spent are worked out when it is sent. */
export interface ProgressIntent {
  progressPercentage: number;
  isCompleted: boolean;
}

/**
 * spec 3 §4/§7: on success the module's progress and the dashboard data are refreshed; we also
 * refresh the other reads that show progress (stats, progress list, module lists).
 */
export function useUpdateProgress(moduleId: number, send: (intent: ProgressIntent) => Promise<ProgressItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (item) => {
      queryClient.setQueryData(moduleProgressQueryKey(moduleId), item);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleProgressQueryKey(moduleId) }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userProgressQueryKey() }),
        queryClient.invalidateQueries({ queryKey: allModulesQueryKey() }),
        // The learner's organisation counts it (decision 403): its analytics and reports.
        refreshOrganizationFiguresOfLearner(queryClient),
      ]);
    },
    // spec 3 §8: 'Failed to update progress'.
    onError: () => toast({ title: "Error", description: "Failed to update progress", variant: "destructive" }),
  });
}
