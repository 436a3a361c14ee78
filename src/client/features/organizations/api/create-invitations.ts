import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOrganizationViews } from "@/components/api/organization-views";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { InvitationResult } from "../../../../contracts/organizations";
import type { InvitationDraft } from "../../../../domain/invitation-csv";
import type { InvitationList } from "./preview-invitations";

/** 201: every row answered; 202: a job took the list (follow it with useInvitationBatch). */
export type CreatedInvitations = { results: InvitationResult[] } | { batchId: string; total: number };

/** POST /api/organizations/{id}/invitations: up to 50 answered at once, more by a job (owners and admins). */
export const createInvitations = (organizationId: string, list: InvitationDraft[] | InvitationList) =>
  callApi(organizationsEndpoints.createInvitations, {
    params: { id: organizationId },
    body: Array.isArray(list) ? { invitations: list } : list,
  });

export function useCreateInvitations(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: InvitationDraft[] | InvitationList) => createInvitations(organizationId, list),
    // The list, the seats, the departments and, once accepted, the team's figures (decision 403).
    onSuccess: () => refreshOrganizationViews(queryClient, organizationId),
  });
}
