import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { authEndpoints, betterAuthEndpoints } from "../../contracts/api/auth";
import { sessionEndpoints } from "../../contracts/api/session";
import {
  type PasskeyList,
  type SessionUser,
  STEP_UP_REQUIRED_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  type TwoFactorStatus,
} from "../../contracts/auth";
import type { Endpoint } from "../../contracts/endpoint";
import { stepUpDue, twoFactorSetupDue } from "../../domain/two-factor";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { forbidden } from "../errors";
import { usersWritten } from "../platform/caches/writes";

/** Signing in with a passkey (decision 388): the device and its PIN or biometric, two factors in one. */
export const PASSKEY_SIGN_IN_PATH = "/passkey/verify-authentication";

/** Better Auth paths whose success proves a second factor (the session they create or the one asking). */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  PASSKEY_SIGN_IN_PATH,
]);

const pathOf = (context: unknown) => (context as { path?: unknown } | null | undefined)?.path;

/** Whether Better Auth is creating this session for a passkey sign-in. */
export const isPasskeySignIn = (context: unknown) => pathOf(context) === PASSKEY_SIGN_IN_PATH;

/** Sign-ins through an identity provider: the organisation's SSO, or the site's OpenID Connect provider. */
const isSingleSignOnPath = (path: string) => path.startsWith("/sso/") || path.startsWith("/oauth2/callback/");

/**
 * After Better Auth creates a session: one made by single sign-on or with a passkey says so, which meets
 * an organisation's two-factor rule. (A second factor's time is stamped by the proxy: stampSecondFactor.)
 */
export async function markSessionSignIn(db: Db, sessionId: string, context: unknown): Promise<void> {
  const path = pathOf(context);
  if (typeof path === "string" && isSingleSignOnPath(path))
    await db.execute(sql`update session set single_sign_on = true where id = ${sessionId}`);
  if (isPasskeySignIn(context))
    await db.execute(sql`update session set passkey_sign_in = true where id = ${sessionId}`);
}

/** The session proved its second factor at `now` (its cached copy is dropped). */
export async function stampSecondFactor(db: Db, sessionToken: string, now: Date): Promise<void> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(
      sql`update session set two_factor_verified_at = ${now.toISOString()} where token = ${sessionToken} returning user_id`,
    ),
  );
  if (rows[0]) await usersWritten(db, rows[0].user_id);
}

/** The second-factor state of a session user, as the domain rules read it. */
export const secondFactorStateOf = (user: SessionUser) => ({
  twoFactorEnabled: user.twoFactorEnabled,
  singleSignOn: user.singleSignOn,
  passkeySignIn: user.passkeySignIn,
  twoFactorVerifiedAt: user.twoFactorVerifiedAt ? new Date(user.twoFactorVerifiedAt) : null,
  twoFactorRequiredFrom: user.twoFactorRequiredFrom ? new Date(user.twoFactorRequiredFrom) : null,
});

/**
 * What a session that must first set up a second factor may still call: its own sign-in state, the
 * set-up itself and signing out (decision 381). Public routes stay open as for anyone.
 */
const SETUP_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  sessionEndpoints.currentUser,
  authEndpoints.twoFactorStatus,
  betterAuthEndpoints.twoFactorEnable,
  betterAuthEndpoints.signOut,
]);

/** Refuses (403) every other route to a session whose two-factor set-up is due (access-policy hook). */
export function refuseUntilTwoFactorSetUp(request: FastifyRequest, user: SessionUser): void {
  if (!twoFactorSetupDue(secondFactorStateOf(user), request.server.clock())) return;
  const endpoint = request.routeOptions.config.endpoint;
  if (endpoint && SETUP_ENDPOINTS.has(endpoint)) return;
  throw forbidden(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
}

/**
 * Issue 43 step-up: a sensitive action by someone with two-factor sign-in whose session has not proved
 * it in the last 15 minutes is refused with a 403 the client answers by asking for a code
 * (POST /api/auth/two-factor/verify-totp, then the action again).
 */
export function requireRecentSecondFactor(request: FastifyRequest, user: SessionUser): void {
  if (stepUpDue(secondFactorStateOf(user), request.server.clock())) throw forbidden(STEP_UP_REQUIRED_MESSAGE);
}

/** GET /api/account/two-factor. */
export async function twoFactorStatus(
  db: Db,
  user: SessionUser,
  now: Date,
  /** Better Auth's server-only reading of the stored (encrypted) codes. */
  recoveryCodesOf: (userId: string) => Promise<readonly string[]>,
): Promise<TwoFactorStatus> {
  const [row] = rowsOf<{ has_password: boolean; verified: boolean | null }>(
    await db.execute(sql`
      select exists (select 1 from account a where a.user_id = ${user.id} and a.provider_id = 'credential'
        and a.password is not null) as has_password,
        (select t.verified from two_factor t where t.user_id = ${user.id}) as verified
    `),
  );
  let recoveryCodesLeft: number | null = null;
  if (user.twoFactorEnabled && row?.verified) recoveryCodesLeft = (await recoveryCodesOf(user.id)).length;
  return {
    enabled: user.twoFactorEnabled,
    recoveryCodesLeft,
    hasPassword: Boolean(row?.has_password),
    requiredFrom: user.twoFactorRequiredFrom,
    setupRequired: twoFactorSetupDue(secondFactorStateOf(user), now),
  };
}

/** GET /api/account/passkeys: the person's passkeys, newest first (never a key or a credential id). */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeyList> {
  const rows = rowsOf<{ id: string; name: string | null; created_at: Date | string | null; backed_up: boolean }>(
    await db.execute(sql`
      select id, name, created_at, backed_up from passkey where user_id = ${userId}
      order by created_at desc nulls last, id
    `),
  );
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at ? new Date(row.created_at).toISOString() : null,
      backedUp: row.backed_up,
    })),
  };
}
