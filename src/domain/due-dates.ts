/**
 * Due dates of assigned pathways (issue 10): which reminder is due, the calendar file (.ics) and the
 * "add to calendar" link that carry the date. Dates are calendar days ("2026-12-01"), due by the end of
 * the day in the UK.
 */

const DAY_MS = 86_400_000;

/** Today's calendar day in the UK (the product's time zone), e.g. "2026-11-23". */
export function ukToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Whole days from `today` to `dueDate` (both calendar days): 0 = due today, negative = overdue. */
export function daysUntilDue(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

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
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** RFC 5545 text: backslash, semicolon, comma and newline escaped; lines folded at 75 octets. */
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const octets = (text: string) => new TextEncoder().encode(text).length;

function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (octets(rest) > 75) {
    let cut = 75;
    while (octets(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join("\r\n");
}

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

/** An all-day event on the due date, as an iCalendar file. */
export function dueDateIcs(event: DueDateEvent): string {
  const stamp = `${event.now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//PIVOT Learning//Assignments//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.dueDate)}`,
    `DTEND;VALUE=DATE:${compact(nextDay(event.dueDate))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]
    .map(fold)
    .join("\r\n")
    .concat("\r\n");
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
