import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { Achievement } from "../../../contracts/learning";

export const achievementsQueryKey = () => ["/api/achievements"] as const;

export const getAchievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsQueryKey(), queryFn: () => getJson<Achievement[]>("/api/achievements") });

export const useAchievements = ({ errorToast }: ReadOptions = {}) =>
  useQuery({ ...getAchievementsQueryOptions(), ...errorToastMeta(errorToast) });
