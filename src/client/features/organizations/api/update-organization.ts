import { useMutation, useQueryClient } from "@tanstack/react-query";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { UpdateOrganizationInput } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

/** PATCH /api/organizations/{id}: name, address, logo, brand colour, join link (owners and admins). */
export const updateOrganization = (organizationId: string, input: UpdateOrganizationInput) =>
  callApi(organizationsEndpoints.update, { params: { id: organizationId }, body: input });

export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationInput) => updateOrganization(organizationId, input),
    onSuccess: (detail) => {
      queryClient.setQueryData(organizationQueryKey(organizationId), detail);
      // The header's switcher and white-label read the list.
      return queryClient.invalidateQueries({ queryKey: organizationsQueryKey() });
    },
  });
}
