import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

export const securityPolicyQueryKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.securityPolicy, { params: { id: organizationId } });

/** GET /api/organizations/{id}/security-policy (owners and admins): the sign-in policy and the site's settings. */
export const getSecurityPolicyQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: securityPolicyQueryKey(organizationId),
    queryFn: () => callApi(organizationsEndpoints.securityPolicy, { params: { id: organizationId } }),
  });

export const useSecurityPolicy = (organizationId: string, { errorToast }: ReadOptions = {}) =>
  useQuery({ ...getSecurityPolicyQueryOptions(organizationId), ...errorToastMeta(errorToast) });
