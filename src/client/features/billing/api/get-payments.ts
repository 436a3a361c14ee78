import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { PaymentRecord } from "../../../../contracts/billing";

export const paymentsQueryKey = () => ["/api/subscription/payments"] as const;

/** The billing history, newest first. */
export const getPaymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKey(), queryFn: () => getJson<PaymentRecord[]>("/api/subscription/payments") });

export const usePayments = (enabled = true) => useQuery({ ...getPaymentsQueryOptions(), enabled });

/** A receipt is a download: a plain navigation carrying the session cookie. */
export const receiptUrl = (paymentId: number) => `/api/subscription/payments/${paymentId}/receipt`;
