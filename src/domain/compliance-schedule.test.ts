import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  complianceStatus,
  cycleDueDate,
  cycleStart,
  digestWeek,
  dueCycle,
  ESCALATION_GRACE_DAYS,
  isEscalationDue,
} from "./compliance-schedule";

describe("recurring compliance assignments: recurrence dates (issue 22)", () => {
  it("adds months clamping to the month's last day, across month ends and leap years", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29"); // leap year
    expect(addMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(addMonths("2028-02-29", 48)).toBe("2032-02-29");
    expect(addMonths("2027-03-31", 1)).toBe("2027-04-30");
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2027-12-15", 1)).toBe("2028-01-15"); // across a year end
    expect(addMonths("2027-05-10", 36)).toBe("2030-05-10");
  });

  it("counts each cycle from the first start, so clamping never drifts", () => {
    expect(cycleStart("2027-01-31", 1, 1)).toBe("2027-02-28");
    expect(cycleStart("2027-01-31", 1, 2)).toBe("2027-03-31");
    expect(cycleStart("2028-02-29", 12, 1)).toBe("2029-02-28");
    expect(cycleStart("2028-02-29", 12, 4)).toBe("2032-02-29");
  });

  it("creates the next cycle on its start day, not the day before, and skips missed ones", () => {
    const yearly = { startsOn: "2027-03-31", intervalMonths: 12, cycle: 0 };
    expect(dueCycle(yearly, "2028-03-30")).toBeNull();
    expect(dueCycle(yearly, "2028-03-31")).toBe(1);
    expect(dueCycle({ ...yearly, cycle: 1 }, "2028-04-01")).toBeNull();
    // A server stopped for two years creates only the latest cycle.
    expect(dueCycle(yearly, "2030-04-02")).toBe(3);
    const monthly = { startsOn: "2028-01-31", intervalMonths: 1, cycle: 0 };
    expect(dueCycle(monthly, "2028-02-28")).toBeNull();
    expect(dueCycle(monthly, "2028-02-29")).toBe(1);
    expect(dueCycle({ startsOn: "2027-01-31", intervalMonths: 1, cycle: 0 }, "2027-02-28")).toBe(1);
    expect(dueCycle({ startsOn: "2027-01-31", intervalMonths: null, cycle: 0 }, "2030-01-01")).toBeNull();
  });

  it("dates each assignment: N days after it is made, or the rule's date moved on by the cycles", () => {
    expect(cycleDueDate({ dueDays: 30, dueDate: null, intervalMonths: 12 }, 0, "2028-02-10")).toBe("2028-03-11");
    expect(cycleDueDate({ dueDays: 30, dueDate: null, intervalMonths: 12 }, 1, "2029-02-10")).toBe("2029-03-12");
    expect(cycleDueDate({ dueDays: 0, dueDate: null, intervalMonths: null }, 0, "2027-12-31")).toBe("2027-12-31");
    expect(cycleDueDate({ dueDays: null, dueDate: "2028-02-29", intervalMonths: 12 }, 1, "2029-01-01")).toBe(
      "2029-02-28",
    );
    // Someone who joins after the date is due on the day they are assigned.
    expect(cycleDueDate({ dueDays: null, dueDate: "2027-06-30", intervalMonths: null }, 0, "2027-07-15")).toBe(
      "2027-07-15",
    );
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("tells on time, late and outstanding apart at the due day", () => {
    expect(complianceStatus("2027-03-31", "2027-03-31")).toBe("on_time");
    expect(complianceStatus("2027-03-31", "2027-03-30")).toBe("on_time");
    expect(complianceStatus("2027-03-31", "2027-04-01")).toBe("late");
    expect(complianceStatus("2027-03-31", null)).toBe("outstanding");
  });

  it("escalates to the line manager after the grace period, not a day before", () => {
    expect(ESCALATION_GRACE_DAYS).toBe(7);
    expect(isEscalationDue("2027-03-31", "2027-04-06")).toBe(false); // 6 days overdue
    expect(isEscalationDue("2027-03-31", "2027-04-07")).toBe(true); // 7 days overdue
    expect(isEscalationDue("2028-02-22", "2028-02-29")).toBe(true);
    expect(isEscalationDue("2028-02-23", "2028-02-29")).toBe(false);
    expect(isEscalationDue("2027-03-31", "2027-04-02", 2)).toBe(true);
  });

  it("sends the managers' digest on Mondays only, keyed by that Monday", () => {
    expect(digestWeek("2027-03-01")).toBe("2027-03-01"); // a Monday
    expect(digestWeek("2027-03-02")).toBeNull();
    expect(digestWeek("2027-02-28")).toBeNull();
  });
});
