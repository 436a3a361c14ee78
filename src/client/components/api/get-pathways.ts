import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { pathwaysEndpoints } from "../../../contracts/api/pathways";

export const pathwaysQueryKey = () => queryKeyOf(pathwaysEndpoints.list);

export const getPathwaysQueryOptions = () =>
  queryOptions({ queryKey: pathwaysQueryKey(), queryFn: () => callApi(pathwaysEndpoints.list) });

export const usePathways = () => useQuery(getPathwaysQueryOptions());
