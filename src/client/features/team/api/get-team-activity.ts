import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { ActivityPage } from "../../../../contracts/team";

export const teamActivityQueryKey = (organizationId: string) => ["/api/team/activity", organizationId] as const;

export const getTeamActivityQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: [...teamActivityQueryKey(organizationId), page] as const,
    queryFn: () =>
      getJson<ActivityPage>(`/api/organizations/${encodeURIComponent(organizationId)}/team/activity?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useTeamActivity = (organizationId: string, page: number) =>
  useQuery(getTeamActivityQueryOptions(organizationId, page));
