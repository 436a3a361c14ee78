import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { progressEndpoints } from "../../../contracts/api/progress";

export const achievementsQueryKey = () => queryKeyOf(progressEndpoints.achievements);

export const getAchievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsQueryKey(), queryFn: () => callApi(progressEndpoints.achievements) });

export const useAchievements = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getAchievementsQueryOptions(), ...errorToastMeta(errorToast) });
