import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const teamEventsQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.events, { params: { organizationId } });

/** Upcoming events, soonest first. */
export const getTeamEventsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: teamEventsQueryKey(organizationId),
    queryFn: () => callApi(teamEndpoints.events, { params: { organizationId } }),
  });

export const useTeamEvents = (organizationId: string) => useQuery(getTeamEventsQueryOptions(organizationId));
