import { isPlanId, protectionTierFor } from "./plans";
import { plural } from "./plural";
import { sessionMinutesFor } from "./protection";

/**
 * Issue 26 item 2: sessions that follow activity. A session ends after its idle timeout (spec 3 §3
 * sessionTimeout, capped per plan by spec 3 §9) without activity; reading, playing media and answering
 * a check are activity, reported by a light heartbeat. These are the rules both sides share.
 */

/** The browser reports activity at most this often (one heartbeat a minute). */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/** The server writes a session's last activity at most this often, however many heartbeats arrive. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** The warning comes this long before the idle timeout signs the person out. */
export const IDLE_WARNING_LEAD_MS = 60_000;

/**
 * spec 3 §3 sessionTimeout and §9 session lengths: how long a session may sit without activity.
 * Administrators get the setting itself; everyone else the shorter of the setting and their plan's
 * session length (free 30, individual 120, team 480 minutes, enterprise the setting).
 */
export function idleTimeoutMinutes(role: string, planId: string | null, settingMinutes: number): number {
  if (role === "admin") return settingMinutes;
  return sessionMinutesFor(protectionTierFor(planId && isPlanId(planId) ? planId : "free"), settingMinutes);
}

/** The instant a session last active at `lastActivity` ends by the idle rule. */
export const idleDeadline = (lastActivity: Date, idleMinutes: number): Date =>
  new Date(lastActivity.getTime() + idleMinutes * 60_000);

/** Whether a session has ended by the idle rule: more than its timeout since its last activity. */
export const isIdleExpired = (lastActivity: Date, idleMinutes: number, now: Date): boolean =>
  now.getTime() > idleDeadline(lastActivity, idleMinutes).getTime();

/**
 * spec 3 §3 deviceLimit: a device is a browser session (one cookie, however many tabs share it). It
 * counts while it could still be used: not expired, and not ended by the idle rule. A closed tab or
 * browser is not a sign-out (the person may come back), so its session counts until its idle
 * timeout passes, and not a moment longer.
 */
export function countsAsDevice(
  session: { expiresAt: Date; lastActivityAt: Date },
  idleMinutes: number,
  now: Date,
): boolean {
  return session.expiresAt.getTime() > now.getTime() && !isIdleExpired(session.lastActivityAt, idleMinutes, now);
}

/** Whether a heartbeat should move the stored last activity on (at most one write a minute per session). */
export const activityWriteDue = (lastWrite: Date, now: Date): boolean =>
  now.getTime() - lastWrite.getTime() >= ACTIVITY_WRITE_INTERVAL_MS;

/**
 * Whether the browser sends a heartbeat for activity it just saw: at most one a minute, and only while
 * the page is visible or media plays (a podcast heard in a background tab is activity too).
 */
export function heartbeatDue(input: {
  nowMs: number;
  lastSentMs: number | null;
  visible: boolean;
  mediaPlaying: boolean;
}): boolean {
  if (!input.visible && !input.mediaPlaying) return false;
  return input.lastSentMs === null || input.nowMs - input.lastSentMs >= HEARTBEAT_INTERVAL_MS;
}

/** When the warning opens for a session that ends at `deadlineMs`. */
export const idleWarningAtMs = (deadlineMs: number): number => deadlineMs - IDLE_WARNING_LEAD_MS;

/** Whole seconds left before the idle sign-out, as the countdown shows them (never below 0). */
export const secondsUntil = (deadlineMs: number, nowMs: number): number =>
  Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));

/** The warning's words: "You will be signed out in 60 seconds", then 59, … down to 1 second. */
export const idleWarningText = (seconds: number): string =>
  `You will be signed out in ${plural(seconds, "second", "seconds")}`;

/** What the sign-in page says after an idle sign-out. */
export const idleSignedOutText = (idleMinutes: number): string =>
  `You were signed out after ${plural(idleMinutes, "minute", "minutes")} without activity. Sign in to continue where you left off.`;
