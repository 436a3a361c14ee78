import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { ACCOUNT_SESSIONS_PATH, type EndedSessions } from "../../../../contracts/account-sessions";
import { accountSessionsQueryKey } from "./get-account-sessions";

/** DELETE /api/account/sessions/{id}: signs one of the person's other devices out. */
export const endAccountSession = (sessionId: string) =>
  apiRequest<EndedSessions>("DELETE", `${ACCOUNT_SESSIONS_PATH}/${encodeURIComponent(sessionId)}`);

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAccountSession,
    // Ended or already gone (404): either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey() }),
  });
}
