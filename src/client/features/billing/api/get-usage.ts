import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SubscriptionUsage } from "../../../../contracts/billing";

export const subscriptionUsageQueryKey = () => ["/api/subscription/usage"] as const;

/** The usage overview: modules accessed this period and team members. */
export const getSubscriptionUsageQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionUsageQueryKey(),
    queryFn: () => getJson<SubscriptionUsage>("/api/subscription/usage"),
  });

export const useSubscriptionUsage = (enabled = true) => useQuery({ ...getSubscriptionUsageQueryOptions(), enabled });
