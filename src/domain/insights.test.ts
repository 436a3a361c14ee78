import { describe, expect, it } from "vitest";
import { generateInsights, type InsightStats, MAX_INSIGHTS } from "./insights";

const WEDNESDAY = new Date("2025-06-11T12:00:00Z"); // 4 full days left in the ISO week
const THURSDAY = new Date("2025-06-12T12:00:00Z");
const FRIDAY = new Date("2025-06-13T12:00:00Z");
const SUNDAY = new Date("2025-06-15T12:00:00Z");

// Triggers nothing: short streak, 2 modules at 20 minutes each, balanced pillars.
const quiet: InsightStats = {
  currentStreak: 1,
  longestStreak: 1,
  totalModulesCompleted: 2,
  totalLearningHours: 40 / 60,
  weeklyModulesCompleted: 0,
  weeklyGoal: 4,
  purposeModules: 1,
  innovationModules: 1,
  valueModules: 0,
  optimizationModules: 0,
  transformationModules: 0,
};
const ids = (stats: Partial<InsightStats>, today = WEDNESDAY) =>
  generateInsights({ ...quiet, ...stats }, today).map((i) => i.id);

describe("insight triggers (spec 1 §9)", () => {
  it("stays quiet when nothing triggers", () => {
    expect(ids({})).toEqual([]);
  });

  it("celebrates a streak of 7 or more, not 6", () => {
    expect(ids({ currentStreak: 6, longestStreak: 6 })).toEqual([]);
    const [insight] = generateInsights({ ...quiet, currentStreak: 7, longestStreak: 7 }, WEDNESDAY);
    expect(insight).toMatchObject({ id: "streak-strong", type: "positive", title: "7-day learning streak" });
    expect(insight.description).toContain("7 days in a row");
  });

  it("warns when the streak is 0 after a longer one", () => {
    expect(ids({ currentStreak: 0, longestStreak: 0 })).toEqual([]);
    const [insight] = generateInsights({ ...quiet, currentStreak: 0, longestStreak: 5 }, WEDNESDAY);
    expect(insight).toMatchObject({ id: "streak-lost", type: "warning" });
    expect(insight.description).toBe("Your best run was 5 days. One module today starts a new streak.");
  });

  it("notes a fast pace under 15 minutes per module with more than 3 completed", () => {
    expect(ids({ totalModulesCompleted: 4, totalLearningHours: (4 * 14) / 60 })).toContain("pace-fast");
    expect(ids({ totalModulesCompleted: 4, totalLearningHours: 1 })).not.toContain("pace-fast"); // 15 min
    expect(ids({ totalModulesCompleted: 3, totalLearningHours: 0.5 })).not.toContain("pace-fast"); // 10 min, 3 done
    const fast = generateInsights({ ...quiet, totalModulesCompleted: 5, totalLearningHours: "1.2" }, WEDNESDAY);
    expect(fast.find((i) => i.id === "pace-fast")?.description).toContain(
      "You average 14 minutes per module across 5 modules",
    );
  });

  it("notes a deep pace over 30 minutes per module", () => {
    expect(ids({ totalModulesCompleted: 2, totalLearningHours: 62 / 60 })).toEqual(["pace-deep"]);
    expect(ids({ totalModulesCompleted: 2, totalLearningHours: 1 })).toEqual([]); // 30 min
    expect(ids({ totalModulesCompleted: 0, totalLearningHours: 3 })).toEqual([]);
    const deep = generateInsights({ ...quiet, totalModulesCompleted: 2, totalLearningHours: 62 / 60 }, WEDNESDAY);
    expect(deep[0].description).toContain("You spend 31 minutes per module");
  });

  it("points out a pillar gap above 2", () => {
    expect(ids({ purposeModules: 2, innovationModules: 0 })).toEqual([]);
    const [gap] = generateInsights(
      { ...quiet, totalModulesCompleted: 3, totalLearningHours: 1, purposeModules: 3, innovationModules: 0 },
      WEDNESDAY,
    );
    expect(gap).toMatchObject({ id: "pillar-gap", type: "opportunity", action: "Explore Innovation" });
    expect(gap.description).toBe(
      "You have completed 3 modules in Purpose but 0 in Innovation. Choosing an Innovation module next closes a gap of 3.",
    );
  });

  it("marks exactly 4 completed modules as one away from Intermediate", () => {
    const at = (n: number) => ids({ totalModulesCompleted: n, totalLearningHours: (n * 20) / 60 });
    expect(at(3)).toEqual([]);
    expect(at(4)).toEqual(["milestone-near"]);
    expect(at(5)).toEqual([]);
  });

  it("starts a weekend sprint when 2 or fewer days remain in the ISO week", () => {
    expect(ids({}, THURSDAY)).toEqual([]);
    const [sprint] = generateInsights({ ...quiet, weeklyModulesCompleted: 1 }, FRIDAY);
    expect(sprint).toMatchObject({ id: "weekend-sprint", type: "opportunity", title: "Weekend sprint" });
    expect(sprint.description).toBe(
      "2 days left this week: complete 3 more modules to reach your goal of 4 (1 done so far).",
    );
    expect(generateInsights(quiet, SUNDAY)[0].description).toBe(
      "Today is the last day of the week: complete 4 more modules to reach your goal of 4 (0 done so far).",
    );
  });

  it("congratulates instead when the weekly goal is already met", () => {
    const [done] = generateInsights({ ...quiet, weeklyModulesCompleted: 4 }, FRIDAY);
    expect(done).toMatchObject({ id: "weekend-sprint", type: "positive", title: "Weekly goal reached" });
    expect(done.action).toBeUndefined();
    expect(generateInsights({ ...quiet, weeklyModulesCompleted: 4, weeklyGoal: 5 }, FRIDAY)[0].type).toBe(
      "opportunity",
    );
  });

  it("measures the week against the learner's own goal (issue 26), on both sides of it", () => {
    const [two] = generateInsights({ ...quiet, weeklyModulesCompleted: 1, weeklyGoal: 2 }, FRIDAY);
    expect(two.description).toBe(
      "2 days left this week: complete 1 more module to reach your goal of 2 (1 done so far).",
    );
    const [met] = generateInsights({ ...quiet, weeklyModulesCompleted: 2, weeklyGoal: 2 }, FRIDAY);
    expect(met).toMatchObject({ type: "positive", title: "Weekly goal reached" });
  });

  it("keeps at most 4 insights, in the spec's order", () => {
    const everything: InsightStats = {
      ...quiet,
      currentStreak: 7,
      longestStreak: 7,
      totalModulesCompleted: 4,
      totalLearningHours: 0.5,
      purposeModules: 4,
      innovationModules: 0,
    };
    expect(MAX_INSIGHTS).toBe(4);
    expect(generateInsights(everything, FRIDAY).map((i) => i.id)).toEqual([
      "streak-strong",
      "pace-fast",
      "pillar-gap",
      "milestone-near",
    ]);
  });
});
