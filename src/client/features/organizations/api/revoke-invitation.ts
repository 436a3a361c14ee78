import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** POST …/invitations/{invitationId}/revoke: the link stops working and the seat is free again. */
export const revokeInvitation = (organizationId: string, invitationId: string) =>
  callApi(organizationsEndpoints.revokeInvitation, { params: { id: organizationId, invitationId } });

export function useRevokeInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(organizationId, invitationId),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
