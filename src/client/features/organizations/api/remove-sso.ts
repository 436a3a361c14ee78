import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { ssoEndpoints } from "../../../../contracts/api/sso";
import { ssoQueryKey } from "./get-sso";

/** Removes the organisation's single sign-on: members sign in with their password again. */
export const removeSso = (organizationId: string) => callApi(ssoEndpoints.remove, { params: { id: organizationId } });

export function useRemoveSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSso(organizationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ssoQueryKey(organizationId) }),
  });
}
