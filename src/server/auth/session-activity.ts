import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { UAParser } from "ua-parser-js";
import type { Role } from "../../contracts/auth";
import { DEVICE_LIMIT_CODE, type DeviceSession } from "../../contracts/device-limit";
import type { SessionHeartbeat } from "../../contracts/session-activity";
import { strictest } from "../../domain/security-policy";
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  countsAsDevice,
  idleDeadline,
  idleTimeoutMinutes,
} from "../../domain/session-activity";
import type { Db } from "../db/client";
import { bestLivePlanTier } from "../db/live-plan";
import { rowsOf } from "../db/rows";
import { usersWritten } from "../platform/caches/writes";
import {
  organizationDeviceLimitColumn,
  organizationIdleTimeoutColumn,
} from "../platform/protection/organization-policies";
import { DEFAULT_PROTECTION_SETTINGS, getProtectionSettings } from "../platform/protection/settings";
import { endSessions, isDemoAccount, issueDeviceLimitProof } from "./device-limit";

/** A session used within this long is not touched again (one write per session every few minutes at most). */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** The stored session timeout, read in the session query itself (no extra round trip). */
export const sessionTimeoutColumn = sql`(select ps.session_timeout from protection_settings ps where ps.id = 1)`;

/** ua-parser-js's names that the sessions screen words differently. */
const SCREEN_NAMES: Record<string, string> = {
  "Mac OS": "macOS",
  "Mobile Safari": "Safari",
  "Chromium OS": "ChromeOS",
};
const screenName = (name: string | undefined) => (name ? (SCREEN_NAMES[name] ?? name) : null);

/** The browser a User-Agent names (ua-parser-js), in the words the sessions screen uses. */
export const browserOf = (userAgent: string | null) => {
  if (!userAgent) return "Unknown browser";
  return screenName(new UAParser(userAgent).getBrowser().name) ?? "A browser";
};

/** The operating system a User-Agent names (ua-parser-js), or null when it names none. */
export const systemOf = (userAgent: string | null) =>
  userAgent ? screenName(new UAParser(userAgent).getOS().name) : null;

const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return "an unknown device";
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  const named = browser === "A browser" ? "a browser" : browser;
  return system ? `${named} on ${system}` : named;
};

const lastUsed = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** A session counted against the device limit. */
export interface ActiveSession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  updatedAt: Date;
}

/** The session rules that hold for one person: their role, idle timeout and device limit. */
export interface SessionRules {
  role: string;
  email: string;
  idleMinutes: number;
  deviceLimit: number;
}

/**
 * A person's session rules: the site's protection settings, capped by their plan (spec 3 §9), and
 * tightened by every organisation they belong to (issue 21 item 4: the strictest wins). Null for a
 * user who does not exist.
 */
export async function sessionRulesFor(db: Db, userId: string, now: Date): Promise<SessionRules | null> {
  const settings = await getProtectionSettings(db);
  const result = await db.execute(sql`
    select u.role, u.email,
      ${bestLivePlanTier(sql`u.id`, now)} as tier,
      ${organizationIdleTimeoutColumn(sql`u.id`)} as organization_idle_timeout,
      ${organizationDeviceLimitColumn(sql`u.id`)} as organization_device_limit
    from "user" u where u.id = ${userId}
  `);
  const user = rowsOf<{
    role: string;
    email: string;
    tier: string | null;
    organization_idle_timeout: number | null;
    organization_device_limit: number | null;
  }>(result)[0];
  if (!user) return null;
  return {
    role: user.role,
    email: user.email,
    idleMinutes: strictest(
      idleTimeoutMinutes(user.role, user.tier, settings.sessionTimeout),
      user.organization_idle_timeout,
    ),
    deviceLimit: strictest(settings.deviceLimit, user.organization_device_limit),
  };
}

/** A stored session with its times, as the session rules judge it. */
export interface StoredSession extends ActiveSession {
  token: string;
  expiresAt: Date;
}

/** Every stored session of a person, the most recently used first. */
export async function storedSessionsOf(db: Db, userId: string): Promise<StoredSession[]> {
  const sessions = await db.execute(sql`
    select id, token, user_agent, ip_address, updated_at, expires_at from session
    where user_id = ${userId}
    order by updated_at desc, id
  `);
  return rowsOf<{
    id: string;
    token: string;
    user_agent: string | null;
    ip_address: string | null;
    updated_at: Date | string;
    expires_at: Date | string;
  }>(sessions).map((s) => ({
    id: s.id,
    token: s.token,
    userAgent: s.user_agent,
    ipAddress: s.ip_address,
    updatedAt: new Date(s.updated_at),
    expiresAt: new Date(s.expires_at),
  }));
}

/** A session as the sessions screen and the device limit's refusal show it. */
export const deviceSessionOf = (s: ActiveSession, current: boolean): DeviceSession => ({
  id: s.id,
  current,
  browser: browserOf(s.userAgent),
  os: systemOf(s.userAgent),
  ipAddress: s.ipAddress,
  lastUsedAt: s.updatedAt.toISOString(),
});

