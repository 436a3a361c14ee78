import { formatCalendarDay } from "./calendar-day";
/**
 * The founding-partner pilot's cohorts (issue 26 item 4): the dates, places and price of a cohort are a
 * record an administrator edits; the figures the pilot page shows are derived from it here. Dates are
 * calendar days ("2025-09-01"); applications close at the end of their closing day in the UK.
 */

export interface PilotCohortDates {
  name: string;
  startsOn: string;
  endsOn: string;
  applicationsCloseOn: string;
  places: number;
}

export type PilotCohortStatus = "open" | "closed";

/**
 * Open while today (UK) is on or before the closing day and places are left. Places left are the places
 * while applications carry no acceptance (an application asks for a place; it does not take one).
 */
export function pilotCohortStatus(
  cohort: Pick<PilotCohortDates, "applicationsCloseOn">,
  placesLeft: number,
  today: string,
) {
  return today <= cohort.applicationsCloseOn && placesLeft > 0 ? "open" : "closed";
}

/**
 * The cohort the pilot page shows: the open one that closes soonest, otherwise the one that closed last;
 * null when there is none.
 */
export function currentPilotCohort<C extends Pick<PilotCohortDates, "applicationsCloseOn"> & { id: number }>(
  cohorts: readonly C[],
  today: string,
  placesLeft: (cohort: C) => number,
): C | null {
  const byClosing = [...cohorts].sort(
    (a, b) => a.applicationsCloseOn.localeCompare(b.applicationsCloseOn) || a.id - b.id,
  );
  const open = byClosing.find((c) => pilotCohortStatus(c, placesLeft(c), today) === "open");
  return open ?? byClosing.at(-1) ?? null;
}

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** Calendar months the cohort runs over, counting its first and last: 1 Sep to 30 Nov is 3. */
export const pilotMonths = (cohort: Pick<PilotCohortDates, "startsOn" | "endsOn">) =>
  monthIndex(cohort.endsOn) - monthIndex(cohort.startsOn) + 1;

const monthName = (day: string, withYear: boolean) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    month: "long",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });

/**
 * spec 3 §9's wording of the period, from the dates: "September to November 2025"; "November 2026 to
 * January 2027" across a year; "March 2026" within one month.
 */
export function pilotPeriod(cohort: Pick<PilotCohortDates, "startsOn" | "endsOn">): string {
  const { startsOn, endsOn } = cohort;
  if (monthIndex(startsOn) === monthIndex(endsOn)) return monthName(startsOn, true);
  const sameYear = startsOn.slice(0, 4) === endsOn.slice(0, 4);
  return `${monthName(startsOn, !sameYear)} to ${monthName(endsOn, true)}`;
}

/** What a visitor (and a refused application) is told once a cohort has closed. */
export const cohortClosedMessage = (cohort: Pick<PilotCohortDates, "name" | "applicationsCloseOn">) =>
  `Applications for the ${cohort.name} cohort closed on ${formatCalendarDay(cohort.applicationsCloseOn)}.`;

/** Said instead when the cohort's places are all taken before its closing day. */
export const cohortFullMessage = (cohort: Pick<PilotCohortDates, "name">) =>
  `Applications for the ${cohort.name} cohort are closed: every place is taken.`;

/** When no cohort has ever been set up. */
export const NO_COHORT_MESSAGE = "Applications for the pilot are not open at the moment.";

/** Whether a cohort's dates are in order; the messages name the field at fault (admin form and API). */
export function cohortDateIssues(cohort: Pick<PilotCohortDates, "startsOn" | "endsOn" | "applicationsCloseOn">) {
  const issues: { path: "endsOn" | "applicationsCloseOn"; message: string }[] = [];
  if (cohort.endsOn < cohort.startsOn)
    issues.push({ path: "endsOn", message: "End date must be on or after the start date" });
  if (cohort.applicationsCloseOn > cohort.startsOn)
    issues.push({ path: "applicationsCloseOn", message: "Applications must close on or before the start date" });
  return issues;
}
