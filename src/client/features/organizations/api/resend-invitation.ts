import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { Invitation } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

/** POST …/invitations/{invitationId}/resend: a new link for 7 more days (the old one stops working). */
export const resendInvitation = (organizationId: string, invitationId: string) =>
  apiRequest<Invitation>(
    "POST",
    `/api/organizations/${encodeURIComponent(organizationId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
  );

export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(organizationId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}
