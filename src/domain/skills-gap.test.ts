import { describe, expect, it } from "vitest";
import { CAREER_PATHS, SKILL_DEFINITIONS, type SkillDefinition } from "./data/intelligence-samples";
import {
  careerMatches,
  confidenceFromEvidence,
  type GapModule,
  gapPriority,
  gapSummary,
  learningVelocity,
  skillGaps,
} from "./skills-gap";

const skill: SkillDefinition = {
  id: "s",
  skillName: "Skill",
  categories: ["A"],
  targetLevel: 80,
  industryDemand: 90,
  careerImpact: "high",
  benchmark: { peerAverage: 50, industryLeaders: 85, roleRequirement: 80 },
};
const mod = (
  id: number,
  category = "A",
  duration: number | null = 30,
  difficulty: GapModule["difficulty"] = null,
): GapModule => ({
  id,
  title: `M${id}`,
  category,
  pivotPillar: "Purpose",
  difficulty,
  duration,
});

describe("gap priority thresholds", () => {
  it.each([
    [51, "critical"],
    [50, "critical"],
    [49, "high"],
    [30, "high"],
    [29, "medium"],
    [15, "medium"],
    [14, "low"],
    [0, "low"],
  ])("a gap of %i points is %s", (gap, priority) => {
    expect(gapPriority(gap)).toBe(priority);
  });
});

describe("skillGaps from real completions", () => {
  const modules = [mod(1), mod(2, "A", 60, "advanced"), mod(3, "A", 15, "beginner"), mod(4), mod(5, "B")];
  it("levels are the share of the skill's modules completed; the gap and hours follow", () => {
    const [gap] = skillGaps([skill], modules, new Set([1]));
    expect(gap.currentLevel).toBe(25);
    expect(gap.gapSize).toBe(55);
    expect(gap.priority).toBe("critical");
    // 55% of 4 modules rounds up to 3 more; beginner first, then shortest: M3 15, M4 30, M2 60 = 105 min.
    expect(gap.modulesToClose).toBe(3);
    expect(gap.timeToClose).toBe(1.8);
    expect(gap.recommendedModules.map((m) => m.id)).toEqual([3, 4, 2]);
  });
  it("has no gap once the target is met, and counts a skill without modules as 0", () => {
    const [met] = skillGaps([skill], modules, new Set([1, 2, 3, 4]));
    expect(met).toMatchObject({ currentLevel: 100, gapSize: 0, priority: "low", timeToClose: 0, modulesToClose: 0 });
    const [none] = skillGaps([{ ...skill, categories: ["Z"] }], modules, new Set());
    expect(none.currentLevel).toBe(0);
  });
  it("sums the summary cards", () => {
    const gaps = skillGaps(SKILL_DEFINITIONS, modules, new Set());
    expect(gaps.length).toBe(SKILL_DEFINITIONS.length);
    const summary = gapSummary(gaps);
    expect(summary.criticalGaps).toBe(gaps.filter((g) => g.priority === "critical").length);
    expect(summary.totalHours).toBeCloseTo(
      gaps.reduce((s, g) => s + g.timeToClose, 0),
      5,
    );
  });
});

describe("career matches", () => {
  it("average the progress toward each key skill's target, best first", () => {
    const modules = SKILL_DEFINITIONS.flatMap((s, i) => s.categories.map((c, j) => mod(100 + i * 10 + j, c)));
    const all = new Set(modules.map((m) => m.id));
    const matches = careerMatches(CAREER_PATHS, skillGaps(SKILL_DEFINITIONS, modules, all));
    expect(matches.every((m) => m.match === 100)).toBe(true);
    expect(
      careerMatches(CAREER_PATHS, skillGaps(SKILL_DEFINITIONS, modules, new Set())).every((m) => m.match === 0),
    ).toBe(true);
  });
});

describe("learning velocity and confidence", () => {
  const now = new Date("2026-11-23T00:00:00Z");
  const ago = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it("compares the last 30 days with the learner's earlier average per 30 days", () => {
    expect(learningVelocity([], now)).toBe(0);
    expect(learningVelocity([ago(1)], now)).toBe(1);
    // 2 recent; 2 earlier over the 60 days before the window: 1 per 30 days.
    expect(learningVelocity([ago(1), ago(2), ago(89), ago(45)], now)).toBe(2);
  });
  it("gains confidence with evidence: 0 at none, 50% at 5 modules", () => {
    expect(confidenceFromEvidence(0)).toBe(0);
    expect(confidenceFromEvidence(5)).toBe(50);
    expect(confidenceFromEvidence(20)).toBe(80);
  });
});
