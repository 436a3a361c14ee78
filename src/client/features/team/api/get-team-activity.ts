import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

/** Every page of the organisation's activity feed (a prefix of each page's key). */
export const teamActivityQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.activity, { params: { organizationId } });

export const getTeamActivityQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: queryKeyOf(teamEndpoints.activity, { params: { organizationId }, query: { page } }),
    queryFn: () => callApi(teamEndpoints.activity, { params: { organizationId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useTeamActivity = (organizationId: string, page: number) =>
  useQuery(getTeamActivityQueryOptions(organizationId, page));
