import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { apiKeyEndpoints } from "../../../../contracts/api/api-keys";
import { apiKeysQueryKey } from "./get-api-keys";

/** DELETE /api/organizations/{id}/api-keys/{keyId}: the public API refuses the key from its next request. */
export const revokeApiKey = (organizationId: string, keyId: string) =>
  callApi(apiKeyEndpoints.revoke, { params: { id: organizationId, keyId } });

export function useRevokeApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => revokeApiKey(organizationId, keyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(organizationId) }),
  });
}
