import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/leave: the caller stops being a member (an owner must transfer first). */
export const leaveOrganization = (organizationId: string) =>
  callApi(organizationsEndpoints.leave, { params: { id: organizationId } });

export function useLeaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
