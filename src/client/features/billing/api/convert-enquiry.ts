import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { salesEnquiriesQueryKey } from "@/components/api/get-sales-enquiries";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationBillingEndpoints } from "../../../../contracts/api/billing";
import type { ConvertEnquiryInput } from "../../../../contracts/organization-billing";

/** Without a search, the key of every search (what a conversion invalidates). */
export const adminOrganizationsQueryKey = (q?: string) =>
  queryKeyOf(organizationBillingEndpoints.adminOrganizations, { query: { q } });

/** GET /api/admin/organizations?q=: organisations by name or address (admin), at most 20. */
export const getAdminOrganizationsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminOrganizationsQueryKey(q),
    queryFn: async () => (await callApi(organizationBillingEndpoints.adminOrganizations, { query: { q } })).items,
  });

export const useAdminOrganizations = (q: string, enabled = true) =>
  useQuery({ ...getAdminOrganizationsQueryOptions(q), enabled });

/** POST /api/admin/enquiries/{id}/convert: the enquiry becomes an organisation plan (admin). */
export function useConvertEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enquiryId, input }: { enquiryId: number; input: ConvertEnquiryInput }) =>
      callApi(organizationBillingEndpoints.convertEnquiry, { params: { id: enquiryId }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesEnquiriesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey() }),
      ]),
  });
}
