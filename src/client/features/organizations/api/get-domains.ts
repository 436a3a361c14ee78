import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { NO_ORGANIZATION } from "./get-organization";

export const domainsQueryKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.domains, { params: { id: organizationId } });

/** GET /api/organizations/{id}/domains (the owner): claimed domains, their TXT records and whether verified. */
export const getDomainsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: domainsQueryKey(organizationId),
    queryFn: () => callApi(organizationsEndpoints.domains, { params: { id: organizationId } }),
  });

export const useDomains = (organizationId: string | undefined) =>
  useQuery({ ...getDomainsQueryOptions(organizationId || NO_ORGANIZATION), enabled: Boolean(organizationId) });
