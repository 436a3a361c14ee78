import { queryOptions, useQuery } from "@tanstack/react-query";
import { moduleQueryKey } from "@/components/api/get-module";
import { getJson } from "@/lib/api-request";
import type { ModuleContent } from "../../../../contracts/learning";

export const moduleContentQueryKey = (moduleId: number) => [...moduleQueryKey(moduleId), "content"] as const;

/** The protected body. A 403 means the learner's plan does not open the module: null, shown as locked. */
export const getModuleContent = async (moduleId: number): Promise<ModuleContent | null> => {
  try {
    return await getJson<ModuleContent>(`/api/modules/${moduleId}/content`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("403: ")) return null;
    throw error;
  }
};

export const getModuleContentQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleContentQueryKey(moduleId), queryFn: () => getModuleContent(moduleId) });

/** Only asked for when the module is not locked, so a free learner never triggers the 403. */
export const useModuleContent = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleContentQueryOptions(moduleId), enabled });
