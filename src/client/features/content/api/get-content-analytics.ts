import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { contentEndpoints } from "../../../../contracts/api/content";

export const contentAnalyticsQueryKey = () => queryKeyOf(contentEndpoints.analytics);

export const getContentAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: contentAnalyticsQueryKey(),
    queryFn: () => callApi(contentEndpoints.analytics),
  });

export const useContentAnalytics = () => useQuery(getContentAnalyticsQueryOptions());
