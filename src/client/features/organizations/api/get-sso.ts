import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import type { SsoStatus } from "../../../../contracts/sso";
import { organizationQueryKey } from "./get-organization";

export const ssoQueryKey = (organizationId: string) => [...organizationQueryKey(organizationId), "sso"] as const;

/**
 * GET /api/organizations/{id}/sso (owners and admins, issue 21 item 1): the identity provider set up,
 * whether its domain is verified, and the addresses the IdP administrator needs from us.
 */
export const getSsoQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ssoQueryKey(organizationId),
    queryFn: () => getJson<SsoStatus>(`/api/organizations/${encodeURIComponent(organizationId)}/sso`),
  });

export const useSso = (organizationId: string, options: ReadOptions = {}) =>
  useQuery({ ...getSsoQueryOptions(organizationId), ...errorToastMeta(options.errorToast) });
