import type { ProgressItem, Stats } from "../../../contracts/learning";
import { PILLARS, type Pillar, pillarKey } from "../../../domain/pillars";
import { pillarModuleCounts } from "../../../domain/stats";

const DAY_MS = 86_400_000;
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
  const todayStart = Math.floor(today.getTime() / DAY_MS) * DAY_MS;
  const monday = todayStart - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  const starts = Array.from({ length: weeks }, (_, i) => monday - (weeks - 1 - i) * 7 * DAY_MS);
  const counts = starts.map(() => 0);
  for (const row of progress) {
    if (!row.completedAt) continue;
    const at = Date.parse(row.completedAt);
    const index = starts.findIndex((start) => at >= start && at < start + 7 * DAY_MS);
    if (index >= 0) counts[index]++;
  }
  return starts.map((start, i) => ({
    weekStart: new Date(start).toISOString().slice(0, 10),
    label: dayMonth.format(new Date(start)),
    completed: counts[i],
  }));
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
