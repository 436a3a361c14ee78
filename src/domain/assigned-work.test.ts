import { describe, expect, it } from "vitest";
import { dueInWords, dueUrgency, orderAssignedWork } from "./assigned-work";

const today = "2026-12-02";
const item = (dueDate: string | null, completed = false, id = dueDate ?? "none") => ({ id, dueDate, completed });

describe("assigned work on the dashboard", () => {
  it("says each due date in words", () => {
    expect(dueInWords(item("2026-11-29"), today)).toBe("Overdue by 3 days");
    expect(dueInWords(item("2026-12-01"), today)).toBe("Overdue by 1 day");
    expect(dueInWords(item("2026-12-02"), today)).toBe("Due today");
    expect(dueInWords(item("2026-12-03"), today)).toBe("Due tomorrow");
    expect(dueInWords(item("2026-12-09"), today)).toBe("Due in 7 days");
    expect(dueInWords(item("2026-12-10"), today)).toBeNull();
    expect(dueInWords(item(null), today)).toBeNull();
    expect(dueInWords(item("2026-11-01", true), today)).toBe("Completed");
  });

  it("puts due soon on both sides of seven days", () => {
    expect(dueUrgency(item("2026-12-09"), today)).toBe("dueSoon");
    expect(dueUrgency(item("2026-12-10"), today)).toBe("later");
    expect(dueUrgency(item("2026-12-01"), today)).toBe("overdue");
  });

  it("orders overdue first, then due soon, later, no date and done", () => {
    const ordered = orderAssignedWork(
      [
        item(null),
        item("2027-01-10"),
        item("2026-12-04"),
        item("2026-11-01", true, "done"),
        item("2026-11-30"),
        item("2026-11-20"),
      ],
      today,
    );
    expect(ordered.map((i) => i.id)).toEqual(["2026-11-20", "2026-11-30", "2026-12-04", "2027-01-10", "none", "done"]);
  });
});
