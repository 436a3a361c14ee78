import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { organizationQueryKey } from "./get-organization";

/** POST /api/organizations/{id}/close (owner): deleted 30 days later unless closing is cancelled (issue 28). */
export const closeOrganization = (organizationId: string, confirmName: string) =>
  callApi(organizationsEndpoints.close, { params: { id: organizationId }, body: { confirmName } });

/** POST /api/organizations/{id}/reopen (owner): "Cancel closing" during the grace period. */
export const reopenOrganization = (organizationId: string) =>
  callApi(organizationsEndpoints.reopen, { params: { id: organizationId } });

export function useCloseOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => closeOrganization(organizationId, confirmName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}

export function useReopenOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenOrganization(organizationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}
