import { computeAchievements } from "./achievements";
import { dateOfDay, dayNumber, dayNumberOf, isoWeekStart, utcDay } from "./calendar";
import { durationOf } from "./module-duration";
import { PILLARS, type Pillar, type PillarKey, pillarKey } from "./pillars";

/**
 * Issue 26 item 3: one weekly goal per person, set on /profile and used by every screen. Spec 1 §9's
 * per-screen defaults (4 dashboard and progress, 5 mobile, 3 hub insights) showed one person "1 of 5"
 * beside "1 of 4"; the dashboard's 4 is the default for everyone. The range is ours (the spec gives
 * none): at least one module, at most 20 (some ten hours of 30-minute modules a week).
 */
export const DEFAULT_WEEKLY_GOAL = 4;
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 20;
export const MONTHLY_GOAL_DEFAULT = 16;
export const STREAK_DOTS = 7;

export type ModuleId = string | number;
export type SkillLevel = "Beginner" | "Intermediate" | "Advanced";

/** An active module of the library (inactive modules are left out by the caller). */
export interface StatsModule {
  id: ModuleId;
  pivotPillar: Pillar;
  category: string;
  duration: number | null;
}

/** One user_progress row: one per learner and module. */
export interface StatsProgress {
  moduleId: ModuleId;
  isCompleted: boolean;
  progressPercentage: number;
  /** seconds */
  timeSpent: number;
  completedAt: Date | null;
  updatedAt: Date;
}

export interface StatsInput {
  modules: StatsModule[];
  progress: StatsProgress[];
  /** 'YYYY-MM-DD' UTC days on which the learner was active. */
  activityDays: string[];
  /** The learner's own weekly goal (user.weekly_goal); DEFAULT_WEEKLY_GOAL when not given. */
  weeklyGoal?: number;
}

/** spec 1 §3: Stats. */
export interface LearnerStats {
  totalModulesCompleted: number;
  /** hours with one decimal, e.g. "2.5" */
  totalLearningHours: string;
  currentStreak: number;
  longestStreak: number;
  weeklyGoal: number;
  weeklyProgress: number;
  weeklyModulesCompleted: number;
  weeklyGoalsMet: number;
  monthlyGoal: number;
  monthlyProgress: number;
  engagementScore: number;
  skillLevel: SkillLevel;
  favoriteCategory: string | null;
  totalAchievements: number;
  purposeModules: number;
  innovationModules: number;
  valueModules: number;
  optimizationModules: number;
  transformationModules: number;
  pivotProgress: Record<PillarKey, number>;
  /** 'YYYY-MM-DD' (UTC) of the latest activity day or progress update; null when none. */
  lastActivityDate: string | null;
}

/** Day on which a date counts as completed: completedAt, or the row's last update for older rows without it. */
export const completionDate = (row: StatsProgress): Date => row.completedAt ?? row.updatedAt;

/** Distinct valid activity days up to today, as ascending day numbers. */
function activeDayNumbers(activityDays: string[], today: Date): number[] {
  const todayNumber = dayNumber(today);
  const days = new Set(activityDays.map(dayNumberOf).filter((d) => Number.isInteger(d) && d <= todayNumber));
  return [...days].sort((a, b) => a - b);
}

/**
 * Current streak: consecutive active days ending today, or ending yesterday while today has no
 * activity yet (the streak is not lost until the day is over). Longest: the longest run ever.
 */
export function streaks(activityDays: string[], today: Date): { current: number; longest: number } {
  const days = activeDayNumbers(activityDays, today);
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && day === days[i - 1] + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const active = new Set(days);
  const end = active.has(dayNumber(today)) ? dayNumber(today) : dayNumber(today) - 1;
  let current = 0;
  while (active.has(end - current)) current++;
  return { current, longest };
}

/** The first day (UTC midnight) on which a run of `length` consecutive active days was reached. */
export function streakReachedOn(activityDays: string[], length: number, today: Date): Date | null {
  const days = activeDayNumbers(activityDays, today);
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1] + 1 ? run + 1 : 1;
    if (run >= length) return dateOfDay(days[i]);
  }
  return null;
}

