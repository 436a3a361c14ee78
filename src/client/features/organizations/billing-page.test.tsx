import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "@/lib/use-auth";
import type { OrganizationSubscription } from "../../../contracts/organization-billing";
import type { OrganizationSummary } from "../../../contracts/organizations";
import { formatPence, PLANS, seatPrice } from "../../../domain/plans";
import { vatAmounts } from "../../../domain/vat";
import { testUser } from "../../../test/current-user";
import { jsonResponse, renderWithQuery, resetAfterEachTest } from "../../../test/render-with-query";
import OrganizationBillingPage from "./billing-page";

resetAfterEachTest();

const owner = testUser({ id: "u1", email: "olu@example.com" });

const organization = (role: OrganizationSummary["role"]): OrganizationSummary => ({
  id: "o1",
  name: "Northwind Social Ltd",
  slug: "northwind-social",
  role,
  memberCount: 3,
  active: true,
  logo: null,
  brandColor: null,
});

const freePlan: OrganizationSubscription = {
  organizationId: "o1",
  organizationName: "Northwind Social Ltd",
  planId: "free",
  status: "inactive",
  seats: { limit: 5, used: 4, members: 3, pendingInvitations: 1 },
  canManage: true,
  billing: {
    billingCycle: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    provider: null,
    invoiceRef: null,
    seatsBought: null,
    testMode: true,
    paymentsAvailable: true,
    billingDetails: null,
  },
};

/** Answers by address; every request is kept. */
function api(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url}`;
    const answer = routes[key];
    return answer ? answer(init) : jsonResponse(404, { message: `no stub for ${key}` });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderPage() {
  setCurrentUser(owner);
  return renderWithQuery(
    <MemoryRouter initialEntries={["/organization/billing"]}>
      <OrganizationBillingPage />
    </MemoryRouter>,
  );
}

describe("the organisation's billing page (issue 20)", () => {
  it("lets the owner buy Team Leader with the test provider, checking the seats first", async () => {
    const fetchMock = api({
      "GET /api/auth/session": () => jsonResponse(200, { user: owner }),
      "GET /api/organizations": () => jsonResponse(200, [organization("owner")]),
      "GET /api/organizations/o1/subscription": () => jsonResponse(200, freePlan),
      "GET /api/organizations/o1/payments": () => jsonResponse(200, []),
      "POST /api/organizations/o1/subscription": () => jsonResponse(200, { outcome: "activated", checkoutUrl: null }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Buy a plan for your organisation" })).toBeTruthy();
    expect(screen.getByText("4 of 5 seats used")).toBeTruthy();
    expect(screen.getByText(/Test payments: this site uses the built-in test provider/)).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Team Leader/ })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Yearly" }));
    expect(screen.getByRole("heading", { name: "Each year" })).toBeTruthy();

    // More seats than Team Leader sells: the server's own message, and nothing sent.
    const seats = screen.getByRole("spinbutton", { name: /Seats/ });
    fireEvent.change(seats, { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Buy Team Leader" }));
    expect(
      await screen.findByText("Team Leader has at most 25 seats; choose the Organisation plan for more"),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    // Ten seats, yearly: the net, VAT at 20% and the total from the prices the server charges.
    fireEvent.change(seats, { target: { value: "10" } });
    const price = seatPrice(PLANS.team_leader, "yearly", 10);
    if (!price.ok) throw new Error(price.reason);
    const { vatPence, grossPence } = vatAmounts(price.price.netPence, 2000);
    expect(screen.getByText(formatPence(price.price.netPence))).toBeTruthy();
    expect(screen.getByText("VAT at 20%")).toBeTruthy();
    expect(screen.getByText(formatPence(vatPence))).toBeTruthy();
    expect(screen.getByText(formatPence(grossPence))).toBeTruthy();

    // Without billing details it is refused here, with the server's messages.
    fireEvent.click(screen.getByRole("button", { name: "Buy Team Leader" }));
    expect(await screen.findByText("Billing name is required")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    fireEvent.change(screen.getByRole("textbox", { name: /Billing name/ }), {
      target: { value: "Northwind Social Ltd" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Billing address/ }), {
      target: { value: "1 High Street, Leeds LS1 1AA" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Buy Team Leader" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("Welcome to Team Leader"),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      planId: "team_leader",
      billingCycle: "yearly",
      seats: 10,
      billing: { name: "Northwind Social Ltd", address: "1 High Street, Leeds LS1 1AA", country: "GB" },
    });
    expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("Test payment: no card was charged");
  });

  it("shows a member who is not the owner the plan's name only", async () => {
    api({
      "GET /api/auth/session": () => jsonResponse(200, { user: owner }),
      "GET /api/organizations": () => jsonResponse(200, [organization("member")]),
      "GET /api/organizations/o1/subscription": () =>
        jsonResponse(200, { ...freePlan, planId: "organisation", status: "active", canManage: false, billing: null }),
    });
    renderPage();
    expect(await screen.findByText(/Northwind Social Ltd is on the Organisation plan/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buy Team Leader" })).toBeNull();
    expect(screen.queryByText("Payment history")).toBeNull();
  });
});
