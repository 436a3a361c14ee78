import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { allModulesQueryKey } from "@/components/api/get-modules";
import { userProgressQueryKey } from "@/components/api/get-user-progress";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { refreshOrganizationFiguresOfLearner } from "@/components/api/organization-views";
import { toast } from "@/components/ui/use-toast";
import { callApi } from "@/lib/api-client";
import { modulesEndpoints } from "../../../../contracts/api/modules";
import type { ScenarioChoiceBody } from "../../../../contracts/scenarios";
import { moduleProgressQueryKey } from "./get-module-progress";

export interface ScenarioChoiceInput extends ScenarioChoiceBody {
  scenarioId: string;
}

export const recordScenarioChoice = (moduleId: number, { scenarioId, ...body }: ScenarioChoiceInput) =>
  callApi(modulesEndpoints.scenarioChoice, { params: { id: moduleId, scenarioId }, body });

/**
 * Issue 46 item 3: a choice in a scenario is recorded and counts toward the module's progress, so the
 * reads that show progress are refreshed as after Save Progress (update-progress.ts).
 */
export function useRecordScenarioChoice(moduleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScenarioChoiceInput) => recordScenarioChoice(moduleId, input),
    onSuccess: async (result) => {
      queryClient.setQueryData(moduleProgressQueryKey(moduleId), result.progress);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userProgressQueryKey() }),
        queryClient.invalidateQueries({ queryKey: allModulesQueryKey() }),
        // The learner's organisation counts it (decision 403): its analytics and reports.
        refreshOrganizationFiguresOfLearner(queryClient),
      ]);
    },
    onError: () =>
      toast({ title: "Error", description: "Your choice could not be saved. Try again.", variant: "destructive" }),
  });
}
