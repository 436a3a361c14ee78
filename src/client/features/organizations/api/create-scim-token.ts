import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { CreatedScimToken, CreateScimTokenInput } from "../../../../contracts/scim";
import { scimTokensQueryKey } from "./get-scim-tokens";

/** POST /api/organizations/{id}/scim/tokens {name}: the only answer that carries the whole token. */
export const createScimToken = (organizationId: string, input: CreateScimTokenInput) =>
  apiRequest<CreatedScimToken>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/scim/tokens`, input);

export function useCreateScimToken(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScimTokenInput) => createScimToken(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQueryKey(organizationId) }),
  });
}
