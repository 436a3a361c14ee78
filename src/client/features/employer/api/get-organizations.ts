import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationSummary } from "../../../../contracts/employer";
import { getJson } from "../../../lib/api-request";

export const organizationsQueryKey = () => ["/api/organizations"] as const;

/** spec 1 §7: GET /api/organizations is issued when the employer overlay opens. */
export const getOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsQueryKey(),
    queryFn: () => getJson<OrganizationSummary[]>("/api/organizations"),
  });

export const useOrganizations = () => useQuery(getOrganizationsQueryOptions());
