import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { guidedStartEndpoints } from "../../../../contracts/api/guided-start";

/**
 * GET /api/organizations/{id}/setup-checklist (owners and admins). Its key sits under the
 * organisation's, so every mutation that invalidates the organisation refreshes the ticks.
 */
export const setupChecklistQueryKey = (organizationId: string) =>
  queryKeyOf(guidedStartEndpoints.setupChecklist, { params: { id: organizationId } });

export const getSetupChecklistQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: setupChecklistQueryKey(organizationId),
    queryFn: () => callApi(guidedStartEndpoints.setupChecklist, { params: { id: organizationId } }),
    // Steps are done on other pages: read again each time the overview opens.
    staleTime: 0,
  });

export const useSetupChecklist = (organizationId: string) => useQuery(getSetupChecklistQueryOptions(organizationId));

/** PUT …/setup-checklist/dismissal: put it away, or bring it back. */
export function useDismissSetupChecklist(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) =>
      callApi(guidedStartEndpoints.dismissSetupChecklist, { params: { id: organizationId }, body: { dismissed } }),
    onSuccess: (checklist) => queryClient.setQueryData(setupChecklistQueryKey(organizationId), checklist),
  });
}
