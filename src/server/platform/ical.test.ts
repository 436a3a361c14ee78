import { describe, expect, it } from "vitest";
import { calendarFile } from "./ical";

const now = new Date("2026-11-23T10:00:00Z");
const octets = (line: string) => new TextEncoder().encode(line).length;

describe("calendarFile", () => {
  const allDay = calendarFile({
    product: "Assignments",
    uid: "assignment-u1-3@pivotlearning",
    title: "Due: B-Corp Readiness, part 1; the basics",
    description: "A long description that goes on and on so that the line is longer than seventy-five octets for sure",
    start: new Date("2026-12-31T00:00:00Z"),
    end: new Date("2027-01-01T00:00:00Z"),
    allDay: true,
    url: "https://pivot.example.com/pathways",
    now,
  });

  it("writes an all-day event as dates, with escaped text, every line ended by CRLF", () => {
    const lines = allDay.split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//PIVOT Learning//Assignments//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
    ]);
    expect(lines).toContain("UID:assignment-u1-3@pivotlearning");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261231");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("DTSTAMP:20261123T100000Z");
    expect(lines).toContain("SUMMARY:Due: B-Corp Readiness\\, part 1\\; the basics");
    expect(lines).toContain("URL;VALUE=URI:https://pivot.example.com/pathways");
    expect(allDay.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds lines longer than 75 octets, multi-byte text included", () => {
    const timed = calendarFile({
      product: "Team Collaboration Hub",
      uid: "team-event-1@example.com",
      title: "Coffee & Learn; allyship, together",
      description: `A line\nand another ${"lõng ".repeat(20)}`,
      start: new Date("2026-12-01T09:30:00Z"),
      end: new Date("2026-12-01T10:00:00Z"),
      organizer: { name: "Lee Learner", email: "noreply@pivot-learning.invalid" },
      now,
    });
    expect(timed).toContain("\r\nDTSTART:20261201T093000Z\r\n");
    expect(timed).toContain("\r\nDTEND:20261201T100000Z\r\n");
    expect(timed).toContain("\r\nSUMMARY:Coffee & Learn\\; allyship\\, together\r\n");
    expect(timed).toContain('\r\nORGANIZER;CN="Lee Learner":mailto:noreply@pivot-learning.invalid\r\n');
    expect(timed).toContain("\r\nDESCRIPTION:A line\\nand another lõng");
    for (const file of [allDay, timed]) {
      const lines = file.split("\r\n");
      expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(0);
      for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    }
  });
});
