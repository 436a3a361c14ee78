import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { salesEnquiriesQueryKey } from "@/components/api/get-sales-enquiries";
import { apiRequest, getJson } from "@/lib/api-request";
import type {
  AdminOrganization,
  ConvertEnquiryInput,
  ConvertEnquiryResult,
} from "../../../../contracts/organization-billing";

const ADMIN_ORGANIZATIONS = "/api/admin/organizations";
export const adminOrganizationsQueryKey = (q?: string) =>
  q === undefined ? [ADMIN_ORGANIZATIONS] : [ADMIN_ORGANIZATIONS, q];

/** GET /api/admin/organizations?q=: organisations by name or address (admin), at most 20. */
export const getAdminOrganizationsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: adminOrganizationsQueryKey(q),
    queryFn: async () =>
      (await getJson<{ items: AdminOrganization[] }>(`/api/admin/organizations?q=${encodeURIComponent(q)}`)).items,
  });

export const useAdminOrganizations = (q: string, enabled = true) =>
  useQuery({ ...getAdminOrganizationsQueryOptions(q), enabled });

/** POST /api/admin/enquiries/{id}/convert: the enquiry becomes an organisation plan (admin). */
export function useConvertEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enquiryId, input }: { enquiryId: number; input: ConvertEnquiryInput }) =>
      apiRequest<ConvertEnquiryResult>("POST", `/api/admin/enquiries/${enquiryId}/convert`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: salesEnquiriesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey() }),
      ]),
  });
}
