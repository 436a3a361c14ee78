import type { ProgressItem, Stats } from "../../../contracts/learning";
import { dateOfDay, dayNumber, isoWeekStart, utcDay, WEEK_DAYS } from "../../../domain/calendar";
import { PILLARS, type Pillar, pillarKey } from "../../../domain/pillars";
import { pillarModuleCounts } from "../../../domain/stats";

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

export interface WeekCompletions {
  /** Monday of the ISO week, 'YYYY-MM-DD' (UTC) */
  weekStart: string;
  /** e.g. "9 Mar" */
  label: string;
  completed: number;
}

/** Modules completed per ISO week (UTC) for the `weeks` weeks ending with the current one, oldest first. */
export function completionsByWeek(
  progress: readonly Pick<ProgressItem, "completedAt">[],
  today: Date,
  weeks = 8,
): WeekCompletions[] {
  const firstMonday = isoWeekStart(today) - (weeks - 1) * WEEK_DAYS;
  const counts = Array.from({ length: weeks }, () => 0);
  for (const row of progress) {
    if (!row.completedAt) continue;
    const week = Math.floor((dayNumber(new Date(row.completedAt)) - firstMonday) / WEEK_DAYS);
    if (week >= 0 && week < weeks) counts[week]++;
  }
  return counts.map((completed, i) => {
    const monday = dateOfDay(firstMonday + i * WEEK_DAYS);
    return { weekStart: utcDay(monday), label: dayMonth.format(monday), completed };
  });
}

export interface CategoryTime {
  category: string;
  minutes: number;
}

/** Minutes spent per module category (timeSpent is in seconds), most first; categories with no time left out. */
export function minutesByCategory(progress: readonly Pick<ProgressItem, "timeSpent" | "module">[]): CategoryTime[] {
  const seconds = new Map<string, number>();
  for (const row of progress) seconds.set(row.module.category, (seconds.get(row.module.category) ?? 0) + row.timeSpent);
  return [...seconds]
    .map(([category, total]) => ({ category, minutes: Math.round(total / 60) }))
    .filter((c) => c.minutes > 0)
    .sort((a, b) => b.minutes - a.minutes || a.category.localeCompare(b.category));
}

export interface PillarPoint {
  pillar: Pillar;
  /** percentage of the pillar's modules completed */
  progress: number;
  completed: number;
}

export function pillarPoints(stats: Stats): PillarPoint[] {
  const counts = pillarModuleCounts(stats);
  return PILLARS.map((pillar) => ({
    pillar,
    progress: stats.pivotProgress[pillarKey(pillar)],
    completed: counts[pillar],
  }));
}
