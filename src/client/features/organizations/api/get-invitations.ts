import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { InvitationList, InvitationStatus } from "../../../../contracts/organizations";
import { organizationQueryKey } from "./get-organization";

/** Every page and filter of one organisation's invitations (what a send, resend or revoke refreshes). */
export const invitationsQueryKey = (organizationId: string) =>
  [...organizationQueryKey(organizationId), "invitations"] as const;

export interface InvitationListFilter {
  status?: InvitationStatus;
  cursor?: string;
}

/** GET /api/organizations/{id}/invitations?status=&cursor=: newest first, 20 a page (owners and admins). */
export const getInvitationsQueryOptions = (organizationId: string, filter: InvitationListFilter) =>
  queryOptions({
    queryKey: [...invitationsQueryKey(organizationId), filter] as const,
    queryFn: () => {
      const query = new URLSearchParams({ limit: "20" });
      if (filter.status) query.set("status", filter.status);
      if (filter.cursor) query.set("cursor", filter.cursor);
      return getJson<InvitationList>(`/api/organizations/${encodeURIComponent(organizationId)}/invitations?${query}`);
    },
    placeholderData: keepPreviousData,
  });

export const useInvitations = (organizationId: string, filter: InvitationListFilter) =>
  useQuery(getInvitationsQueryOptions(organizationId, filter));
