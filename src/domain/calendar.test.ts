import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dateOfDay,
  dayNumber,
  dayNumberOf,
  daysAfter,
  daysBefore,
  daysLeftInIsoWeek,
  isoWeekday,
  isoWeekStart,
  utcDay,
} from "./calendar";

describe("UTC days", () => {
  it("numbers a day the same from a moment in it and from its date", () => {
    const moment = new Date("2025-06-12T23:59:59Z");
    expect(dayNumber(moment)).toBe(dayNumberOf("2025-06-12"));
    expect(dayNumber(new Date("2025-06-13T00:00:00Z"))).toBe(dayNumberOf("2025-06-12") + 1);
    expect(utcDay(dateOfDay(dayNumber(moment)))).toBe("2025-06-12");
    expect(dateOfDay(1).getTime()).toBe(DAY_MS);
  });

  it("gives NaN for a day that is not a date", () => {
    expect(dayNumberOf("not a day")).toBeNaN();
  });
});

describe("ISO week", () => {
  it.each([
    ["2025-06-09T00:00:00Z", 0, 6], // Monday
    ["2025-06-12T12:00:00Z", 3, 3], // Thursday
    ["2025-06-13T12:00:00Z", 4, 2], // Friday
    ["2025-06-14T12:00:00Z", 5, 1], // Saturday
    ["2025-06-15T23:59:59Z", 6, 0], // Sunday
  ])("%s is weekday %i and leaves %i full days in the week", (iso, weekday, daysLeft) => {
    const date = new Date(iso);
    expect(isoWeekday(date)).toBe(weekday);
    expect(daysLeftInIsoWeek(date)).toBe(daysLeft);
    expect(utcDay(dateOfDay(isoWeekStart(date)))).toBe("2025-06-09");
  });

  it("starts the next week on Monday", () => {
    expect(utcDay(dateOfDay(isoWeekStart(new Date("2025-06-16T00:00:00Z"))))).toBe("2025-06-16");
  });
});

describe("daysAfter / daysBefore", () => {
  it("moves by whole 24-hour days, across the UK's clock changes too", () => {
    const at = new Date("2026-03-28T10:00:00Z");
    expect(daysAfter(at, 2).toISOString()).toBe("2026-03-30T10:00:00.000Z");
    expect(daysBefore(new Date("2026-10-26T10:00:00Z"), 2).toISOString()).toBe("2026-10-24T10:00:00.000Z");
    expect(daysAfter(at, 0).getTime()).toBe(at.getTime());
    expect(daysBefore(at, 30).getTime()).toBe(at.getTime() - 30 * DAY_MS);
    expect(Object.getPrototypeOf(daysAfter(at, 1))).toBe(Date.prototype);
  });
});
