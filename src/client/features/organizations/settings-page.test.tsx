import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { OrganizationDetail, OrganizationSummary } from "../../../contracts/organizations";
import { createTestQueryClient, jsonResponse, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import AuditLogPage from "./audit-log-page";
import OrganizationSettingsPage from "./settings-page";

vi.mock("@/lib/use-auth", async (original) => ({
  ...(await original<typeof import("@/lib/use-auth")>()),
  useAuth: () => ({ status: "signed-in", user: { id: "me" } }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (role: OrganizationSummary["role"]): OrganizationSummary => ({
  id: "org-1",
  name: "Northwind",
  slug: "northwind",
  role,
  memberCount: 2,
  active: true,
  logo: null,
  brandColor: null,
});

const DETAIL: OrganizationDetail = {
  ...summary("owner"),
  joinPath: "/join/abc",
  plan: null,
  seats: { limit: 5, used: 2, members: 2, pendingInvitations: 0 },
  createdAt: "2026-01-01T00:00:00.000Z",
};

function renderWith(ui: React.ReactNode, role: OrganizationSummary["role"]) {
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), [summary(role)]);
  return renderWithQuery(<MemoryRouter>{ui}</MemoryRouter>, client);
}

describe("OrganizationSettingsPage", () => {
  it("shows every section to the owner, with the join link and Single sign-on's heading", async () => {
    // Each section reads its own answer (they load side by side, so by address rather than in order).
    const answers: [RegExp, unknown][] = [
      [/\/api\/organizations\/org-1$/, DETAIL],
      [/\/api\/organizations\/org-1\/certificate-issuing$/, { certificateIssuing: "automatic" }],
      [/\/api\/organizations\/org-1\/members/, { items: [], nextCursor: null }],
      [
        /\/api\/organizations\/org-1\/security-policy$/,
        {
          idleTimeoutMinutes: null,
          deviceLimit: null,
          site: { idleTimeoutMinutes: 120, deviceLimit: 3 },
          updatedAt: null,
        },
      ],
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const answer = answers.find(([pattern]) => pattern.test(url));
        return answer ? jsonResponse(200, answer[1]) : jsonResponse(404, { message: "Not Found" });
      }),
    );
    renderWith(<OrganizationSettingsPage />, "owner");
    await waitFor(() => expect(screen.getByRole("heading", { name: "Name and address" })).toBeTruthy());
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Name and address",
      "Branding",
      "Certificates",
      "Join link",
      "Single sign-on",
      "Sign-in policy",
      "Two-factor requirement",
      "HR analysts",
      "Provisioning (SCIM)",
      "API keys",
      "Webhooks",
      "Learning record store",
      "LMS packages",
      "LTI 1.3",
      "Transfer ownership",
      "Data processing agreement",
      "Organisation data",
      "Close organisation",
    ]);
    // Issue 45: the organisation's choice of certificate issuing, as saved.
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Issue it automatically" })).toHaveProperty("checked", true),
    );
    // Issue 28: the owner exports the organisation's data and closes it.
    expect(screen.getByRole("button", { name: "Download organisation data" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close organisation" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Link to share with your team" }) as HTMLInputElement).value).toMatch(
      /\/join\/abc$/,
    );
    expect(screen.getByRole("switch", { name: "Join link on" }).getAttribute("aria-checked")).toBe("true");
    await waitFor(() => expect(screen.getByText("There is no other member yet: invite someone first.")).toBeTruthy());
  });

  it("tells a plain member that only owners and admins change settings", () => {
    stubFetch();
    renderWith(<OrganizationSettingsPage />, "member");
    expect(screen.getByText("Only owners and admins change settings")).toBeTruthy();
  });
});

describe("AuditLogPage", () => {
  it("lists entries with readable actions and details, and exports the filter", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        items: [
          {
            id: 2,
            action: "organization.settings_changed",
            actorId: "me",
            actorName: "Sam Jones",
            targetType: "organization",
            targetId: "org-1",
            details: { brandColor: "#1f4e79", joinLinkEnabled: true },
            ipAddress: "10.0.0.1",
            at: "2026-02-01T10:00:00.000Z",
          },
          {
            id: 1,
            action: "organization.created",
            actorId: "me",
            actorName: "Sam Jones",
            targetType: "organization",
            targetId: "org-1",
            details: { name: "Northwind", slug: "northwind" },
            ipAddress: null,
            at: "2026-01-01T10:00:00.000Z",
          },
        ],
        nextCursor: null,
      }),
    );
    renderWith(<AuditLogPage />, "owner");
    await waitFor(() => expect(screen.getAllByText("Brand colour: #1f4e79 · Join link: on").length).toBeGreaterThan(0));
    expect(screen.getAllByText("Settings changed", { selector: "td, p" }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Brand colour: #1f4e79 · Join link: on").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Name: Northwind · Address: northwind").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/organizations/org-1/audit-log.csv",
    );
    expect(screen.getByText(/Showing 2 entries — the whole log/)).toBeTruthy();
  });

  it("is closed to an admin", () => {
    stubFetch();
    renderWith(<AuditLogPage />, "admin");
    expect(screen.getByText("Only the owner reads the audit log")).toBeTruthy();
  });
});
