import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { insightsEndpoints } from "../../../../contracts/api/insights";

export const sharedProgressQueryKey = (token: string) =>
  queryKeyOf(insightsEndpoints.sharedProgress, { params: { token } });

export const getSharedProgressQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedProgressQueryKey(token),
    queryFn: () => callApi(insightsEndpoints.sharedProgress, { params: { token } }),
  });

export const useSharedProgress = (token: string) => useQuery(getSharedProgressQueryOptions(token));
