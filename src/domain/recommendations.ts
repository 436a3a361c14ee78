import { durationOf } from "./module-duration";
import { PILLARS, type Pillar } from "./pillars";
import type { ModuleId, StatsProgress } from "./stats";

// stats.ts needs the duration rule too, and recommendations need stats' types: it lives on its own.
export { DEFAULT_DURATION_MINUTES, durationOf } from "./module-duration";

export const QUICK_WIN_MAX_MINUTES = 20;
export const MAX_QUICK_WINS = 3;
export const MAX_RECOMMENDATIONS = 4;
/** spec 1 §9: the weakest pillar is flagged below 2 completed modules. */
export const WEAK_PILLAR_THRESHOLD = 2;
const WEAKEST_PILLAR_PICKS = 2;

export interface RecommendableModule {
  id: ModuleId;
  pivotPillar: Pillar;
  duration: number | null;
  /** false for a module whose body is still being written: never recommended (issue 15). */
  hasContent?: boolean;
}

/**
 * Issue 15: a module without a body is never featured, recommended or offered as Continue Learning;
 * it shows "Content Being Prepared" when opened. A module that does not say (no field) counts as ready.
 */
export const isOfferable = (module: { hasContent?: boolean }): boolean => module.hasContent !== false;

export type ProgressFact = Pick<StatsProgress, "moduleId" | "isCompleted" | "progressPercentage">;

export type RecommendationKind = "weakest-pillar" | "quick-win" | "continue" | "next-in-pillar";

export interface Recommendation<M extends RecommendableModule = RecommendableModule> {
  module: M;
  reason: string;
  kind: RecommendationKind;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Pillar with the fewest completed modules; ties go to the earlier pillar in PIVOT order. */
export function weakestPillar(completedPerPillar: Record<Pillar, number>): Pillar {
  return PILLARS.reduce((weakest, p) => (completedPerPillar[p] < completedPerPillar[weakest] ? p : weakest));
}

/** Pillar with the most completed modules; ties go to the earlier pillar in PIVOT order. */
export function strongestPillar(completedPerPillar: Record<Pillar, number>): Pillar {
  return PILLARS.reduce((strongest, p) => (completedPerPillar[p] > completedPerPillar[strongest] ? p : strongest));
}

export function completedPerPillar(modules: RecommendableModule[], progress: ProgressFact[]): Record<Pillar, number> {
  const completedIds = new Set(progress.filter((row) => row.isCompleted).map((row) => row.moduleId));
  const counts = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const module of modules) if (completedIds.has(module.id)) counts[module.pivotPillar]++;
  return counts;
}

/**
 * spec 1 §9 recommendation rules, in this order, without repeats and never a completed module:
 * 1. weakest pillar (fewest completed; flagged below 2): up to 2 of its modules, started ones first;
 * 2. quick wins: modules of 20 minutes or less, shortest first, up to 3;
 * 3. continue: started modules, furthest along first;
 * 4. next in pillar: remaining modules, from the pillars with the fewest completions.
 * At most 4 in all; equal candidates keep the order of `modules`.
 */
export function recommendModules<M extends RecommendableModule>(
  modules: M[],
  progress: ProgressFact[],
): Recommendation<M>[] {
  const rowById = new Map(progress.map((row) => [row.moduleId, row]));
  const percentOf = (m: M) => rowById.get(m.id)?.progressPercentage ?? 0;
  const open = modules.filter((m) => isOfferable(m) && !rowById.get(m.id)?.isCompleted);
  const counts = completedPerPillar(modules, progress);
  const picked: Recommendation<M>[] = [];
  const add = (candidates: M[], kind: RecommendationKind, reason: (m: M) => string, limit = MAX_RECOMMENDATIONS) => {
    for (const module of candidates.filter((m) => !picked.some((r) => r.module.id === m.id)).slice(0, limit)) {
      picked.push({ module, kind, reason: reason(module) });
    }
  };

  const weakest = weakestPillar(counts);
  if (counts[weakest] < WEAK_PILLAR_THRESHOLD) {
    const inPillar = open.filter((m) => m.pivotPillar === weakest).sort((a, b) => percentOf(b) - percentOf(a));
    add(
      inPillar,
      "weakest-pillar",
      () =>
        `${weakest} is your least explored pillar (${plural(counts[weakest], "completed module")}); this module builds a more balanced PIVOT profile.`,
      WEAKEST_PILLAR_PICKS,
    );
  }
  add(
    open.filter((m) => durationOf(m) <= QUICK_WIN_MAX_MINUTES).sort((a, b) => durationOf(a) - durationOf(b)),
    "quick-win",
    (m) => `Quick win: ${durationOf(m)} minutes to complete.`,
    MAX_QUICK_WINS,
  );
  add(
    open.filter((m) => percentOf(m) > 0).sort((a, b) => percentOf(b) - percentOf(a)),
    "continue",
    (m) => `You are ${percentOf(m)}% through; pick up where you left off.`,
  );
  add(
    [...open].sort((a, b) => counts[a.pivotPillar] - counts[b.pivotPillar]),
    "next-in-pillar",
    (m) => `Next step in ${m.pivotPillar}, where you have ${plural(counts[m.pivotPillar], "completed module")}.`,
  );
  return picked.slice(0, MAX_RECOMMENDATIONS);
}
