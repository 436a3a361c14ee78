import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { OrganizationDomain } from "../../../../contracts/organizations";
import { domainsQueryKey } from "./get-domains";

/** POST /api/organizations/{id}/domains {domain}: a claim with the TXT record to create. */
export const addDomain = (organizationId: string, domain: string) =>
  apiRequest<OrganizationDomain>("POST", `/api/organizations/${encodeURIComponent(organizationId)}/domains`, {
    domain,
  });

export function useAddDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => addDomain(organizationId, domain),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
