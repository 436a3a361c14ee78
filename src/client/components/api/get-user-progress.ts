import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { ProgressItem } from "../../../contracts/learning";

export const userProgressQueryKey = () => ["/api/user/progress"] as const;

/** The learner's progress items, most recently updated first. */
export const getUserProgressQueryOptions = () =>
  queryOptions({ queryKey: userProgressQueryKey(), queryFn: () => getJson<ProgressItem[]>("/api/user/progress") });

export const useUserProgress = ({ enabled, errorToast }: { enabled?: boolean } & ReadOptions = {}) =>
  useQuery({
    ...getUserProgressQueryOptions(),
    ...(enabled === undefined ? {} : { enabled }),
    ...errorToastMeta(errorToast),
  });
