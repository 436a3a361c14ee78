import { describe, expect, it } from "vitest";
import { calendarLink, daysUntilDue, dueDateCalendarEvent, isOverdue, reminderFor, ukToday } from "./due-dates";

describe("due dates of assigned pathways (issue 10)", () => {
  it("counts whole calendar days, in the UK", () => {
    expect(daysUntilDue("2026-12-08", "2026-12-01")).toBe(7);
    expect(daysUntilDue("2026-12-01", "2026-12-01")).toBe(0);
    expect(daysUntilDue("2026-11-30", "2026-12-01")).toBe(-1);
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(ukToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(ukToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
    // The clocks change at 01:00 UTC: BST starts on 29 March 2026 and ends on 25 October 2026.
    expect(ukToday(new Date("2026-03-28T23:59:00Z"))).toBe("2026-03-28");
    expect(ukToday(new Date("2026-03-29T23:30:00Z"))).toBe("2026-03-30");
    expect(ukToday(new Date("2026-10-24T23:30:00Z"))).toBe("2026-10-25");
    expect(ukToday(new Date("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
    // Across the change a calendar day is still one day.
    expect(daysUntilDue("2026-03-30", "2026-03-29")).toBe(1);
    expect(daysUntilDue("2027-03-01", "2026-03-01")).toBe(365);
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

  it("makes an all-day calendar event from the due date to the next day", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    const event = dueDateCalendarEvent({
      uid: "assignment-u1-3@pivotlearning",
      title: "Due: B-Corp Readiness",
      description: "Your pathway is due.",
      dueDate: "2026-12-31",
      url: "https://pivot.example.com/pathways",
      now,
    });
    expect(event).toMatchObject({ product: "Assignments", allDay: true, uid: "assignment-u1-3@pivotlearning", now });
    expect(event.start.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(event.end.toISOString()).toBe("2027-01-01T00:00:00.000Z");
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
