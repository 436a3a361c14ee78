import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { InvitationResult } from "../../../../contracts/organizations";
import type { InvitationDraft } from "../../../../domain/invitation-csv";
import { organizationQueryKey } from "./get-organization";

/** 201: every row answered; 202: a job took the list (follow it with useInvitationBatch). */
export type CreatedInvitations = { results: InvitationResult[] } | { batchId: string; total: number };

/** POST /api/organizations/{id}/invitations: up to 50 answered at once, more by a job (owners and admins). */
export const createInvitations = (organizationId: string, invitations: InvitationDraft[]) =>
  callApi(organizationsEndpoints.createInvitations, { params: { id: organizationId }, body: { invitations } });

export function useCreateInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitations: InvitationDraft[]) => createInvitations(organizationId, invitations),
    // The list and the seats (the organisation's detail) change; its key is the list's prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationQueryKey(organizationId) }),
  });
}
