import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { TeamEvent } from "../../../../contracts/team";

export const teamEventsQueryKey = (organizationId: string) => ["/api/team/events", organizationId] as const;

/** Upcoming events, soonest first. */
export const getTeamEventsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: teamEventsQueryKey(organizationId),
    queryFn: () => getJson<TeamEvent[]>(`/api/organizations/${encodeURIComponent(organizationId)}/team/events`),
  });

export const useTeamEvents = (organizationId: string) => useQuery(getTeamEventsQueryOptions(organizationId));
