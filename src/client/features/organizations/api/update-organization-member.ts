import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { UpdateMemberInput } from "../../../../contracts/organizations";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";
import { organizationMembersBaseKey } from "./get-organization-members";

/** PATCH /api/organizations/{id}/members/{userId}: role, department, line manager (owners and admins). */
export const updateOrganizationMember = (organizationId: string, userId: string, input: UpdateMemberInput) =>
  callApi(organizationsEndpoints.updateMember, { params: { id: organizationId, userId }, body: input });

export function useUpdateOrganizationMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: UpdateMemberInput }) =>
      updateOrganizationMember(organizationId, userId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationMembersBaseKey(organizationId) }),
        // Department counts, and the organisation list's count of team members (role member).
        queryClient.invalidateQueries({ queryKey: organizationDepartmentsQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationsQueryKey() }),
      ]),
  });
}
