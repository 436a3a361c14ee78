import { type PlanId, planFor } from "./plans";

/**
 * Seats of an organisation (issue 20 item 2). Every member counts (owners too), and so does every
 * pending invitation, so an invitation never promises a seat that is not there. Without a paid plan
 * an organisation is a free team of up to FREE_ORGANIZATION_SEATS people, enough to try it out.
 */
export const FREE_ORGANIZATION_SEATS = 5;

/** The number of seats, or null for unlimited. */
export function seatLimit(plan: { tier: PlanId; seats: number | null } | null): number | null {
  if (!plan) return FREE_ORGANIZATION_SEATS;
  if (plan.seats !== null) return plan.seats;
  const max = planFor(plan.tier).maxUsers;
  return max < 0 ? null : max;
}

export const seatsLeft = (limit: number | null, used: number) =>
  limit === null ? Infinity : Math.max(0, limit - used);

/** The refusal when seats run out: names the limit and how to raise it. */
export function seatLimitMessage(limit: number, hasPaidPlan: boolean): string {
  const raise = hasPaidPlan
    ? "Buy more seats on the organisation's billing page, or contact sales for the Organisation plan (unlimited users)."
    : "Buy the Team Leader plan (up to 25 users) on the organisation's billing page, or contact sales for the Organisation plan.";
  return `Your organisation has used all ${limit} of its seats (members and pending invitations). ${raise}`;
}
