import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import type { Role } from "../../../contracts/auth";
import { isPlanId, protectionTierFor } from "../../../domain/plans";
import { sessionMinutesFor } from "../../../domain/protection";
import type { Db } from "../../db/client";
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

const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return "an unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "a browser";
  const system = /Windows/.test(userAgent)
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
  return system ? `${browser} on ${system}` : browser;
};

const lastUsed = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/**
 * spec 3 §3 deviceLimit (default 3): a new sign-in is refused while the user already has that many
 * active sessions (not expired, used within their idle timeout), naming them so they know which to
 * sign out of. Administrators are not limited.
 */
export async function checkDeviceLimit(db: Db, userId: string, now: Date = new Date()) {
  const settings = await getProtectionSettings(db);
  const result = await db.execute(sql`
    select u.role,
      (select sub.tier from subscriptions sub
        where sub.user_id = u.id and sub.current_period_end > now() and sub.status = 'active'
        order by sub.created_at desc limit 1) as tier
    from "user" u where u.id = ${userId}
  `);
  const user = (result as unknown as { rows: { role: string; tier: string | null }[] }).rows[0];
  if (!user || user.role === "admin") return;
  const idleMinutes = idleTimeoutMinutes(user.role as Role, user.tier, settings.sessionTimeout);
  const since = new Date(now.getTime() - idleMinutes * 60_000);
  const sessions = await db.execute(sql`
    select user_agent, updated_at from session
    where user_id = ${userId} and expires_at > ${now} and updated_at > ${since}
    order by updated_at desc
  `);
  const active = (sessions as unknown as { rows: { user_agent: string | null; updated_at: Date | string }[] }).rows;
  if (active.length < settings.deviceLimit) return;
  const list = active
    .map((s) => `${describeDevice(s.user_agent)} (last used ${lastUsed.format(new Date(s.updated_at))} UTC)`)
    .join("; ");
  throw new APIError("FORBIDDEN", {
    code: "DEVICE_LIMIT_REACHED",
    message: `You are signed in on ${active.length} devices, the most allowed at once (${settings.deviceLimit}). Sign out on one of them first: ${list}.`,
  });
}
