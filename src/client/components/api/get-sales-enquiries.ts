import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { SalesEnquiryRecord } from "../../../contracts/billing";

export const salesEnquiriesQueryKey = () => ["/api/sales-enquiries"] as const;

/** Admin only: every sales enquiry, newest first. */
export const getSalesEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: salesEnquiriesQueryKey(),
    queryFn: () => getJson<SalesEnquiryRecord[]>("/api/sales-enquiries"),
  });

export const useSalesEnquiries = () => useQuery(getSalesEnquiriesQueryOptions());
