import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Department } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

export const organizationDepartmentsQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "departments"] as const;

/** GET /api/organizations/{id}/departments: in name order with member counts (any member). */
export const getOrganizationDepartmentsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationDepartmentsQueryKey(organizationId),
    queryFn: () => getJson<Department[]>(`/api/organizations/${encodeURIComponent(organizationId)}/departments`),
  });

export const useOrganizationDepartments = (organizationId: string) =>
  useQuery(getOrganizationDepartmentsQueryOptions(organizationId));
