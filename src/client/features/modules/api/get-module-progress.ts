import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { progressEndpoints } from "../../../../contracts/api/progress";

export const moduleProgressQueryKey = (moduleId: number) =>
  queryKeyOf(progressEndpoints.moduleProgress, { params: { moduleId } });

export const getModuleProgress = (moduleId: number) =>
  callApi(progressEndpoints.moduleProgress, { params: { moduleId } });

export const getModuleProgressQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: moduleProgressQueryKey(moduleId),
    // An empty body (no row yet) parses to undefined; the query's data is then null.
    queryFn: async () => (await getModuleProgress(moduleId)) ?? null,
  });

/** spec 3 §7: only when signed in. */
export const useModuleProgress = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleProgressQueryOptions(moduleId), enabled });
