import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { domainsQueryKey } from "./get-domains";

/** DELETE …/domains/{domainId}: the claim goes, and automatic joining by it. */
export const removeDomain = (organizationId: string, domainId: number) =>
  apiRequest<{ ok: true }>("DELETE", `/api/organizations/${encodeURIComponent(organizationId)}/domains/${domainId}`);

export function useRemoveDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => removeDomain(organizationId, domainId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
