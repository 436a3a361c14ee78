import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { TeamOverview } from "../../../../contracts/team";

export const teamOverviewQueryKey = (organizationId: string) => ["/api/team/overview", organizationId] as const;

export const getTeamOverviewQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: teamOverviewQueryKey(organizationId),
    queryFn: () => getJson<TeamOverview>(`/api/organizations/${encodeURIComponent(organizationId)}/team/overview`),
  });

export const useTeamOverview = (organizationId: string) => useQuery(getTeamOverviewQueryOptions(organizationId));
