import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { OrganizationSummary } from "../../../contracts/organizations";
import { setupProgress, setupSteps } from "../../../domain/setup-checklist";
import {
  createTestQueryClient,
  jsonResponse,
  renderWithQuery,
  routeFetch,
  stubFetch,
} from "../../../test/render-with-query";
import { testOrganization, testOrganizationSummary } from "../../../test/test-organization";
import { organizationNavFor } from "./organization-nav";
import OrganizationPage from "./organization-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(organizations: OrganizationSummary[]) {
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), organizations);
  return renderWithQuery(
    <MemoryRouter>
      <OrganizationPage />
    </MemoryRouter>,
    client,
  );
}

describe("OrganizationPage", () => {
  it("shows someone without an organisation how to create or join one", () => {
    stubFetch();
    renderWith([]);
    expect(screen.getByRole("link", { name: "Create an organisation" }).getAttribute("href")).toBe("/organization/new");
    expect(screen.getByRole("heading", { name: "Join your organisation" })).toBeTruthy();
  });

  it("summarises the active organisation: role, plan, seats, members and the admin's links", async () => {
    // Invited and with departments, nothing else yet: two of the six steps done.
    const steps = setupSteps({
      hasLogo: false,
      hasBrandColour: false,
      invitations: 1,
      members: 2,
      departments: 1,
      membersWithManager: 1,
      assignedPathways: 0,
      ssoConfigured: false,
      payGapRecords: 0,
    });
    routeFetch({
      "GET /api/organizations/o1": () =>
        jsonResponse(
          200,
          testOrganization("admin", { id: "o1", seats: { limit: 5, used: 3, members: 2, pendingInvitations: 1 } }),
        ),
      "GET /api/organizations/o1/setup-checklist": () =>
        jsonResponse(200, { steps, progress: setupProgress(steps), allDone: false, dismissedAt: null }),
    });
    renderWith([testOrganizationSummary("admin", { memberCount: 1 })]);
    expect(screen.getByRole("heading", { level: 1, name: "Northwind" })).toBeTruthy();
    await waitFor(() => expect(screen.getByText("3 of 5 used")).toBeTruthy());
    expect(screen.getByText("No team plan")).toBeTruthy();
    expect(screen.getByText("Including 1 pending invitation.")).toBeTruthy();
    const manage = screen.getByRole("navigation", { name: "Manage the organisation" });
    const expected = organizationNavFor("admin")
      .filter((item) => item.to !== "/organization")
      .map((item) => item.label);
    expect(expected).toContain("Settings");
    expect([...manage.querySelectorAll("a")].map((a) => a.textContent)).toEqual(expected);
    expect(screen.getByRole("button", { name: "Leave organisation" })).toBeTruthy();
    // The guided start: each step from the organisation's data, with the page that does it.
    expect(await screen.findByRole("heading", { name: "Set up your organisation" })).toBeTruthy();
    expect(screen.getByText(setupProgress(steps))).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open branding settings" }).getAttribute("href")).toBe(
      "/organization/settings#settings-branding",
    );
    expect(screen.getAllByRole("link", { name: "Review" })).toHaveLength(steps.filter((s) => s.done).length);
  });
});
