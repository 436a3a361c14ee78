import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/activate: this session works in that organisation from now on. */
export const activateOrganization = (organizationId: string) =>
  apiRequest<{ ok: true }>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/activate`);

export function useActivateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
