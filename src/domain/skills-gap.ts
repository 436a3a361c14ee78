import type { CareerPath, SkillDefinition } from "./data/intelligence-samples";
import type { Difficulty, Pillar } from "./pillars";
import { durationOf } from "./recommendations";

/**
 * Skills gap (spec 3 §2 skills gap panel) from the learner's real completions: a skill's current
 * level is the share of the catalogue modules that teach it (its categories) the learner completed;
 * the target, benchmarks and demand are the sample figures of data/intelligence-samples.ts.
 */

export type GapPriority = "critical" | "high" | "medium" | "low";
export const GAP_PRIORITIES: readonly GapPriority[] = ["critical", "high", "medium", "low"];

/** Gap size (percentage points) from which each priority starts. */
export const PRIORITY_THRESHOLDS = { critical: 50, high: 30, medium: 15 } as const;
export const RECOMMENDED_PER_GAP = 3;

export interface GapModule {
  id: number;
  title: string;
  category: string;
  pivotPillar: Pillar;
  difficulty: Difficulty | null;
  duration: number | null;
}

export interface SkillGap {
  id: string;
  skillName: string;
  currentLevel: number;
  targetLevel: number;
  gapSize: number;
  priority: GapPriority;
  industryDemand: number;
  careerImpact: SkillDefinition["careerImpact"];
  /** Hours of the modules still open for this skill that closing the gap needs. */
  timeToClose: number;
  /** Modules closing the gap needs. */
  modulesToClose: number;
  recommendedModules: GapModule[];
  benchmarkData: SkillDefinition["benchmark"];
}

export function gapPriority(gapSize: number): GapPriority {
  if (gapSize >= PRIORITY_THRESHOLDS.critical) return "critical";
  if (gapSize >= PRIORITY_THRESHOLDS.high) return "high";
  if (gapSize >= PRIORITY_THRESHOLDS.medium) return "medium";
  return "low";
}

const DIFFICULTY_ORDER: Record<string, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const round1 = (n: number) => Math.round(n * 10) / 10;

export function skillGaps(
  skills: readonly SkillDefinition[],
  modules: readonly GapModule[],
  completedIds: ReadonlySet<number>,
): SkillGap[] {
  return skills
    .map((skill) => {
      const teaching = modules.filter((m) => skill.categories.includes(m.category));
      const done = teaching.filter((m) => completedIds.has(m.id)).length;
      const currentLevel = teaching.length > 0 ? Math.round((100 * done) / teaching.length) : 0;
      const gapSize = Math.max(0, skill.targetLevel - currentLevel);
      // Modules to reach the target: the share of the skill's modules the gap stands for, rounded up.
      const needed = Math.min(teaching.length - done, Math.ceil((gapSize / 100) * teaching.length - 1e-9));
      const open = teaching
        .filter((m) => !completedIds.has(m.id))
        .sort(
          (a, b) =>
            (DIFFICULTY_ORDER[a.difficulty ?? "beginner"] ?? 0) - (DIFFICULTY_ORDER[b.difficulty ?? "beginner"] ?? 0) ||
            durationOf(a) - durationOf(b),
        );
      const toClose = open.slice(0, Math.max(0, needed));
      return {
        id: skill.id,
        skillName: skill.skillName,
        currentLevel,
        targetLevel: skill.targetLevel,
        gapSize,
        priority: gapPriority(gapSize),
        industryDemand: skill.industryDemand,
        careerImpact: skill.careerImpact,
        timeToClose: round1(toClose.reduce((sum, m) => sum + durationOf(m), 0) / 60),
        modulesToClose: toClose.length,
        recommendedModules: open.slice(0, RECOMMENDED_PER_GAP),
        benchmarkData: skill.benchmark,
      };
    })
    .sort((a, b) => GAP_PRIORITIES.indexOf(a.priority) - GAP_PRIORITIES.indexOf(b.priority) || b.gapSize - a.gapSize);
}

/** Summary cards: count of critical gaps and total hours to close all gaps (sum of timeToClose). */
export const gapSummary = (gaps: readonly SkillGap[]) => ({
  criticalGaps: gaps.filter((g) => g.priority === "critical").length,
  totalHours: round1(gaps.reduce((sum, g) => sum + g.timeToClose, 0)),
});

/**
 * Career match: the mean over a career's key skills of how far the learner is toward each target
 * (current / target, at most 1), as a percentage. Careers sorted best match first.
 */
export function careerMatches(careers: readonly CareerPath[], gaps: readonly SkillGap[]) {
  const byId = new Map(gaps.map((g) => [g.id, g]));
  return careers
    .map((career) => {
      const parts = career.keySkills.map((id) => byId.get(id)).filter((g): g is SkillGap => g !== undefined);
      const match =
        parts.length > 0
          ? Math.round(
              (100 * parts.reduce((s, g) => s + Math.min(1, g.currentLevel / g.targetLevel), 0)) / parts.length,
            )
          : 0;
      return { career, match };
    })
    .sort((a, b) => b.match - a.match);
}

/**
 * Learning velocity: modules completed in the last 30 days against the learner's own average per
 * 30 days before that (since their first completion). 1.0 with no earlier history to compare with.
 */
export const VELOCITY_WINDOW_DAYS = 30;
export function learningVelocity(completionDates: readonly Date[], now: Date): number {
  const window = VELOCITY_WINDOW_DAYS * 86_400_000;
  const start = now.getTime() - window;
  const recent = completionDates.filter((d) => d.getTime() > start && d.getTime() <= now.getTime()).length;
  const earlier = completionDates.filter((d) => d.getTime() <= start);
  if (earlier.length === 0) return recent > 0 ? 1 : 0;
  const first = Math.min(...earlier.map((d) => d.getTime()));
  const periods = Math.max(1, (start - first) / window);
  return round1(recent / (earlier.length / periods));
}

/** How much the figures rest on: 0% with nothing completed, 50% at 5 modules, approaching 100%. */
export const confidenceFromEvidence = (completedModules: number): number =>
  Math.round(100 * (completedModules / (completedModules + 5)));
