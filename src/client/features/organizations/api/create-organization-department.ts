import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";

/** POST /api/organizations/{id}/departments (owners and admins; 409 for a name in use). */
export const createOrganizationDepartment = (organizationId: string, name: string) =>
  callApi(organizationsEndpoints.createDepartment, { params: { id: organizationId }, body: { name } });

export function useCreateOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createOrganizationDepartment(organizationId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationDepartmentsQueryKey(organizationId) }),
  });
}
