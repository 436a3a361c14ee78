import { describe, expect, it } from "vitest";
import {
  cohortClosedMessage,
  cohortDateIssues,
  currentPilotCohort,
  pilotCohortStatus,
  pilotMonths,
  pilotPeriod,
} from "./pilot-cohort";
import { SPEC_PILOT_COHORT } from "./pilot-cohort-fixtures";

describe("pilotCohortStatus", () => {
  it("is open on the closing day and closed the day after", () => {
    expect(pilotCohortStatus(SPEC_PILOT_COHORT, 12, "2025-08-31")).toBe("open");
    expect(pilotCohortStatus(SPEC_PILOT_COHORT, 12, "2025-09-01")).toBe("closed");
  });

  it("is closed when no place is left, open with one", () => {
    expect(pilotCohortStatus(SPEC_PILOT_COHORT, 0, "2025-08-01")).toBe("closed");
    expect(pilotCohortStatus(SPEC_PILOT_COHORT, 1, "2025-08-01")).toBe("open");
  });
});

describe("currentPilotCohort", () => {
  const next = {
    ...SPEC_PILOT_COHORT,
    id: 2,
    name: "Spring 2027",
    startsOn: "2027-03-01",
    endsOn: "2027-05-31",
    applicationsCloseOn: "2027-02-15",
  };
  const later = { ...next, id: 3, name: "Autumn 2027", applicationsCloseOn: "2027-08-15" };
  const places = () => 12;

  it("picks the open cohort that closes soonest", () => {
    expect(currentPilotCohort([later, SPEC_PILOT_COHORT, next], "2026-11-25", places)?.name).toBe("Spring 2027");
  });

  it("falls back to the cohort that closed last", () => {
    const earlier = { ...SPEC_PILOT_COHORT, id: 4, name: "Spring 2025", applicationsCloseOn: "2025-02-28" };
    expect(currentPilotCohort([SPEC_PILOT_COHORT, earlier], "2026-11-25", places)?.name).toBe(
      "September to November 2025",
    );
  });

  it("skips a full cohort", () => {
    const full = (c: { id: number }) => (c.id === 2 ? 0 : 12);
    expect(currentPilotCohort([next, later], "2026-11-25", full)?.name).toBe("Autumn 2027");
  });

  it("is null without cohorts", () => {
    expect(currentPilotCohort([], "2026-11-25", places)).toBeNull();
  });
});

describe("the period in words", () => {
  it("reads as the spec writes it", () => {
    expect(pilotPeriod(SPEC_PILOT_COHORT)).toBe("September to November 2025");
    expect(pilotMonths(SPEC_PILOT_COHORT)).toBe(3);
  });

  it("names both years across a new year, one month alone", () => {
    expect(pilotPeriod({ startsOn: "2026-11-01", endsOn: "2027-01-31" })).toBe("November 2026 to January 2027");
    expect(pilotMonths({ startsOn: "2026-11-01", endsOn: "2027-01-31" })).toBe(3);
    expect(pilotPeriod({ startsOn: "2026-03-02", endsOn: "2026-03-27" })).toBe("March 2026");
    expect(pilotMonths({ startsOn: "2026-03-02", endsOn: "2026-03-27" })).toBe(1);
  });
});

describe("cohortClosedMessage", () => {
  it("names the cohort and the closing day", () => {
    expect(cohortClosedMessage(SPEC_PILOT_COHORT)).toBe(
      "Applications for the September to November 2025 cohort closed on 31 August 2025.",
    );
  });
});

describe("cohortDateIssues", () => {
  it("accepts dates in order, the same day included", () => {
    expect(cohortDateIssues(SPEC_PILOT_COHORT)).toEqual([]);
    expect(
      cohortDateIssues({ startsOn: "2026-01-05", endsOn: "2026-01-05", applicationsCloseOn: "2026-01-05" }),
    ).toEqual([]);
  });

  it("names an end before the start and a closing day after it", () => {
    expect(
      cohortDateIssues({ startsOn: "2026-01-05", endsOn: "2026-01-04", applicationsCloseOn: "2026-01-06" }),
    ).toEqual([
      { path: "endsOn", message: "End date must be on or after the start date" },
      { path: "applicationsCloseOn", message: "Applications must close on or before the start date" },
    ]);
  });
});
