import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Challenge } from "../../../../contracts/team";

export const challengesQueryKey = (organizationId: string) => ["/api/team/challenges", organizationId] as const;

/** Running and starting challenges. */
export const getChallengesQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: challengesQueryKey(organizationId),
    queryFn: () => getJson<Challenge[]>(`/api/organizations/${encodeURIComponent(organizationId)}/team/challenges`),
  });

export const useChallenges = (organizationId: string) => useQuery(getChallengesQueryOptions(organizationId));
