import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { billingEndpoints } from "../../../contracts/api/billing";

export const salesEnquiriesQueryKey = () => queryKeyOf(billingEndpoints.salesEnquiries);

/** Admin only: every sales enquiry, newest first. */
export const getSalesEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: salesEnquiriesQueryKey(),
    queryFn: () => callApi(billingEndpoints.salesEnquiries),
  });

export const useSalesEnquiries = () => useQuery(getSalesEnquiriesQueryOptions());
