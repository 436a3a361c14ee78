import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { jediEndpoints } from "../../../../contracts/api/jedi";
import type { SavedJediAssessment } from "../../../../contracts/jedi";
import { jediAssessmentsQueryKey } from "./get-jedi-assessments";

/** POST /api/jedi/assessments: the attempt joins the list of earlier attempts at once. */
export function useSaveJediAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, number>) => callApi(jediEndpoints.saveAssessment, { body: { answers } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedJediAssessment[]>(jediAssessmentsQueryKey(), (list) => [saved, ...(list ?? [])]);
    },
  });
}
