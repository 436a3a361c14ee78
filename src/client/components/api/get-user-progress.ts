import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { progressEndpoints } from "../../../contracts/api/progress";

export const userProgressQueryKey = () => queryKeyOf(progressEndpoints.userProgress);

/** The learner's progress items, most recently updated first. */
export const getUserProgressQueryOptions = () =>
  queryOptions({ queryKey: userProgressQueryKey(), queryFn: () => callApi(progressEndpoints.userProgress) });

export const useUserProgress = ({ enabled, errorToast }: { enabled?: boolean } & ReadOptions = {}) =>
  useQuery({
    ...getUserProgressQueryOptions(),
    ...(enabled === undefined ? {} : { enabled }),
    ...errorToastMeta(errorToast),
  });
