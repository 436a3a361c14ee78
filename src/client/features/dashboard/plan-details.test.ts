import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "../../../contracts/billing";
import { NO_OWN_PLAN, northwindPlan } from "../../../test/subscription-status";
import { planCardView } from "./plan-details";

const learner = {
  role: "learner" as const,
  subscriptionStatus: "inactive" as const,
  subscriptionPlan: "free" as const,
};
const subscriber = {
  role: "learner" as const,
  subscriptionStatus: "active" as const,
  subscriptionPlan: "individual" as const,
};
const status = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  tier: "individual",
  status: "active",
  // 12 April 2026, 12:00 UTC
  currentPeriodEnd: Date.UTC(2026, 3, 12, 12) / 1000,
  cancelAtPeriodEnd: false,
  billingCycle: "monthly",
  canManageCard: false,
  testMode: true,
  organizationPlan: null,
  ...overrides,
});

describe("the dashboard's plan card (spec 1 §6, the plan catalogue)", () => {
  it("offers the free plan's features and the upgrade at the catalogue's price", () => {
    const view = planCardView(learner);
    expect(view.badge).toBe("Free");
    expect(view.features).toEqual(["Limited module access", "Basic progress tracking", "Standard support"]);
    expect(view.action).toEqual({ label: "Upgrade to Professional", to: "/subscribe", variant: "accent" });
    expect(view.hint).toBe("Professional is £29/month: every module, analytics and certificates.");
  });

  it("shows the paid plan, its price and the stored next billing date", () => {
    const view = planCardView(subscriber, status());
    expect(view.badge).toBe("Professional");
    expect(view.price).toBe("£29/month");
    expect(view.billingLine).toBe("Next billing date 12/04/2026");
    expect(view.features).toContain("Unlimited access to all modules");
    expect(view.action).toEqual({ label: "Manage Subscription", to: "/subscription", variant: "outline" });
  });

  it("says when a cancelled plan ends, and the yearly price on yearly billing", () => {
    expect(planCardView(subscriber, status({ cancelAtPeriodEnd: true })).billingLine).toBe("Cancels on 12/04/2026");
    expect(planCardView(subscriber, status({ billingCycle: "yearly" })).price).toBe("£290/year");
    expect(planCardView(subscriber).billingLine).toBeNull();
  });

  it("names the organisation a member's plan comes through, with no price and no upgrade", () => {
    const member = {
      role: "learner" as const,
      subscriptionStatus: "active" as const,
      subscriptionPlan: "organisation" as const,
    };
    const view = planCardView(
      member,
      status({
        ...NO_OWN_PLAN,
        organizationPlan: northwindPlan(Date.UTC(2026, 3, 12, 12) / 1000),
      }),
    );
    expect(view).toMatchObject({
      badge: "Organisation",
      premium: true,
      price: null,
      billingLine: "Through Northwind Social Ltd until 12/04/2026",
      action: { label: "View Plan" },
    });
  });

  it("never shows an admin Free or Upgrade", () => {
    const view = planCardView({ role: "admin", subscriptionStatus: "inactive", subscriptionPlan: "free" });
    expect(view.badge).toBe("Admin");
    expect(view.action.label).not.toMatch(/Upgrade/);
    expect(JSON.stringify(view)).not.toMatch(/Free|Upgrade/);
  });
});
