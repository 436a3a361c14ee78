import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getDashboardQueryOptions } from "@/components/api/get-dashboard";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { dashboardEndpoints } from "../../../../contracts/api/dashboard";
import type { PivotAnswers } from "../../../../domain/pivot-assessment";

export const pivotAssessmentQueryKey = () => queryKeyOf(dashboardEndpoints.assessment);

/** POST /api/assessments/pivot; the dashboard card shows the saved result at once. */
export function useSavePivotAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: PivotAnswers) =>
      callApi(dashboardEndpoints.saveAssessment, {
        // An unanswered statement is left out (as JSON would drop its undefined); the server asks for all ten.
        body: {
          answers: Object.fromEntries(
            Object.entries(answers).flatMap(([id, rating]) => (rating === undefined ? [] : [[String(id), rating]])),
          ),
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pivotAssessmentQueryKey(), saved);
      queryClient.setQueryData(getDashboardQueryOptions().queryKey, (dashboard) =>
        dashboard ? { ...dashboard, pivotAssessment: saved } : dashboard,
      );
    },
  });
}
