import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ModuleDetail } from "../../../contracts/learning";
import { allModulesQueryKey } from "./get-modules";

export const moduleQueryKey = (moduleId: number) => [...allModulesQueryKey(), moduleId] as const;

/** A 404 (or a 400 for a malformed id) means the module does not exist: the page shows 'Module Not Found'. */
const isNotFoundError = (error: unknown) => error instanceof Error && /^(400|404): /.test(error.message);

export const getModule = async (moduleId: number): Promise<ModuleDetail | null> => {
  try {
    return await getJson<ModuleDetail>(`/api/modules/${moduleId}`);
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
};

export const getModuleQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleQueryKey(moduleId), queryFn: () => getModule(moduleId) });

export const useModule = (moduleId: number, enabled = true) =>
  useQuery({ ...getModuleQueryOptions(moduleId), enabled });
