import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { subscriptionStatusQueryKey } from "@/components/api/get-subscription-status";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { refreshCurrentUser } from "@/lib/use-auth";
import { organizationBillingEndpoints as endpoints } from "../../../../contracts/api/billing";
import type {
  CreateOrganizationSubscriptionInput,
  organizationQuoteQuerySchema,
} from "../../../../contracts/organization-billing";

type OrganizationQuoteQueryInput = z.input<typeof organizationQuoteQuerySchema>;

import { organizationQueryKey } from "./get-organization";

/** Under the organisation's key (the URL's hierarchy): invalidating the organisation reads these again too. */
export const organizationSubscriptionQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.subscription, { params: { id: organizationId } });
export const organizationPaymentsQueryKey = (organizationId: string) =>
  queryKeyOf(endpoints.payments, { params: { id: organizationId } });

/** Stands in for the id while there is no organisation yet: the query is disabled, nothing is fetched. */
const NO_ORGANIZATION = "none";

/** GET /api/organizations/{id}/subscription: the plan and seats; the billing detail for the owner. */
export const getOrganizationSubscriptionQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationSubscriptionQueryKey(organizationId),
    queryFn: () => callApi(endpoints.subscription, { params: { id: organizationId } }),
  });

export const useOrganizationSubscription = (organizationId: string | undefined) =>
  useQuery({
    ...getOrganizationSubscriptionQueryOptions(organizationId || NO_ORGANIZATION),
    enabled: Boolean(organizationId),
  });

/** GET /api/organizations/{id}/payments: the organisation's billing history (owner). */
export const useOrganizationPayments = (organizationId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: organizationPaymentsQueryKey(organizationId || NO_ORGANIZATION),
    queryFn: () => callApi(endpoints.payments, { params: { id: organizationId || NO_ORGANIZATION } }),
    enabled: Boolean(organizationId) && enabled,
  });

/** A receipt is a download: a plain navigation carrying the session cookie. */
export const organizationReceiptUrl = (organizationId: string, paymentId: number) =>
  hrefOf(endpoints.receipt, { params: { id: organizationId, paymentId } });

/** The PDF quote of a plan, seats and cycle for a customer: a download, like the receipt. */
export const organizationQuoteUrl = (organizationId: string, query: OrganizationQuoteQueryInput) =>
  hrefOf(endpoints.quote, { params: { id: organizationId }, query });

/** The PDF VAT invoice of an organisation's payment. */
export const organizationVatInvoiceUrl = (organizationId: string, paymentId: number) =>
  hrefOf(endpoints.vatInvoice, { params: { id: organizationId, paymentId } });

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
      callApi(endpoints.createSubscription, { params: { id: organizationId }, body: input }),
    onSuccess: async (result) => {
      if (result.outcome !== "checkout") await followPlanChange(queryClient, organizationId);
    },
  });
}

/** POST /api/organizations/{id}/subscription/cancel: at the period's end (owner). */
export function useCancelOrganizationSubscription(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.cancelSubscription, { params: { id: organizationId } }),
    onSuccess: () => followPlanChange(queryClient, organizationId),
  });
}
