import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { SsoConfigurationInput, SsoStatus } from "../../../../contracts/sso";
import { ssoQueryKey } from "./get-sso";

/** PUT /api/organizations/{id}/sso: sets (or replaces) the organisation's SAML or OIDC identity provider. */
export const configureSso = (organizationId: string, input: SsoConfigurationInput) =>
  apiRequest<SsoStatus>("PUT", `/api/organizations/${encodeURIComponent(organizationId)}/sso`, input);

export function useConfigureSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoConfigurationInput) => configureSso(organizationId, input),
    onSuccess: (status) => queryClient.setQueryData(ssoQueryKey(organizationId), status),
  });
}
