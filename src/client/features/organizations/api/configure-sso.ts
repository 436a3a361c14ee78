import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { ssoEndpoints } from "../../../../contracts/api/sso";
import type { SsoConfigurationInput } from "../../../../contracts/sso";
import { ssoQueryKey } from "./get-sso";

/** Sets (or replaces) the organisation's SAML or OIDC identity provider. */
export const configureSso = (organizationId: string, input: SsoConfigurationInput) =>
  callApi(ssoEndpoints.configure, { params: { id: organizationId }, body: input });

export function useConfigureSso(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoConfigurationInput) => configureSso(organizationId, input),
    onSuccess: (status) => queryClient.setQueryData(ssoQueryKey(organizationId), status),
  });
}
