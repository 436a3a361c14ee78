import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { organizationQueryKey } from "./get-organization";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";
import { organizationMembersBaseKey } from "./get-organization-members";

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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationMembersBaseKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationDepartmentsQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationsQueryKey() }),
        // Seats in use are part of the organisation's detail.
        queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
      ]),
  });
}
