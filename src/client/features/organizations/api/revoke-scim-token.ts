import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { scimEndpoints } from "../../../../contracts/api/scim";
import { scimTokensQueryKey } from "./get-scim-tokens";

/** DELETE /api/organizations/{id}/scim/tokens/{tokenId}: refused by /scim/v2 from the next request on. */
export const revokeScimToken = (organizationId: string, tokenId: string) =>
  callApi(scimEndpoints.revokeToken, { params: { id: organizationId, tokenId } });

export function useRevokeScimToken(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => revokeScimToken(organizationId, tokenId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQueryKey(organizationId) }),
  });
}
