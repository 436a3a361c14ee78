import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";

export const challengesQueryKey = (organizationId: string) =>
  queryKeyOf(teamEndpoints.challenges, { params: { organizationId } });

/** Running and starting challenges. */
export const getChallengesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: challengesQueryKey(organizationId),
    queryFn: () => callApi(teamEndpoints.challenges, { params: { organizationId } }),
  });

export const useChallenges = (organizationId: string) => useQuery(getChallengesQueryOptions(organizationId));
