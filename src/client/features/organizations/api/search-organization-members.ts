import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

/** How many matches a picker offers. */
const SEARCH_LIMIT = 20;

const searchInput = (organizationId: string, q: string) => ({
  params: { id: organizationId },
  query: { q: q || undefined, limit: SEARCH_LIMIT },
});

/** Under organizationMembersBaseKey, so a change to the members refreshes the pickers too. */
export const organizationMemberSearchQueryKey = (organizationId: string, q: string) =>
  queryKeyOf(organizationsEndpoints.members, searchInput(organizationId, q));

/** GET /api/organizations/{id}/members?q=: the first page of members matching a name or e-mail (pickers). */
export const searchOrganizationMembersQueryOptions = (organizationId: string, q: string) =>
  queryOptions({
    queryKey: organizationMemberSearchQueryKey(organizationId, q),
    queryFn: () => callApi(organizationsEndpoints.members, searchInput(organizationId, q)),
  });

export const useOrganizationMemberSearch = (organizationId: string, q: string, enabled = true) =>
  useQuery({ ...searchOrganizationMembersQueryOptions(organizationId, q), enabled });
