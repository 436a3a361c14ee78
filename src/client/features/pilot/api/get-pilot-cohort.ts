import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { pilotEndpoints } from "../../../../contracts/api/pilot";

export const pilotCohortQueryKey = () => queryKeyOf(pilotEndpoints.currentCohort);

/** GET /api/pilot/cohort (issue 26 item 4): the open cohort, else the one that closed last; null before any. */
export const getPilotCohortQueryOptions = () =>
  queryOptions({
    queryKey: pilotCohortQueryKey(),
    queryFn: async () => (await callApi(pilotEndpoints.currentCohort)).cohort,
  });

export const usePilotCohort = () => useQuery(getPilotCohortQueryOptions());
