import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { ACCOUNT_SESSIONS_PATH, type EndedSessions } from "../../../../contracts/account-sessions";
import { accountSessionsQueryKey } from "./get-account-sessions";

/** DELETE /api/account/sessions: "Sign out everywhere else", every device but this one. */
export const endOtherSessions = () => apiRequest<EndedSessions>("DELETE", ACCOUNT_SESSIONS_PATH);

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey() }),
  });
}
