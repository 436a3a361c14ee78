import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/**
 * DELETE /api/organizations/{id}/members/{userId}: the membership ends at once; the person keeps
 * their own progress and certificates (owners and admins).
 */
export const removeOrganizationMember = (organizationId: string, userId: string) =>
  callApi(organizationsEndpoints.removeMember, { params: { id: organizationId, userId } });

export function useRemoveOrganizationMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeOrganizationMember(organizationId, userId),
    // Members, departments, seats and the team's figures (decision 403).
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
