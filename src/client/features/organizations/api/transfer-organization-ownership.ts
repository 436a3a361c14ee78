import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/transfer-ownership: the member becomes the owner, the caller an admin. */
export const transferOrganizationOwnership = (organizationId: string, userId: string) =>
  apiRequest<{ ok: true }>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/transfer-ownership`, {
    userId,
  });

export function useTransferOrganizationOwnership(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => transferOrganizationOwnership(organizationId, userId),
    // The caller's role changed: every organisation view and tab follows.
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
