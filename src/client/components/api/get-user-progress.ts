import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressItem } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

export const userProgressQueryKey = () => ["/api/user/progress"] as const;

/** The learner's progress items, most recently updated first. */
export const getUserProgressQueryOptions = () =>
  queryOptions({ queryKey: userProgressQueryKey(), queryFn: () => getJson<ProgressItem[]>("/api/user/progress") });

export const useUserProgress = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getUserProgressQueryOptions(), ...options });
