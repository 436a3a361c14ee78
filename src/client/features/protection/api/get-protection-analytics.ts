import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ProtectionAnalytics } from "../../../../contracts/protection";

export const protectionAnalyticsQueryKey = () => ["/api/protection/analytics"] as const;

export const getProtectionAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: protectionAnalyticsQueryKey(),
    queryFn: () => getJson<ProtectionAnalytics>("/api/protection/analytics"),
  });

export const useProtectionAnalytics = () => useQuery(getProtectionAnalyticsQueryOptions());
