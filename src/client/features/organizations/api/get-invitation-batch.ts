import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { InvitationBatch } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

export const invitationBatchQueryKey = (organizationId: string, batchId: string) =>
  queryKeyOf(organizationsEndpoints.invitationBatch, { params: { id: organizationId, batchId } });

/** How often the progress bar asks while the list is being sent. */
export const BATCH_POLL_MS = 1_000;

const finished = (batch: InvitationBatch | undefined) => batch?.status === "done" || batch?.status === "failed";

/** GET /api/organizations/{id}/invitation-batches/{batchId}: asked again every second until the list is done. */
export const getInvitationBatchQueryOptions = (organizationId: string, batchId: string) =>
  queryOptions({
    queryKey: invitationBatchQueryKey(organizationId, batchId),
    queryFn: () => callApi(organizationsEndpoints.invitationBatch, { params: { id: organizationId, batchId } }),
    refetchInterval: (query) => (finished(query.state.data) ? false : BATCH_POLL_MS),
  });

export function useInvitationBatch(organizationId: string, batchId: string) {
  const queryClient = useQueryClient();
  const batch = useQuery(getInvitationBatchQueryOptions(organizationId, batchId));
  const done = finished(batch.data);
  // Once the list is sent, the invitations and the seats have changed.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId), exact: false });
  }, [done, organizationId, queryClient]);
  return batch;
}
