import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Leaderboard, LeaderboardPeriod } from "../../../../contracts/team";

export const leaderboardQueryKey = (organizationId: string) => ["/api/team/leaderboard", organizationId] as const;

export const getLeaderboardQueryOptions = (organizationId: string, period: LeaderboardPeriod) =>
  queryOptions({
    queryKey: [...leaderboardQueryKey(organizationId), period] as const,
    queryFn: () =>
      getJson<Leaderboard>(
        `/api/organizations/${encodeURIComponent(organizationId)}/team/leaderboard?period=${period}`,
      ),
  });

export const useLeaderboard = (organizationId: string, period: LeaderboardPeriod) =>
  useQuery(getLeaderboardQueryOptions(organizationId, period));
