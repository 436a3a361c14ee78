import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

export const modulesWithoutContentQueryKey = () => queryKeyOf(contentEndpoints.modulesWithoutContent);

/** spec 3 §7: the modules lacking content (queries run only when authenticated: the page is admin-only). */
export const getModulesWithoutContentQueryOptions = () =>
  queryOptions({
    queryKey: modulesWithoutContentQueryKey(),
    queryFn: () => callApi(contentEndpoints.modulesWithoutContent),
  });

export const useModulesWithoutContent = () => useQuery(getModulesWithoutContentQueryOptions());
