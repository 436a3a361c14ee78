import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { AuthState } from "@/lib/use-auth";
import type { CurrentUser, Role } from "../../../contracts/auth";
import { paths } from "../../../contracts/routes";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { createTestQueryClient, renderWithQuery } from "../../../test/render-with-query";
import { testOrganizationSummary } from "../../../test/test-organization";
import { AppHeader, planBadge } from "./app-header";
import { NAV_ITEMS, navItemsFor, OTHER_AREAS } from "./nav-items";

let auth: AuthState = { status: "signed-out", user: null };
vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => auth,
}));
// The bell reads notifications from the server; it is not what these tests are about.
vi.mock("@/features/notifications/notification-bell", () => ({ NotificationBell: () => null }));

afterEach(() => {
  cleanup();
  auth = { status: "signed-out", user: null };
});

const userWith = (role: Role): CurrentUser => ({
  id: "me",
  email: "me@example.com",
  firstName: "Asha",
  lastName: "Mistry",
  profileImageUrl: null,
  role,
  subscriptionStatus: "inactive",
  subscriptionPlan: "free",
  deletionRequestedAt: null,
  activeOrganizationId: null,
});

function renderHeader(role: Role, organizationRole: OrganizationRole | null, onQuickView = vi.fn()) {
  const user = userWith(role);
  auth = { status: "signed-in", user };
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), organizationRole ? [testOrganizationSummary(organizationRole)] : []);
  renderWithQuery(
    <MemoryRouter initialEntries={["/"]}>
      <AppHeader user={user} view="individual" onViewChange={vi.fn()} onQuickView={onQuickView} />
    </MemoryRouter>,
    client,
  );
  return { onQuickView };
}

const main = () => screen.getByRole("navigation", { name: "Main" });
const hrefs = (root: HTMLElement) =>
  within(root)
    .queryAllByRole("link")
    .map((a) => a.getAttribute("href"));

/** Opens every menu of the desktop navigation and answers the addresses of all its links. */
function everyDesktopLink(): (string | null)[] {
  for (const button of within(main()).getAllByRole("button")) {
    if (button.getAttribute("aria-expanded") === "false") fireEvent.click(button);
  }
  return hrefs(main());
}

