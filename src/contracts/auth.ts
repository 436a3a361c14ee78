import { z } from "zod";
import { PLAN_IDS } from "../domain/plans";
import { emailField, requiredText } from "./common";

/**
 * Site-wide roles. Organisation roles (owner, admin, manager, member; domain/organization-roles.ts)
 * replaced the global "employer" role (decision 132).
 */
export const ROLES = ["learner", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const passwordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const signUpSchema = z.object({
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password must be at most 128 characters"),
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionStatus: z.enum(["active", "inactive"]),
  subscriptionPlan: z.enum(PLAN_IDS),
  deletionRequestedAt: z.string().nullable(),
  /** The organisation this session works in, as last chosen (GET /api/organizations marks the one in force). */
  activeOrganizationId: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * The signed-in user as the server holds them (session.ts): also the organisations they belong to,
 * whose team aggregates their own writes change (decision 270). No response schema lists
 * `organizationIds`, so it never leaves the server.
 */
export type SessionUser = CurrentUser & {
  organizationIds: readonly string[];
  /** Issue 43 (server only): an authenticator app is set up and confirmed. */
  twoFactorEnabled: boolean;
  /** When this session last proved a second factor (ISO), or null. */
  twoFactorVerifiedAt: string | null;
  /** This session came through single sign-on. */
  singleSignOn: boolean;
  /** This session was opened with a passkey (decision 388). */
  passkeySignIn: boolean;
  /** From when a rule requires a second factor of this person (ISO), or null. */
  twoFactorRequiredFrom: string | null;
};

/**
 * GET /api/auth/session (issue 26): the sign-in state, answered 200 whether or not anyone is signed
 * in, so a signed-out page logs no failed request. GET /api/auth/user keeps its 401 (spec 1 §7).
 */
export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const updateProfileSchema = z.object({
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(128, "Password must be at most 128 characters"),
  newPassword: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Any control character (tab and newline included: browsers drop them from URLs) or a backslash. */
const hasUnsafeCharacter = (value: string) =>
  [...value].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const RETURN_TO_BASE = "http://return-to.invalid";

/**
 * Where to return after sign-in: a path on this site only (never another origin: open redirect).
 * The value is resolved as a browser would, against `baseUrl`, and must keep its origin;
 * `/\t/evil.example` (read by browsers as `//evil.example`) and `/\\evil.example` are refused.
 */
export function safeReturnTo(value: unknown, baseUrl: string = RETURN_TO_BASE): string {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/") || hasUnsafeCharacter(value))
    return "/";
  let resolved: URL;
  try {
    resolved = new URL(value, baseUrl);
  } catch {
    return "/";
  }
  if (resolved.origin !== new URL(baseUrl).origin || resolved.pathname.startsWith("//")) return "/";
  if (resolved.pathname === "/api" || resolved.pathname.startsWith("/api/")) return "/";
  return resolved.pathname + resolved.search + resolved.hash;
}

/** A user id as Better Auth writes them (bounded, URL-safe). */
const userIdField = requiredText("userId", 100).regex(/^[A-Za-z0-9_-]+$/, "userId must be a user id");

/** POST /api/auth/admin/{unban-user, revoke-user-sessions, remove-user} */
export const adminUserActionSchema = z.object({ userId: userIdField });

/** POST /api/auth/admin/ban-user */
export const adminBanUserSchema = z.object({
  userId: userIdField,
  banReason: requiredText("banReason", 500).optional(),
  banExpiresIn: z
    .number()
    .int()
    .positive()
    .max(10 * 365 * 24 * 3600)
    .optional(),
});

/** POST /api/auth/admin/set-role */
export const adminSetRoleSchema = z.object({ userId: userIdField, role: z.enum(ROLES) });

// ---- Better Auth's own endpoints, as the product calls them through its proxy (contracts/api/auth.ts) ----

/** A path parameter Better Auth routes by (a provider id): bounded and URL-safe, else the proxy answers 404. */
export const betterAuthProviderParamSchema = z.object({
  providerId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});

/** What Better Auth answers; the proxy passes its JSON through unchanged. */
export const betterAuthAnswerSchema = z.unknown();

/** Sign-up and sign-in: the session token (null while the address awaits confirmation) and the user. */
export const betterAuthSignInAnswerSchema = z.looseObject({
  token: z.string().nullable().optional(),
  user: z.looseObject({ id: z.string(), email: z.string() }).optional(),
  redirect: z.boolean().optional(),
  url: z.string().optional(),
  /** Issue 43: the password was right and a second factor is asked for (no session yet). */
  twoFactorRedirect: z.boolean().optional(),
  twoFactorMethods: z.array(z.string()).optional(),
});

/** A yes/no answer (sign-out, password reset, verification e-mail). */
export const betterAuthStatusAnswerSchema = z.looseObject({
  status: z.boolean().optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
});

/** GET /api/auth/get-session: the session and its user, or null signed out. */
export const betterAuthSessionAnswerSchema = z
  .looseObject({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: z.looseObject({ id: z.string(), email: z.string() }),
  })
  .nullable();

/** POST /api/auth/request-password-reset: Better Auth sends the link to /reset-password. */
export const requestPasswordResetBodySchema = z.object({ email: z.string(), redirectTo: z.string().optional() });

/** POST /api/auth/reset-password: the e-mailed single-use token and the new password. */
export const resetPasswordBodySchema = z.object({ token: z.string(), newPassword: z.string() });

/** POST /api/auth/send-verification-email: a fresh confirmation link for an unconfirmed address. */
export const sendVerificationEmailBodySchema = z.object({ email: z.string(), callbackURL: z.string().optional() });

/** GET /api/auth/verify-email: the e-mailed token and where to go after. */
export const verifyEmailQuerySchema = z.looseObject({ token: z.string(), callbackURL: z.string().optional() });

/** GET /api/auth/admin/list-users: a page of users, searched and sorted as the admin page asks. */
export const adminListUsersQuerySchema = z.object({
  limit: z.coerce.number().int().optional(),
  offset: z.coerce.number().int().optional(),
  sortBy: z.string().optional(),
  sortDirection: z.enum(["asc", "desc"]).optional(),
  searchValue: z.string().optional(),
  searchField: z.enum(["email", "name"]).optional(),
  searchOperator: z.enum(["contains", "starts_with", "ends_with"]).optional(),
});

/** A user as Better Auth's admin plugin lists them. */
export const adminUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES).nullable(),
  banned: z.boolean().nullable(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.looseObject({ users: z.array(adminUserSchema), total: z.number() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export type AdminListUsersQuery = z.input<typeof adminListUsersQuerySchema>;

// ---- Two-factor sign-in (issue 43): Better Auth's twoFactor plugin through the proxy ----

/** Turning two-factor sign-in on or off, or new recovery codes: the account's password. */
export const twoFactorPasswordSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password must be at most 128 characters"),
});
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>;

export const TOTP_CODE_MESSAGE = "Enter the 6-digit code from your authenticator app";

/**
 * A code from the authenticator app. Pasted codes keep their spaces or a hyphen ("123 456"); they go.
 * Nothing else is passed on (no "trust this device": every sign-in asks).
 */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: TOTP_CODE_MESSAGE })
    .max(20, TOTP_CODE_MESSAGE)
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE)),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

export const RECOVERY_CODE_MESSAGE = "Enter one of your recovery codes";

/** A recovery code as we issue it (`abcde-12345`), pasted with or without spaces around it. */
export const recoveryCodeSchema = z.object({
  code: z
    .string({ error: RECOVERY_CODE_MESSAGE })
    .max(40, RECOVERY_CODE_MESSAGE)
    .transform((value) => value.trim())
    .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, RECOVERY_CODE_MESSAGE))
    .transform((value) => (value.includes("-") ? value : `${value.slice(0, 5)}-${value.slice(5)}`)),
});
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;

