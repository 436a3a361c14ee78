import { fromNodeHeaders } from "better-auth/node";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { CurrentUser, Role, SessionUser } from "../../contracts/auth";
import { isPlanId } from "../../domain/plans";
import { strictest } from "../../domain/security-policy";
import { idleTimeoutMinutes, isIdleExpired } from "../../domain/session-activity";
import { twoFactorRequiredFrom } from "../../domain/two-factor";
import type { Db } from "../db/client";
import { bestLivePlanTier } from "../db/live-plan";
import { rowsOf } from "../db/rows";
import { forbidden, unauthorized } from "../errors";
import { SESSION_CACHE_MS, sessionCache } from "../platform/caches/caches";
import {
  organizationIdleTimeoutColumn,
  organizationTwoFactorRequiredFromColumn,
} from "../platform/protection/organization-policies";
import { DEFAULT_PROTECTION_SETTINGS } from "../platform/protection/settings";
import type { Access } from "./access";
import { SESSION_TOUCH_MS, sessionTimeoutColumn } from "./session-activity";
import { verifiedSessionToken } from "./session-token";
import { refuseUntilTwoFactorSetUp } from "./two-factor";

/** Must match createAuth's session settings. */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 14;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

const userCache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

const pendingCookies = new WeakMap<FastifyRequest, string[]>();

/** The signed-in user of this request (resolved once per request), or null. */
export function getCurrentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let cached = userCache.get(request);
  if (!cached) {
    cached = resolveCurrentUser(request);
    userCache.set(request, cached);
  }
  return cached;
}

/** Set-Cookie headers a session refresh produced while resolving the user; sent with the reply. */
export const sessionCookiesFor = (request: FastifyRequest) => pendingCookies.get(request) ?? [];

interface SessionRow {
  expires_at: Date | string;
  updated_at: Date | string;
  session_timeout: number | null;
  organization_idle_timeout: number | null;
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  role: string | null;
  deletion_requested_at: Date | string | null;
  subscription_tier: string | null;
  active_organization_id: string | null;
  organization_ids: string[] | null;
  two_factor_enabled: boolean | null;
  two_factor_verified_at: Date | string | null;
  single_sign_on: boolean | null;
  passkey_sign_in: boolean | null;
  two_factor_required_from: Date | string | null;
}

/**
 * One query for the session, its user and their plan: the hot path of every signed-in request
 * (DESIGN §7). Better Auth still issues, refreshes and revokes sessions; once a day per session we
 * let it refresh the expiry as its own getSession would.
 */
async function resolveCurrentUser(request: FastifyRequest): Promise<SessionUser | null> {
  const { auth, db, config } = request.server.services;
  const token = verifiedSessionToken(request.headers.cookie, config.authSecret);
  if (!token) return null;
  const now = Date.now();
  const cached = sessionCache.get(db, token, now);
  if (cached) return cached;
  // A sign-out or ban heard while the query runs must not be undone by caching what it read.
  const readSince = sessionCache.snapshot(db);
  // spec 2 §4: a subscription cancelled at period end stays active, and keeps access, until the period ends.
  const result = await db.execute(sql`
    select s.expires_at, s.updated_at, ${sessionTimeoutColumn} as session_timeout,
      ${organizationIdleTimeoutColumn(sql`u.id`)} as organization_idle_timeout, u.id, u.email, u.first_name, u.last_name, u.image, u.role, u.deletion_requested_at,
      s.active_organization_id, u.two_factor_enabled, s.two_factor_verified_at, s.single_sign_on,
      s.passkey_sign_in,
      ${organizationTwoFactorRequiredFromColumn(sql`u.id`)} as two_factor_required_from,
      array(select m.organization_id from member m where m.user_id = u.id) as organization_ids,
      ${bestLivePlanTier(sql`u.id`, request.server.clock())} as subscription_tier
    from session s join "user" u on u.id = s.user_id
    where s.token = ${token} and s.expires_at > now() and coalesce(u.banned, false) = false
  `);
  const row = rowsOf<SessionRow>(result)[0];
  if (!row) return null;
  // spec 3 §3/§9 (issue 14): a session unused for longer than the timeout of the user's plan has ended;
  // issue 21: or than the shortest any of their organisations set.
  const idleMinutes = strictest(
    idleTimeoutMinutes(
      toRole(row.role),
      row.subscription_tier,
      row.session_timeout ?? DEFAULT_PROTECTION_SETTINGS.sessionTimeout,
    ),
    row.organization_idle_timeout,
  );
  const lastUsed = new Date(row.updated_at).getTime();
  if (isIdleExpired(new Date(lastUsed), idleMinutes, new Date(now))) {
    // Issue 26: an ended session goes, so no route (Better Auth's own included) can take it up again.
    await db.execute(sql`delete from session where token = ${token}`);
    return null;
  }
  if (now - lastUsed > SESSION_TOUCH_MS)
    await db.execute(sql`update session set updated_at = now() where token = ${token}`);

  const expiresAt = new Date(row.expires_at).getTime();
  if (expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now) {
    const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
    const cookies = refreshed.headers?.getSetCookie() ?? [];
    if (cookies.length) pendingCookies.set(request, cookies);
  }

  const user = toSessionUser(row, config.env === "production");
  // A session near its refresh age is not cached, so the refresh happens on its next request too.
  if (!pendingCookies.has(request))
    sessionCache.set(db, token, user, user.id, now, Math.min(expiresAt, now + SESSION_CACHE_MS), readSince);
  return user;
}

