import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusQueryKey } from "@/components/api/get-subscription-status";
import { apiRequest, getJson } from "@/lib/api-request";
import { refreshCurrentUser } from "@/lib/use-auth";
import type { CreateSubscriptionResult, PaymentRecord } from "../../../../contracts/billing";
import type {
  CreateOrganizationSubscriptionInput,
  OrganizationSubscription,
} from "../../../../contracts/organization-billing";
import { organizationQueryKey } from "./get-organization";

const base = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

export const organizationSubscriptionQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "subscription"] as const;
export const organizationPaymentsQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "payments"] as const;

/** GET /api/organizations/{id}/subscription: the plan and seats; the billing detail for the owner. */
export const getOrganizationSubscriptionQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationSubscriptionQueryKey(organizationId),
    queryFn: () => getJson<OrganizationSubscription>(`${base(organizationId)}/subscription`),
  });

export const useOrganizationSubscription = (organizationId: string | undefined) =>
  useQuery({ ...getOrganizationSubscriptionQueryOptions(organizationId ?? ""), enabled: Boolean(organizationId) });

/** GET /api/organizations/{id}/payments: the organisation's billing history (owner). */
export const useOrganizationPayments = (organizationId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: organizationPaymentsQueryKey(organizationId ?? ""),
    queryFn: () => getJson<PaymentRecord[]>(`${base(organizationId ?? "")}/payments`),
    enabled: Boolean(organizationId) && enabled,
  });

/** A receipt is a download: a plain navigation carrying the session cookie. */
export const organizationReceiptUrl = (organizationId: string, paymentId: number) =>
  `${base(organizationId)}/payments/${paymentId}/receipt`;

/** After a plan change: the plan, seats and history again, and the user's own plan (premium at once). */
async function followPlanChange(queryClient: ReturnType<typeof useQueryClient>, organizationId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: organizationSubscriptionQueryKey(organizationId) }),
    queryClient.invalidateQueries({ queryKey: organizationPaymentsQueryKey(organizationId) }),
    queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
    queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryKey() }),
    refreshCurrentUser().catch(() => undefined),
  ]);
}

/** POST /api/organizations/{id}/subscription: Team Leader, monthly or yearly, 1 to 25 seats (owner). */
export function useCreateOrganizationSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganizationSubscriptionInput) =>
      apiRequest<CreateSubscriptionResult>("POST", `${base(organizationId)}/subscription`, input),
    onSuccess: async (result) => {
      if (result.outcome !== "checkout") await followPlanChange(queryClient, organizationId);
    },
  });
}

/** POST /api/organizations/{id}/subscription/cancel: at the period's end (owner). */
export function useCancelOrganizationSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ currentPeriodEnd: number; cancelAtPeriodEnd: true }>(
        "POST",
        `${base(organizationId)}/subscription/cancel`,
      ),
    onSuccess: () => followPlanChange(queryClient, organizationId),
  });
}
