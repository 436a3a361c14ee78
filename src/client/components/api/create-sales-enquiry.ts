import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { billingEndpoints } from "../../../contracts/api/billing";
import type { SalesEnquiryInput } from "../../../contracts/billing";
import { salesEnquiriesQueryKey } from "./get-sales-enquiries";

/** "Contact Sales": the enquiry is stored and listed for admins. */
export const createSalesEnquiry = (input: SalesEnquiryInput) =>
  callApi(billingEndpoints.createSalesEnquiry, { body: input });

export function useCreateSalesEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesEnquiriesQueryKey() }),
  });
}
