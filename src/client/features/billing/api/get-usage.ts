import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { billingEndpoints } from "../../../../contracts/api/billing";

export const subscriptionUsageQueryKey = () => queryKeyOf(billingEndpoints.usage);

/** The usage overview: modules accessed this period and team members. */
export const getSubscriptionUsageQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionUsageQueryKey(),
    queryFn: () => callApi(billingEndpoints.usage),
  });

export const useSubscriptionUsage = (enabled = true) => useQuery({ ...getSubscriptionUsageQueryOptions(), enabled });
