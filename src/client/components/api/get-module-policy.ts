import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { protectionEndpoints } from "../../../contracts/api/protection";

export const modulePolicyQueryKey = (moduleId: number) =>
  queryKeyOf(protectionEndpoints.modulePolicy, { params: { id: moduleId } });

/** Whether a module is protected and whether the browser deters copying it (issue 14). */
export const getModulePolicyQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: modulePolicyQueryKey(moduleId),
    queryFn: () => callApi(protectionEndpoints.modulePolicy, { params: { id: moduleId } }),
  });

export const useModulePolicy = (moduleId: number, enabled = true) =>
  useQuery({ ...getModulePolicyQueryOptions(moduleId), enabled });
