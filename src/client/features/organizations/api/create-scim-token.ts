import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { scimEndpoints } from "../../../../contracts/api/scim";
import type { CreateScimTokenInput } from "../../../../contracts/scim";
import { scimTokensQueryKey } from "./get-scim-tokens";

/** POST /api/organizations/{id}/scim/tokens {name}: the only answer that carries the whole token. */
export const createScimToken = (organizationId: string, input: CreateScimTokenInput) =>
  callApi(scimEndpoints.createToken, { params: { id: organizationId }, body: input });

export function useCreateScimToken(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScimTokenInput) => createScimToken(organizationId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scimTokensQueryKey(organizationId) }),
  });
}
