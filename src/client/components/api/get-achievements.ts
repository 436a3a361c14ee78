import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Achievement } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const getAchievementsQueryOptions = () =>
  queryOptions({ queryKey: ["/api/achievements"], queryFn: () => getJson<Achievement[]>("/api/achievements") });

export const useAchievements = () => useQuery(getAchievementsQueryOptions());
