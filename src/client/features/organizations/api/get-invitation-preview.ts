import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-request";
import type { InvitationPreview } from "../../../../contracts/organizations";

export const invitationPreviewQueryKey = (token: string) => ["/api/invitations", token] as const;

/** GET /api/invitations/{token} (public): 404 for an unknown link, 410 when expired, withdrawn or used. */
export const getInvitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationPreviewQueryKey(token),
    queryFn: () => getJson<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`),
  });

export const useInvitationPreview = (token: string) => useQuery(getInvitationPreviewQueryOptions(token));
