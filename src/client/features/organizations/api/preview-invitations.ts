import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { InvitationDraft } from "../../../../domain/invitation-csv";

/** What the preview and the send are both given: the rows, and the new departments agreed. */
export interface InvitationList {
  invitations: InvitationDraft[];
  createDepartments: string[];
}

/**
 * POST /api/organizations/{id}/invitations/preview: the send's dry run, row for row. A POST because the
 * list can be 10,000 rows; it writes nothing, so nothing is invalidated.
 */
export const previewInvitations = (organizationId: string, list: InvitationList) =>
  callApi(organizationsEndpoints.previewInvitations, { params: { id: organizationId }, body: list });

export function usePreviewInvitations(organizationId: string) {
  return useMutation({ mutationFn: (list: InvitationList) => previewInvitations(organizationId, list) });
}
