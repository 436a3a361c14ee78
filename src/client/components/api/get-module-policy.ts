import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ModulePolicy } from "../../../contracts/protection";

export const modulePolicyQueryKey = (moduleId: number) => ["/api/protection/modules", moduleId, "policy"] as const;

/** Whether a module is protected and whether the browser deters copying it (issue 14). */
export const getModulePolicyQueryOptions = (moduleId: number) =>
  queryOptions({
    queryKey: modulePolicyQueryKey(moduleId),
    queryFn: () => getJson<ModulePolicy>(`/api/protection/modules/${moduleId}/policy`),
  });

export const useModulePolicy = (moduleId: number) => useQuery(getModulePolicyQueryOptions(moduleId));
