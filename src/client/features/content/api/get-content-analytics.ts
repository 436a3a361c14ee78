import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ContentAnalytics } from "../../../../contracts/content-admin";

export const contentAnalyticsQueryKey = () => ["/api/content/analytics"] as const;

export const getContentAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: contentAnalyticsQueryKey(),
    queryFn: () => getJson<ContentAnalytics>("/api/content/analytics"),
  });

export const useContentAnalytics = () => useQuery(getContentAnalyticsQueryOptions());
