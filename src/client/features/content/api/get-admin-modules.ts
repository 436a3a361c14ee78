import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

export const adminModulesQueryKey = () => queryKeyOf(contentEndpoints.modules);

/** Every module with its content, podcast and draft state. */
export const getAdminModulesQueryOptions = () =>
  queryOptions({ queryKey: adminModulesQueryKey(), queryFn: () => callApi(contentEndpoints.modules) });

export const useAdminModules = () => useQuery(getAdminModulesQueryOptions());
