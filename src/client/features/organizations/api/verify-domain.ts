import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { OrganizationDomain } from "../../../../contracts/organizations";
import { domainsQueryKey } from "./get-domains";

/** POST …/domains/{domainId}/verify: looks the TXT record up; 409 with the reason when it is not there yet. */
export const verifyDomain = (organizationId: string, domainId: number) =>
  apiRequest<OrganizationDomain>(
    "POST",
    `/api/organizations/${encodeURIComponent(organizationId)}/domains/${domainId}/verify`,
  );

export function useVerifyDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => verifyDomain(organizationId, domainId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
