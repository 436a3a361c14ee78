import { describe, expect, it } from "vitest";
import { type AchievementFacts, computeAchievements, earnedPoints } from "./achievements";

const none: AchievementFacts = { completedAt: [], longestStreak: 0, currentStreak: 0, totalHours: 0 };
const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)));
const byId = (facts: AchievementFacts) => Object.fromEntries(computeAchievements(facts).map((a) => [a.id, a]));

describe("achievements (spec 1 §9)", () => {
  it("defines the four achievements with the spec's points", () => {
    expect(computeAchievements(none).map((a) => [a.name, a.points, a.category, a.icon])).toEqual([
      ["First Steps", 10, "completion", "Trophy"],
      ["Learning Streak", 25, "streak", "Flame"],
      ["Marathon Learner", 50, "time", "Clock"],
      ["Learning Enthusiast", 80, "completion", "Star"],
    ]);
  });

  it("starts with nothing earned", () => {
    for (const a of computeAchievements(none)) {
      expect(a).toMatchObject({ isCompleted: false, progress: 0, earnedAt: null });
    }
  });

  it("earns First Steps with the first module, dated by the earliest completion", () => {
    const completedAt = [new Date("2025-03-02T10:00:00Z"), new Date("2025-03-01T10:00:00Z")];
    expect(byId({ ...none, completedAt })["first-steps"]).toMatchObject({
      isCompleted: true,
      progress: 100,
      earnedAt: new Date("2025-03-01T10:00:00Z"),
    });
  });

  it("earns Learning Streak at 3 days, not 2", () => {
    expect(byId({ ...none, longestStreak: 2, currentStreak: 2 })["learning-streak"]).toMatchObject({
      isCompleted: false,
      progress: 66,
    });
    const reached = new Date("2025-04-03T00:00:00Z");
    expect(byId({ ...none, longestStreak: 3, streakReachedOn: reached })["learning-streak"]).toMatchObject({
      isCompleted: true,
      progress: 100,
      earnedAt: reached,
    });
  });

  it("keeps Learning Streak once earned, after the current streak ends", () => {
    expect(byId({ ...none, longestStreak: 5, currentStreak: 0 })["learning-streak"]).toMatchObject({
      isCompleted: true,
      earnedAt: null,
    });
  });

  it("earns Marathon Learner at 10 hours, not 9.99", () => {
    expect(byId({ ...none, totalHours: 9.99 })["marathon-learner"]).toMatchObject({ isCompleted: false, progress: 99 });
    expect(byId({ ...none, totalHours: 10 })["marathon-learner"]).toMatchObject({
      isCompleted: true,
      progress: 100,
      earnedAt: null,
    });
  });

  it("earns Learning Enthusiast at 25 modules, dated by the 25th completion", () => {
    expect(byId({ ...none, completedAt: days(24) })["learning-enthusiast"]).toMatchObject({
      isCompleted: false,
      progress: 96,
    });
    const enthusiast = byId({ ...none, completedAt: days(30).reverse() })["learning-enthusiast"];
    expect(enthusiast).toMatchObject({ isCompleted: true, progress: 100, earnedAt: new Date(Date.UTC(2025, 0, 25)) });
  });

  it("sums the points of earned achievements", () => {
    expect(earnedPoints(computeAchievements({ ...none, completedAt: days(1), longestStreak: 3 }))).toBe(35);
    expect(
      earnedPoints(computeAchievements({ completedAt: days(25), longestStreak: 3, currentStreak: 3, totalHours: 10 })),
    ).toBe(165);
  });
});
