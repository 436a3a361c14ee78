import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** DELETE /api/organizations/{id}/departments/{departmentId}: its members are left without a department. */
export const deleteOrganizationDepartment = (organizationId: string, departmentId: number) =>
  callApi(organizationsEndpoints.deleteDepartment, { params: { id: organizationId, departmentId } });

export function useDeleteOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => deleteOrganizationDepartment(organizationId, departmentId),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
