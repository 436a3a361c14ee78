import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { domainsQueryKey } from "./get-domains";

/** POST /api/organizations/{id}/domains {domain}: a claim with the TXT record to create. */
export const addDomain = (organizationId: string, domain: string) =>
  callApi(organizationsEndpoints.addDomain, { params: { id: organizationId }, body: { domain } });

export function useAddDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => addDomain(organizationId, domain),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
