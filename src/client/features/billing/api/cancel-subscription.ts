import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusQueryKey } from "@/components/api/get-subscription-status";
import { callApi } from "@/lib/api-client";
import { billingEndpoints } from "../../../../contracts/api/billing";

/** spec 2 §7: POST /api/subscription/cancel; on success the status is fetched again. */
export const cancelSubscription = () => callApi(billingEndpoints.cancelSubscription);

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey() }),
  });
}
