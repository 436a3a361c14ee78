import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { Role } from "../../../contracts/auth";
import { DEVICE_LIMIT_CODE, type DeviceSession } from "../../../contracts/device-limit";
import { isPlanId, PLAN_IDS, protectionTierFor } from "../../../domain/plans";
import { sessionMinutesFor } from "../../../domain/protection";
import type { Db } from "../../db/client";
import { endSessions, isDemoAccount, issueDeviceLimitProof } from "./device-limit";
import { getProtectionSettings } from "./service";

/** A session used within this long is not touched again (one write per session every few minutes at most). */
export const SESSION_TOUCH_MS = 5 * 60_000;

/**
 * spec 3 §3 sessionTimeout and §9 session lengths: how long a session may sit unused. Administrators
 * get the setting itself; everyone else the shorter of the setting and their plan's session length.
 */
export function idleTimeoutMinutes(role: Role, planId: string | null, settingMinutes: number): number {
  if (role === "admin") return settingMinutes;
  const tier = protectionTierFor(planId && isPlanId(planId) ? planId : "free");
  return sessionMinutesFor(tier, settingMinutes);
}

/** The stored session timeout, read in the session query itself (no extra round trip). */
export const sessionTimeoutColumn = sql`(select ps.session_timeout from protection_settings ps where ps.id = 1)`;

/** The browser a User-Agent names, in the words the sessions screen uses. */
export const browserOf = (userAgent: string | null) => {
  if (!userAgent) return "Unknown browser";
  return /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "A browser";
};

/** The operating system a User-Agent names, or null when it names none we know. */
export const systemOf = (userAgent: string | null) => {
  if (!userAgent) return null;
  return /Windows/.test(userAgent)
    ? "Windows"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Android/.test(userAgent)
        ? "Android"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
};

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

/** Issue 20: the best of a person's own plan and their organisations' plans, as the session takes it. */
const PLAN_RANK_SQL = sql.raw(
  `case sub.tier ${PLAN_IDS.map((id, rank) => `when '${id}' then ${rank}`).join(" ")} else -1 end`,
);

/**
 * spec 3 §3 deviceLimit (default 3): a new sign-in is refused while the user already has that many
 * active sessions (not expired, used within their idle timeout), naming them so they know which to
 * sign out of. Administrators are not limited.
 *
 * Issue 29: this runs as Better Auth creates the session, so after the password was proven. The
 * refusal then carries the sessions and a single-use proof to end one of them (device-limit.ts); a
 * demo account, shared by every visitor, ends its least recently used session instead of refusing.
 */
export async function checkDeviceLimit(db: Db, userId: string, now: Date = new Date()) {
  const settings = await getProtectionSettings(db);
  const result = await db.execute(sql`
    select u.role, u.email,
      (select sub.tier from subscriptions sub
        where (sub.user_id = u.id or sub.organization_id in (select m.organization_id from member m where m.user_id = u.id))
          and sub.current_period_end > now() and sub.status = 'active'
        order by ${PLAN_RANK_SQL} desc, sub.created_at desc limit 1) as tier
    from "user" u where u.id = ${userId}
  `);
  const user = (result as unknown as { rows: { role: string; email: string; tier: string | null }[] }).rows[0];
  if (!user || user.role === "admin") return;
  const idleMinutes = idleTimeoutMinutes(user.role as Role, user.tier, settings.sessionTimeout);
  const since = new Date(now.getTime() - idleMinutes * 60_000);
  const sessions = await db.execute(sql`
    select id, user_agent, ip_address, updated_at from session
    where user_id = ${userId} and expires_at > ${now} and updated_at > ${since}
    order by updated_at desc
  `);
  const active: ActiveSession[] = (
    sessions as unknown as {
      rows: { id: string; user_agent: string | null; ip_address: string | null; updated_at: Date | string }[];
    }
  ).rows.map((s) => ({
    id: s.id,
    userAgent: s.user_agent,
    ipAddress: s.ip_address,
    updatedAt: new Date(s.updated_at),
  }));
  if (active.length < settings.deviceLimit) return;
  if (isDemoAccount(user.email)) {
    await endSessions(
      db,
      userId,
      active.slice(settings.deviceLimit - 1).map((s) => s.id),
    );
    return;
  }
  const list = active
    .map((s) => `${describeDevice(s.userAgent)} (last used ${lastUsed.format(s.updatedAt)} UTC)`)
    .join("; ");
  throw new APIError("FORBIDDEN", {
    code: DEVICE_LIMIT_CODE,
    message: `You are signed in on ${active.length} devices, the most allowed at once (${settings.deviceLimit}). Sign out on one of them first: ${list}.`,
    sessions: active.map(
      (s): DeviceSession => ({
        id: s.id,
        current: false,
        browser: browserOf(s.userAgent),
        os: systemOf(s.userAgent),
        ipAddress: s.ipAddress,
        lastUsedAt: s.updatedAt.toISOString(),
      }),
    ),
    proof: await issueDeviceLimitProof(db, userId, now),
  });
}
