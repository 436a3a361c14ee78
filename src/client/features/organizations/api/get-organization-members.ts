import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { MemberList } from "../../../../contracts/organizations";
import type { OrganizationRole } from "../../../../domain/organization-roles";
import { organizationQueryKey } from "./get-organization";

export const MEMBERS_PAGE_SIZE = 50;

export interface MemberFilters {
  q: string;
  department: string | null;
  role: OrganizationRole | null;
}

/** Every members read of the organisation (this list, the pickers) sits under this key. */
export const organizationMembersBaseKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "members"] as const;

export const organizationMembersQueryKey = (organizationId: string, filters: MemberFilters) =>
  [...organizationMembersBaseKey(organizationId), { list: true, ...filters }] as const;

const filterParams = (filters: MemberFilters): Record<string, string> => ({
  ...(filters.q ? { q: filters.q } : {}),
  ...(filters.department ? { department: filters.department } : {}),
  ...(filters.role ? { role: filters.role } : {}),
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
      getJson<MemberList>(
        `/api/organizations/${encodeURIComponent(organizationId)}/members?${new URLSearchParams({
          ...filterParams(filters),
          limit: String(MEMBERS_PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useOrganizationMembers = (organizationId: string, filters: MemberFilters) =>
  useInfiniteQuery(getOrganizationMembersQueryOptions(organizationId, filters));

/** GET /api/organizations/{id}/members.csv: a download (a plain navigation carrying the session cookie). */
export function organizationMembersCsvUrl(organizationId: string, filters: MemberFilters) {
  const query = new URLSearchParams(filterParams(filters)).toString();
  return `/api/organizations/${encodeURIComponent(organizationId)}/members.csv${query ? `?${query}` : ""}`;
}
