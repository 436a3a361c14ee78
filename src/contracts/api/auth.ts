import { z } from "zod";
import {
  adminBanUserSchema,
  adminListUsersQuerySchema,
  adminSetRoleSchema,
  adminUserActionSchema,
  adminUserListSchema,
  betterAuthAnswerSchema,
  betterAuthProviderParamSchema,
  betterAuthSessionAnswerSchema,
  betterAuthSignInAnswerSchema,
  betterAuthStatusAnswerSchema,
  changePasswordSchema,
  currentUserSchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sendVerificationEmailBodySchema,
  sessionSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
  verifyEmailQuerySchema,
} from "../auth";
import { errorResponseSchema, okResponseSchema, textDocumentSchema } from "../common";
import { defineEndpoint } from "../endpoint";

/** Signing in and out, the signed-in user and their account (server/auth/routes.ts). */
const tags = ["Accounts"];

/** The endpoints (contracts/endpoint.ts). */
export const authEndpoints = {
  currentUser: defineEndpoint({
    method: "GET",
    path: "/api/auth/user",
    summary: "The signed-in user (401 signed out)",
    tags,
    access: "owner",
    responses: { 200: currentUserSchema, 401: errorResponseSchema },
  }),
  session: defineEndpoint({
    method: "GET",
    path: "/api/auth/session",
    summary: "The sign-in state: the signed-in user, or null signed out (never a 401)",
    tags,
    access: "public",
    responses: { 200: sessionSchema },
  }),
  login: defineEndpoint({
    method: "GET",
    path: "/api/login",
    summary: "Start signing in: the OpenID Connect provider when configured, else the sign-in page",
    tags,
    access: "public",
    query: z.object({ returnTo: z.string().max(2000).optional() }),
    responses: {},
    produces: "text/html",
  }),
  logoutLink: defineEndpoint({
    method: "GET",
    path: "/api/logout",
    summary: "Sign out and go home; a cross-site link is asked to confirm first",
    tags,
    access: "public",
    query: z.object({}),
    responses: { 200: textDocumentSchema },
    produces: "text/html",
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/api/logout",
    summary: "Sign out and go home",
    tags,
    access: "public",
    responses: {},
    produces: "text/html",
  }),
  updateProfile: defineEndpoint({
    method: "PATCH",
    path: "/api/account/profile",
    summary: "Change the signed-in user's name and profile",
    tags,
    access: "owner",
    body: updateProfileSchema,
    responses: { 200: currentUserSchema },
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/account/password",
    summary: "Change the signed-in user's password; other devices are signed out",
    tags,
    access: "owner",
    body: changePasswordSchema,
    responses: { 200: okResponseSchema },
  }),
  requestDeletion: defineEndpoint({
    method: "POST",
    path: "/api/account/deletion",
    summary: "Ask for the signed-in user's account to be deleted after the grace period",
    tags,
    access: "owner",
    responses: { 200: currentUserSchema },
  }),
  cancelDeletion: defineEndpoint({
    method: "DELETE",
    path: "/api/account/deletion",
    summary: "Withdraw the signed-in user's request to delete their account",
    tags,
    access: "owner",
    responses: { 200: currentUserSchema },
  }),
};

/**
 * Better Auth's endpoints the product uses (DESIGN §8), each its own route that runs the proxy
 * (server/auth/better-auth-proxy.ts); every other path below /api/auth answers 404. The proxy checks
 * the sign-up, sign-in and admin bodies with these schemas; Better Auth checks the rest itself.
 */
const betterAuthTags = ["Accounts (Better Auth)"];

/** A POST of Better Auth's admin plugin (which checks the admin role again) answering its own JSON. */
const adminAction = <const B extends z.ZodType>(action: string, summary: string, body: B) =>
  defineEndpoint({
    method: "POST",
    path: `/api/auth/admin/${action}`,
    summary,
    tags: betterAuthTags,
    access: { role: ["admin"] },
    body,
    responses: { 200: betterAuthAnswerSchema },
  });

