import { describe, expect, it } from "vitest";
import { nextBillingDate } from "./plan-details";

const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe("nextBillingDate", () => {
  it("is one month from today", () => {
    expect(day(nextBillingDate(new Date(2026, 2, 12)))).toEqual([2026, 4, 12]);
  });

  it("rolls over the year", () => {
    expect(day(nextBillingDate(new Date(2026, 11, 15)))).toEqual([2027, 1, 15]);
  });

  it("keeps to the last day of a shorter month", () => {
    expect(day(nextBillingDate(new Date(2026, 0, 31)))).toEqual([2026, 2, 28]);
    expect(day(nextBillingDate(new Date(2028, 0, 30)))).toEqual([2028, 2, 29]);
  });
});
