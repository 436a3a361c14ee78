import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getDashboardQueryOptions } from "@/components/api/get-dashboard";
import { apiRequest } from "@/lib/api-request";
import type { SavedPivotAssessment } from "../../../../contracts/learning";
import type { PivotAnswers } from "../../../../domain/pivot-assessment";

export const pivotAssessmentQueryKey = () => ["/api/assessments/pivot"] as const;

/** POST /api/assessments/pivot; the dashboard card shows the saved result at once. */
export function useSavePivotAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: PivotAnswers) =>
      apiRequest<SavedPivotAssessment>("POST", "/api/assessments/pivot", {
        answers: Object.fromEntries(Object.entries(answers).map(([id, rating]) => [String(id), rating])),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pivotAssessmentQueryKey(), saved);
      queryClient.setQueryData(getDashboardQueryOptions().queryKey, (dashboard) =>
        dashboard ? { ...dashboard, pivotAssessment: saved } : dashboard,
      );
    },
  });
}
