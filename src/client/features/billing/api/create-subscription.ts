import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusQueryKey } from "@/components/api/get-subscription-status";
import { callApi } from "@/lib/api-client";
import { refreshCurrentUser } from "@/lib/use-auth";
import { billingEndpoints } from "../../../../contracts/api/billing";
import type { CreateSubscriptionInput } from "../../../../contracts/billing";
import { paymentsQueryKey } from "./get-payments";
import { subscriptionUsageQueryKey } from "./get-usage";

/** spec 2 §7: POST /api/subscription/create; on success the status is fetched again. */
export const createSubscription = (input: CreateSubscriptionInput) =>
  callApi(billingEndpoints.createSubscription, { body: input });

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: async (result) => {
      if (result.outcome === "checkout") return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey() }),
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: subscriptionUsageQueryKey() }),
        // The header badge and the premium lock follow the new plan at once.
        refreshCurrentUser(),
      ]);
    },
  });
}
