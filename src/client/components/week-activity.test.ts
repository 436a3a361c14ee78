import { describe, expect, it } from "vitest";
import { weekActivity } from "./week-activity";

describe("weekActivity", () => {
  const today = new Date("2026-03-12T15:30:00Z"); // a Thursday

  it("lists the 7 days ending today, oldest first", () => {
    const days = weekActivity([], today);
    expect(days.map((d) => d.day)).toEqual([
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
    ]);
    expect(days.map((d) => d.weekday)).toEqual(["Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu"]);
    expect(days.filter((d) => d.isToday).map((d) => d.day)).toEqual(["2026-03-12"]);
  });

  it("marks the days with activity and ignores days outside the week", () => {
    const days = weekActivity(["2026-03-05", "2026-03-06", "2026-03-12"], today);
    expect(days.filter((d) => d.active).map((d) => d.day)).toEqual(["2026-03-06", "2026-03-12"]);
  });
});
