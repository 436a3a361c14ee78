import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { StudyGroup } from "../../../../contracts/team";

export const studyGroupsQueryKey = (organizationId: string) => ["/api/team/study-groups", organizationId] as const;

/** The organisation's study groups, newest first. */
export const getStudyGroupsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: studyGroupsQueryKey(organizationId),
    queryFn: () => getJson<StudyGroup[]>(`/api/organizations/${encodeURIComponent(organizationId)}/team/study-groups`),
  });

export const useStudyGroups = (organizationId: string) => useQuery(getStudyGroupsQueryOptions(organizationId));
