import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { OrganizationDomain } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

export const domainsQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "domains"] as const;

/** GET /api/organizations/{id}/domains (the owner): claimed domains, their TXT records and whether verified. */
export const getDomainsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: domainsQueryKey(organizationId),
    queryFn: () => getJson<OrganizationDomain[]>(`/api/organizations/${encodeURIComponent(organizationId)}/domains`),
  });

export const useDomains = (organizationId: string | undefined) =>
  useQuery({ ...getDomainsQueryOptions(organizationId ?? ""), enabled: Boolean(organizationId) });
