import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { pilotEndpoints } from "../../../../contracts/api/pilot";
import type { PilotCohortInput, PilotCohortPatch } from "../../../../contracts/pilot";
import { pilotCohortQueryKey } from "./get-pilot-cohort";

export const adminPilotCohortsQueryKey = () => queryKeyOf(pilotEndpoints.cohorts);

/** GET /api/admin/pilot/cohorts: every cohort, the latest start first (admin). */
export const getAdminPilotCohortsQueryOptions = () =>
  queryOptions({
    queryKey: adminPilotCohortsQueryKey(),
    queryFn: async () => (await callApi(pilotEndpoints.cohorts)).items,
  });

export const useAdminPilotCohorts = () => useQuery(getAdminPilotCohortsQueryOptions());

/** A cohort changed: the admin list and the public pilot page read it again. */
function useInvalidateCohorts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminPilotCohortsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: pilotCohortQueryKey() }),
    ]);
}

/** POST /api/admin/pilot/cohorts (admin). */
export function useCreatePilotCohort() {
  const onSuccess = useInvalidateCohorts();
  return useMutation({
    mutationFn: (input: PilotCohortInput) => callApi(pilotEndpoints.createCohort, { body: input }),
    onSuccess,
  });
}

/** PATCH /api/admin/pilot/cohorts/{id} (admin). */
export function useUpdatePilotCohort() {
  const onSuccess = useInvalidateCohorts();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PilotCohortPatch }) =>
      callApi(pilotEndpoints.updateCohort, { params: { id }, body: patch }),
    onSuccess,
  });
}