/** POST /api/auth/two-factor/enable: the authenticator's otpauth:// URI and the ten recovery codes, shown once. */
export const twoFactorEnableAnswerSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** POST /api/auth/two-factor/generate-backup-codes: ten fresh recovery codes; the old ones stop working. */
export const recoveryCodesAnswerSchema = z.looseObject({
  backupCodes: z.array(z.string()),
});

/** The sign-in answer when a second factor is asked for (no session yet, only a ten-minute challenge cookie). */
export const twoFactorChallengeSchema = z.looseObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});

/** GET /api/account/two-factor: the caller's second factor and whether a rule requires one. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used, while two-factor sign-in is on. */
  recoveryCodesLeft: z.number().int().nullable(),
  /** Only accounts with a password can add an authenticator app (single sign-on has its own). */
  hasPassword: z.boolean(),
  /** From when an organisation (or the site, for its administrators) requires a second factor, or null. */
  requiredFrom: z.string().nullable(),
  /** The requirement applies now and is not met: this session can only set up two-factor sign-in. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** 403 on a sensitive action whose second factor is older than 15 minutes (issue 43 step-up). */
export { STEP_UP_REQUIRED_MESSAGE } from "../domain/two-factor";

/** 403 on everything but setting up a second factor, once a rule requires one and its grace period is over. */
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  "Your account needs two-factor sign-in. Sign in again and follow the steps to add an authenticator app.";

/** Issue 43: how many single-use recovery codes a set-up gives (the twoFactor plugin's option, auth/auth.ts). */
export const RECOVERY_CODE_COUNT = 10;

// ---- Passkeys (issue 43, decision 388): Better Auth's passkey plugin through the proxy ----

export const PASSKEY_NAME_MESSAGE = "Name the passkey (at most 60 characters), so you can tell it from your others";

/** What the person calls a passkey ("Work laptop"), asked for before the browser creates it. */
export const passkeyNameSchema = z.object({
  name: z.string({ error: PASSKEY_NAME_MESSAGE }).trim().min(1, PASSKEY_NAME_MESSAGE).max(60, PASSKEY_NAME_MESSAGE),
});
export type PasskeyNameInput = z.input<typeof passkeyNameSchema>;

/** GET /api/auth/passkey/generate-register-options: the name goes along (the plugin's `name` query). */
export const passkeyRegisterOptionsQuerySchema = z.object({
  name: z.string().max(60).optional(),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The WebAuthn options (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON) the browser is given. */
export const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** The browser's answer to a ceremony (a PublicKeyCredential as JSON), checked by the plugin. */
const webAuthnCredentialSchema = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({}),
});

export const passkeyVerifyRegistrationSchema = z.object({
  response: webAuthnCredentialSchema,
  name: passkeyNameSchema.shape.name,
});

export const passkeyVerifyAuthenticationSchema = z.object({ response: webAuthnCredentialSchema });

export const passkeyIdSchema = z.object({ id: z.string().min(1).max(200) });

/** One of the signed-in person's passkeys on /profile (never its key or credential id). */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** Synced between devices by a password manager or platform ("multiDevice"), or bound to one. */
  backedUp: z.boolean(),
});
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySummarySchema) });
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;
export type PasskeyList = z.infer<typeof passkeyListSchema>;
