import { describe, expect, it } from "vitest";
import { DAY_MS } from "./calendar";
import {
  CHALLENGE_TARGET_MODULES,
  challengeProgress,
  challengeProgressLabel,
  challengeStatus,
  initialsOf,
  LEARNING_WINDOW_MS,
  leaderboardScore,
  memberStatus,
  monthStart,
  PERIOD_DAYS,
  periodWindow,
  rankMembers,
  SUGGESTED_SESSIONS,
  teamCalendarEvent,
} from "./team-hub";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("leaderboard windows", () => {
  it("spans 7, 30 and 90 days ending now, with the previous period of the same length before it", () => {
    for (const period of ["week", "month", "quarter"] as const) {
      const w = periodWindow(period, NOW);
      expect(w.to).toEqual(NOW);
      expect(NOW.getTime() - w.from.getTime()).toBe(PERIOD_DAYS[period] * DAY_MS);
      expect(w.from.getTime() - w.previousFrom.getTime()).toBe(PERIOD_DAYS[period] * DAY_MS);
    }
    expect(PERIOD_DAYS).toEqual({ week: 7, month: 30, quarter: 90 });
  });

  it("scores 100 a module and 1 a whole minute", () => {
    expect(leaderboardScore(0, 59)).toBe(0);
    expect(leaderboardScore(0, 60)).toBe(1);
    expect(leaderboardScore(2, 610)).toBe(210);
  });
});

describe("rankMembers", () => {
  const members = [
    { userId: "a", name: "Ann", score: 300, previousScore: 100 },
    { userId: "b", name: "Ben", score: 300, previousScore: 500 },
    { userId: "c", name: "Cat", score: 200, previousScore: 0 },
    { userId: "d", name: "Dan", score: 100, previousScore: 400 },
    { userId: "e", name: "Eve", score: 0, previousScore: 50 },
  ];
  it("orders by score then name, leaves out a member with no score, and badges ranks 1-3", () => {
    const ranked = rankMembers(members);
    expect(ranked.map((m) => [m.userId, m.rank, m.badge])).toEqual([
      ["a", 1, "Gold"],
      ["b", 2, "Silver"],
      ["c", 3, "Bronze"],
      ["d", 4, null],
    ]);
  });
  it("counts places gained since the previous period; null for someone unranked then", () => {
    const change = Object.fromEntries(rankMembers(members).map((m) => [m.userId, m.change]));
    // previous ranks: Ben 1, Dan 2, Ann 3, Eve 4; Cat unranked
    expect(change).toEqual({ a: 2, b: -1, c: null, d: -2 });
  });
  it("answers an empty board for an empty team", () => {
    expect(rankMembers([])).toEqual([]);
  });
});

describe("member status", () => {
  it("is learning up to 15 minutes after a progress update, online when active today, else offline", () => {
    const at = (ms: number) => new Date(NOW.getTime() - ms);
    expect(memberStatus(at(LEARNING_WINDOW_MS), null, NOW)).toBe("learning");
    expect(memberStatus(at(LEARNING_WINDOW_MS + 1), "2026-11-23", NOW)).toBe("online");
    expect(memberStatus(at(LEARNING_WINDOW_MS + 1), "2026-11-22", NOW)).toBe("offline");
    expect(memberStatus(null, null, NOW)).toBe("offline");
  });
});

describe("challenges", () => {
  it("words progress past the target as a goal reached (issue 26)", () => {
    expect(challengeProgressLabel(201, 50)).toBe("Goal reached: 201 modules, target 50");
    expect(challengeProgressLabel(50, 50)).toBe("Goal reached: 50 modules, target 50");
    expect(challengeProgressLabel(49, 50)).toBe("49 of 50 modules");
    expect(challengeProgressLabel(0, 1)).toBe("0 of 1 module");
    expect(challengeProgressLabel(1, 1)).toBe("Goal reached: 1 module, target 1");
  });

  it("targets 50 modules a month (spec 3 §9) and caps progress at 100", () => {
    expect(CHALLENGE_TARGET_MODULES).toBe(50);
    expect(challengeProgress(0, 50)).toBe(0);
    expect(challengeProgress(49, 50)).toBe(98);
    expect(challengeProgress(50, 50)).toBe(100);
    expect(challengeProgress(51, 50)).toBe(100);
  });
  it("is starting until its first day and active from it", () => {
    expect(challengeStatus("2026-11-24", "2026-11-23")).toBe("starting");
    expect(challengeStatus("2026-11-23", "2026-11-23")).toBe("active");
    expect(challengeStatus("2026-11-22", "2026-11-23")).toBe("active");
  });
  it("counts the month from its first day", () => {
    expect(monthStart(NOW)).toBe("2026-11-01");
  });
});

describe("suggested sessions (spec 3 §2)", () => {
  it("are Coffee & Learn (30 min), Peer Learning Circle and Lightning Sessions (15 min)", () => {
    expect(SUGGESTED_SESSIONS.map((s) => [s.title, s.durationMinutes])).toEqual([
      ["Coffee & Learn", 30],
      ["Peer Learning Circle", 60],
      ["Lightning Sessions", 15],
    ]);
  });
});

describe("initials", () => {
  it("takes the first letters of the first and last word", () => {
    expect(initialsOf("sarah jane smith")).toBe("SS");
    expect(initialsOf("Cher")).toBe("C");
    expect(initialsOf("  ")).toBe("?");
  });
});

describe("teamCalendarEvent", () => {
  it("ends the event its duration after the start, organised by the facilitator", () => {
    const event = teamCalendarEvent({
      uid: "team-event-1@example.com",
      title: "Coffee & Learn",
      description: "A chat",
      startsAt: new Date("2026-12-01T09:30:00Z"),
      durationMinutes: 30,
      organizer: "Lee Learner",
      now: NOW,
    });
    expect(event.start.toISOString()).toBe("2026-12-01T09:30:00.000Z");
    expect(event.end.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(event.allDay).toBeUndefined();
    expect(event.organizer?.name).toBe("Lee Learner");
    expect(event.product).toBe("Team Collaboration Hub");
  });
});
