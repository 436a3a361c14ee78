import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

/** Every page of the organisation's members (a prefix of each page's key). */
export const teamMembersQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.members, { params: { organizationId } });

export const getTeamMembersQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(teamEndpoints.members, { params: { organizationId }, query: { page } }),
    queryFn: () => callApi(teamEndpoints.members, { params: { organizationId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useTeamMembers = (organizationId: string, page: number) =>
  useQuery(getTeamMembersQueryOptions(organizationId, page));
