import { describe, expect, it } from "vitest";
import {
  computeLearnerStats,
  creditedSeconds,
  DEFAULT_WEEKLY_GOAL,
  engagementScore,
  MONTHLY_GOAL_DEFAULT,
  STREAK_DOTS,
  type StatsInput,
  type StatsProgress,
  skillLevelFor,
  streakReachedOn,
  streaks,
  WEEKLY_GOAL_MAX,
  WEEKLY_GOAL_MIN,
  weeklyGoalProgress,
} from "./stats";

const WEDNESDAY = new Date("2025-06-11T15:00:00Z");

const progressRow = (moduleId: string, overrides: Partial<StatsProgress> = {}): StatsProgress => ({
  moduleId,
  isCompleted: false,
  progressPercentage: 0,
  timeSpent: 0,
  completedAt: null,
  updatedAt: new Date("2025-06-01T09:00:00Z"),
  ...overrides,
});
const completedOn = (moduleId: string, iso: string, timeSpent: number) =>
  progressRow(moduleId, {
    isCompleted: true,
    progressPercentage: 100,
    timeSpent,
    completedAt: new Date(iso),
    updatedAt: new Date(iso),
  });

const input: StatsInput = {
  modules: [
    { id: "m1", pivotPillar: "Purpose", category: "Inclusive Leadership", duration: 30 },
    { id: "m2", pivotPillar: "Purpose", category: "Social Impact", duration: 15 },
    { id: "m3", pivotPillar: "Innovation", category: "Inclusive Leadership", duration: null },
    { id: "m4", pivotPillar: "Optimization", category: "Governance & Ethics", duration: 20 },
    { id: "m5", pivotPillar: "Optimization", category: "Governance & Ethics", duration: 45 },
    { id: "m6", pivotPillar: "Optimization", category: "Social Impact", duration: 10 },
    { id: "m7", pivotPillar: "Transformation", category: "Social Impact", duration: 25 },
  ],
  progress: [
    completedOn("m1", "2025-06-09T08:00:00Z", 1800), // Monday of this ISO week
    completedOn("m3", "2025-06-11T10:00:00Z", 3600), // today
    completedOn("m4", "2025-06-04T12:00:00Z", 2700), // last week
    // an older row without completedAt: its last update stands in for the completion date
    progressRow("m7", {
      isCompleted: true,
      progressPercentage: 100,
      timeSpent: 900,
      updatedAt: new Date("2025-05-20T12:00:00Z"),
    }),
    progressRow("m2", { progressPercentage: 50, updatedAt: new Date("2025-06-10T18:00:00Z") }),
    progressRow("m5", { progressPercentage: 0 }),
  ],
  activityDays: [
    "2025-06-10",
    "2025-06-09",
    "2025-06-11",
    "2025-06-04",
    "2025-06-03",
    "2025-06-02",
    "2025-06-01",
    "2025-05-20",
    "2025-06-09",
  ],
};

describe("constants (spec 1 §9)", () => {
  it("uses one weekly goal default for everyone (issue 26: the dashboard's 4), the monthly goal and streak dots", () => {
    expect(DEFAULT_WEEKLY_GOAL).toBe(4);
    expect([WEEKLY_GOAL_MIN, WEEKLY_GOAL_MAX]).toEqual([1, 20]);
    expect(MONTHLY_GOAL_DEFAULT).toBe(16);
    expect(STREAK_DOTS).toBe(7);
  });
});

describe("weeklyGoalProgress (spec 1 §9: completed modulo goal)", () => {
  it.each([
    [0, 4, 0],
    [3, 4, 3],
    [4, 4, 0],
    [5, 4, 1],
    [7, 5, 2],
    [3, 3, 0],
    [2, 0, 0],
  ])("%i completed with goal %i gives %i", (completed, goal, expected) => {
    expect(weeklyGoalProgress(completed, goal)).toBe(expected);
  });
});

describe("skill level", () => {
  it.each([
    [0, "Beginner"],
    [4, "Beginner"],
    [5, "Intermediate"],
    [14, "Intermediate"],
    [15, "Advanced"],
  ])("%i completed modules is %s", (completed, level) => {
    expect(skillLevelFor(completed)).toBe(level);
  });
});

