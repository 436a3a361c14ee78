import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Achievement } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const achievementsQueryKey = () => ["/api/achievements"] as const;

export const getAchievementsQueryOptions = () =>
  queryOptions({ queryKey: achievementsQueryKey(), queryFn: () => getJson<Achievement[]>("/api/achievements") });

export const useAchievements = () => useQuery(getAchievementsQueryOptions());
