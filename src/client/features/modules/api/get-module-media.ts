import { queryOptions, useQuery } from "@tanstack/react-query";
import { moduleQueryKey } from "@/components/api/get-module";
import { getJson } from "@/lib/api-request";
import type { ModuleMedia } from "../../../../contracts/media";

export const moduleMediaQueryKey = (moduleId: number) => [...moduleQueryKey(moduleId), "media"] as const;

/** The module's narrated video or audio; null when it has none (404) or the plan does not open it (403). */
export const getModuleMedia = async (moduleId: number): Promise<ModuleMedia | null> => {
  try {
    return await getJson<ModuleMedia>(`/api/modules/${moduleId}/media`);
  } catch (error) {
    if (error instanceof Error && /^(403|404): /.test(error.message)) return null;
    throw error;
  }
};

export const getModuleMediaQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleMediaQueryKey(moduleId), queryFn: () => getModuleMedia(moduleId) });

/** Asked for only for module types that have media (video, audio, podcast) and when not locked. */
export const useModuleMedia = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleMediaQueryOptions(moduleId), enabled });
