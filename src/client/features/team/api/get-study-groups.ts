import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const studyGroupsQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.studyGroups, { params: { organizationId } });

/** The organisation's study groups, newest first. */
export const getStudyGroupsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: studyGroupsQueryKey(organizationId),
    queryFn: () => callApi(teamEndpoints.studyGroups, { params: { organizationId } }),
  });

export const useStudyGroups = (organizationId: string) => useQuery(getStudyGroupsQueryOptions(organizationId));
