import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const mentoringQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.mentoring, { params: { organizationId } });

/** Mentors, requests and a suggested learning partner. */
export const getMentoringQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: mentoringQueryKey(organizationId),
    queryFn: () => callApi(teamEndpoints.mentoring, { params: { organizationId } }),
  });

export const useMentoring = (organizationId: string) => useQuery(getMentoringQueryOptions(organizationId));
