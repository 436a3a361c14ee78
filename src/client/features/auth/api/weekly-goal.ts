import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardQueryKey } from "@/components/api/get-dashboard";
import { userStatsQueryKey } from "@/components/api/get-user-stats";
import { apiRequest, getJson } from "@/lib/api-request";
import type { WeeklyGoal } from "../../../../contracts/learning";

export const weeklyGoalQueryKey = () => ["/api/user/weekly-goal"] as const;

export const getWeeklyGoalQueryOptions = () =>
  queryOptions({ queryKey: weeklyGoalQueryKey(), queryFn: () => getJson<WeeklyGoal>("/api/user/weekly-goal") });

export const useWeeklyGoal = () => useQuery(getWeeklyGoalQueryOptions());

/** Issue 26: saving the goal refreshes every read that shows it (the dashboard's and the stats' weekly goal). */
export function useSaveWeeklyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WeeklyGoal) => apiRequest<WeeklyGoal>("PUT", "/api/user/weekly-goal", input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(weeklyGoalQueryKey(), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey() }),
        queryClient.invalidateQueries({ queryKey: userStatsQueryKey() }),
      ]);
    },
  });
}
