import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ModuleWithoutContent } from "../../../../contracts/content-admin";

export const modulesWithoutContentQueryKey = () => ["/api/content/modules-without-content"] as const;

/** spec 3 §7: the modules lacking content (queries run only when authenticated: the page is admin-only). */
export const getModulesWithoutContentQueryOptions = () =>
  queryOptions({
    queryKey: modulesWithoutContentQueryKey(),
    queryFn: () => getJson<ModuleWithoutContent[]>("/api/content/modules-without-content"),
  });

export const useModulesWithoutContent = () => useQuery(getModulesWithoutContentQueryOptions());