export const betterAuthEndpoints = {
  signUpEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-up/email",
    summary: "Create an account with an e-mail address and password",
    tags: betterAuthTags,
    access: "public",
    body: signUpSchema,
    responses: { 200: betterAuthSignInAnswerSchema },
  }),
  signInEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-in/email",
    summary: "Sign in with an e-mail address and password",
    tags: betterAuthTags,
    access: "public",
    body: signInSchema,
    responses: { 200: betterAuthSignInAnswerSchema },
  }),
  signOut: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-out",
    summary: "End the signed-in user's session",
    tags: betterAuthTags,
    access: "signedIn",
    responses: { 200: betterAuthStatusAnswerSchema },
  }),
  getSession: defineEndpoint({
    method: "GET",
    path: "/api/auth/get-session",
    summary: "Better Auth's view of the current session, or null",
    tags: betterAuthTags,
    access: "public",
    responses: { 200: betterAuthSessionAnswerSchema },
  }),
  error: defineEndpoint({
    method: "GET",
    path: "/api/auth/error",
    summary: "Better Auth's page for a sign-in that went wrong",
    tags: betterAuthTags,
    access: "public",
    responses: { 200: textDocumentSchema },
    produces: "text/html",
  }),
  // Forgotten passwords (issue 10): the request answers the same whether or not the address has an
  // account; the reset takes the single-use token from the e-mailed link.
  requestPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/request-password-reset",
    summary: "E-mail a password reset link to the address, if it has an account",
    tags: betterAuthTags,
    access: "public",
    body: requestPasswordResetBodySchema,
    responses: { 200: betterAuthStatusAnswerSchema },
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Set a new password with the e-mailed single-use token",
    tags: betterAuthTags,
    access: "public",
    body: resetPasswordBodySchema,
    responses: { 200: betterAuthStatusAnswerSchema },
  }),
  // E-mail verification (REQUIRE_EMAIL_VERIFICATION): the e-mailed link, and a fresh link on request.
  verifyEmail: defineEndpoint({
    method: "GET",
    path: "/api/auth/verify-email",
    summary: "Confirm an e-mail address from the e-mailed link",
    tags: betterAuthTags,
    access: "public",
    query: verifyEmailQuerySchema,
    responses: { 200: betterAuthAnswerSchema },
  }),
  sendVerificationEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/send-verification-email",
    summary: "E-mail a fresh confirmation link to an unconfirmed address",
    tags: betterAuthTags,
    access: "public",
    body: sendVerificationEmailBodySchema,
    responses: { 200: betterAuthStatusAnswerSchema },
  }),
  // Sign-in with the configured OpenID Connect provider (started by GET /api/login).
  oauth2Callback: defineEndpoint({
    method: "GET",
    path: "/api/auth/oauth2/callback/:providerId",
    summary: "Where the OpenID Connect provider returns after sign-in",
    tags: betterAuthTags,
    access: "public",
    params: betterAuthProviderParamSchema,
    responses: { 302: betterAuthAnswerSchema },
    produces: "text/html",
  }),
  // Single sign-on per organisation (issue 21): the OIDC callback, and the SAML assertion consumer
  // service the IdP posts its signed answer to (cross-site by design: see origin-check.ts). Sign-in
  // starts at /api/sso/start; providers are written by /api/organizations/{id}/sso, never /sso/register.
  ssoCallback: defineEndpoint({
    method: "GET",
    path: "/api/auth/sso/callback/:providerId",
    summary: "Where an organisation's OpenID Connect identity provider returns after single sign-on",
    tags: betterAuthTags,
    access: "public",
    params: betterAuthProviderParamSchema,
    responses: { 302: betterAuthAnswerSchema },
    produces: "text/html",
  }),
  samlAcs: defineEndpoint({
    method: "POST",
    path: "/api/auth/sso/saml2/sp/acs/:providerId",
    summary: "The SAML assertion consumer service an organisation's identity provider posts to",
    tags: betterAuthTags,
    access: "public",
    params: betterAuthProviderParamSchema,
    body: { stream: "raw", contentTypes: ["application/x-www-form-urlencoded"] },
    responses: { 302: betterAuthAnswerSchema },
    produces: "text/html",
  }),
  // User administration (the admin plugin checks the admin role again).
  adminListUsers: defineEndpoint({
    method: "GET",
    path: "/api/auth/admin/list-users",
    summary: "A page of users, searched by name or e-mail",
    tags: betterAuthTags,
    access: { role: ["admin"] },
    query: adminListUsersQuerySchema,
    responses: { 200: adminUserListSchema },
  }),
  adminSetRole: adminAction("set-role", "Change a user's site-wide role", adminSetRoleSchema),
  adminBanUser: adminAction("ban-user", "Ban a user and end their sessions", adminBanUserSchema),
  adminUnbanUser: adminAction("unban-user", "Lift a user's ban", adminUserActionSchema),
  adminRevokeUserSessions: adminAction(
    "revoke-user-sessions",
    "Sign a user out on every device",
    adminUserActionSchema,
  ),
  adminRemoveUser: adminAction("remove-user", "Delete a user's account", adminUserActionSchema),
};
