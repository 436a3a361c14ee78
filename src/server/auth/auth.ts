import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, genericOAuth, organization, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { RECOVERY_CODE_COUNT } from "../../contracts/auth";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { accountsRemoved, usersWritten } from "../platform/caches/writes";
import { queuePasswordChangedMail, queuePasswordResetMail, queueVerificationMail } from "../platform/mail/account-mail";
import { apiKeyPlugin, organizationAccessControl, organizationRoles } from "./api-keys";
import { betterAuthLog } from "./better-auth-log";
import { checkDemoPassword } from "./demo-password";
import { checkLastAdmin } from "./last-admin";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_FIELDS, passwordInBody } from "./password-policy";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session";
import { checkDeviceLimit, endReplacedSession } from "./session-activity";
import { verifiedSessionToken } from "./session-token";
import { guardSsoSignIn, refusePasswordWhereSsoRequired, ssoCallbackProviderId, ssoPlugin } from "./sso";
import { isPasskeySignIn, markSessionSignIn } from "./two-factor";

export function createAuth(config: AppConfig, db: Db, log?: FastifyBaseLogger) {
  return betterAuth({
    appName: "PIVOT Learning",
    logger: {
      level: config.logLevel === "silent" ? "error" : "warn",
      disabled: config.logLevel === "silent",
      // Through the server's logger, redacted; refused API keys at info, once a minute (better-auth-log.ts).
      ...(log ? { log: betterAuthLog(log) } : {}),
    },
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
        rateLimit: schema.rateLimit,
        ssoProvider: schema.ssoProvider,
        apikey: schema.apikey,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // REQUIRE_EMAIL_VERIFICATION: no session until the address is confirmed (issue 10).
      autoSignIn: !config.requireEmailVerification,
      requireEmailVerification: config.requireEmailVerification,
      // A single-use link that expires in an hour; the answer is the same whether or not the address
      // has an account. Queuing only stores the message (never awaited: no timing difference either).
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        void queuePasswordResetMail(db, user, token).catch((err) => log?.error({ err }, "reset e-mail not queued"));
      },
      onPasswordReset: async ({ user }) => {
        await queuePasswordChangedMail(db, user, "reset").catch((err) =>
          log?.error({ err }, "password-changed e-mail not queued"),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      sendOnSignIn: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await queueVerificationMail(db, user, verificationLink(url)).catch((err) =>
          log?.error({ err }, "verification e-mail not queued"),
        );
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // Cached sessions follow every write to a user or their sessions, whoever makes it (an admin's
    // ban, role change, revocation or removal included): the next request sees the change.
    databaseHooks: {
      user: {
        // Issue 21: an identity provider creates people of its own domain only, within the seats.
        create: {
          before: async (created, context) => {
            const providerId = ssoCallbackProviderId(context);
            if (providerId)
              await guardSsoSignIn(db, providerId, { email: created.email, userId: null }, new Date(), log);
          },
        },
        update: { after: async (changed) => usersWritten(db, changed.id) },
        // The cascade takes their progress and memberships: learner counts and team aggregates change (decision 270).
        delete: { after: async (deleted) => accountsRemoved(db, deleted.id) },
      },
      session: {
        // spec 3 §3 deviceLimit (issue 14): no new session while the user is signed in on that many devices.
        // Issue 26: a browser signing in again replaces its own session; it is not one more device.
        create: {
          before: async (session, context) => {
            const providerId = ssoCallbackProviderId(context);
            if (providerId) await guardSsoSignIn(db, providerId, await ssoPerson(db, session.userId), new Date(), log);
            // A passkey is no way around an organisation's "sign in with SSO only" (as a password is not).
            if (isPasskeySignIn(context))
              await refusePasswordWhereSsoRequired(db, (await ssoPerson(db, session.userId)).email);
            await checkDeviceLimit(db, session.userId, new Date(), replacedSessionToken(context, config.authSecret));
          },
          after: async (session, context) => {
            await endReplacedSession(db, replacedSessionToken(context, config.authSecret), session.token);
            // Issue 43: how this session proved who it is (a second factor, or single sign-on).
            await markSessionSignIn(db, session.id, context);
          },
        },
        delete: { after: async (session) => usersWritten(db, session.userId) },
      },
    },
    hooks: {
      // OWASP ASVS 5.0 §6.2, wherever a password is chosen.
      before: createAuthMiddleware(async (ctx) => {
        // Issue 29: the README's demo password in production, and the site's last administrator.
        checkDemoPassword(config, ctx.path, ctx.body);
        await checkLastAdmin(db, ctx.path, ctx.body);
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email")
          await refusePasswordWhereSsoRequired(db, (ctx.body as { email?: unknown } | undefined)?.email);
        const password = passwordInBody(PASSWORD_FIELDS, ctx.path, ctx.body);
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
        }
      }),
    },
    trustedOrigins: config.trustedOrigins,
    // DESIGN §8: Better Auth relaxes these when NODE_ENV=test; tests must see what production does.
    advanced: {
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: config.baseUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // One joined query for a session and its user (DESIGN §7: the dashboard takes at most 4 queries).
      database: { joins: true },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.signInRateLimit },
        "/sign-up/email": { window: 60, max: config.signInRateLimit },
        "/change-password": { window: 60, max: config.signInRateLimit },
        "/request-password-reset": { window: 60, max: config.signInRateLimit },
        "/reset-password": { window: 60, max: config.signInRateLimit },
        "/send-verification-email": { window: 60, max: config.signInRateLimit },
        // Issue 43: codes are also limited per sign-in (5 tries) and per account (10 failures lock it
        // for 15 minutes) by the plugin; this is its per-address limit at the sign-in pace.
        "/two-factor/*": { window: 60, max: config.signInRateLimit },
        "/passkey/*": { window: 60, max: config.signInRateLimit },
      },
    },
    plugins: [
      admin({ defaultRole: "learner", adminRoles: ["admin"] }),
      organization({ ac: organizationAccessControl, roles: organizationRoles }),
      apiKeyPlugin(),
      ssoPlugin(db, log),
      // Issue 43: authenticator apps (RFC 6238) and ten single-use recovery codes, stored encrypted.
      twoFactor({
        issuer: "PIVOT Learning",
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: "encrypted" },
        // No "trust this device": the proxy's body schemas drop `trustDevice`, so every sign-in asks.
      }),
      // Decision 388: passkeys (WebAuthn) for this site only: its BASE_URL's host is the relying party
      // and its origin the only one a ceremony may come from. A passkey sign-in is two-factor sign-in.
      passkey({
        rpID: new URL(config.baseUrl).hostname,
        rpName: "PIVOT Learning",
        origin: new URL(config.baseUrl).origin,
        // Discoverable credentials (the browser offers the account), with the device's PIN or biometric.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "oidc",
                  discoveryUrl: `${config.oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  mapProfileToUser: (profile) => ({
                    firstName: typeof profile.given_name === "string" ? profile.given_name : undefined,
                    lastName: typeof profile.family_name === "string" ? profile.family_name : undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session the requesting browser holds (its signed cookie) as Better Auth creates another for it. */
function replacedSessionToken(context: { headers?: Headers; request?: Request } | null, secret: string): string | null {
  const cookie = context?.headers?.get("cookie") ?? context?.request?.headers.get("cookie") ?? undefined;
  return verifiedSessionToken(cookie, secret);
}

/** The address of the person an SSO callback is signing in (the guard checks its domain). */
async function ssoPerson(db: Db, userId: string) {
  const [row] = await db.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, userId));
  return { email: row?.email ?? "", userId };
}

/** After confirming, the link lands on the dashboard (or /login with the reason it failed). */
function verificationLink(url: string): string {
  const link = new URL(url);
  link.searchParams.set("callbackURL", "/login?verified=1");
  return link.toString();
}
