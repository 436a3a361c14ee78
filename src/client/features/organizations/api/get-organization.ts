import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { OrganizationDetail } from "../../../../contracts/organizations";

export const organizationQueryKey = (organizationId: string) => ["/api/organizations", organizationId] as const;

/** GET /api/organizations/{id}: name, logo, brand colour, role, plan and seats (the join link for admins). */
export const getOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(organizationId),
    queryFn: () => getJson<OrganizationDetail>(`/api/organizations/${encodeURIComponent(organizationId)}`),
  });

export const useOrganization = (organizationId: string | undefined) =>
  useQuery({ ...getOrganizationQueryOptions(organizationId ?? ""), enabled: Boolean(organizationId) });
