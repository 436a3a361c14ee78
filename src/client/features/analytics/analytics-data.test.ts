import { describe, expect, it } from "vitest";
import type { ProgressItem } from "../../../contracts/learning";
import { completionsByWeek, minutesByCategory } from "./analytics-data";

const row = (category: string, timeSpent: number): Pick<ProgressItem, "timeSpent" | "module"> => ({
  timeSpent,
  module: { title: "t", category, pivotPillar: "Purpose", duration: 30 },
});

describe("completionsByWeek", () => {
  const today = new Date("2026-03-12T10:00:00Z"); // Thursday; its ISO week starts Monday 9 March

  it("counts completions per ISO week, the current week last", () => {
    const weeks = completionsByWeek(
      [
        { completedAt: "2026-03-09T00:00:00.000Z" },
        { completedAt: "2026-03-12T09:00:00.000Z" },
        { completedAt: "2026-03-08T23:59:59.000Z" },
        { completedAt: "2026-01-01T10:00:00.000Z" },
        { completedAt: null },
      ],
      today,
      3,
    );
    expect(weeks).toEqual([
      { weekStart: "2026-02-23", label: "23 Feb", completed: 0 },
      { weekStart: "2026-03-02", label: "2 Mar", completed: 1 },
      { weekStart: "2026-03-09", label: "9 Mar", completed: 2 },
    ]);
  });

  it("gives 8 weeks by default", () => {
    expect(completionsByWeek([], today)).toHaveLength(8);
  });
});

describe("minutesByCategory", () => {
  it("adds up seconds per category as rounded minutes, most first", () => {
    expect(
      minutesByCategory([
        row("Social Impact", 600),
        row("Framework", 1800),
        row("Social Impact", 330),
        row("Ethics", 20),
      ]),
    ).toEqual([
      { category: "Framework", minutes: 30 },
      { category: "Social Impact", minutes: 16 },
    ]);
  });
});
