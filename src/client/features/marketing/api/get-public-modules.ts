import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ModuleSummary } from "../../../../contracts/modules";

export const publicModulesQueryKey = () => ["/api/modules"] as const;

/** GET /api/modules (public): the whole catalogue, newest first. */
export const getPublicModulesQueryOptions = () =>
  queryOptions({
    queryKey: publicModulesQueryKey(),
    queryFn: () => getJson<ModuleSummary[]>("/api/modules"),
  });

export const usePublicModules = () => useQuery(getPublicModulesQueryOptions());
