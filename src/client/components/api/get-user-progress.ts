import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgressItem } from "../../../contracts/learning";
import { getJson } from "../../lib/api-request";

/** The learner's progress items, most recently updated first. */
export const getUserProgressQueryOptions = () =>
  queryOptions({ queryKey: ["/api/user/progress"], queryFn: () => getJson<ProgressItem[]>("/api/user/progress") });

export const useUserProgress = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getUserProgressQueryOptions(), ...options });