/** spec 1 §9: progress toward the weekly goal = completed modules modulo the goal. */
export const weeklyGoalProgress = (completed: number, goal: number): number => (goal > 0 ? completed % goal : 0);
const weeklyGoalsMet = (completed: number, goal: number): number => (goal > 0 ? Math.floor(completed / goal) : 0);

/** spec 1 §9: default skill level Beginner; 5-14 completed Intermediate, 15+ Advanced. */
export function skillLevelFor(completedModules: number): SkillLevel {
  if (completedModules >= 15) return "Advanced";
  if (completedModules >= 5) return "Intermediate";
  return "Beginner";
}

export interface EngagementFacts {
  /** distinct active days among today and the 13 days before */
  activeDaysLast14: number;
  currentStreak: number;
  /** modules completed today or in the 29 days before */
  completionsLast30: number;
  /** modules with any progress (completed or progress above 0) */
  startedModules: number;
  completedModules: number;
}

/**
 * Engagement score, 0-100 (spec 1 §9 fixes only the scale), from four stored facts:
 * - activity: 40 × active days in the last 14 / 14 — regular learning matters most;
 * - streak: 20 × min(current streak, 7) / 7 — a full week of streak earns all of it;
 * - completions: 5 per module completed in the last 30 days, up to 25;
 * - follow-through: 15 × completed / started modules (0 when nothing is started).
 * The sum is clamped to 0-100 and rounded.
 */
export function engagementScore(facts: EngagementFacts): number {
  const activity = (40 * Math.min(facts.activeDaysLast14, 14)) / 14;
  const streak = (20 * Math.min(facts.currentStreak, 7)) / 7;
  const completions = Math.min(5 * facts.completionsLast30, 25);
  const followThrough = facts.startedModules > 0 ? 15 * Math.min(facts.completedModules / facts.startedModules, 1) : 0;
  return Math.round(Math.min(100, Math.max(0, activity + streak + completions + followThrough)));
}

/** Category with the most completed modules; ties: most progress rows, then alphabetical. */
function favoriteCategory(progress: StatsProgress[], moduleById: Map<ModuleId, StatsModule>): string | null {
  const tally = new Map<string, { completed: number; rows: number }>();
  for (const row of progress) {
    const category = moduleById.get(row.moduleId)?.category;
    if (category === undefined) continue;
    const entry = tally.get(category) ?? { completed: 0, rows: 0 };
    entry.rows++;
    if (row.isCompleted) entry.completed++;
    tally.set(category, entry);
  }
  const ranked = [...tally].filter(([, t]) => t.completed > 0);
  ranked.sort(([a, ta], [b, tb]) => tb.completed - ta.completed || tb.rows - ta.rows || (a < b ? -1 : a > b ? 1 : 0));
  return ranked[0]?.[0] ?? null;
}

/** Completed modules per pillar, read back from the stats (spec 1 §3 field names). */
export function pillarModuleCounts(
  stats: Pick<
    LearnerStats,
    "purposeModules" | "innovationModules" | "valueModules" | "optimizationModules" | "transformationModules"
  >,
): Record<Pillar, number> {
  return {
    Purpose: stats.purposeModules,
    Innovation: stats.innovationModules,
    Value: stats.valueModules,
    Optimization: stats.optimizationModules,
    Transformation: stats.transformationModules,
  };
}

/**
 * Issue 15 (CPD practice): a completed module credits at least its stated duration, however quickly
 * it was read — a module without a duration counts as 20 minutes (spec 1 §9) — and more when the
 * learner spent longer. Modules in progress credit the time actually recorded.
 */
export function creditedSeconds(
  row: Pick<StatsProgress, "isCompleted" | "timeSpent">,
  module: Pick<StatsModule, "duration"> | undefined,
): number {
  if (!row.isCompleted) return row.timeSpent;
  return Math.max(row.timeSpent, durationOf({ duration: module?.duration ?? null }) * 60);
}

