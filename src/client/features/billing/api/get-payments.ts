import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { billingEndpoints } from "../../../../contracts/api/billing";

export const paymentsQueryKey = () => queryKeyOf(billingEndpoints.payments);

/** The billing history, newest first. */
export const getPaymentsQueryOptions = () =>
  queryOptions({ queryKey: paymentsQueryKey(), queryFn: () => callApi(billingEndpoints.payments) });

export const usePayments = (enabled = true) => useQuery({ ...getPaymentsQueryOptions(), enabled });

/** A receipt is a download: a plain navigation carrying the session cookie. */
export const receiptUrl = (paymentId: number) => hrefOf(billingEndpoints.receipt, { params: { id: paymentId } });
