import { STREAK_DOTS } from "../../domain/stats";

export interface ActivityDay {
  /** 'YYYY-MM-DD' (UTC), as in stats.activeDaysThisWeek */
  day: string;
  /** short weekday name, e.g. "Mon" */
  weekday: string;
  active: boolean;
  isToday: boolean;
}

const DAY_MS = 86_400_000;
const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/**
 * The 7 days ending today (UTC, oldest first) marked active when stats.activeDaysThisWeek lists
 * them: the dashboard's 7 streak dots (spec 1 §9) and the progress page's activity this week.
 */
export function weekActivity(activeDays: readonly string[], today: Date): ActivityDay[] {
  const active = new Set(activeDays);
  const todayStart = Math.floor(today.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: STREAK_DOTS }, (_, i) => {
    const date = new Date(todayStart - (STREAK_DOTS - 1 - i) * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    return { day, weekday: WEEKDAY.format(date), active: active.has(day), isToday: i === STREAK_DOTS - 1 };
  });
}
