/**
 * Recurring compliance assignments (issue 22 item 7): the calendar of an assignment rule, its due
 * dates, when an overdue learner escalates to their line manager and when the managers' weekly digest
 * goes out. Dates are calendar days ("2027-01-31") in the UK, as for every assignment (due-dates.ts).
 * Pure: "today" is always a parameter.
 */
import { tz } from "@date-fns/tz";
import { addDays as addCalendarDays, addMonths as addCalendarMonths, format } from "date-fns";
import { daysUntilDue } from "./due-dates";

/** spec-free limits chosen for issue 22: every 1 to 36 months, due within a year. */
export const MIN_INTERVAL_MONTHS = 1;
export const MAX_INTERVAL_MONTHS = 36;
export const MAX_DUE_DAYS = 365;
/** Days an assignment may stay overdue before the learner's line manager hears of it. */
export const ESCALATION_GRACE_DAYS = 7;

export type ComplianceAudienceKind = "everyone" | "department" | "role";
export type ComplianceStatus = "on_time" | "late" | "outstanding";

/** Calendar days ('YYYY-MM-DD') are counted in UTC, where every day has 24 hours. */
const UTC = tz("UTC");
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` plus `days` calendar days (negative: before). */
export const addDays = (day: string, days: number): string =>
  format(addCalendarDays(dayOf(day), days, { in: UTC }), "yyyy-MM-dd");

/**
 * `day` plus `months` calendar months, clamped to the last day of a shorter month (date-fns): 31 January
 * + 1 month is 28 February (29 in a leap year), 29 February + 12 months is 28 February.
 */
export const addMonths = (day: string, months: number): string =>
  format(addCalendarMonths(dayOf(day), months, { in: UTC }), "yyyy-MM-dd");

/**
 * The start of cycle `cycle` (0 = the first) of a rule that started on `startsOn` and recurs every
 * `intervalMonths`. Counted from the first start each time, so clamping never drifts: a rule started
 * on 31 January runs on 28/29 February, then 31 March, not 28 March.
 */
export const cycleStart = (startsOn: string, intervalMonths: number, cycle: number) =>
  addMonths(startsOn, intervalMonths * cycle);

/**
 * The latest cycle that has started by `today` (at least `current`): the daily task creates that one,
 * skipping cycles a stopped server missed rather than assigning several at once. Null when the next
 * cycle has not started yet or the rule does not recur.
 */
export function dueCycle(
  rule: { startsOn: string; intervalMonths: number | null; cycle: number },
  today: string,
): number | null {
  if (rule.intervalMonths === null) return null;
  let next = rule.cycle + 1;
  if (daysUntilDue(cycleStart(rule.startsOn, rule.intervalMonths, next), today) > 0) return null;
  while (daysUntilDue(cycleStart(rule.startsOn, rule.intervalMonths, next + 1), today) <= 0) next++;
  return next;
}

/**
 * The due date of an assignment made on `assignedOn` in cycle `cycle`: `dueDays` after the day of the
 * assignment, or the rule's due date moved on by the cycles' months (never before the day of the
 * assignment: someone who joins after it is due that day).
 */
export function cycleDueDate(
  rule: { dueDays: number | null; dueDate: string | null; intervalMonths: number | null },
  cycle: number,
  assignedOn: string,
): string {
  if (rule.dueDays !== null) return addDays(assignedOn, rule.dueDays);
  const fixed = addMonths(rule.dueDate as string, (rule.intervalMonths ?? 0) * cycle);
  return daysUntilDue(fixed, assignedOn) < 0 ? assignedOn : fixed;
}

/**
 * An assignment's standing: done by the end of its due day (UK) is on time, done after it late, not
 * done outstanding. `completedOn` is the UK day the last required module was completed.
 */
export function complianceStatus(dueDate: string, completedOn: string | null): ComplianceStatus {
  if (completedOn === null) return "outstanding";
  return daysUntilDue(completedOn, dueDate) <= 0 ? "on_time" : "late";
}

/** Escalation to the line manager is due once the assignment has been overdue for the grace period. */
export function isEscalationDue(dueDate: string, today: string, graceDays = ESCALATION_GRACE_DAYS): boolean {
  return daysUntilDue(dueDate, today) <= -graceDays;
}

/**
 * The managers' digest goes out on Mondays (UK). Its week is named by that Monday, so a second run on
 * the same Monday (a restart) finds the same key and sends nothing again.
 */
export function digestWeek(today: string): string | null {
  const weekday = dayOf(today).getUTCDay();
  return weekday === 1 ? today : null;
}
