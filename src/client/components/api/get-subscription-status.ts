import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SubscriptionStatus } from "../../../contracts/billing";

/** spec 2 §7: the signed-in user's subscription (the pricing page and the dashboard's plan card read it). */
export const SUBSCRIPTION_STATUS_URL = "/api/subscription/status";

export const subscriptionStatusQueryKey = () => ["/api/subscription/status"] as const;

export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey(),
    queryFn: () => getJson<SubscriptionStatus>(SUBSCRIPTION_STATUS_URL),
  });

/** spec 2 §6: only fetched when a user exists. */
export const useSubscriptionStatus = (enabled = true) => useQuery({ ...getSubscriptionStatusQueryOptions(), enabled });
