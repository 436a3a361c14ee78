import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** POST /api/organizations/{id}/departments (owners and admins; 409 for a name in use). */
export const createOrganizationDepartment = (organizationId: string, name: string) =>
  callApi(organizationsEndpoints.createDepartment, { params: { id: organizationId }, body: { name } });

export function useCreateOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createOrganizationDepartment(organizationId, name),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
