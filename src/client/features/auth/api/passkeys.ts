import {
  type PublicKeyCredentialCreationOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { authEndpoints, betterAuthEndpoints } from "../../../../contracts/api/auth";
import type { passkeyVerifyAuthenticationSchema } from "../../../../contracts/auth";
import { twoFactorStatusQueryKey } from "./two-factor";

/** The browser's credential as the contract takes it (the plugin checks what is inside). */
type WebAuthnCredential = z.input<typeof passkeyVerifyAuthenticationSchema>["response"];

/** Decision 388: the person's passkeys (the "Passkeys" card on /profile). */
export const passkeysQueryKey = () => queryKeyOf(authEndpoints.passkeys);

export const getPasskeysQueryOptions = () =>
  queryOptions({ queryKey: passkeysQueryKey(), queryFn: () => callApi(authEndpoints.passkeys) });

export const usePasskeys = () => useQuery(getPasskeysQueryOptions());

/** The browser's own refusal (cancelled, timed out, no authenticator) in words for the person. */
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? ((error as { cause?: { name?: string } }).cause?.name ?? error.name) : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Try again.";
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  return error instanceof Error ? error.message : "The passkey request did not work. Try again.";
}

/** Adds a passkey: the server's options, the browser creates the credential, the server checks and keeps it. */
async function addPasskey(name: string) {
  const options = await callApi(betterAuthEndpoints.passkeyRegisterOptions, { query: { name } });
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return callApi(betterAuthEndpoints.passkeyVerifyRegistration, {
    body: {
      response: response as unknown as WebAuthnCredential,
      name,
    },
  });
}

/** Adding and removing a passkey read the list (and the two-factor status it satisfies) again. */
function usePasskeyMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: passkeysQueryKey() });
      void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey() });
    },
  });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);

export const useRemovePasskey = () =>
  usePasskeyMutation((id: string) => callApi(betterAuthEndpoints.passkeyDelete, { body: { id } }));

/** Signs in with a passkey the browser offers (discoverable credentials: no e-mail typed). */
export async function signInWithPasskey() {
  const options = await callApi(betterAuthEndpoints.passkeyAuthenticateOptions);
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]["optionsJSON"],
  });
  return callApi(betterAuthEndpoints.passkeyVerifyAuthentication, {
    body: { response: response as unknown as WebAuthnCredential },
  });
}
