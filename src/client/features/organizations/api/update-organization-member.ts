import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { UpdateMemberInput } from "../../../../contracts/organizations";

/** PATCH /api/organizations/{id}/members/{userId}: role, department, line manager (owners and admins). */
export const updateOrganizationMember = (organizationId: string, userId: string, input: UpdateMemberInput) =>
  callApi(organizationsEndpoints.updateMember, { params: { id: organizationId, userId }, body: input });

export function useUpdateOrganizationMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: UpdateMemberInput }) =>
      updateOrganizationMember(organizationId, userId, input),
    // Members, department counts and the team's figures by department and line (decision 403).
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
