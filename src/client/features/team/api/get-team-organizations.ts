import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrganizationSummary } from "../../../../contracts/employer";
import { getJson } from "../../../lib/api-request";

/** The same cache entry as the employer overlay's read of GET /api/organizations (same answer). */
export const teamOrganizationsQueryKey = () => ["/api/organizations"] as const;

/** GET /api/organizations: the organisations the learner belongs to; the hub shows the first. */
export const getTeamOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: teamOrganizationsQueryKey(),
    queryFn: () => getJson<OrganizationSummary[]>("/api/organizations"),
  });

export const useTeamOrganizations = () => useQuery(getTeamOrganizationsQueryOptions());
