import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContentAnalytics } from "../../../../contracts/content-admin";
import { getJson } from "../../../lib/api-request";

export const contentAnalyticsQueryKey = () => ["/api/content/analytics"] as const;

export const getContentAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: contentAnalyticsQueryKey(),
    queryFn: () => getJson<ContentAnalytics>("/api/content/analytics"),
  });

export const useContentAnalytics = () => useQuery(getContentAnalyticsQueryOptions());
