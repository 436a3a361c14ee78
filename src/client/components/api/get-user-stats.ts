import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { Stats } from "../../../contracts/learning";

export const userStatsQueryKey = () => ["/api/user/stats"] as const;

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey(), queryFn: () => getJson<Stats>("/api/user/stats") });

export const useUserStats = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getUserStatsQueryOptions(), ...errorToastMeta(errorToast) });
