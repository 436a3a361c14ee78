/**
 * Which subscription's plan is live: the one rule every answer about a plan reads (the session's
 * access, the subscription page, seats, the organisation's plan, the admin lists), on the app's clock.
 *
 * Live means paid up ("active") or a renewal payment failed and the provider is still retrying it
 * ("past_due": Stripe retries for a while, then ends the subscription and its webhook says so), and the
 * period not over: spec 2 §4, a plan cancelled at the period's end keeps its access until then.
 * The SQL form for queries is `server/db/live-plan.ts`.
 */
export const LIVE_PLAN_STATUSES = ["active", "past_due"] as const;
export type LivePlanStatus = (typeof LIVE_PLAN_STATUSES)[number];

export interface PlanPeriod {
  status: string;
  currentPeriodEnd: Date;
}

export const isLivePlanStatus = (status: string): status is LivePlanStatus =>
  (LIVE_PLAN_STATUSES as readonly string[]).includes(status);

/** Whether the subscription's plan is live at `now`. */
export function isPlanLive(subscription: PlanPeriod, now: Date): boolean {
  return isLivePlanStatus(subscription.status) && subscription.currentPeriodEnd.getTime() > now.getTime();
}
