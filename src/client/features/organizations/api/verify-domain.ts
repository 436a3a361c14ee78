import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { domainsQueryKey } from "./get-domains";

/** POST …/domains/{domainId}/verify: looks the TXT record up; 409 with the reason when it is not there yet. */
export const verifyDomain = (organizationId: string, domainId: number) =>
  callApi(organizationsEndpoints.verifyDomain, { params: { id: organizationId, domainId } });

export function useVerifyDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => verifyDomain(organizationId, domainId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
