import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { pilotEndpoints } from "../../../../contracts/api/pilot";
import type { PilotWaitingListInput } from "../../../../contracts/pilot";
import { pilotWaitingListQueryKey } from "./get-pilot-applications";

/** POST /api/pilot/waiting-list (issue 26 item 4): name, e-mail and organisation, once a cohort has closed. */
export const joinPilotWaitingList = (input: PilotWaitingListInput) =>
  callApi(pilotEndpoints.joinWaitingList, { body: input });

export function useJoinPilotWaitingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPilotWaitingList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pilotWaitingListQueryKey() }),
  });
}
