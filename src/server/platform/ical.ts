import ical, { ICalCalendarMethod } from "ical-generator";
import type { CalendarFileEvent } from "../../domain/calendar";

/**
 * One event as an iCalendar file (RFC 5545), written by ical-generator (escaping, folding at 75
 * octets, CRLF line ends). Every "Add to calendar" file the server sends comes from here.
 */
export function calendarFile(event: CalendarFileEvent): string {
  const calendar = ical({
    prodId: { company: "PIVOT Learning", product: event.product, language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
  });
  calendar.createEvent({
    id: event.uid,
    stamp: event.now,
    start: event.start,
    end: event.end,
    allDay: event.allDay ?? false,
    summary: event.title,
    description: event.description,
    url: event.url ?? null,
    organizer: event.organizer ?? null,
  });
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