type PersonRow = Omit<SessionRow, "expires_at" | "updated_at" | "session_timeout" | "organization_idle_timeout">;

/** The person of a session row (or of sessionUserById's row, the same columns without the session's). */
function toSessionUser(row: PersonRow, production: boolean): SessionUser {
  const role = toRole(row.role);
  // Issue 43: in production a site administrator needs a second factor from the start.
  const requiredFrom = twoFactorRequiredFrom({
    siteAdmin: role === "admin",
    production,
    organizationsFrom: row.two_factor_required_from ? new Date(row.two_factor_required_from) : null,
  });
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.image,
    role,
    subscriptionStatus: isPlanId(row.subscription_tier) && row.subscription_tier !== "free" ? "active" : "inactive",
    subscriptionPlan: isPlanId(row.subscription_tier) ? row.subscription_tier : "free",
    deletionRequestedAt: row.deletion_requested_at ? new Date(row.deletion_requested_at).toISOString() : null,
    activeOrganizationId: row.active_organization_id,
    organizationIds: row.organization_ids ?? [],
    twoFactorEnabled: Boolean(row.two_factor_enabled),
    twoFactorVerifiedAt: row.two_factor_verified_at ? new Date(row.two_factor_verified_at).toISOString() : null,
    singleSignOn: Boolean(row.single_sign_on),
    passkeySignIn: Boolean(row.passkey_sign_in),
    twoFactorRequiredFrom: requiredFrom?.toISOString() ?? null,
  };
}

function toRole(value: string | null | undefined): Role {
  return value === "admin" ? value : "learner";
}

/**
 * The user as an answer nests them (GET /api/auth/session): without what only the server uses. A
 * nullable nested object is matched whole by the serialiser, so a field it does not list fails it.
 */
export function publicUser(user: SessionUser): CurrentUser {
  const {
    organizationIds: _organizations,
    twoFactorEnabled: _enabled,
    twoFactorVerifiedAt: _verifiedAt,
    singleSignOn: _singleSignOn,
    passkeySignIn: _passkeySignIn,
    twoFactorRequiredFrom: _requiredFrom,
    ...answer
  } = user;
  return answer;
}

export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getCurrentUser(request);
  if (!user) throw unauthorized();
  return user;
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw forbidden("You do not have permission to do this");
  return user;
}

/** Whether a caller passes the signed-in and role part of a route's access policy (DESIGN §5). */
export async function requireAccess(request: FastifyRequest, access: Access): Promise<SessionUser | null> {
  if (access === "public" || access === "testSupport") return getCurrentUser(request);
  // A SCIM route's bearer token is checked by the SCIM plugin (features/scim); no session is looked up.
  if (access === "scimToken") return null;
  // An LMS player route's key is checked by the player's hook (features/lms-player); no session is looked up.
  if (access === "playerSession") return null;
  // A public API route's key is checked by the API key hook (features/public-api); no session is looked up.
  if (typeof access === "object" && "apiKey" in access) return null;
  const user = await requireUser(request);
  // "organisationMember": the handler checks the caller's role in the organisation (platform/organizations/scope.ts).
  const roles = typeof access === "object" && "role" in access ? access.role : null;
  if (roles && !(roles as readonly Role[]).includes(user.role))
    throw forbidden("You do not have permission to do this");
  // Issue 43: once a rule requires a second factor and its grace period is over, set it up first.
  refuseUntilTwoFactorSetUp(request, user);
  return user;
}

/** The request's own session token (signed cookie checked), or null: what a route passes on to end or keep it. */
export const sessionTokenOf = (request: FastifyRequest) =>
  verifiedSessionToken(request.headers.cookie, request.server.services.config.authSecret);

/**
 * A person as a session would hold them, without a session (issue 24: the LMS player acts for the
 * learner a launch named): their role, plan (the best of theirs and their organisations', as
 * resolveCurrentUser reads it) and organisations. Null for no such person, or a banned one.
 */
export async function sessionUserById(db: Db, userId: string, now: Date): Promise<SessionUser | null> {
  const row = rowsOf<PersonRow>(
    await db.execute(sql`
      select u.id, u.email, u.first_name, u.last_name, u.image, u.role, u.deletion_requested_at,
        null as active_organization_id, u.two_factor_enabled, null as two_factor_verified_at, false as single_sign_on,
        false as passkey_sign_in,
        null as two_factor_required_from,
        array(select m.organization_id from member m where m.user_id = u.id) as organization_ids,
        ${bestLivePlanTier(sql`u.id`, now)} as subscription_tier
      from "user" u
      where u.id = ${userId} and coalesce(u.banned, false) = false
    `),
  )[0];
  return row ? toSessionUser(row, false) : null;
}
