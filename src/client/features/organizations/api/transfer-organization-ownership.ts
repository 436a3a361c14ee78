import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/transfer-ownership: the member becomes the owner, the caller an admin. */
export const transferOrganizationOwnership = (organizationId: string, userId: string) =>
  callApi(organizationsEndpoints.transferOwnership, { params: { id: organizationId }, body: { userId } });

export function useTransferOrganizationOwnership(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOrganizationOwnership(organizationId, userId),
    // The caller's role changed: every organisation view and tab follows.
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
