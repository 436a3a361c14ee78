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
  allowedOrigins: [],
  pendingLearners: 0,
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

const nobodyWaiting = { items: [], total: 0, page: 1, pageSize: 20 };

const catalogue = {
  "GET /api/modules": () => jsonResponse(200, MODULES),
  "GET /api/pathways": () => jsonResponse(200, PATHWAYS),
  "GET /api/organizations/org-1/lms-pending-learners": () => jsonResponse(200, nobodyWaiting),
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

  it("says a package with no LMS web address adds nobody new, and saves the addresses the owner types", async () => {
    const fetchMock = routeFetch({
      ...catalogue,
      "GET /api/organizations/org-1/lms-packages": () => jsonResponse(200, list({ total: 1, items: [packageOf(1)] })),
      "PUT /api/organizations/org-1/lms-packages/package-1/origins": () =>
        jsonResponse(200, packageOf(1, { allowedOrigins: ["https://moodle.example.edu", "https://lms.example.org"] })),
    });
    renderCard();
    expect(await screen.findByText(/No LMS web address yet: no new learner can join/)).toBeTruthy();
    expect(await screen.findByText("Nobody is waiting for approval")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit the LMS web addresses of Module 1 (SCORM 1.2)" }));
    const box = screen.getByLabelText("LMS web addresses, one a line");
    await waitFor(() => expect(document.activeElement).toBe(box));
    fireEvent.change(box, { target: { value: "http://moodle.example.edu" } });
    fireEvent.click(screen.getByRole("button", { name: "Save addresses" }));
    expect(await screen.findByText(/must start with https:\/\//)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    fireEvent.change(box, { target: { value: "https://Moodle.example.edu/\n\nhttps://lms.example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Save addresses" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      origins: ["https://Moodle.example.edu/", "https://lms.example.org"],
    });
    expect(
      await screen.findByText(
        "LMS web addresses saved: New learners can join through this package from https://moodle.example.edu, https://lms.example.org.",
      ),
    ).toBeTruthy();
    // Closed again, the keyboard back on its button.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Edit the LMS web addresses of Module 1 (SCORM 1.2)",
      ),
    );
  }, 30_000);

  it("lists the learners waiting for approval, and approves or rejects one", async () => {
    const waiting = {
      items: [
        {
          id: "held-1",
          externalId: "moodle-11",
          name: "Ada Lovelace",
          package: { id: "package-1", format: "scorm12", title: "Module 1" },
          createdAt: "2026-11-20T09:00:00.000Z",
        },
        {
          id: "held-2",
          externalId: "moodle-12",
          name: null,
          package: { id: "package-1", format: "scorm12", title: "Module 1" },
          createdAt: "2026-11-20T09:01:00.000Z",
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    };
    const fetchMock = routeFetch({
      ...catalogue,
      "GET /api/organizations/org-1/lms-packages": () =>
        jsonResponse(
          200,
          list({
            total: 1,
            items: [packageOf(1, { allowedOrigins: ["https://lms.example.org"], pendingLearners: 2 })],
          }),
        ),
      "GET /api/organizations/org-1/lms-pending-learners": () => jsonResponse(200, waiting),
      "POST /api/organizations/org-1/lms-pending-learners/held-1/approve": () =>
        jsonResponse(200, { id: "held-1", status: "approved", userId: "user-9" }),
      "POST /api/organizations/org-1/lms-pending-learners/held-2/reject": () =>
        jsonResponse(200, { id: "held-2", status: "rejected", userId: null }),
      "GET /api/organizations/org-1": () => jsonResponse(200, ORGANIZATION),
    });
    renderCard();
    expect(await screen.findByText("Opens from https://lms.example.org")).toBeTruthy();
    expect(screen.getByRole("link", { name: "2 learners are waiting for approval" }).getAttribute("href")).toBe(
      "#lms-pending-heading",
    );
    const rows = within(await screen.findByRole("list", { name: "Learners waiting for approval" })).getAllByRole(
      "listitem",
    );
    expect(within(rows[0]).getByText("LMS id moodle-11")).toBeTruthy();
    expect(within(rows[1]).getByText("LMS learner moodle-12")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approve Ada Lovelace" }));
    expect(
      await screen.findByText("Learner approved: Ada Lovelace is a member now and can launch the module again."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reject LMS learner moodle-12" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/lms-pending-learners/held-2/reject"))).toBe(
        true,
      ),
    );
  }, 30_000);
});
