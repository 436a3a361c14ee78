import { describe, expect, it } from "vitest";
import { calendarLink, daysUntilDue, dueDateIcs, isOverdue, reminderFor, ukToday } from "./due-dates";

describe("due dates of assigned pathways (issue 10)", () => {
  it("counts whole calendar days, in the UK", () => {
    expect(daysUntilDue("2026-12-08", "2026-12-01")).toBe(7);
    expect(daysUntilDue("2026-12-01", "2026-12-01")).toBe(0);
    expect(daysUntilDue("2026-11-30", "2026-12-01")).toBe(-1);
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(ukToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(ukToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("reminds 7 days before, 1 day before, and when overdue, each threshold on both sides", () => {
    const today = "2026-12-01";
    expect(reminderFor("2026-12-09", today)).toBeNull(); // 8 days
    expect(reminderFor("2026-12-08", today)).toBe("due_in_7_days"); // 7 days
    expect(reminderFor("2026-12-03", today)).toBe("due_in_7_days"); // 2 days
    expect(reminderFor("2026-12-02", today)).toBe("due_in_1_day"); // 1 day
    expect(reminderFor("2026-12-01", today)).toBe("due_in_1_day"); // due today
    expect(reminderFor("2026-11-30", today)).toBe("overdue"); // 1 day late
  });

  it("is overdue only after the day has passed and while the pathway is not completed", () => {
    expect(isOverdue("2026-11-30", "2026-12-01", false)).toBe(true);
    expect(isOverdue("2026-12-01", "2026-12-01", false)).toBe(false);
    expect(isOverdue("2026-11-30", "2026-12-01", true)).toBe(false);
    expect(isOverdue(null, "2026-12-01", false)).toBe(false);
  });

  it("writes an all-day iCalendar event with escaped, folded text", () => {
    const ics = dueDateIcs({
      uid: "assignment-u1-3@pivotlearning",
      title: "Due: B-Corp Readiness, part 1; the basics",
      description:
        "A long description that goes on and on so that the line is longer than seventy-five octets for sure",
      dueDate: "2026-12-31",
      url: "https://pivot.example.com/pathways",
      now: new Date("2026-11-23T10:00:00Z"),
    });
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261123T100000Z");
    expect(lines).toContain("SUMMARY:Due: B-Corp Readiness\\, part 1\\; the basics");
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(" "))).toBe(true); // the description was folded
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("links to an all-day event in Google Calendar", () => {
    const url = new URL(
      calendarLink({
        title: "Due: Leadership",
        description: "Due today",
        dueDate: "2026-12-31",
        url: "https://x.test/p",
      }),
    );
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("dates")).toBe("20261231/20270101");
    expect(url.searchParams.get("text")).toBe("Due: Leadership");
  });
});
