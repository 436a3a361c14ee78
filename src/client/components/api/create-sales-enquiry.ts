import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { SalesEnquiryInput } from "../../../contracts/billing";
import { salesEnquiriesQueryKey } from "./get-sales-enquiries";

/** "Contact Sales": the enquiry is stored and listed for admins. */
export const createSalesEnquiry = (input: SalesEnquiryInput) =>
  apiRequest<{ id: number }>("POST", "/api/sales-enquiries", input);

export function useCreateSalesEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesEnquiriesQueryKey() }),
  });
}
