import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { modulesEndpoints } from "../../../contracts/api/modules";
import type { ModuleListQuery } from "../../../contracts/modules";

/** Only the filters that are set: "all", empty and the server's default sort are left out. */
export type ModuleListParams = ModuleListQuery;

/**
 * Every module read starts with this key (the lists here, a module's detail, content and guides):
 * invalidating it reads them all again.
 */
export const allModulesQueryKey = () => queryKeyOf(modulesEndpoints.list);

export const modulesQueryKey = (params: ModuleListParams = {}) => queryKeyOf(modulesEndpoints.list, { query: params });

export const getModulesQueryOptions = (params: ModuleListParams = {}) =>
  queryOptions({
    queryKey: modulesQueryKey(params),
    queryFn: () => callApi(modulesEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });

export const useModules = (params: ModuleListParams = {}, { errorToast }: ReadOptions = {}) =>
  useQuery({ ...getModulesQueryOptions(params), ...errorToastMeta(errorToast) });
