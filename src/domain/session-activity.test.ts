import { describe, expect, it } from "vitest";
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  activityWriteDue,
  countsAsDevice,
  HEARTBEAT_INTERVAL_MS,
  heartbeatDue,
  IDLE_WARNING_LEAD_MS,
  idleDeadline,
  idleSignedOutText,
  idleTimeoutMinutes,
  idleWarningAtMs,
  idleWarningText,
  isIdleExpired,
  secondsUntil,
} from "./session-activity";

const at = (iso: string) => new Date(iso);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
const start = at("2026-11-25T09:00:00Z");

describe("idle timeout per plan (spec 3 §3, §9)", () => {
  it("gives free 30 minutes, individual 120, team 480, enterprise and administrators the setting", () => {
    expect(idleTimeoutMinutes("learner", null, 120)).toBe(30);
    expect(idleTimeoutMinutes("learner", "free", 480)).toBe(30);
    expect(idleTimeoutMinutes("learner", "individual", 480)).toBe(120);
    expect(idleTimeoutMinutes("learner", "team_leader", 480)).toBe(480);
    expect(idleTimeoutMinutes("learner", "enterprise_plus", 240)).toBe(240);
    expect(idleTimeoutMinutes("admin", null, 240)).toBe(240);
  });

  it("is capped by the administrator's setting (30 minutes caps even a team plan)", () => {
    expect(idleTimeoutMinutes("learner", "team_leader", 30)).toBe(30);
    expect(idleTimeoutMinutes("learner", "individual", 60)).toBe(60);
  });

  it("treats an unknown plan as free", () => {
    expect(idleTimeoutMinutes("learner", "platinum", 120)).toBe(30);
  });
});

describe("the idle rule", () => {
  it("ends a session just after its timeout, not at it", () => {
    expect(idleDeadline(start, 30)).toEqual(at("2026-11-25T09:30:00Z"));
    expect(isIdleExpired(start, 30, minutesAfter(start, 30))).toBe(false);
    expect(isIdleExpired(start, 30, new Date(minutesAfter(start, 30).getTime() + 1))).toBe(true);
    expect(isIdleExpired(start, 120, minutesAfter(start, 31))).toBe(false);
  });
});

describe("what counts as a device (spec 3 §3 deviceLimit)", () => {
  const session = { expiresAt: minutesAfter(start, 14 * 24 * 60), lastActivityAt: start };

  it("counts a session used within its idle timeout, closed tab or not", () => {
    expect(countsAsDevice(session, 30, minutesAfter(start, 29))).toBe(true);
  });

  it("does not count a session idle past its timeout", () => {
    expect(countsAsDevice(session, 30, minutesAfter(start, 31))).toBe(false);
    expect(countsAsDevice(session, 120, minutesAfter(start, 31))).toBe(true);
  });

  it("does not count an expired session", () => {
    expect(countsAsDevice({ ...session, expiresAt: minutesAfter(start, 5) }, 30, minutesAfter(start, 6))).toBe(false);
  });
});

describe("throttling", () => {
  it("writes the last activity at most once a minute", () => {
    expect(ACTIVITY_WRITE_INTERVAL_MS).toBe(60_000);
    expect(activityWriteDue(start, new Date(start.getTime() + 59_999))).toBe(false);
    expect(activityWriteDue(start, new Date(start.getTime() + 60_000))).toBe(true);
  });

  it("sends a heartbeat at most once a minute, while visible or while media plays", () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(60_000);
    const base = { nowMs: 1_000_000, visible: true, mediaPlaying: false };
    expect(heartbeatDue({ ...base, lastSentMs: null })).toBe(true);
    expect(heartbeatDue({ ...base, lastSentMs: 1_000_000 - 59_999 })).toBe(false);
    expect(heartbeatDue({ ...base, lastSentMs: 1_000_000 - 60_000 })).toBe(true);
    expect(heartbeatDue({ ...base, visible: false, lastSentMs: null })).toBe(false);
    expect(heartbeatDue({ ...base, visible: false, mediaPlaying: true, lastSentMs: 1_000_000 - 60_000 })).toBe(true);
  });
});

describe("the warning", () => {
  it("opens a minute before the sign-out and counts whole seconds down", () => {
    expect(IDLE_WARNING_LEAD_MS).toBe(60_000);
    expect(idleWarningAtMs(1_800_000)).toBe(1_740_000);
    expect(secondsUntil(1_800_000, 1_740_000)).toBe(60);
    expect(secondsUntil(1_800_000, 1_740_001)).toBe(60);
    expect(secondsUntil(1_800_000, 1_799_001)).toBe(1);
    expect(secondsUntil(1_800_000, 1_800_000)).toBe(0);
    expect(secondsUntil(1_800_000, 1_900_000)).toBe(0);
  });

  it("says how long is left, and why the person was signed out", () => {
    expect(idleWarningText(60)).toBe("You will be signed out in 60 seconds");
    expect(idleWarningText(1)).toBe("You will be signed out in 1 second");
    expect(idleSignedOutText(30)).toBe(
      "You were signed out after 30 minutes without activity. Sign in to continue where you left off.",
    );
  });
});
