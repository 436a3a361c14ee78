import { apiRequest } from "@/lib/api-request";
import { paths } from "../../../../contracts/routes";

/**
 * Better Auth's reset flow (issue 10): the request answers the same whether or not the address has an
 * account; the e-mailed link opens /reset-password with a single-use token valid for an hour.
 */
export const requestPasswordReset = (email: string) =>
  apiRequest("POST", "/api/auth/request-password-reset", { email, redirectTo: paths.resetPassword });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest("POST", "/api/auth/reset-password", { token, newPassword });

/** A new confirmation link for an account that has not confirmed its address yet. */
export const resendVerification = (email: string) =>
  apiRequest("POST", "/api/auth/send-verification-email", { email, callbackURL: `${paths.login}?verified=1` });
