import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SalesEnquiryRecord } from "../../../contracts/billing";
import { getJson } from "../../lib/api-request";

export const salesEnquiriesQueryKey = () => ["/api/sales-enquiries"] as const;

/** Admin only: every sales enquiry, newest first. */
export const getSalesEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: salesEnquiriesQueryKey(),
    queryFn: () => getJson<SalesEnquiryRecord[]>("/api/sales-enquiries"),
  });

export const useSalesEnquiries = () => useQuery(getSalesEnquiriesQueryOptions());
