import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { accountSessionsEndpoints } from "../../../../contracts/api/account-sessions";
import { accountSessionsQueryKey } from "./get-account-sessions";

/** DELETE /api/account/sessions/{id}: signs one of the person's other devices out. */
export const endAccountSession = (sessionId: string) =>
  callApi(accountSessionsEndpoints.end, { params: { id: sessionId } });

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    // Ended or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey() }),
  });
}
