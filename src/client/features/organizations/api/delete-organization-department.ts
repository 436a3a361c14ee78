import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";
import { organizationMembersBaseKey } from "./get-organization-members";

/** DELETE /api/organizations/{id}/departments/{departmentId}: its members are left without a department. */
export const deleteOrganizationDepartment = (organizationId: string, departmentId: number) =>
  apiRequest<unknown>("DELETE", `/api/organizations/${encodeURIComponent(organizationId)}/departments/${departmentId}`);

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