/** The learner's credited learning time in seconds (see creditedSeconds). */
export function creditedLearningSeconds(
  progress: readonly Pick<StatsProgress, "moduleId" | "isCompleted" | "timeSpent">[],
  modules: readonly Pick<StatsModule, "id" | "duration">[],
): number {
  const byId = new Map(modules.map((m) => [m.id, m]));
  return progress.reduce((sum, row) => sum + creditedSeconds(row, byId.get(row.moduleId)), 0);
}

export function computeLearnerStats(input: StatsInput, today: Date): LearnerStats {
  const weeklyGoal = input.weeklyGoal ?? DEFAULT_WEEKLY_GOAL;
  const todayNumber = dayNumber(today);
  const moduleById = new Map(input.modules.map((m) => [m.id, m]));
  const completed = input.progress.filter((row) => row.isCompleted);
  const completedDays = completed.map((row) => dayNumber(completionDate(row)));
  const weekStart = isoWeekStart(today);
  const monthKey = utcDay(today).slice(0, 7);

  const { current, longest } = streaks(input.activityDays, today);
  const hours = creditedLearningSeconds(input.progress, input.modules) / 3600;
  const weeklyModulesCompleted = completedDays.filter((d) => d >= weekStart && d < weekStart + 7).length;

  const completedPerPillar = Object.fromEntries(PILLARS.map((p) => [p, 0])) as Record<Pillar, number>;
  for (const row of completed) {
    const module = moduleById.get(row.moduleId);
    if (module) completedPerPillar[module.pivotPillar]++;
  }
  // spec 1 §5: share of the pillar's modules with a completed progress entry; 0 without modules.
  const completedIds = new Set(completed.map((row) => row.moduleId));
  const pivotProgress = Object.fromEntries(
    PILLARS.map((pillar) => {
      const modules = input.modules.filter((m) => m.pivotPillar === pillar);
      const done = modules.filter((m) => completedIds.has(m.id)).length;
      return [pillarKey(pillar), modules.length > 0 ? Math.round((100 * done) / modules.length) : 0];
    }),
  ) as Record<PillarKey, number>;

  const achievements = computeAchievements({
    completedAt: completed.map(completionDate),
    longestStreak: longest,
    currentStreak: current,
    totalHours: hours,
    streakReachedOn: streakReachedOn(input.activityDays, 3, today),
  });

  const lastDays = [
    ...activeDayNumbers(input.activityDays, today),
    ...input.progress.map((row) => dayNumber(row.updatedAt)),
  ];
  const lastActivity = lastDays.length > 0 ? lastDays.reduce((a, b) => Math.max(a, b)) : null;

  return {
    totalModulesCompleted: completed.length,
    totalLearningHours: (Math.round(hours * 10) / 10).toFixed(1),
    currentStreak: current,
    longestStreak: longest,
    weeklyGoal,
    weeklyProgress: weeklyGoalProgress(weeklyModulesCompleted, weeklyGoal),
    weeklyModulesCompleted,
    weeklyGoalsMet: weeklyGoalsMet(weeklyModulesCompleted, weeklyGoal),
    monthlyGoal: MONTHLY_GOAL_DEFAULT,
    monthlyProgress: completed.filter((row) => utcDay(completionDate(row)).startsWith(monthKey)).length,
    engagementScore: engagementScore({
      activeDaysLast14: activeDayNumbers(input.activityDays, today).filter((d) => d > todayNumber - 14).length,
      currentStreak: current,
      completionsLast30: completedDays.filter((d) => d > todayNumber - 30 && d <= todayNumber).length,
      startedModules: input.progress.filter((row) => row.isCompleted || row.progressPercentage > 0).length,
      completedModules: completed.length,
    }),
    skillLevel: skillLevelFor(completed.length),
    favoriteCategory: favoriteCategory(input.progress, moduleById),
    totalAchievements: achievements.filter((a) => a.isCompleted).length,
    purposeModules: completedPerPillar.Purpose,
    innovationModules: completedPerPillar.Innovation,
    valueModules: completedPerPillar.Value,
    optimizationModules: completedPerPillar.Optimization,
    transformationModules: completedPerPillar.Transformation,
    pivotProgress,
    lastActivityDate: lastActivity === null ? null : utcDay(dateOfDay(lastActivity)),
  };
}
