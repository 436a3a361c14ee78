import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { authEndpoints, betterAuthEndpoints } from "../../../../contracts/api/auth";

/** Issue 43: the person's two-factor sign-in (the "Two-factor sign-in" card on /profile, the sign-in page). */
export const twoFactorStatusQueryKey = () => queryKeyOf(authEndpoints.twoFactorStatus);

export const getTwoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorStatusQueryKey(),
    queryFn: () => callApi(authEndpoints.twoFactorStatus),
  });

export const useTwoFactorStatus = () => useQuery(getTwoFactorStatusQueryOptions());

/** The status once, outside a query (the sign-in page asks right after the password step). */
export const fetchTwoFactorStatus = () => callApi(authEndpoints.twoFactorStatus);

/** Starts adding an authenticator app: its otpauth:// URI and ten recovery codes (on once a code confirms it). */
export const enableTwoFactor = (password: string) =>
  callApi(betterAuthEndpoints.twoFactorEnable, { body: { password } });

/** A code from the authenticator app: the second step of signing in, confirming a new app, or a step-up. */
export const verifyTotp = (code: string) => callApi(betterAuthEndpoints.twoFactorVerifyTotp, { body: { code } });

/** A single-use recovery code instead of the app's code. */
export const verifyRecoveryCode = (code: string) =>
  callApi(betterAuthEndpoints.twoFactorVerifyBackupCode, { body: { code } });

/** Every change to the person's two-factor sign-in reads the status again. */
function useTwoFactorMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey() }),
  });
}

/** After a change made outside a mutation (the set-up's confirming code): the status is read again. */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey() });
}

export const useNewRecoveryCodes = () =>
  useTwoFactorMutation((password: string) =>
    callApi(betterAuthEndpoints.twoFactorGenerateBackupCodes, { body: { password } }),
  );

export const useDisableTwoFactor = () =>
  useTwoFactorMutation((password: string) => callApi(betterAuthEndpoints.twoFactorDisable, { body: { password } }));
