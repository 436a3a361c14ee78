import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

export const organizationDepartmentsQueryKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.departments, { params: { id: organizationId } });

/** GET /api/organizations/{id}/departments: in name order with member counts (any member). */
export const getOrganizationDepartmentsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationDepartmentsQueryKey(organizationId),
    queryFn: () => callApi(organizationsEndpoints.departments, { params: { id: organizationId } }),
  });

export const useOrganizationDepartments = (organizationId: string) =>
  useQuery(getOrganizationDepartmentsQueryOptions(organizationId));
