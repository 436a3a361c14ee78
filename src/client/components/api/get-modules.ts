import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { ModuleListQuery, ModuleSummary } from "../../../contracts/modules";

/** Only the filters that are set: "all", empty and the server's default sort are left out. */
export type ModuleListParams = ModuleListQuery;

export function modulesUrl(params: ModuleListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/modules?${query}` : "/api/modules";
}

/**
 * Every module read starts with this key (the lists here, a module's detail, content and guides):
 * invalidating it reads them all again.
 */
export const allModulesQueryKey = () => ["/api/modules"] as const;

export const modulesQueryKey = (params: ModuleListParams = {}) => [...allModulesQueryKey(), params] as const;

export const getModulesQueryOptions = (params: ModuleListParams = {}) =>
  queryOptions({
    queryKey: modulesQueryKey(params),
    queryFn: () => getJson<ModuleSummary[]>(modulesUrl(params)),
    placeholderData: keepPreviousData,
  });

export const useModules = (params: ModuleListParams = {}, { errorToast }: ReadOptions = {}) =>
  useQuery({ ...getModulesQueryOptions(params), ...errorToastMeta(errorToast) });
