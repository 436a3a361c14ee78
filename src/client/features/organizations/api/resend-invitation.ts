import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { organizationQueryKey } from "./get-organization";

/** POST …/invitations/{invitationId}/resend: a new link for 7 more days (the old one stops working). */
export const resendInvitation = (organizationId: string, invitationId: string) =>
  callApi(organizationsEndpoints.resendInvitation, { params: { id: organizationId, invitationId } });

export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(organizationId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}
