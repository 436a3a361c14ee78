import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusQueryKey } from "@/components/api/get-subscription-status";
import { apiRequest } from "@/lib/api-request";

/** spec 2 §7: POST /api/subscription/cancel; on success the status is fetched again. */
export const cancelSubscription = () =>
  apiRequest<{ currentPeriodEnd: number; cancelAtPeriodEnd: true }>("POST", "/api/subscription/cancel");

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey() }),
  });
}
