import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/leave: the caller stops being a member (an owner must transfer first). */
export const leaveOrganization = (organizationId: string) =>
  apiRequest<unknown>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/leave`);

export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
