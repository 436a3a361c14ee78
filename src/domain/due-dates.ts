/**
 * Due dates of assigned pathways (issue 10): which reminder is due, the calendar file (.ics) and the
 * "add to calendar" link that carry the date. Dates are calendar days ("2026-12-01"), due by the end of
 * the day in the UK.
 */

import { tz } from "@date-fns/tz";
import { addDays, differenceInCalendarDays, format } from "date-fns";
import type { CalendarFileEvent } from "./calendar";

/** The product's time zone: due dates are calendar days in the UK. */
const UK = tz("Europe/London");
/** Calendar days given as "YYYY-MM-DD" are counted in UTC, where every day has 24 hours. */
const UTC = tz("UTC");
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Today's calendar day in the UK (the product's time zone), e.g. "2026-11-23". The one place the
 * server and the browser ask for it.
 */
export const ukToday = (now: Date): string => format(now, "yyyy-MM-dd", { in: UK });

/** Whole days from `today` to `dueDate` (both calendar days): 0 = due today, negative = overdue. */
export const daysUntilDue = (dueDate: string, today: string): number =>
  differenceInCalendarDays(calendarDay(dueDate), calendarDay(today), { in: UTC });

export type DueReminder = "due_in_7_days" | "due_in_1_day" | "overdue";

/**
 * The reminder a due date calls for today: seven days before (or fewer, when the date was set closer
 * or a daily run was missed), one day before (or on the day), and once it has passed. Each is sent once
 * per due date (the caller's dedupe key), so a later run in the same window sends nothing new.
 */
export function reminderFor(dueDate: string, today: string): DueReminder | null {
  const days = daysUntilDue(dueDate, today);
  if (days < 0) return "overdue";
  if (days <= 1) return "due_in_1_day";
  if (days <= 7) return "due_in_7_days";
  return null;
}

export const isOverdue = (dueDate: string | null, today: string, completed: boolean) =>
  dueDate !== null && !completed && daysUntilDue(dueDate, today) < 0;

const compact = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => format(addDays(calendarDay(day), 1, { in: UTC }), "yyyy-MM-dd");

export interface DueDateEvent {
  /** Stable per assignment, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  description: string;
  dueDate: string;
  url: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** An all-day event on the due date, for the calendar file (.ics) sent with a reminder. */
export function dueDateCalendarEvent(event: DueDateEvent): CalendarFileEvent {
  return {
    product: "Assignments",
    uid: event.uid,
    title: event.title,
    description: event.description,
    start: calendarDay(event.dueDate),
    end: calendarDay(nextDay(event.dueDate)),
    allDay: true,
    url: event.url,
    now: event.now,
  };
}

/** Google Calendar's "add event" link for the same all-day event. */
export function calendarLink(event: Omit<DueDateEvent, "uid" | "now">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compact(event.dueDate)}/${compact(nextDay(event.dueDate))}`,
    details: `${event.description}\n${event.url}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
