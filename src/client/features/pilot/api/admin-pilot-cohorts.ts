import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import type { PilotCohort, PilotCohortInput, PilotCohortPatch } from "../../../../contracts/pilot";
import { pilotCohortQueryKey } from "./get-pilot-cohort";

const ADMIN_COHORTS = "/api/admin/pilot/cohorts";
export const adminPilotCohortsQueryKey = () => [ADMIN_COHORTS] as const;

/** GET /api/admin/pilot/cohorts: every cohort, the latest start first (admin). */
export const getAdminPilotCohortsQueryOptions = () =>
  queryOptions({
    queryKey: adminPilotCohortsQueryKey(),
    queryFn: async () => (await getJson<{ items: PilotCohort[] }>(ADMIN_COHORTS)).items,
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
    mutationFn: (input: PilotCohortInput) => apiRequest<PilotCohort>("POST", ADMIN_COHORTS, input),
    onSuccess,
  });
}

/** PATCH /api/admin/pilot/cohorts/{id} (admin). */
export function useUpdatePilotCohort() {
  const onSuccess = useInvalidateCohorts();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PilotCohortPatch }) =>
      apiRequest<PilotCohort>("PATCH", `${ADMIN_COHORTS}/${id}`, patch),
    onSuccess,
  });
}
