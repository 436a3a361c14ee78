import { DAY_MS, dateOfDay, isoWeekStart, utcDay } from "./calendar";

/**
 * Advanced Learning Analytics (spec 3 §2): weekly trends, retention, velocity, milestones from the
 * learner's real progress rows, and predictions by straight-line extrapolation of their recent pace.
 */

export interface AnalyticsRow {
  moduleId: number;
  title: string;
  pivotPillar: string;
  isCompleted: boolean;
  /** seconds */
  timeSpent: number;
  completedAt: Date | null;
  updatedAt: Date;
}

export const TREND_WEEKS = 8;
const round1 = (n: number) => Math.round(n * 10) / 10;
const completionOf = (r: AnalyticsRow) => r.completedAt ?? r.updatedAt;

export interface WeekTrend {
  /** Monday of the week, YYYY-MM-DD */
  period: string;
  modulesCompleted: number;
  hoursLearned: number;
}

/** The last 8 ISO weeks, oldest first: modules completed in each, and hours of the rows last updated in it. */
export function weeklyTrends(rows: readonly AnalyticsRow[], now: Date): WeekTrend[] {
  const thisWeek = isoWeekStart(now);
  return Array.from({ length: TREND_WEEKS }, (_, i) => {
    const start = thisWeek - 7 * (TREND_WEEKS - 1 - i);
    const inWeek = (d: Date) => isoWeekStart(d) === start;
    return {
      period: utcDay(dateOfDay(start)),
      modulesCompleted: rows.filter((r) => r.isCompleted && inWeek(completionOf(r))).length,
      hoursLearned: round1(rows.filter((r) => inWeek(r.updatedAt)).reduce((s, r) => s + r.timeSpent, 0) / 3600),
    };
  });
}

/** Retention: the share of started modules the learner went on to complete (0 with none started). */
export const retentionRate = (rows: readonly AnalyticsRow[]): number =>
  rows.length > 0 ? Math.round((100 * rows.filter((r) => r.isCompleted).length) / rows.length) : 0;

/** Velocity: modules completed per week over the last 4 weeks. */
export const VELOCITY_WEEKS = 4;
export function modulesPerWeek(rows: readonly AnalyticsRow[], now: Date): number {
  const since = now.getTime() - VELOCITY_WEEKS * 7 * DAY_MS;
  const recent = rows.filter((r) => r.isCompleted && completionOf(r).getTime() > since).length;
  return round1(recent / VELOCITY_WEEKS);
}

export interface Milestone {
  date: string;
  title: string;
  type: "module" | "streak" | "pathway" | "certificate";
  impact: "high" | "medium";
  description: string;
}

/** Completion counts that are milestones (the achievement thresholds and round numbers). */
export const MODULE_MILESTONES = [1, 5, 10, 25] as const;

/** Milestones from real events: the 1st, 5th, 10th and 25th module and each pillar's first completion. */
export function milestones(rows: readonly AnalyticsRow[]): Milestone[] {
  const done = rows.filter((r) => r.isCompleted).sort((a, b) => completionOf(a).getTime() - completionOf(b).getTime());
  const out: Milestone[] = [];
  for (const n of MODULE_MILESTONES) {
    const row = done[n - 1];
    if (!row) continue;
    out.push({
      date: utcDay(completionOf(row)),
      title: n === 1 ? "First module completed" : `${n} modules completed`,
      type: "module",
      impact: n >= 10 ? "high" : "medium",
      description: `${row.title} was module number ${n}.`,
    });
  }
  const seen = new Set<string>();
  for (const row of done) {
    if (seen.has(row.pivotPillar)) continue;
    seen.add(row.pivotPillar);
    out.push({
      date: utcDay(completionOf(row)),
      title: `First ${row.pivotPillar} module`,
      type: "module",
      impact: "medium",
      description: `${row.title} opened the ${row.pivotPillar} pillar.`,
    });
  }
  return out.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export interface Prediction {
  /** Modules per week the prediction extrapolates. */
  pace: number;
  /** Expected completions in the next 30 days at that pace. */
  nextThirtyDays: number;
  /** Weeks until every module is completed at that pace; null when the pace is 0. */
  weeksToFinish: number | null;
  finishDate: string | null;
}

/**
 * Straight-line extrapolation: the pace of the last 4 weeks continues. Next 30 days = pace x 30/7,
 * rounded down; weeks to finish = remaining modules / pace, rounded up.
 */
export function predict(rows: readonly AnalyticsRow[], totalModules: number, now: Date): Prediction {
  const pace = modulesPerWeek(rows, now);
  const remaining = Math.max(0, totalModules - rows.filter((r) => r.isCompleted).length);
  if (pace <= 0) return { pace: 0, nextThirtyDays: 0, weeksToFinish: null, finishDate: null };
  const weeks = Math.ceil(remaining / pace);
  return {
    pace,
    nextThirtyDays: Math.min(remaining, Math.floor((pace * 30) / 7)),
    weeksToFinish: weeks,
    finishDate: utcDay(new Date(now.getTime() + weeks * 7 * DAY_MS)),
  };
}
