import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { ssoQueryKey } from "./get-sso";

/** DELETE /api/organizations/{id}/sso: members sign in with their password again. */
export const removeSso = (organizationId: string) =>
  apiRequest<{ ok: true }>("DELETE", `/api/organizations/${encodeURIComponent(organizationId)}/sso`);

export function useRemoveSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSso(organizationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoQueryKey(organizationId) }),
  });
}
