import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import {
  type SecurityPolicy,
  securityPolicyPath,
  type UpdateSecurityPolicy,
} from "../../../../contracts/security-policy";
import { securityPolicyQueryKey } from "./get-security-policy";

/** PUT /api/organizations/{id}/security-policy: the idle timeout and device limit for the members (null: the site's). */
export const updateSecurityPolicy = (organizationId: string, policy: UpdateSecurityPolicy) =>
  apiRequest<SecurityPolicy>("PUT", securityPolicyPath(organizationId), policy);

export function useUpdateSecurityPolicy(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: UpdateSecurityPolicy) => updateSecurityPolicy(organizationId, policy),
    onSuccess: (saved) => queryClient.setQueryData(securityPolicyQueryKey(organizationId), saved),
  });
}
