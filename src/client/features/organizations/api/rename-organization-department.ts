import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** PATCH /api/organizations/{id}/departments/{departmentId}: its members follow the new name. */
export const renameOrganizationDepartment = (organizationId: string, departmentId: number, name: string) =>
  callApi(organizationsEndpoints.renameDepartment, { params: { id: organizationId, departmentId }, body: { name } });

export function useRenameOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ departmentId, name }: { departmentId: number; name: string }) =>
      renameOrganizationDepartment(organizationId, departmentId, name),
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
