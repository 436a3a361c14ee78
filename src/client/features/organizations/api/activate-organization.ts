import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/organizations/{id}/activate: this session works in that organisation from now on. */
export const activateOrganization = (organizationId: string) =>
  callApi(organizationsEndpoints.activate, { params: { id: organizationId } });

export function useActivateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateOrganization,
    onSuccess: () => followActiveOrganization(queryClient),
  });
}
