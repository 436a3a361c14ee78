import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { insightsEndpoints } from "../../../../contracts/api/insights";

export const progressShareQueryKey = () => queryKeyOf(insightsEndpoints.share);

export const getProgressShareQueryOptions = () =>
  queryOptions({ queryKey: progressShareQueryKey(), queryFn: () => callApi(insightsEndpoints.share) });

export const useProgressShare = () => useQuery(getProgressShareQueryOptions());