/**
 * spec 3 §3 deviceLimit (default 3): a new sign-in is refused while the user already has that many
 * active sessions, naming them so they know which to sign out of. Administrators are not limited.
 *
 * Issue 26 item 2: a device is a browser session (domain/session-activity.ts countsAsDevice): not
 * expired and used within the idle timeout. Sessions past it have ended already and are deleted here,
 * so a tab or browser closed without signing out stops counting once its idle timeout passes. The
 * session of the browser signing in again (`replacedToken`, its cookie) is being replaced, so it is
 * not another device (endReplacedSession deletes it once the new one exists).
 *
 * Issue 29: this runs as Better Auth creates the session, so after the password was proven. The
 * refusal then carries the sessions and a single-use proof to end one of them (device-limit.ts); a
 * demo account, shared by every visitor, ends its least recently used session instead of refusing.
 *
 * Issue 21 item 4: the idle timeout and the limit are the person's (sessionRulesFor): an organisation
 * they belong to may have tightened both.
 */
export async function checkDeviceLimit(
  db: Db,
  userId: string,
  now: Date = new Date(),
  replacedToken: string | null = null,
) {
  const rules = await sessionRulesFor(db, userId, now);
  if (!rules) return;
  const rows = await storedSessionsOf(db, userId);
  const counts = (s: (typeof rows)[number]) =>
    countsAsDevice({ expiresAt: s.expiresAt, lastActivityAt: s.updatedAt }, rules.idleMinutes, now);
  // Ended by the idle rule or expired: no use to anyone, and never again a device.
  await endSessions(
    db,
    userId,
    rows.filter((s) => !counts(s)).map((s) => s.id),
  );
  if (rules.role === "admin") return;
  const active: ActiveSession[] = rows
    .filter((s) => counts(s) && s.token !== replacedToken)
    .map(({ id, userAgent, ipAddress, updatedAt }) => ({ id, userAgent, ipAddress, updatedAt }));
  if (active.length < rules.deviceLimit) return;
  if (isDemoAccount(rules.email)) {
    await endSessions(
      db,
      userId,
      active.slice(rules.deviceLimit - 1).map((s) => s.id),
    );
    return;
  }
  const list = active
    .map((s) => `${describeDevice(s.userAgent)} (last used ${lastUsed.format(s.updatedAt)} UTC)`)
    .join("; ");
  throw new APIError("FORBIDDEN", {
    code: DEVICE_LIMIT_CODE,
    message: `You are signed in on ${active.length} devices, the most allowed at once (${rules.deviceLimit}). Sign out on one of them first: ${list}.`,
    sessions: active.map((s) => deviceSessionOf(s, false)),
    proof: await issueDeviceLimitProof(db, userId, now),
  });
}

/**
 * Issue 26 item 2: the session a browser held when it signed in again (its cookie, now replaced by the
 * new session's) is deleted: one browser is one device, however many times it signs in. Runs after the
 * new session exists, so a refused or failed sign-in leaves the browser signed in as it was.
 */
export async function endReplacedSession(db: Db, replacedToken: string | null, newToken: string) {
  if (!replacedToken || replacedToken === newToken) return;
  const ended = await db.execute(sql`delete from session where token = ${replacedToken} returning user_id`);
  const userIds = rowsOf<{ user_id: string }>(ended).map((r) => r.user_id);
  if (userIds.length > 0) await usersWritten(db, userIds);
}

/**
 * Issue 26 item 2: a heartbeat from a signed-in page. The session's last activity moves on at most
 * once a minute (one conditional update: a heartbeat within the minute writes nothing), and the answer
 * says how long the session has left without further activity, so the page can warn a minute before.
 * Times are the database's (`now()`), as every other session time is.
 */
export async function recordActivity(
  db: Db,
  token: string,
  user: { role: Role; subscriptionPlan: string },
): Promise<SessionHeartbeat | null> {
  const result = await db.execute(sql`
    with current_session as (
      select updated_at from session where token = ${token}
    ), touched as (
      update session set updated_at = now()
      where token = ${token}
        and updated_at <= now() - ${ACTIVITY_WRITE_INTERVAL_MS / 1000}::int * interval '1 second'
      returning updated_at
    )
    select coalesce((select updated_at from touched), (select updated_at from current_session)) as updated_at,
      ${sessionTimeoutColumn} as session_timeout,
      ${organizationIdleTimeoutColumn(sql`(select user_id from session where token = ${token})`)} as organization_idle_timeout,
      now() as db_now
  `);
  const [row] = rowsOf<{
    updated_at: Date | string | null;
    session_timeout: number | null;
    organization_idle_timeout: number | null;
    db_now: Date | string;
  }>(result);
  if (!row?.updated_at) return null;
  const idleMinutes = strictest(
    idleTimeoutMinutes(
      user.role,
      user.subscriptionPlan,
      row.session_timeout ?? DEFAULT_PROTECTION_SETTINGS.sessionTimeout,
    ),
    row.organization_idle_timeout,
  );
  const deadline = idleDeadline(new Date(row.updated_at), idleMinutes);
  return {
    idleTimeoutMinutes: idleMinutes,
    signOutInSeconds: Math.max(0, Math.floor((deadline.getTime() - new Date(row.db_now).getTime()) / 1000)),
  };
}