describe("streaks", () => {
  it("counts the run ending today", () => {
    expect(streaks(["2025-06-09", "2025-06-10", "2025-06-11"], WEDNESDAY)).toEqual({ current: 3, longest: 3 });
  });

  it("keeps the run ending yesterday while today has no activity yet", () => {
    expect(streaks(["2025-06-09", "2025-06-10"], WEDNESDAY).current).toBe(2);
  });

  it("is 0 when neither today nor yesterday was active", () => {
    expect(streaks(["2025-06-08", "2025-06-09"], WEDNESDAY)).toEqual({ current: 0, longest: 2 });
  });

  it("finds the longest run ever, ignoring duplicates, order, bad values and future days", () => {
    const days = [
      "2025-06-04",
      "2025-06-01",
      "2025-06-02",
      "2025-06-03",
      "2025-06-02",
      "not-a-day",
      "2025-06-12",
      "2025-06-13",
      "2025-06-11",
    ];
    expect(streaks(days, WEDNESDAY)).toEqual({ current: 1, longest: 4 });
  });

  it("is 0/0 without activity", () => {
    expect(streaks([], WEDNESDAY)).toEqual({ current: 0, longest: 0 });
  });

  it("dates the first time a run of 3 days was reached", () => {
    expect(
      streakReachedOn(
        ["2025-05-01", "2025-05-02", "2025-06-01", "2025-06-02", "2025-06-03", "2025-06-04"],
        3,
        WEDNESDAY,
      ),
    ).toEqual(new Date("2025-06-03T00:00:00Z"));
    expect(streakReachedOn(["2025-06-01", "2025-06-02"], 3, WEDNESDAY)).toBeNull();
  });
});

describe("engagementScore", () => {
  const none = { activeDaysLast14: 0, currentStreak: 0, completionsLast30: 0, startedModules: 0, completedModules: 0 };

  it("is 0 without activity and 100 at every maximum", () => {
    expect(engagementScore(none)).toBe(0);
    expect(
      engagementScore({
        activeDaysLast14: 14,
        currentStreak: 7,
        completionsLast30: 5,
        startedModules: 4,
        completedModules: 4,
      }),
    ).toBe(100);
  });

  it("caps each part", () => {
    expect(
      engagementScore({
        activeDaysLast14: 30,
        currentStreak: 40,
        completionsLast30: 20,
        startedModules: 1,
        completedModules: 1,
      }),
    ).toBe(100);
    expect(engagementScore({ ...none, currentStreak: 7 })).toBe(20);
    expect(engagementScore({ ...none, currentStreak: 8 })).toBe(20);
    expect(engagementScore({ ...none, completionsLast30: 5 })).toBe(25);
    expect(engagementScore({ ...none, completionsLast30: 6 })).toBe(25);
  });

  it("weights activity 40, streak 20, completions 25 and follow-through 15", () => {
    // 7/14 × 40 = 20; 3/7 × 20 = 8.57; 2 × 5 = 10; 2/4 × 15 = 7.5 → 46.07
    expect(
      engagementScore({
        activeDaysLast14: 7,
        currentStreak: 3,
        completionsLast30: 2,
        startedModules: 4,
        completedModules: 2,
      }),
    ).toBe(46);
  });
});

