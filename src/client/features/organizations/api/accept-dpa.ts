import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dpaAcceptanceQueryKey } from "@/components/api/get-dpa-acceptance";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { dpaEndpoints } from "../../../../contracts/api/dpa";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { DpaAcceptanceBody } from "../../../../contracts/dpa";

/** POST /api/organizations/{id}/dpa-acceptance (owners): accept the current data processing agreement. */
export const acceptDpa = (organizationId: string, body: DpaAcceptanceBody) =>
  callApi(dpaEndpoints.acceptDpa, { params: { id: organizationId }, body });

export function useAcceptDpa(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DpaAcceptanceBody) => acceptDpa(organizationId, body),
    onSuccess: (status) => {
      queryClient.setQueryData(dpaAcceptanceQueryKey(organizationId), status);
      // The acceptance is an entry of the audit log: every page of it, whatever its filter.
      return queryClient.invalidateQueries({
        queryKey: queryKeyOf(organizationsEndpoints.auditLog, { params: { id: organizationId } }),
      });
    },
  });
}
