import type { ProgressItem, Stats } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import { averageHoursPerModule, buildAdaptivePath } from "../../../domain/adaptive-path";
import { generateInsights } from "../../../domain/insights";
import { PILLARS, type Pillar } from "../../../domain/pillars";
import { durationOf, MAX_QUICK_WINS, QUICK_WIN_MAX_MINUTES, recommendModules } from "../../../domain/recommendations";

/** The learner's facts as the spec 1 §9 rules take them. */
export const progressFacts = (progress: ProgressItem[]) =>
  progress.map((p) => ({ moduleId: p.moduleId, isCompleted: p.isCompleted, progressPercentage: p.progressPercentage }));

/** Smart Picks, My Path, Analytics and PIVOT of the intelligent hub, all from spec 1 §9's rules. */
export function hubModel(modules: ModuleSummary[], progress: ProgressItem[], stats: Stats, today: Date) {
  const facts = progressFacts(progress);
  const completed = new Set(progress.filter((p) => p.isCompleted).map((p) => p.moduleId));
  const recommendations = recommendModules(modules, facts);
  const quickWins = modules
    .filter((m) => m.hasContent && !completed.has(m.id) && durationOf(m) <= QUICK_WIN_MAX_MINUTES)
    .sort((a, b) => durationOf(a) - durationOf(b))
    .slice(0, MAX_QUICK_WINS);
  const path = buildAdaptivePath({
    // spec 1 §9: the default skill level is Beginner, so a module without a difficulty counts as one.
    modules: modules.filter((m) => m.hasContent).map((m) => ({ ...m, difficulty: m.difficulty ?? "beginner" })),
    progress: facts,
    engagementScore: stats.engagementScore,
    currentStreak: stats.currentStreak,
    averageHoursPerModule: averageHoursPerModule(Number(stats.totalLearningHours), stats.totalModulesCompleted),
  });
  // Issue 26: measured against the learner's own weekly goal (stats.weeklyGoal), as on every screen.
  const insights = generateInsights({ ...stats, totalLearningHours: Number(stats.totalLearningHours) }, today);
  const pillars = PILLARS.map((pillar) => ({
    pillar,
    progress: stats.pivotProgress[pillar.toLowerCase() as keyof Stats["pivotProgress"]],
    completed: modules.filter((m) => m.pivotPillar === pillar && completed.has(m.id)).length,
    total: modules.filter((m) => m.pivotPillar === pillar).length,
  }));
  return { recommendations, quickWins, path, insights, pillars };
}

export type HubModel = ReturnType<typeof hubModel>;
export type PillarRow = { pillar: Pillar; progress: number; completed: number; total: number };
