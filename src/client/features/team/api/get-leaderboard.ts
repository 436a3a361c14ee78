import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import type { LeaderboardPeriod } from "../../../../contracts/team";

/** Every period's leaderboard of the organisation (a prefix of each period's key). */
export const leaderboardQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.leaderboard, { params: { organizationId } });

export const getLeaderboardQueryOptions = (organizationId: string, period: LeaderboardPeriod) =>
  queryOptions({
    queryKey: queryKeyOf(teamEndpoints.leaderboard, { params: { organizationId }, query: { period } }),
    queryFn: () => callApi(teamEndpoints.leaderboard, { params: { organizationId }, query: { period } }),
  });

export const useLeaderboard = (organizationId: string, period: LeaderboardPeriod) =>
  useQuery(getLeaderboardQueryOptions(organizationId, period));
