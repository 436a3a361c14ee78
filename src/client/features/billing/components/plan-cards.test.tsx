import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionStatus } from "../../../../contracts/billing";
import { testUser } from "../../../../test/current-user";
import { NO_OWN_PLAN, northwindPlan } from "../../../../test/subscription-status";
import { PlanCards } from "./plan-cards";

const learner = testUser({
  id: "u1",
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Jones",
  activeOrganizationId: null,
});

const monthlyProfessional: SubscriptionStatus = {
  tier: "individual",
  status: "active",
  currentPeriodEnd: 1_900_000_000,
  cancelAtPeriodEnd: false,
  billingCycle: "monthly",
  canManageCard: false,
  testMode: true,
  organizationPlan: null,
};

function renderCards(props: Partial<React.ComponentProps<typeof PlanCards>> = {}) {
  const handlers = { onSubscribe: vi.fn(), onContactSales: vi.fn(), onShowCurrent: vi.fn() };
  render(
    <MemoryRouter>
      <PlanCards user={learner} status={undefined} cycle="monthly" pendingPlan={null} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

afterEach(cleanup);

const card = (name: string) => screen.getByRole("listitem", { name: `${name} plan` });

describe("PlanCards (spec 2 §2)", () => {
  it("shows four plans with the catalogue's prices, Most Popular and From prices", () => {
    renderCards();
    expect(screen.getAllByRole("listitem", { name: /plan$/ }).map((li) => li.getAttribute("aria-label"))).toEqual([
      "Free plan",
      "Professional plan",
      "Team Leader plan",
      "Organisation plan",
    ]);
    expect(within(card("Professional")).getByText("£29")).toBeTruthy();
    expect(within(card("Team Leader")).getByText("Most Popular")).toBeTruthy();
    expect(within(card("Team Leader")).getByText("From")).toBeTruthy();
    expect(within(card("Organisation")).getByText("£899")).toBeTruthy();
  });

  it("rings the current plan with a disabled Current Plan button", () => {
    renderCards();
    const button = within(card("Free")).getByRole("button", { name: "Current Plan" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(card("Free").className).toContain("ring-2");
    expect(card("Professional").className).not.toContain("ring-2");
  });

  it("shows yearly prices and the saving (12 × monthly − yearly)", () => {
    renderCards({ cycle: "yearly" });
    expect(within(card("Professional")).getByText("£290")).toBeTruthy();
    expect(within(card("Professional")).getByText("Save £58 a year")).toBeTruthy();
  });

  it("subscribes to Professional and opens Contact Sales for the sales-led plans", () => {
    const handlers = renderCards();
    fireEvent.click(within(card("Professional")).getByRole("button", { name: "Subscribe" }));
    expect(handlers.onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ id: "individual" }));
    fireEvent.click(within(card("Organisation")).getByRole("button", { name: "Contact Sales" }));
    expect(handlers.onContactSales).toHaveBeenCalledWith("organisation");
  });

  it("offers a subscriber the other billing cycle as a plan change", () => {
    renderCards({
      user: { ...learner, subscriptionStatus: "active", subscriptionPlan: "individual" },
      status: monthlyProfessional,
      cycle: "yearly",
    });
    expect(within(card("Professional")).getByRole("button", { name: "Switch to yearly billing" })).toBeTruthy();
    expect(within(card("Free")).getByRole("button", { name: "Manage Subscription" })).toBeTruthy();
  });

  it("sends Team Leader buyers to their organisation's billing page (issue 20)", () => {
    const handlers = renderCards();
    expect(within(card("Team Leader")).getByRole("link", { name: "Buy for Your Team" }).getAttribute("href")).toBe(
      "/organization/billing",
    );
    fireEvent.click(within(card("Team Leader")).getByRole("button", { name: "or Contact Sales" }));
    expect(handlers.onContactSales).toHaveBeenCalledWith("team_leader");
  });

  it("tells a member on an organisation's plan that Professional is included, with no Subscribe", () => {
    renderCards({
      user: { ...learner, subscriptionStatus: "active", subscriptionPlan: "organisation" },
      status: {
        ...monthlyProfessional,
        ...NO_OWN_PLAN,
        organizationPlan: northwindPlan(1_900_000_000),
      },
    });
    const included = within(card("Professional")).getByRole("button", { name: "Included with Northwind Social Ltd" });
    expect(included.hasAttribute("disabled")).toBe(true);
    expect(within(card("Professional")).queryByRole("button", { name: "Subscribe" })).toBeNull();
  });

  it("asks a signed-out visitor to sign in, returning to the pricing page", () => {
    renderCards({ user: null });
    expect(within(card("Professional")).getByRole("link", { name: "Sign in to Subscribe" }).getAttribute("href")).toBe(
      "/api/login?returnTo=%2Fsubscribe",
    );
    expect(within(card("Free")).getByRole("link", { name: "Create Free Account" }).getAttribute("href")).toBe("/login");
  });
});
