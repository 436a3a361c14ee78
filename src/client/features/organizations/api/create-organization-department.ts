import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { Department } from "../../../../contracts/organizations";
import { organizationDepartmentsQueryKey } from "./get-organization-departments";

/** POST /api/organizations/{id}/departments (owners and admins; 409 for a name in use). */
export const createOrganizationDepartment = (organizationId: string, name: string) =>
  apiRequest<Department>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/departments`, { name });

export function useCreateOrganizationDepartment(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createOrganizationDepartment(organizationId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationDepartmentsQueryKey(organizationId) }),
  });
}
