import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { type SecurityPolicy, securityPolicyPath } from "../../../../contracts/security-policy";
import { organizationQueryKey } from "./get-organization";

export const securityPolicyQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "security-policy"] as const;

/** GET /api/organizations/{id}/security-policy (owners and admins): the sign-in policy and the site's settings. */
export const getSecurityPolicyQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: securityPolicyQueryKey(organizationId),
    queryFn: () => getJson<SecurityPolicy>(securityPolicyPath(organizationId)),
  });

export const useSecurityPolicy = (organizationId: string, { errorToast }: ReadOptions = {}) =>
  useQuery({ ...getSecurityPolicyQueryOptions(organizationId), ...errorToastMeta(errorToast) });
