import { dateOfDay, dayNumber, utcDay } from "../../domain/calendar";
import { STREAK_DOTS } from "../../domain/stats";

export interface ActivityDay {
  /** 'YYYY-MM-DD' (UTC), as in stats.activeDaysThisWeek */
  day: string;
  /** short weekday name, e.g. "Mon" */
  weekday: string;
  active: boolean;
  isToday: boolean;
}

const WEEKDAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/**
 * The 7 days ending today (UTC, oldest first) marked active when stats.activeDaysThisWeek lists
 * them: the dashboard's 7 streak dots (spec 1 §9) and the progress page's activity this week.
 */
export function weekActivity(activeDays: readonly string[], today: Date): ActivityDay[] {
  const active = new Set(activeDays);
  const todayNumber = dayNumber(today);
  return Array.from({ length: STREAK_DOTS }, (_, i) => {
    const date = dateOfDay(todayNumber - (STREAK_DOTS - 1 - i));
    const day = utcDay(date);
    return { day, weekday: WEEKDAY.format(date), active: active.has(day), isToday: i === STREAK_DOTS - 1 };
  });
}
