/** Calendar arithmetic in UTC: days are 'YYYY-MM-DD' strings or day numbers since 1970-01-01. */

import { tz } from "@date-fns/tz";
import { addDays, subDays, subMonths } from "date-fns";

/** Whole days are counted in UTC, where each has 24 hours whatever the server's time zone. */
const UTC = tz("UTC");

/** The moment `days` whole days after `date` (date-fns, in UTC). */
export const daysAfter = (date: Date, days: number): Date => new Date(addDays(date, days, { in: UTC }).getTime());

/** The moment `days` whole days before `date` (date-fns, in UTC). */
export const daysBefore = (date: Date, days: number): Date => new Date(subDays(date, days, { in: UTC }).getTime());

/** The moment `months` calendar months before `date` (date-fns, in UTC), clamped to a shorter month's end. */
export const monthsBefore = (date: Date, months: number): Date =>
  new Date(subMonths(date, months, { in: UTC }).getTime());

export const DAY_MS = 86_400_000;

/** English month names, January first (written dates built by hand do not depend on ICU data). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const WEEK_DAYS = 7;

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Whole days since 1970-01-01 (UTC) of a moment. */
export const dayNumber = (date: Date): number => Math.floor(date.getTime() / DAY_MS);

/** Day number of a 'YYYY-MM-DD' day (NaN when it is not a date). */
export const dayNumberOf = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Midnight (UTC) of a day number. */
export const dateOfDay = (day: number): Date => new Date(day * DAY_MS);

/** Monday = 0 … Sunday = 6 (ISO week, UTC). */
export const isoWeekday = (date: Date): number => (date.getUTCDay() + 6) % 7;

/** Day number of the Monday that starts the ISO week (UTC) holding the moment. */
export const isoWeekStart = (date: Date): number => dayNumber(date) - isoWeekday(date);

/** Full days left in the ISO week after today: Monday 6 … Friday 2, Saturday 1, Sunday 0. */
export const daysLeftInIsoWeek = (today: Date): number => WEEK_DAYS - 1 - isoWeekday(today);

/**
 * One event of an "Add to calendar" file, as the rules describe it; server/platform/ical.ts writes it
 * as iCalendar (RFC 5545).
 */
export interface CalendarFileEvent {
  /** Names the part of the product in PRODID ("-//PIVOT Learning//<product>//EN"). */
  product: string;
  /** Stable per event, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  start: Date;
  end: Date;
  /** Dates only (DTSTART;VALUE=DATE), read in UTC. */
  allDay?: boolean;
  url?: string;
  organizer?: { name: string; email: string };
  /** When the file is made (DTSTAMP). */
  now: Date;
}
