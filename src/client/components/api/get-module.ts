import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { statusOf } from "@/lib/api-request";
import { modulesEndpoints } from "../../../contracts/api/modules";
import type { ModuleDetail } from "../../../contracts/learning";

/** Below the catalogue's key (get-modules.ts): invalidating the catalogue reads each module again too. */
export const moduleQueryKey = (moduleId: number) => queryKeyOf(modulesEndpoints.detail, { params: { id: moduleId } });

/** A 404 (or a 400 for a malformed id) means the module does not exist: the page shows 'Module Not Found'. */
const isNotFoundError = (error: unknown) => statusOf(error) === 400 || statusOf(error) === 404;

export const getModule = async (moduleId: number): Promise<ModuleDetail | null> => {
  try {
    return await callApi(modulesEndpoints.detail, { params: { id: moduleId } });
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
};

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleQueryKey(moduleId), queryFn: () => getModule(moduleId) });

export const useModule = (moduleId: number, enabled = true) =>
  useQuery({ ...getModuleQueryOptions(moduleId), enabled });
