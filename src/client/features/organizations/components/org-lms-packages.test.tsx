import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { LmsPackage, LmsPackageList } from "../../../../contracts/lms-packages";
import { jsonResponse, renderWithQuery, resetAfterEachTest, routeFetch } from "../../../../test/render-with-query";
import { testOrganization } from "../../../../test/test-organization";
import { OrgLmsPackages } from "./org-lms-packages";

resetAfterEachTest();

const ORGANIZATION = testOrganization("owner", { seats: { limit: null, used: 1, members: 1, pendingInvitations: 0 } });

const packageOf = (n: number, overrides: Partial<LmsPackage> = {}): LmsPackage => ({
  id: `package-${n}`,
  format: "scorm12",
  target: { kind: "module", id: n, title: `Module ${n}` },
  createdByName: "Olu Owner",
  createdAt: "2026-11-01T10:00:00.000Z",
  revokedAt: null,
  launches: 0,
  learners: 0,
  lastLaunchAt: null,
  ...overrides,
});

const list = (overrides: Partial<LmsPackageList> = {}): LmsPackageList => ({
  lmsIntegration: true,
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  ...overrides,
});

const MODULES = [
  { id: 3, title: "Adaptive Leadership" },
  { id: 4, title: "Circular Economy Basics" },
];
const PATHWAYS = [{ id: 7, title: "Sustainability Leader" }];

const catalogue = {
  "GET /api/modules": () => jsonResponse(200, MODULES),
  "GET /api/pathways": () => jsonResponse(200, PATHWAYS),
};

const renderCard = (organization = ORGANIZATION) =>
  renderWithQuery(
    <MemoryRouter>
      <OrgLmsPackages organization={organization} />
    </MemoryRouter>,
  );

describe("OrgLmsPackages", () => {
  it("is not shown to a plain member", () => {
    routeFetch({});
    renderCard({ ...ORGANIZATION, role: "member" });
    expect(screen.queryByRole("heading", { name: "LMS packages" })).toBeNull();
  });

  it("tells a plan without LMS integration so, with a link to the plans, and offers no download", async () => {
    routeFetch({
      "GET /api/organizations/org-1/lms-packages": () => jsonResponse(200, list({ lmsIntegration: false })),
    });
    renderCard();
    await waitFor(() => expect(screen.getByText("Your plan does not include LMS integration")).toBeTruthy());
    expect(
      screen.getByText("LMS integration comes with the Enterprise Plus plan. Contact sales to add it."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/subscribe");
    expect(screen.queryByRole("button", { name: "Download package" })).toBeNull();
  });

  it("searches the modules and pathways, and refuses a download without a choice", async () => {
    routeFetch({ ...catalogue, "GET /api/organizations/org-1/lms-packages": () => jsonResponse(200, list()) });
    renderCard();
    await waitFor(() => expect(screen.getByText("No packages yet")).toBeTruthy());
    const picker = screen.getByRole("combobox", { name: /Module or pathway/ });
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(4));
    fireEvent.change(screen.getByLabelText("Find a module or pathway"), { target: { value: "sustain" } });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose a module or a pathway", "Pathway: Sustainability Leader"]);
    expect(screen.getByText("1 match.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download package" }));
    await waitFor(() => expect(screen.getByText("Choose a module or a pathway", { selector: "p" })).toBeTruthy());
  });

  it("lists the packages issued with their launches, withdrawn ones marked, a page at a time", async () => {
    const pages: Record<string, LmsPackageList> = {
      "1": list({
        total: 11,
        items: [
          packageOf(1, { launches: 3, learners: 2, lastLaunchAt: "2026-11-20T09:00:00.000Z" }),
          packageOf(2, { format: "cmi5", target: { kind: "pathway", id: 7, title: "Sustainability Leader" } }),
          packageOf(3, { revokedAt: "2026-11-21T09:00:00.000Z" }),
        ],
      }),
      "2": list({ total: 11, page: 2, items: [packageOf(11)] }),
    };
    routeFetch({
      ...catalogue,
      "GET /api/organizations/org-1/lms-packages": (url) =>
        jsonResponse(200, pages[new URL(url, "http://x").searchParams.get("page") ?? "1"]),
    });
    renderCard();
    const packages = await screen.findByRole("list", { name: "LMS packages" });
    const rows = within(packages).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText(/3 launches · 2 learners · Last launch/)).toBeTruthy();
    expect(within(rows[0]).getByRole("button", { name: "Revoke Module 1 (SCORM 1.2)" })).toBeTruthy();
    expect(within(rows[1]).getByText(/Pathway: Sustainability Leader/)).toBeTruthy();
    expect(within(rows[1]).getByText("0 launches · 0 learners · Not launched yet")).toBeTruthy();
    expect(within(rows[2]).getByText(/^Withdrawn/)).toBeTruthy();
    expect(within(rows[2]).queryByRole("button")).toBeNull();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Page 2 of 2")).toBeTruthy());
    expect(await screen.findByText(/Module 11/)).toBeTruthy();
  });
});
