import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** POST …/invitations/{invitationId}/resend: a new link for 7 more days (the old one stops working). */
export const resendInvitation = (organizationId: string, invitationId: string) =>
  callApi(organizationsEndpoints.resendInvitation, { params: { id: organizationId, invitationId } });

export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(organizationId, invitationId),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
