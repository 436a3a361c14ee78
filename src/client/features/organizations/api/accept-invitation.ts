import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import type { SignUpInput } from "../../../../contracts/auth";
import type { JoinedOrganization } from "../../../../contracts/organizations";
import { followActiveOrganization } from "./organization-queries";

const invitationUrl = (token: string, action: string) => `/api/invitations/${encodeURIComponent(token)}/${action}`;

/** POST /api/invitations/{token}/accept: signed in as the invited address; the organisation becomes the active one. */
export const acceptInvitation = (token: string) =>
  apiRequest<JoinedOrganization>("POST", invitationUrl(token, "accept"));

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
  const answer = await apiRequest<{ token?: string | null }>("POST", "/api/auth/sign-up/email", input);
  if (answer?.token !== null) return;
  await apiRequest("POST", invitationUrl(token, "confirm-address"), { password: input.password });
  await apiRequest("POST", "/api/auth/sign-in/email", { email: input.email, password: input.password });
}
