import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { PilotApplicationInput } from "../../../../contracts/pilot";
import { pilotCohortQueryKey } from "./get-pilot-cohort";

/** spec 3 §7: POST /api/pilot-application with the ten fields; only OK versus not OK is read. */
export const submitPilotApplication = (input: PilotApplicationInput) =>
  apiRequest<{ id: number }>("POST", "/api/pilot-application", input);

export function useSubmitPilotApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPilotApplication,
    // Issue 26 item 4: refused because the cohort closed meanwhile (409): the page reads the cohort again
    // and shows why, with the waiting list.
    onError: (error) =>
      error.message.startsWith("409") ? queryClient.invalidateQueries({ queryKey: pilotCohortQueryKey() }) : undefined,
  });
}
