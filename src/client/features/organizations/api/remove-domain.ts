import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { domainsQueryKey } from "./get-domains";

/** DELETE …/domains/{domainId}: the claim goes, and automatic joining by it. */
export const removeDomain = (organizationId: string, domainId: number) =>
  callApi(organizationsEndpoints.removeDomain, { params: { id: organizationId, domainId } });

export function useRemoveDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domainId: number) => removeDomain(organizationId, domainId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
