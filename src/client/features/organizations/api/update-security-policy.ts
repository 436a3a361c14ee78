import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { UpdateSecurityPolicy } from "../../../../contracts/security-policy";
import { securityPolicyQueryKey } from "./get-security-policy";

/** PUT /api/organizations/{id}/security-policy: the idle timeout and device limit for the members (null: the site's). */
export const updateSecurityPolicy = (organizationId: string, policy: UpdateSecurityPolicy) =>
  callApi(organizationsEndpoints.updateSecurityPolicy, { params: { id: organizationId }, body: policy });

export function useUpdateSecurityPolicy(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: UpdateSecurityPolicy) => updateSecurityPolicy(organizationId, policy),
    onSuccess: (saved) => queryClient.setQueryData(securityPolicyQueryKey(organizationId), saved),
  });
}
