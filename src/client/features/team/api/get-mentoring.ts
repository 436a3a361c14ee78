import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { Mentoring } from "../../../../contracts/team";

export const mentoringQueryKey = (organizationId: string) => ["/api/team/mentoring", organizationId] as const;

/** Mentors, requests and a suggested learning partner. */
export const getMentoringQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: mentoringQueryKey(organizationId),
    queryFn: () => getJson<Mentoring>(`/api/organizations/${encodeURIComponent(organizationId)}/team/mentoring`),
  });

export const useMentoring = (organizationId: string) => useQuery(getMentoringQueryOptions(organizationId));
