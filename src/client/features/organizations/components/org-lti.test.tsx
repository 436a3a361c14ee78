import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LtiOverview, LtiRegistration } from "../../../../contracts/lti";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { OrgLti } from "./org-lti";

resetAfterEachTest();

const ORGANIZATION = testOrganization("owner", {
  plan: {
    tier: "enterprise_plus",
    billingCycle: "yearly",
    status: "active",
    currentPeriodEnd: "2027-01-01T00:00:00.000Z",
    cancelAtPeriodEnd: false,
    provider: "invoice",
    invoiceRef: "INV-1",
  },
  seats: { limit: null, used: 1, members: 1, pendingInvitations: 0 },
});

const OVERVIEW: LtiOverview = {
  tool: {
    loginUrl: "https://pivot.example/api/lti/login",
    launchUrl: "https://pivot.example/api/lti/launch",
    jwksUrl: "https://pivot.example/api/lti/jwks",
    deepLinkingUrl: "https://pivot.example/api/lti/launch",
  },
  contexts: [
    {
      id: 5,
      registrationName: "Moodle",
      contextId: "c-1",
      title: "Sustainable Business 101",
      canSync: true,
      lastLaunchAt: "2026-11-01T10:00:00.000Z",
      lastSync: {
        id: 9,
        status: "done",
        seen: 3,
        added: 2,
        existing: 0,
        refusedNoSeat: 1,
        refusedOther: 0,
        error: null,
        createdAt: "2026-11-01T10:00:00.000Z",
        finishedAt: "2026-11-01T10:01:00.000Z",
      },
    },
  ],
  scores: [],
};

const registration = (n: number): LtiRegistration => ({
  id: `lti_${n}`,
  name: `LMS ${n}`,
  issuer: `https://lms-${n}.example`,
  clientId: `client-${n}`,
  authLoginUrl: `https://lms-${n}.example/auth`,
  accessTokenUrl: `https://lms-${n}.example/token`,
  jwksUrl: `https://lms-${n}.example/jwks`,
  deploymentIds: ["1"],
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
});

const renderCard = (organization = ORGANIZATION) =>
  renderWithQuery(
    <MemoryRouter>
      <OrgLti organization={organization} />
    </MemoryRouter>,
  );

describe("OrgLti", () => {
  it("tells an organisation without Enterprise Plus what it takes, without asking the server", () => {
    const fetchMock = routeFetch({});
    renderCard({ ...ORGANIZATION, plan: null });
    expect(
      screen.getByText("LMS integration comes with the Enterprise Plus plan. Contact sales to add it."),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the tool's values, pages the registrations and the course's last sync", async () => {
    routeFetch({
      "GET /api/organizations/org-1/lti": () => jsonResponse(200, OVERVIEW),
      "GET /api/organizations/org-1/lti/registrations": (url) => {
        const page = Number(new URL(url, "http://x").searchParams.get("page") ?? "1");
        return jsonResponse(200, { items: [registration(page * 10)], total: 11, page, pageSize: 10 });
      },
    });
    renderCard();
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Login initiation URL" }) as HTMLInputElement).value).toBe(
        "https://pivot.example/api/lti/login",
      ),
    );
    await waitFor(() => expect(screen.getByRole("listitem", { name: "LMS LMS 10" })).toBeTruthy());
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByRole("listitem", { name: "LMS LMS 20" })).toBeTruthy());
    const course = screen.getByRole("listitem", { name: "Course Sustainable Business 101" });
    expect(
      within(course).getByText(/Synced 3 members: 2 added, 0 already there, 1 not added \(no seat left\)/),
    ).toBeTruthy();
    expect(screen.getByText(/No scores sent yet/)).toBeTruthy();
  });

  it("validates the registration form with the contract's rules", async () => {
    routeFetch({
      "GET /api/organizations/org-1/lti": () => jsonResponse(200, { ...OVERVIEW, contexts: [] }),
      "GET /api/organizations/org-1/lti/registrations": () =>
        jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 10 }),
    });
    renderCard();
    await waitFor(() => expect(screen.getByText("No LMS registered yet")).toBeTruthy());
    const form = screen.getByRole("form", { name: "Register an LMS" });
    fireEvent.change(within(form).getByLabelText(/LMS keyset \(JWKS\) URL/), { target: { value: "ftp://keys" } });
    fireEvent.click(within(form).getByRole("button", { name: "Register LMS" }));
    await waitFor(() => expect(within(form).getByText("Add at least one deployment id")).toBeTruthy());
    expect(within(form).getByText("Name is required")).toBeTruthy();
    expect(within(form).getByText(/Keyset \(JWKS\) URL: enter a web address starting https:\/\//)).toBeTruthy();
  });
});