describe("computeLearnerStats (spec 1 §3)", () => {
  const stats = computeLearnerStats(input, WEDNESDAY);

  it("totals completions and hours", () => {
    expect(stats.totalModulesCompleted).toBe(4);
    // 1800 + 3600 + 2700 s recorded, and m7's 900 s raised to its stated 25 minutes: 9600 s.
    expect(stats.totalLearningHours).toBe("2.7");
    expect(stats.skillLevel).toBe("Beginner");
  });

  it("reads the streaks from the activity days", () => {
    expect(stats.currentStreak).toBe(3);
    expect(stats.longestStreak).toBe(4);
    expect(stats.lastActivityDate).toBe("2025-06-11");
  });

  it("counts this ISO week's completions against the default goal of 4", () => {
    expect(stats.weeklyGoal).toBe(4);
    expect(stats.weeklyModulesCompleted).toBe(2);
    expect(stats.weeklyProgress).toBe(2);
    expect(stats.weeklyGoalsMet).toBe(0);
  });

  it("cycles weekly progress when the goal is met", () => {
    const met = computeLearnerStats({ ...input, weeklyGoal: 2 }, WEDNESDAY);
    expect(met).toMatchObject({ weeklyGoal: 2, weeklyModulesCompleted: 2, weeklyProgress: 0, weeklyGoalsMet: 1 });
  });

  it("counts goals reached against the learner's own goal, on both sides of it", () => {
    expect(computeLearnerStats({ ...input, weeklyGoal: 1 }, WEDNESDAY)).toMatchObject({
      weeklyGoal: 1,
      weeklyProgress: 0,
      weeklyGoalsMet: 2,
    });
    expect(computeLearnerStats({ ...input, weeklyGoal: 3 }, WEDNESDAY)).toMatchObject({
      weeklyGoal: 3,
      weeklyProgress: 2,
      weeklyGoalsMet: 0,
    });
  });

  it("starts a new week on Monday", () => {
    const sunday = computeLearnerStats(input, new Date("2025-06-15T23:00:00Z"));
    const monday = computeLearnerStats(input, new Date("2025-06-16T01:00:00Z"));
    expect(sunday.weeklyModulesCompleted).toBe(2);
    expect(monday.weeklyModulesCompleted).toBe(0);
  });

  it("counts this calendar month's completions against 16", () => {
    expect(stats.monthlyGoal).toBe(16);
    expect(stats.monthlyProgress).toBe(3);
    expect(computeLearnerStats(input, new Date("2025-07-01T00:00:00Z")).monthlyProgress).toBe(0);
  });

  it("counts completed modules per pillar", () => {
    expect(stats).toMatchObject({
      purposeModules: 1,
      innovationModules: 1,
      valueModules: 0,
      optimizationModules: 1,
      transformationModules: 1,
    });
  });

  it("computes pillar progress as the rounded share of the pillar's modules completed (spec 1 §5)", () => {
    expect(stats.pivotProgress).toEqual({
      purpose: 50,
      innovation: 100,
      value: 0,
      optimization: 33,
      transformation: 100,
    });
  });

  it("scores engagement from the last 14 and 30 days", () => {
    // 7 active days → 20; streak 3 → 8.57; 4 completions → 20; 4 of 5 started completed → 12
    expect(stats.engagementScore).toBe(61);
  });

  it("picks the category with the most completed modules", () => {
    expect(stats.favoriteCategory).toBe("Inclusive Leadership");
  });

  it("breaks favourite-category ties by progress rows, then alphabetically", () => {
    const modules = input.modules;
    const byRows = computeLearnerStats(
      {
        modules,
        progress: [
          completedOn("m4", "2025-06-10T00:00:00Z", 0),
          completedOn("m7", "2025-06-10T00:00:00Z", 0),
          progressRow("m6"),
        ],
        activityDays: [],
      },
      WEDNESDAY,
    );
    expect(byRows.favoriteCategory).toBe("Social Impact");
    const alphabetical = computeLearnerStats(
      {
        modules,
        progress: [completedOn("m7", "2025-06-10T00:00:00Z", 0), completedOn("m4", "2025-06-10T00:00:00Z", 0)],
        activityDays: [],
      },
      WEDNESDAY,
    );
    expect(alphabetical.favoriteCategory).toBe("Governance & Ethics");
  });

  it("counts earned achievements: First Steps and Learning Streak", () => {
    expect(stats.totalAchievements).toBe(2);
  });

  it("starts from zero for a new learner", () => {
    const fresh = computeLearnerStats({ modules: input.modules, progress: [], activityDays: [] }, WEDNESDAY);
    expect(fresh).toMatchObject({
      totalModulesCompleted: 0,
      totalLearningHours: "0.0",
      currentStreak: 0,
      longestStreak: 0,
      weeklyProgress: 0,
      engagementScore: 0,
      skillLevel: "Beginner",
      favoriteCategory: null,
      totalAchievements: 0,
      lastActivityDate: null,
    });
    expect(Object.values(fresh.pivotProgress)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("credited learning time (issue 15: CPD credits a completed module's stated duration)", () => {
  it("credits a quickly read 20-minute module 20 minutes, so Hours learned is not 0.0", () => {
    const quick = computeLearnerStats(
      {
        modules: [{ id: "m", pivotPillar: "Purpose", category: "Social Impact", duration: 20 }],
        progress: [completedOn("m", "2025-06-11T10:00:00Z", 45)],
        activityDays: ["2025-06-11"],
      },
      WEDNESDAY,
    );
    expect(quick.totalLearningHours).toBe("0.3");
  });

  it("keeps the longer of recorded and stated time, counts 20 minutes without a duration, and only on completion", () => {
    expect(creditedSeconds({ isCompleted: true, timeSpent: 3000 }, { duration: 20 })).toBe(3000);
    expect(creditedSeconds({ isCompleted: true, timeSpent: 10 }, { duration: null })).toBe(1200);
    expect(creditedSeconds({ isCompleted: true, timeSpent: 10 }, undefined)).toBe(1200);
    expect(creditedSeconds({ isCompleted: false, timeSpent: 10 }, { duration: 20 })).toBe(10);
  });
});
