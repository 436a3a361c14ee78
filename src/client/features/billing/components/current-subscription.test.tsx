import { cleanup, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format";
import type { CurrentUser } from "../../../../contracts/auth";
import type { PaymentRecord, SubscriptionStatus, SubscriptionUsage } from "../../../../contracts/billing";
import { testUser } from "../../../../test/current-user";
import { createTestQueryClient, renderWithQuery } from "../../../../test/render-with-query";
import { NO_OWN_PLAN, northwindPlan } from "../../../../test/subscription-status";
import { paymentsQueryKey } from "../api/get-payments";
import { subscriptionUsageQueryKey } from "../api/get-usage";
import { CurrentSubscription } from "./current-subscription";

afterEach(cleanup);

const user = testUser({
  id: "u1",
  email: "sam@example.com",
  firstName: "Sam",
  lastName: "Jones",
  subscriptionStatus: "active",
  subscriptionPlan: "individual",
  activeOrganizationId: null,
});
const PERIOD_END = Date.UTC(2030, 0, 15, 12) / 1000;
const active: SubscriptionStatus = {
  tier: "individual",
  status: "active",
  currentPeriodEnd: PERIOD_END,
  cancelAtPeriodEnd: false,
  billingCycle: "monthly",
  canManageCard: false,
  testMode: true,
  organizationPlan: null,
};
const usage: SubscriptionUsage = {
  modulesAccessed: 4,
  periodStart: "2029-12-15T12:00:00.000Z",
  teamMembers: 1,
  maxUsers: 1,
  organization: null,
};
const payment: PaymentRecord = {
  id: 7,
  createdAt: "2029-12-15T12:00:00.000Z",
  amountPence: 2900,
  currency: "gbp",
  planId: "individual",
  billingCycle: "monthly",
  status: "succeeded",
  receiptNumber: "PIVOT-000007",
};

function renderCurrent(
  status: SubscriptionStatus,
  payments: PaymentRecord[] = [payment],
  who: CurrentUser = user,
  usageNow: SubscriptionUsage = usage,
) {
  const client = createTestQueryClient();
  client.setQueryData(subscriptionUsageQueryKey(), usageNow);
  client.setQueryData(paymentsQueryKey(), payments);
  renderWithQuery(
    <MemoryRouter>
      <CurrentSubscription
        user={who}
        status={status}
        statusQuery={{ isPending: false, isError: false, refetch: () => undefined }}
      />
    </MemoryRouter>,
    client,
  );
}

describe("Current Subscription (spec 2 §2)", () => {
  it("shows the plan, price, status, next billing date, usage and the history with its receipt", () => {
    renderCurrent(active);
    expect(screen.getByText("Professional")).toBeTruthy();
    expect(screen.getByText("£29/month")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("Next billing date")).toBeTruthy();
    expect(screen.getByText(formatDate(new Date(PERIOD_END * 1000)))).toBeTruthy();
    expect(screen.getByText("4")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Receipt PIVOT-000007" }).getAttribute("href")).toBe(
      "/api/subscription/payments/7/receipt",
    );
    expect(screen.getByRole("button", { name: "Cancel Subscription" })).toBeTruthy();
  });

  it("names the organisation a member's plan comes through, with no Cancel and no Upgrade (issue 20)", () => {
    renderCurrent(
      {
        ...active,
        ...NO_OWN_PLAN,
        organizationPlan: northwindPlan(PERIOD_END),
      },
      [],
      { ...user, subscriptionStatus: "active", subscriptionPlan: "organisation" },
    );
    expect(screen.getByText("Organisation plan through Northwind Social Ltd", { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(screen.queryByText(/Upgrade/)).toBeNull();
  });

  it("says when a cancelled subscription ends and offers no second cancel", () => {
    renderCurrent({ ...active, cancelAtPeriodEnd: true });
    expect(screen.getByText(`Cancels on ${formatDate(new Date(PERIOD_END * 1000))}.`, { exact: false })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
  });

  it("offers no Cancel Subscription on the free plan, and an empty history says so", () => {
    const free: SubscriptionStatus = { ...active, ...NO_OWN_PLAN };
    renderCurrent(free, [], { ...user, subscriptionStatus: "inactive", subscriptionPlan: "free" });
    expect(screen.getAllByText("Free")).toHaveLength(2); // the badge and the plan
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(screen.getByText("No payments yet")).toBeTruthy();
  });

  it("never shows an admin Free", () => {
    const free: SubscriptionStatus = { ...active, ...NO_OWN_PLAN };
    renderCurrent(free, [], { ...user, role: "admin", subscriptionStatus: "inactive", subscriptionPlan: "free" });
    expect(screen.getByText("Admin access")).toBeTruthy();
    expect(screen.queryByText("Free")).toBeNull();
  });

  it("shows no team row for a person in no organisation, never “25 of 1” (issue 26)", () => {
    renderCurrent(active, [], user, { ...usage, teamMembers: 25, maxUsers: 1 });
    expect(screen.queryByText("Team members")).toBeNull();
    expect(screen.queryByText("Organisation seats")).toBeNull();
    expect(screen.queryByText(/of 1 on your plan/)).toBeNull();
  });

  it("shows the organisation's seats and their limit, or unlimited (issue 26)", () => {
    const seats = { id: "o1", name: "Northwind Social Ltd", members: 24, seatsUsed: 25, seatLimit: 30 };
    renderCurrent(active, [], user, { ...usage, teamMembers: 24, maxUsers: 1, organization: seats });
    expect(screen.getByText("Organisation seats")).toBeTruthy();
    expect(screen.getByText("25")).toBeTruthy();
    expect(screen.getByText("of 30 seats used at Northwind Social Ltd")).toBeTruthy();
    cleanup();
    renderCurrent(active, [], user, { ...usage, organization: { ...seats, seatsUsed: 1, seatLimit: null } });
    expect(screen.getByText("seat used at Northwind Social Ltd (unlimited)")).toBeTruthy();
  });
});
