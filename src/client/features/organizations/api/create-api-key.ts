import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { apiKeyEndpoints } from "../../../../contracts/api/api-keys";
import type { CreateApiKeyInput } from "../../../../contracts/api-keys";
import { apiKeysQueryKey } from "./get-api-keys";

/** POST /api/organizations/{id}/api-keys {name, scope, expiresInDays}: the only answer that carries the whole key. */
export const createApiKey = (organizationId: string, input: CreateApiKeyInput) =>
  callApi(apiKeyEndpoints.create, { params: { id: organizationId }, body: input });

export function useCreateApiKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => createApiKey(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(organizationId) }),
  });
}
