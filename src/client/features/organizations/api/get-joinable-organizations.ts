import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

export const joinableOrganizationsQueryKey = () => queryKeyOf(organizationsEndpoints.joinable);

/**
 * GET /api/organizations/joinable (signed in): organisations the user may join without an invitation,
 * because their verified address is at a domain the organisation verified and opened. The organisation
 * overview offers them (with useJoinByDomain).
 */
export const getJoinableOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: joinableOrganizationsQueryKey(),
    queryFn: () => callApi(organizationsEndpoints.joinable),
  });

export const useJoinableOrganizations = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getJoinableOrganizationsQueryOptions(), enabled: options.enabled ?? true });
