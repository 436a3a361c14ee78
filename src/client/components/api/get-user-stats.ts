import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Stats } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const userStatsQueryKey = () => ["/api/user/stats"] as const;

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey(), queryFn: () => getJson<Stats>("/api/user/stats") });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