describe("the desktop navigation (issue 26)", () => {
  it("keeps the spec's first six items first, each a link, then the More menu", () => {
    renderHeader("learner", null);
    const firstSix = NAV_ITEMS.slice(0, 6).map((item) => item.label);
    expect(firstSix).toEqual(["Dashboard", "Library", "Pathways", "Progress", "Analytics", "AI Insights"]);
    const items = [...main().querySelectorAll(":scope > ul > li")].map((li) => li.textContent);
    expect(items).toEqual([...firstSix, "More"]);
    // Closed menus hold no links: the bar itself has the six.
    expect(hrefs(main())).toHaveLength(6);
  });

  it("reaches every area a learner has: the spec's items, the other areas and Organisation", () => {
    renderHeader("learner", null);
    const reached = new Set(everyDesktopLink());
    const expected = navItemsFor("learner").map((item) => item.to);
    expect(expected.length).toBeGreaterThan(12);
    for (const to of expected) expect(reached, to).toContain(to);
    for (const area of [paths.team, paths.credentials, paths.jedi, paths.trainingServices, paths.organization]) {
      expect(reached).toContain(area);
    }
    // Administrators' tools stay out of a learner's menus.
    expect(reached).not.toContain(paths.contentGenerator);
  });

  it("gives an administrator their tools in More and the admin area in the header", () => {
    renderHeader("admin", null);
    const reached = new Set(everyDesktopLink());
    for (const item of NAV_ITEMS) expect(reached, item.to).toContain(item.to);
    for (const area of OTHER_AREAS) expect(reached, area.to).toContain(area.to);
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("href")).toBe(paths.admin);
  });

  it("gives an owner the Organisation menu with the console's pages and the quick view", () => {
    const { onQuickView } = renderHeader("learner", "owner");
    fireEvent.click(within(main()).getByRole("button", { name: "Organisation" }));
    const menu = within(main()).getByRole("list", { name: "Organisation" });
    expect(hrefs(menu)).toEqual(
      expect.arrayContaining([
        paths.organization,
        paths.organizationAnalytics,
        paths.organizationPathways,
        paths.organizationMembers,
        paths.organizationBilling,
        paths.organizationSettings,
        paths.organizationAuditLog,
      ]),
    );
    // With an organisation role, Organisation is its own menu, not an item of More. Pressing More closes
    // the Organisation menu, as a pointer going down anywhere outside a menu does.
    const more = within(main()).getByRole("button", { name: "More" });
    fireEvent.pointerDown(more);
    fireEvent.click(more);
    expect(within(main()).queryByRole("list", { name: "Organisation" })).toBeNull();
    expect(hrefs(within(main()).getByRole("list", { name: "More" }))).not.toContain(paths.organization);
    fireEvent.click(more);

    fireEvent.click(within(main()).getByRole("button", { name: "Organisation" }));
    fireEvent.click(within(main()).getByRole("button", { name: "Employer Dashboard quick view" }));
    expect(onQuickView).toHaveBeenCalledTimes(1);
    expect(within(main()).getByRole("button", { name: "Organisation" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("shows a manager the console's pages but not billing, settings or the audit log", () => {
    renderHeader("learner", "manager");
    fireEvent.click(within(main()).getByRole("button", { name: "Organisation" }));
    const reached = hrefs(within(main()).getByRole("list", { name: "Organisation" }));
    expect(reached).toContain(paths.organizationAnalytics);
    expect(reached).toContain(paths.organizationPathways);
    for (const hidden of [paths.organizationBilling, paths.organizationSettings, paths.organizationAuditLog]) {
      expect(reached).not.toContain(hidden);
    }
  });

  it("offers a plain member no quick view", () => {
    renderHeader("learner", "member");
    fireEvent.click(within(main()).getByRole("button", { name: "Organisation" }));
    // Issue 24 item 3: a member's imported SCORM courses are theirs to open.
    expect(hrefs(within(main()).getByRole("list", { name: "Organisation" }))).toEqual([
      paths.organization,
      paths.courses,
    ]);
    expect(screen.queryByRole("button", { name: "Employer Dashboard quick view" })).toBeNull();
  });

  it("opens with aria-expanded, closes on Escape and gives focus back to its button", () => {
    renderHeader("learner", null);
    const more = within(main()).getByRole("button", { name: "More" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const list = within(main()).getByRole("list", { name: "More" });
    expect(more.getAttribute("aria-controls")).toBe(list.parentElement?.id);
    within(list).getAllByRole("link")[0].focus();
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(within(main()).queryByRole("list", { name: "More" })).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it("closes when a link is followed or the pointer goes down elsewhere", () => {
    renderHeader("learner", null);
    const more = within(main()).getByRole("button", { name: "More" });
    fireEvent.click(more);
    fireEvent.click(within(within(main()).getByRole("list", { name: "More" })).getByRole("link", { name: "Team" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    fireEvent.pointerDown(document.body);
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("the drawer's items", () => {
  it("reach every area, Organisation last for a learner and Administration last for an admin", () => {
    const learner = navItemsFor("learner").map((item) => item.to);
    for (const area of OTHER_AREAS) expect(learner).toContain(area.to);
    expect(learner.at(-1)).toBe(paths.organization);
    expect(learner).toHaveLength(15);
    const admin = navItemsFor("admin").map((item) => item.to);
    expect(admin).toContain(paths.contentProtection);
    expect(admin.at(-1)).toBe(paths.admin);
  });
});

describe("the plan badge (issue 45 item 9)", () => {
  it("names a paid plan as a plan, so a member of a Team Leader organisation is not called its leader", () => {
    const member = {
      ...userWith("learner"),
      subscriptionStatus: "active" as const,
      subscriptionPlan: "team_leader" as const,
    };
    expect(planBadge(member)).toBe("Team Leader plan");
    expect(planBadge({ ...member, subscriptionPlan: "individual" })).toBe("Professional plan");
  });

  it("says Free without a paid plan, and Admin for an administrator without one", () => {
    expect(planBadge(userWith("learner"))).toBe("Free");
    expect(planBadge(userWith("admin"))).toBe("Admin");
  });
});
