import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { JoinableOrganization } from "../../../../contracts/organizations";

export const joinableOrganizationsQueryKey = () => ["/api/organizations/joinable"] as const;

/**
 * GET /api/organizations/joinable (signed in): organisations the user may join without an invitation,
 * because their verified address is at a domain the organisation verified and opened. The organisation
 * overview offers them (with useJoinByDomain).
 */
export const getJoinableOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: joinableOrganizationsQueryKey(),
    queryFn: () => getJson<JoinableOrganization[]>("/api/organizations/joinable"),
  });

export const useJoinableOrganizations = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getJoinableOrganizationsQueryOptions(), enabled: options.enabled ?? true });
