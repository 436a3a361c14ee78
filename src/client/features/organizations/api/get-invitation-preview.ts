import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";

export const invitationPreviewQueryKey = (token: string) =>
  queryKeyOf(organizationsEndpoints.invitationPreview, { params: { token } });

/** GET /api/invitations/{token} (public): 404 for an unknown link, 410 when expired, withdrawn or used. */
export const getInvitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationPreviewQueryKey(token),
    queryFn: () => callApi(organizationsEndpoints.invitationPreview, { params: { token } }),
  });

export const useInvitationPreview = (token: string) => useQuery(getInvitationPreviewQueryOptions(token));
