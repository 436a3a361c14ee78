import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { CurrentPilotCohort } from "../../../../contracts/pilot";

export const pilotCohortQueryKey = () => ["/api/pilot/cohort"] as const;

/** GET /api/pilot/cohort (issue 26 item 4): the open cohort, else the one that closed last; null before any. */
export const getPilotCohortQueryOptions = () =>
  queryOptions({
    queryKey: pilotCohortQueryKey(),
    queryFn: async () => (await getJson<CurrentPilotCohort>("/api/pilot/cohort")).cohort,
  });

export const usePilotCohort = () => useQuery(getPilotCohortQueryOptions());
