import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Member } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

export const organizationMemberSearchQueryKey = (organizationId: string, q: string) =>
  [...organizationQueryKey(organizationId), "members", "search", { q }] as const;

/** GET /api/organizations/{id}/members?q=: the first page of members matching a name or e-mail (pickers). */
export const searchOrganizationMembersQueryOptions = (organizationId: string, q: string) =>
  queryOptions({
    queryKey: organizationMemberSearchQueryKey(organizationId, q),
    queryFn: () =>
      getJson<{ items: Member[]; nextCursor: string | null }>(
        `/api/organizations/${encodeURIComponent(organizationId)}/members?${new URLSearchParams({ ...(q ? { q } : {}), limit: "20" })}`,
      ),
  });

export const useOrganizationMemberSearch = (organizationId: string, q: string, enabled = true) =>
  useQuery({ ...searchOrganizationMembersQueryOptions(organizationId, q), enabled });
