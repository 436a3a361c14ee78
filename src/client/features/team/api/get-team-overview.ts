import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const teamOverviewQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.overview, { params: { organizationId } });

export const getTeamOverviewQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: teamOverviewQueryKey(organizationId),
    queryFn: () => callApi(teamEndpoints.overview, { params: { organizationId } }),
  });

export const useTeamOverview = (organizationId: string) => useQuery(getTeamOverviewQueryOptions(organizationId));
