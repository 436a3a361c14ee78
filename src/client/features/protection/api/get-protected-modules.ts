import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { protectionEndpoints } from "../../../../contracts/api/protection";

/** Also the prefix of each module's policy key (GET /api/protection/modules/{id}/policy), as the URLs nest. */
export const protectedModulesQueryKey = () => queryKeyOf(protectionEndpoints.modules);

export const getProtectedModulesQueryOptions = () =>
  queryOptions({
    queryKey: protectedModulesQueryKey(),
    queryFn: () => callApi(protectionEndpoints.modules),
  });

export const useProtectedModules = () => useQuery(getProtectedModulesQueryOptions());
