import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";
import { organizationMembersBaseKey } from "./get-organization-members";

/** DELETE /api/organizations/{id}/departments/{departmentId}: its members are left without a department. */
export const deleteOrganizationDepartment = (organizationId: string, departmentId: number) =>
  callApi(organizationsEndpoints.deleteDepartment, { params: { id: organizationId, departmentId } });

export function useDeleteOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => deleteOrganizationDepartment(organizationId, departmentId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationDepartmentsQueryKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationMembersBaseKey(organizationId) }),
      ]),
  });
}
