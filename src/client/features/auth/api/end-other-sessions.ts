import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { accountSessionsEndpoints } from "../../../../contracts/api/account-sessions";
import { accountSessionsQueryKey } from "./get-account-sessions";

/** DELETE /api/account/sessions: "Sign out everywhere else", every device but this one. */
export const endOtherSessions = () => callApi(accountSessionsEndpoints.endOthers);

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey() }),
  });
}
