import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { statusOf } from "@/lib/api-request";
import { mediaEndpoints } from "../../../../contracts/api/media";
import type { ModuleMedia } from "../../../../contracts/media";

/** Under the module's key (the URL's hierarchy): invalidating the module reads its media again too. */
export const moduleMediaQueryKey = (moduleId: number) =>
  queryKeyOf(mediaEndpoints.moduleMedia, { params: { id: moduleId } });

/** The module's narrated video or audio; null when it has none (404) or the plan does not open it (403). */
export const getModuleMedia = async (moduleId: number): Promise<ModuleMedia | null> => {
  try {
    return await callApi(mediaEndpoints.moduleMedia, { params: { id: moduleId } });
  } catch (error) {
    const status = statusOf(error);
    if (status === 403 || status === 404) return null;
    throw error;
  }
};

/** The module's cover art (public), for Open Graph tags. */
export const moduleCoverUrl = (moduleId: number) => hrefOf(mediaEndpoints.cover, { params: { id: moduleId } });

export const getModuleMediaQueryOptions = (moduleId: number) =>
  queryOptions({ queryKey: moduleMediaQueryKey(moduleId), queryFn: () => getModuleMedia(moduleId) });

/** Asked for only for module types that have media (video, audio, podcast) and when not locked. */
export const useModuleMedia = (moduleId: number, enabled: boolean) =>
  useQuery({ ...getModuleMediaQueryOptions(moduleId), enabled });
