import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { InvitationStatus } from "../../../../contracts/organizations";

/** Every page and filter of one organisation's invitations (what a send, resend or revoke refreshes). */
export const invitationsQueryKey = (organizationId: string) =>
  queryKeyOf(organizationsEndpoints.invitations, { params: { id: organizationId } });

export interface InvitationListFilter {
  status?: InvitationStatus;
  cursor?: string;
}

const INVITATIONS_PAGE_SIZE = 20;

/** GET /api/organizations/{id}/invitations?status=&cursor=: newest first, 20 a page (owners and admins). */
export const getInvitationsQueryOptions = (organizationId: string, filter: InvitationListFilter) => {
  const input = {
    params: { id: organizationId },
    query: { limit: INVITATIONS_PAGE_SIZE, status: filter.status, cursor: filter.cursor },
  };
  return queryOptions({
    queryKey: queryKeyOf(organizationsEndpoints.invitations, input),
    queryFn: () => callApi(organizationsEndpoints.invitations, input),
    placeholderData: keepPreviousData,
  });
};

export const useInvitations = (organizationId: string, filter: InvitationListFilter) =>
  useQuery(getInvitationsQueryOptions(organizationId, filter));
