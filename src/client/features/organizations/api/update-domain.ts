import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { domainsQueryKey } from "./get-domains";

/** PATCH …/domains/{domainId} {autoJoin}: people with a verified address there may join without an invitation. */
export const updateDomain = (organizationId: string, domainId: number, autoJoin: boolean) =>
  callApi(organizationsEndpoints.updateDomain, { params: { id: organizationId, domainId }, body: { autoJoin } });

export function useUpdateDomain(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domainId, autoJoin }: { domainId: number; autoJoin: boolean }) =>
      updateDomain(organizationId, domainId, autoJoin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsQueryKey(organizationId) }),
  });
}
