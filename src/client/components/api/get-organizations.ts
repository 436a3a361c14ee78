import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationSummary } from "../../../contracts/employer";
import { getJson } from "../../lib/api-request";

export const organizationsQueryKey = () => ["/api/organizations"] as const;

/**
 * GET /api/organizations: the organisations the user belongs to, with their role. The employer
 * overlay reads it when it opens (spec 1 §7); the team hub shows the first.
 */
export const getOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: organizationsQueryKey(),
    queryFn: () => getJson<OrganizationSummary[]>("/api/organizations"),
  });

export const useOrganizations = () => useQuery(getOrganizationsQueryOptions());
