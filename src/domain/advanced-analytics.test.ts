import { describe, expect, it } from "vitest";
import {
  type AnalyticsRow,
  milestones,
  modulesPerWeek,
  predict,
  retentionRate,
  TREND_WEEKS,
  weeklyTrends,
} from "./advanced-analytics";

const NOW = new Date("2026-11-25T12:00:00Z"); // a Wednesday
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const row = (id: number, completedDaysAgo: number | null, pillar = "Purpose", seconds = 1800): AnalyticsRow => ({
  moduleId: id,
  title: `Module ${id}`,
  pivotPillar: pillar,
  isCompleted: completedDaysAgo !== null,
  timeSpent: seconds,
  completedAt: completedDaysAgo === null ? null : daysAgo(completedDaysAgo),
  updatedAt: daysAgo(completedDaysAgo ?? 1),
});

describe("weekly trends", () => {
  it("covers 8 ISO weeks, oldest first, ending with this week", () => {
    const weeks = weeklyTrends([row(1, 0), row(2, 2), row(3, 3), row(4, null)], NOW);
    expect(weeks).toHaveLength(TREND_WEEKS);
    expect(weeks[7].period).toBe("2026-11-23");
    // Monday 23rd and Wednesday 25th are this week; Sunday 22nd is last week.
    expect(weeks[7].modulesCompleted).toBe(2);
    expect(weeks[6].modulesCompleted).toBe(1);
    expect(weeks[7].hoursLearned).toBe(1.5);
  });
});

describe("retention and velocity", () => {
  it("retention is completed over started", () => {
    expect(retentionRate([])).toBe(0);
    expect(retentionRate([row(1, 1), row(2, null), row(3, null)])).toBe(33);
  });
  it("velocity counts the last 28 days only, per week", () => {
    expect(modulesPerWeek([row(1, 27), row(2, 1), row(3, 29), row(4, null)], NOW)).toBe(0.5);
  });
});

describe("milestones", () => {
  it("marks the 1st, 5th, 10th, 25th module and first of each pillar, newest first", () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(i + 1, 20 - i, i === 9 ? "Value" : "Purpose"));
    const titles = milestones(rows).map((m) => m.title);
    expect(titles).toContain("First module completed");
    expect(titles).toContain("5 modules completed");
    expect(titles).toContain("10 modules completed");
    expect(titles).not.toContain("25 modules completed");
    expect(titles).toContain("First Value module");
    expect(milestones(rows)[0].date >= milestones(rows)[1].date).toBe(true);
    expect(milestones([row(1, null)])).toEqual([]);
  });
});

describe("predictions (straight-line extrapolation)", () => {
  it("continues the last 4 weeks' pace", () => {
    const rows = [row(1, 1), row(2, 5), row(3, 9), row(4, 13)]; // 4 in 4 weeks: 1 a week
    expect(predict(rows, 29, NOW)).toEqual({
      pace: 1,
      nextThirtyDays: 4,
      weeksToFinish: 25,
      finishDate: "2027-05-19",
    });
  });
  it("makes no finish date without a recent pace", () => {
    expect(predict([row(1, 60)], 29, NOW)).toEqual({
      pace: 0,
      nextThirtyDays: 0,
      weeksToFinish: null,
      finishDate: null,
    });
  });
  it("never predicts more than what is left", () => {
    const rows = Array.from({ length: 8 }, (_, i) => row(i + 1, i));
    expect(predict(rows, 9, NOW).nextThirtyDays).toBe(1);
  });
});
