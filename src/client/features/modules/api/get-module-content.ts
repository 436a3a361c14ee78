import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { statusOf } from "@/lib/api-request";
import { modulesEndpoints } from "../../../../contracts/api/modules";
import type { ModuleContent } from "../../../../contracts/learning";

/** Below the module's key (get-module.ts), as its address is below the module's. */
export const moduleContentQueryKey = (moduleId: number) =>
  queryKeyOf(modulesEndpoints.content, { params: { id: moduleId } });

/** The protected body. A 403 means the learner's plan does not open the module: null, shown as locked. */
export const getModuleContent = async (moduleId: number): Promise<ModuleContent | null> => {
  try {
    return await callApi(modulesEndpoints.content, { params: { id: moduleId } });
  } catch (error) {
    if (statusOf(error) === 403) return null;
    throw error;
  }
};

export const getModuleContentQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleContentQueryKey(moduleId), queryFn: () => getModuleContent(moduleId) });

/** Only asked for when the module is not locked, so a free learner never triggers the 403. */
export const useModuleContent = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleContentQueryOptions(moduleId), enabled });
