import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { progressEndpoints } from "../../../../contracts/api/progress";
import type { WeeklyGoal } from "../../../../contracts/learning";

export const weeklyGoalQueryKey = () => queryKeyOf(progressEndpoints.weeklyGoal);

export const getWeeklyGoalQueryOptions = () =>
  queryOptions({ queryKey: weeklyGoalQueryKey(), queryFn: () => callApi(progressEndpoints.weeklyGoal) });

export const useWeeklyGoal = () => useQuery(getWeeklyGoalQueryOptions());

/** Issue 26: saving the goal refreshes every read that shows it (the dashboard's and the stats' weekly goal). */
export function useSaveWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklyGoal) => callApi(progressEndpoints.setWeeklyGoal, { body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(weeklyGoalQueryKey(), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey() }),
      ]);
    },
  });
}
