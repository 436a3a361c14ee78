import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { billingEndpoints } from "../../../contracts/api/billing";

/** spec 2 §7: the signed-in user's subscription (the pricing page and the dashboard's plan card read it). */
export const subscriptionStatusQueryKey = () => queryKeyOf(billingEndpoints.subscriptionStatus);

export const getSubscriptionStatusQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionStatusQueryKey(),
    queryFn: () => callApi(billingEndpoints.subscriptionStatus),
  });

/** spec 2 §6: only fetched when a user exists. */
export const useSubscriptionStatus = (enabled = true) => useQuery({ ...getSubscriptionStatusQueryOptions(), enabled });
