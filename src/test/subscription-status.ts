import type { SubscriptionStatus } from "../contracts/billing";

/** The fields of a subscription status with no paid plan of the person's own (the free plan). */
export const NO_OWN_PLAN = {
  tier: "free",
  status: "inactive",
  currentPeriodEnd: null,
  billingCycle: null,
} as const satisfies Partial<SubscriptionStatus>;

/** Issue 20: the organisation plan a member has through Northwind, ending at `currentPeriodEnd` (Unix seconds). */
export const northwindPlan = (currentPeriodEnd: number): SubscriptionStatus["organizationPlan"] => ({
  organizationId: "o1",
  organizationName: "Northwind Social Ltd",
  tier: "organisation",
  currentPeriodEnd,
});
