import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { OrganizationDomain } from "../../../../contracts/organizations";
import { domainsQueryKey } from "./get-domains";

/** PATCH …/domains/{domainId} {autoJoin}: people with a verified address there may join without an invitation. */
export const updateDomain = (organizationId: string, domainId: number, autoJoin: boolean) =>
  apiRequest<OrganizationDomain>(
    "PATCH",
    `/api/organizations/${encodeURIComponent(organizationId)}/domains/${domainId}`,
    { autoJoin },
  );

export function useUpdateDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domainId, autoJoin }: { domainId: number; autoJoin: boolean }) =>
      updateDomain(organizationId, domainId, autoJoin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
