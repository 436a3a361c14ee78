import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ModuleSummary } from "../../../../contracts/modules";
import { getJson } from "../../../lib/api-request";

/** GET /api/modules (public): the whole catalogue, newest first. */
export const getPublicModulesQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/modules"],
    queryFn: () => getJson<ModuleSummary[]>("/api/modules"),
  });

export const usePublicModules = () => useQuery(getPublicModulesQueryOptions());
