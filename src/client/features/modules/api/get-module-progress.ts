import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ProgressItem } from "../../../../contracts/learning";

export const moduleProgressQueryKey = (moduleId: number) => ["/api/progress", moduleId] as const;

export const getModuleProgress = (moduleId: number) => getJson<ProgressItem | null>(`/api/progress/${moduleId}`);

export const getModuleProgressQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: moduleProgressQueryKey(moduleId),
    // An empty body (no row yet) parses to undefined; the query's data is then null.
    queryFn: async () => (await getModuleProgress(moduleId)) ?? null,
  });

/** spec 3 §7: only when signed in. */
export const useModuleProgress = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleProgressQueryOptions(moduleId), enabled });
