import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { Invitation } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

/** POST …/invitations/{invitationId}/revoke: the link stops working and the seat is free again. */
export const revokeInvitation = (organizationId: string, invitationId: string) =>
  apiRequest<Invitation>(
    "POST",
    `/api/organizations/${encodeURIComponent(organizationId)}/invitations/${encodeURIComponent(invitationId)}/revoke`,
  );

export function useRevokeInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(organizationId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}
