import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { OrganizationSummary } from "../../../../contracts/organizations";
import {
  createTestQueryClient,
  jsonResponse,
  renderWithQuery,
  resetAfterEachTest,
  stubFetch,
} from "../../../../test/render-with-query";
import { OrganizationSwitcher } from "./org-switcher";

vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  refreshCurrentUser: vi.fn(async () => undefined),
}));

resetAfterEachTest();

const org = (id: string, name: string, active: boolean, role: OrganizationSummary["role"]): OrganizationSummary => ({
  id,
  name,
  slug: id,
  role,
  memberCount: 3,
  active,
  logo: null,
  brandColor: null,
});

function renderSwitcher(organizations: OrganizationSummary[]) {
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), organizations);
  return renderWithQuery(
    <MemoryRouter>
      <OrganizationSwitcher />
    </MemoryRouter>,
    client,
  );
}

describe("OrganizationSwitcher", () => {
  it("is hidden for someone without an organisation", () => {
    renderSwitcher([]);
    expect(screen.queryByRole("button", { name: /^Organisation:/ })).toBeNull();
  });

  it("names the active organisation, lists the others with roles and offers to create one", async () => {
    renderSwitcher([org("a", "Alpha Ltd", true, "owner"), org("b", "Beta CIC", false, "member")]);
    const trigger = screen.getByRole("button", { name: "Organisation: Alpha Ltd" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    const items = screen.getAllByRole("menuitemradio");
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain("Alpha Ltd");
    expect(items[0].textContent).toContain("Owner");
    expect(items[0].getAttribute("aria-checked")).toBe("true");
    expect(items[1].textContent).toContain("Beta CIC");
    expect(items[1].textContent).toContain("Member");
    expect(items[1].getAttribute("aria-checked")).toBe("false");
    expect(menu.textContent).toContain("Create organisation");
    expect(screen.getByRole("menuitem", { name: "Create organisation" }).getAttribute("href")).toBe(
      "/organization/new",
    );
  });

  it("switches: activates on the server, then every query refetches", async () => {
    const fetchMock = stubFetch(
      () => jsonResponse(200, { ok: true }),
      () => jsonResponse(200, [org("a", "Alpha Ltd", false, "owner"), org("b", "Beta CIC", true, "member")]),
    );
    renderSwitcher([org("a", "Alpha Ltd", true, "owner"), org("b", "Beta CIC", false, "member")]);
    fireEvent.keyDown(screen.getByRole("button", { name: "Organisation: Alpha Ltd" }), { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitemradio", { name: /Beta CIC/ }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Organisation: Beta CIC" })).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`)).toEqual([
      "POST /api/organizations/b/activate",
      "GET /api/organizations",
    ]);
    expect(screen.getByRole("status", { name: "Toasts" }).textContent).toContain("You are now working in Beta CIC.");
  });
});
