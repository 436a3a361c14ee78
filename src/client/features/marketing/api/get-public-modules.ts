import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ModuleSummary } from "../../../../contracts/modules";
import { getJson } from "../../../lib/api-request";

export const publicModulesQueryKey = () => ["/api/modules"] as const;

/** GET /api/modules (public): the whole catalogue, newest first. */
export const getPublicModulesQueryOptions = () =>
  queryOptions({
    queryKey: publicModulesQueryKey(),
    queryFn: () => getJson<ModuleSummary[]>("/api/modules"),
  });

export const usePublicModules = () => useQuery(getPublicModulesQueryOptions());
