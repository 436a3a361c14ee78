import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { OrganizationRole } from "../../../../domain/organization-roles";

export const MEMBERS_PAGE_SIZE = 50;

export interface MemberFilters {
  q: string;
  department: string | null;
  role: OrganizationRole | null;
}

/** Every members read of the organisation (this list, the pickers) sits under this key. */
export const organizationMembersBaseKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.members, { params: { id: organizationId } });

/** The filters as the query string carries them (blank ones left out). */
const filterQuery = (filters: MemberFilters) => ({
  q: filters.q || undefined,
  department: filters.department ?? undefined,
  role: filters.role ?? undefined,
});

/** The list's key: its filters and page size, not the page (an infinite query holds every page). */
export const organizationMembersQueryKey = (organizationId: string, filters: MemberFilters) =>
  queryKeyOf(organizationsEndpoints.members, {
    params: { id: organizationId },
    query: { ...filterQuery(filters), limit: MEMBERS_PAGE_SIZE },
  });

/**
 * GET /api/organizations/{id}/members: in name order, a page at a time (owners and admins see
 * everyone, a manager their reports).
 */
export const getOrganizationMembersQueryOptions = (organizationId: string, filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: organizationMembersQueryKey(organizationId, filters),
    initialPageParam: "",
    queryFn: ({ pageParam }) =>
      callApi(organizationsEndpoints.members, {
        params: { id: organizationId },
        query: { ...filterQuery(filters), limit: MEMBERS_PAGE_SIZE, cursor: pageParam || undefined },
      }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOrganizationMembers = (organizationId: string, filters: MemberFilters) =>
  useInfiniteQuery(getOrganizationMembersQueryOptions(organizationId, filters));

/** GET /api/organizations/{id}/members.csv: a download (a plain navigation carrying the session cookie). */
export const organizationMembersCsvUrl = (organizationId: string, filters: MemberFilters) =>
  hrefOf(organizationsEndpoints.membersCsv, { params: { id: organizationId }, query: filterQuery(filters) });
