import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { TeamMembersPage } from "../../../../contracts/team";

export const teamMembersQueryKey = (organizationId: string) => ["/api/team/members", organizationId] as const;

export const getTeamMembersQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: [...teamMembersQueryKey(organizationId), page] as const,
    queryFn: () =>
      getJson<TeamMembersPage>(`/api/organizations/${encodeURIComponent(organizationId)}/team/members?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useTeamMembers = (organizationId: string, page: number) =>
  useQuery(getTeamMembersQueryOptions(organizationId, page));
