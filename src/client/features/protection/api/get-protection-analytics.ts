import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { protectionEndpoints } from "../../../../contracts/api/protection";

export const protectionAnalyticsQueryKey = () => queryKeyOf(protectionEndpoints.analytics);

export const getProtectionAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: protectionAnalyticsQueryKey(),
    queryFn: () => callApi(protectionEndpoints.analytics),
  });

export const useProtectionAnalytics = () => useQuery(getProtectionAnalyticsQueryOptions());
