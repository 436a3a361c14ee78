import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { OrganizationSummary } from "../../../contracts/organizations";
import { createTestQueryClient, jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
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
    stubFetch(() =>
      jsonResponse(
        200,
        testOrganization("admin", { id: "o1", seats: { limit: 5, used: 3, members: 2, pendingInvitations: 1 } }),
      ),
    );
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
  });
});
