import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { errorToastMeta, type ReadOptions } from "@/lib/query-meta";
import { ssoEndpoints } from "../../../../contracts/api/sso";

export const ssoQueryKey = (organizationId: string) =>
  queryKeyOf(ssoEndpoints.status, { params: { id: organizationId } });

/**
 * The organisation's single sign-on (owners and admins, issue 21 item 1): the identity provider set up,
 * whether its domain is verified, and the addresses the IdP administrator needs from us.
 */
export const getSsoQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ssoQueryKey(organizationId),
    queryFn: () => callApi(ssoEndpoints.status, { params: { id: organizationId } }),
  });

export const useSso = (organizationId: string, options: ReadOptions = {}) =>
  useQuery({ ...getSsoQueryOptions(organizationId), ...errorToastMeta(options.errorToast) });
