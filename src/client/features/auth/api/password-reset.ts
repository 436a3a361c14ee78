import { callApi } from "@/lib/api-client";
import { betterAuthEndpoints } from "../../../../contracts/api/auth";
import { paths } from "../../../../contracts/routes";

/**
 * Better Auth's reset flow (issue 10): the request answers the same whether or not the address has an
 * account; the e-mailed link opens /reset-password with a single-use token valid for an hour.
 */
export const requestPasswordReset = (email: string) =>
  callApi(betterAuthEndpoints.requestPasswordReset, { body: { email, redirectTo: paths.resetPassword } });

export const resetPassword = (token: string, newPassword: string) =>
  callApi(betterAuthEndpoints.resetPassword, { body: { token, newPassword } });

/** A new confirmation link for an account that has not confirmed its address yet. */
export const resendVerification = (email: string) =>
  callApi(betterAuthEndpoints.sendVerificationEmail, { body: { email, callbackURL: `${paths.login}?verified=1` } });
