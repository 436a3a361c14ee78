import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { userProgressQueryKey } from "@/components/api/get-user-progress";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { refreshOrganizationFiguresOfLearner } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { progressEndpoints } from "../../../../contracts/api/progress";
import type { ProgressUpdate } from "../../../../contracts/learning";
import { moduleProgressQueryKey } from "./get-module-progress";

export const updateProgress = (update: ProgressUpdate) => callApi(progressEndpoints.record, { body: update });

/**
 * spec 3 §4/§7: on success the module's progress and the dashboard data are refreshed; we also
 * refresh the other reads that show progress (stats, progress list, module lists).
 */
export function useUpdateProgress(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgress,
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
