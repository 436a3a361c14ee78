import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { statusOf } from "@/lib/api-request";
import { pilotEndpoints } from "../../../../contracts/api/pilot";
import type { PilotApplicationInput } from "../../../../contracts/pilot";
import { pilotCohortQueryKey } from "./get-pilot-cohort";

/** spec 3 §7: POST /api/pilot-application with the ten fields; only OK versus not OK is read. */
export const submitPilotApplication = (input: PilotApplicationInput) => callApi(pilotEndpoints.apply, { body: input });

export function useSubmitPilotApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPilotApplication,
    // Issue 26 item 4: refused because the cohort closed meanwhile (409): the page reads the cohort again
    // and shows why, with the waiting list.
    onError: (error) =>
      statusOf(error) === 409 ? queryClient.invalidateQueries({ queryKey: pilotCohortQueryKey() }) : undefined,
  });
}
