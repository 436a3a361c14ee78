import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProtectionAnalytics } from "../../../../contracts/protection";
import { getJson } from "../../../lib/api-request";

export const protectionAnalyticsQueryKey = () => ["/api/protection/analytics"] as const;

export const getProtectionAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: protectionAnalyticsQueryKey(),
    queryFn: () => getJson<ProtectionAnalytics>("/api/protection/analytics"),
  });

export const useProtectionAnalytics = () => useQuery(getProtectionAnalyticsQueryOptions());
