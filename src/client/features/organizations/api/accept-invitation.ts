import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { betterAuthEndpoints } from "../../../../contracts/api/auth";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import type { SignUpInput } from "../../../../contracts/auth";
import { followActiveOrganization } from "./organization-queries";

/** POST /api/invitations/{token}/accept: signed in as the invited address; the organisation becomes the active one. */
export const acceptInvitation = (token: string) =>
  callApi(organizationsEndpoints.acceptInvitation, { params: { token } });

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: () => followActiveOrganization(queryClient),
  });
}

/**
 * Creating an account from the invitation link, with the invited address: the site's sign-up
 * (POST /api/auth/sign-up/email). When the site requires a confirmed address the answer carries no
 * session (token null): the link confirms it (POST …/confirm-address with the new password), then the
 * person signs in with it. Resolves once signed in.
 */
export async function signUpFromInvitation(token: string, input: SignUpInput): Promise<void> {
  const answer = await callApi(betterAuthEndpoints.signUpEmail, { body: input });
  if (answer?.token !== null) return;
  await callApi(organizationsEndpoints.confirmInvitationAddress, {
    params: { token },
    body: { password: input.password },
  });
  await callApi(betterAuthEndpoints.signInEmail, { body: { email: input.email, password: input.password } });
}
