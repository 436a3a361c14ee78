import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Stats } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/user/stats"], queryFn: () => getJson<Stats>("/api/user/stats") });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());
