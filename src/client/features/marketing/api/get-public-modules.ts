import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { modulesEndpoints } from "../../../../contracts/api/modules";

export const publicModulesQueryKey = () => queryKeyOf(modulesEndpoints.list);

/** GET /api/modules (public): the whole catalogue, newest first. */
export const getPublicModulesQueryOptions = () =>
  queryOptions({
    queryKey: publicModulesQueryKey(),
    queryFn: () => callApi(modulesEndpoints.list),
  });

export const usePublicModules = () => useQuery(getPublicModulesQueryOptions());
