import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { progressEndpoints } from "../../../contracts/api/progress";

export const userStatsQueryKey = () => queryKeyOf(progressEndpoints.userStats);

export const getUserStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey(), queryFn: () => callApi(progressEndpoints.userStats) });

export const useUserStats = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getUserStatsQueryOptions(), ...errorToastMeta(errorToast) });
