import { describe, expect, it } from "vitest";
import {
  figureState,
  INSIGHT_FIGURES,
  type InsightEvidence,
  insightEvidence,
  MIN_COMPLETED_FOR_PROFILE,
  MIN_STARTED_FOR_RETENTION,
} from "./insight-evidence";

const NOW = new Date("2026-11-25T12:00:00Z"); // a Wednesday
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const evidence = (completedDaysAgo: number[], startedModules = completedDaysAgo.length): InsightEvidence => ({
  completionDates: completedDaysAgo.map(daysAgo),
  startedModules,
});

describe("insight figures need enough data (issue 26 item 7)", () => {
  it("documents for every figure the data it needs and how it is computed", () => {
    const figures = Object.values(INSIGHT_FIGURES);
    expect(figures.length).toBe(5);
    for (const figure of figures) {
      expect(figure.requires).toMatch(/^At least \d/);
      expect(figure.howComputed.length).toBeGreaterThan(10);
    }
  });

  it("shows AI confidence from 3 completed modules, not 2, and says how many are missing", () => {
    expect(MIN_COMPLETED_FOR_PROFILE).toBe(3);
    expect(figureState("confidence", evidence([1]), NOW)).toEqual({
      ready: false,
      toSee: "Complete 2 more modules to see how much your figures rest on.",
    });
    expect(figureState("confidence", evidence([1, 2]), NOW)).toEqual({
      ready: false,
      toSee: "Complete 1 more module to see how much your figures rest on.",
    });
    expect(figureState("confidence", evidence([1, 2, 3]), NOW)).toEqual({ ready: true });
  });

  it("shows career matches from 3 completed modules, not 2", () => {
    expect(figureState("careerMatch", evidence([]), NOW)).toEqual({
      ready: false,
      toSee: "Complete 3 more modules to see how you match careers.",
    });
    expect(figureState("careerMatch", evidence([1, 2]), NOW).ready).toBe(false);
    expect(figureState("careerMatch", evidence([1, 2, 3]), NOW).ready).toBe(true);
  });

  it("shows learning velocity with 3 completions, the first more than 30 days ago", () => {
    expect(figureState("learningVelocity", evidence([1]), NOW)).toEqual({
      ready: false,
      toSee: "Complete 2 more modules to see your learning velocity.",
    });
    // Three completions but all recent: no earlier pace to compare with; the date it appears is given.
    expect(figureState("learningVelocity", evidence([10, 5, 1]), NOW)).toEqual({
      ready: false,
      toSee:
        "Your learning velocity appears on 15 December 2026, once there are 30 days of earlier learning to compare with. Keep learning until then.",
    });
    expect(figureState("learningVelocity", evidence([30, 5, 1]), NOW).ready).toBe(false);
    expect(figureState("learningVelocity", evidence([31, 5, 1]), NOW)).toEqual({ ready: true });
  });

  it("shows the weekly pace with 3 completions in at least 2 ISO weeks", () => {
    expect(figureState("modulesPerWeek", evidence([0, 1]), NOW)).toEqual({
      ready: false,
      toSee: "Complete 1 more module to see your weekly pace.",
    });
    // Monday, Tuesday and Wednesday of the same week.
    expect(figureState("modulesPerWeek", evidence([0, 1, 2]), NOW)).toEqual({
      ready: false,
      toSee: "Complete a module in another week to see your weekly pace.",
    });
    // The Sunday before belongs to the previous ISO week.
    expect(figureState("modulesPerWeek", evidence([0, 1, 3]), NOW)).toEqual({ ready: true });
  });

  it("shows the retention rate from 3 started modules, not 2", () => {
    expect(MIN_STARTED_FOR_RETENTION).toBe(3);
    expect(figureState("retentionRate", evidence([], 2), NOW)).toEqual({
      ready: false,
      toSee: "Start 1 more module to see your retention rate.",
    });
    expect(figureState("retentionRate", evidence([], 3), NOW)).toEqual({ ready: true });
  });

  it("reads the evidence from progress rows: completion dates (or last update) and every started row", () => {
    const rows = [
      { isCompleted: true, completedAt: daysAgo(2), updatedAt: daysAgo(1) },
      { isCompleted: true, completedAt: null, updatedAt: daysAgo(4) },
      { isCompleted: false, completedAt: null, updatedAt: daysAgo(0) },
    ];
    expect(insightEvidence(rows)).toEqual({ completionDates: [daysAgo(2), daysAgo(4)], startedModules: 3 });
  });
});
