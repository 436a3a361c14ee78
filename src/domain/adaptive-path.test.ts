import { describe, expect, it } from "vitest";
import {
  averageHoursPerModule,
  buildAdaptivePath,
  MAX_PATH_STEPS,
  type PathModule,
  pathLevel,
  timeAllocationMinutes,
} from "./adaptive-path";
import type { Difficulty } from "./pillars";
import type { ProgressFact } from "./recommendations";

const mod = (id: string, difficulty: Difficulty, duration: number | null = 15): PathModule => ({
  id,
  pivotPillar: "Purpose",
  difficulty,
  duration,
});
const done = (moduleId: string): ProgressFact => ({ moduleId, isCompleted: true, progressPercentage: 100 });
const started = (moduleId: string): ProgressFact => ({ moduleId, isCompleted: false, progressPercentage: 40 });

const library = [
  mod("b1", "beginner"),
  mod("b2", "beginner", 20),
  mod("b3", "beginner", null),
  mod("b4", "beginner", 21),
  mod("b5", "beginner", 10),
  mod("b6", "beginner", 5),
  mod("i1", "intermediate", 30),
  mod("i2", "intermediate", 40),
  mod("i3", "intermediate", 50),
  mod("a1", "advanced", 60),
  mod("a2", "advanced", 60),
  mod("a3", "advanced", 60),
];
const path = (engagementScore: number, currentStreak: number, progress: ProgressFact[] = []) =>
  buildAdaptivePath({ modules: library, progress, engagementScore, currentStreak });
const ids = (p: ReturnType<typeof path>) => p.steps.map((s) => s.module.id);

describe("pathLevel (spec 1 §9)", () => {
  it.each([
    [71, 4, "accelerated"],
    [70, 4, "balanced"],
    [71, 3, "balanced"],
    [39, 2, "foundation"],
    [40, 2, "balanced"],
    [90, 0, "foundation"],
    [40, 1, "balanced"],
  ])("engagement %i with streak %i is %s", (engagement, streak, level) => {
    expect(pathLevel(engagement, streak)).toBe(level);
  });
});

describe("time allocation (spec 1 §9: duration x (2 - min(average, 1.8)))", () => {
  it("defaults the average to 1.5 hours per module", () => {
    expect(averageHoursPerModule(0, 0)).toBe(1.5);
    expect(averageHoursPerModule(6, 3)).toBe(2);
    expect(timeAllocationMinutes(30)).toBe(15);
  });

  it("caps the average at 1.8 and counts a missing duration as 20", () => {
    expect(timeAllocationMinutes(30, 1.8)).toBe(6);
    expect(timeAllocationMinutes(30, 3)).toBe(6);
    expect(timeAllocationMinutes(30, 1)).toBe(30);
    expect(timeAllocationMinutes(null, 1.5)).toBe(10);
  });
});

describe("buildAdaptivePath", () => {
  it("gives engaged learners 5 intermediate or advanced modules", () => {
    const accelerated = path(71, 4);
    expect(accelerated.level).toBe("accelerated");
    expect(ids(accelerated)).toEqual(["i1", "i2", "i3", "a1", "a2"]);
  });

  it("gives low engagement 4 beginner modules of 20 minutes or less (null counts as 20)", () => {
    const foundation = path(39, 2);
    expect(foundation.level).toBe("foundation");
    expect(ids(foundation)).toEqual(["b1", "b2", "b3", "b5"]);
  });

  it("otherwise gives 2 beginner and 2 intermediate modules", () => {
    expect(ids(path(50, 2))).toEqual(["b1", "b2", "i1", "i2"]);
  });

  it("never exceeds 6 steps", () => {
    for (const [engagement, streak] of [
      [100, 30],
      [0, 0],
      [50, 2],
    ]) {
      expect(path(engagement, streak).steps.length).toBeLessThanOrEqual(MAX_PATH_STEPS);
    }
    expect(MAX_PATH_STEPS).toBe(6);
  });

  it("prefers modules not yet completed and shows completed ones first", () => {
    expect(ids(path(50, 2, [done("b1")]))).toEqual(["b2", "b3", "i1", "i2"]);
    const onlyTwoBeginners = buildAdaptivePath({
      modules: [mod("b1", "beginner"), mod("b2", "beginner"), mod("i1", "intermediate")],
      progress: [done("b1")],
      engagementScore: 50,
      currentStreak: 2,
    });
    expect(onlyTwoBeginners.steps.map((s) => [s.module.id, s.status])).toEqual([
      ["b1", "completed"],
      ["b2", "current"],
      ["i1", "upcoming"],
    ]);
  });

  it("makes the in-progress module current and the rest upcoming", () => {
    const steps = path(50, 2, [started("b2")]).steps;
    expect(steps.map((s) => [s.module.id, s.status])).toEqual([
      ["b2", "current"],
      ["b1", "upcoming"],
      ["i1", "upcoming"],
      ["i2", "upcoming"],
    ]);
  });

  it("makes the first step current when nothing is in progress", () => {
    expect(path(50, 2).steps.map((s) => s.status)).toEqual(["current", "upcoming", "upcoming", "upcoming"]);
  });

  it("allocates time from the learner's average hours per module", () => {
    const steps = buildAdaptivePath({
      modules: [mod("b1", "beginner", 20), mod("i1", "intermediate", 30)],
      progress: [],
      engagementScore: 50,
      currentStreak: 2,
      averageHoursPerModule: 1,
    }).steps;
    expect(steps.map((s) => s.timeAllocationMinutes)).toEqual([20, 30]);
    expect(path(50, 2).steps.map((s) => s.timeAllocationMinutes)).toEqual([8, 10, 15, 20]);
  });
});
