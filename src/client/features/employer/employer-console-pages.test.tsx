import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { organizationAnalyticsQueryKey } from "@/components/api/get-organization-analytics";
import { organizationsQueryKey } from "@/components/api/get-organizations";
import type { OrganizationAnalytics } from "../../../contracts/employer";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { createTestQueryClient, renderWithQuery, stubFetch } from "../../../test/render-with-query";
import { testOrganizationSummary } from "../../../test/test-organization";
import PathwaysPage from "./pathways-page";
import TeamAnalyticsPage from "./team-analytics-page";
import { purposeAndImpactPathway } from "./test-team-analytics";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member = (id: string, name: string, department: string | null) => ({
  id,
  name,
  email: `${id}@example.com`,
  department,
  activePathway: null,
  progress: 10,
  modulesCompleted: 1,
  lastActivity: null,
  overdueAssignments: 0,
});

const ANALYTICS: OrganizationAnalytics = {
  organization: { id: "o1", name: "Northwind" },
  totalMembers: 3,
  activeMembers: 2,
  activePathways: 2,
  completionRate: 40,
  learningHours: 12.5,
  avgLearningHours: 4.2,
  avgPivotScore: 18,
  pivotProgress: [],
  topPerformers: [],
  departmentBreakdown: [],
  members: [member("u1", "Alice Archer", "Finance"), member("u2", "Ben Brook", null), member("u3", "Cara Cole", null)],
  recentActivity: [],
  pathways: [
    purposeAndImpactPathway({ progress: 30, nextDueDate: "2026-11-01" }),
    {
      id: 2,
      title: "Innovation Basics",
      category: "Innovation",
      status: "Active",
      assignedCount: 1,
      progress: 100,
      nextDueDate: null,
      overdueCount: 0,
    },
  ],
  assignments: [
    { memberId: "u2", pathwayId: 1, dueDate: "2026-11-01", completed: false, overdue: true },
    { memberId: "u1", pathwayId: 1, dueDate: "2026-12-05", completed: false, overdue: false },
    { memberId: "u3", pathwayId: 2, dueDate: null, completed: true, overdue: false },
  ],
};

function renderPage(page: React.ReactNode, role: OrganizationRole, analytics: OrganizationAnalytics = ANALYTICS) {
  const client = createTestQueryClient();
  client.setQueryData(organizationsQueryKey(), [testOrganizationSummary(role)]);
  client.setQueryData(organizationAnalyticsQueryKey(), analytics);
  return renderWithQuery(<MemoryRouter>{page}</MemoryRouter>, client);
}

describe("/organization/pathways", () => {
  it("shows each pathway's next due date and overdue count, and every assignment with its due date", () => {
    // A manager: no compliance rules to load (owners and admins only), so no request at all.
    const fetchMock = stubFetch();
    renderPage(<PathwaysPage />, "manager");
    expect(screen.getByRole("heading", { level: 1, name: "Pathways and assignments" })).toBeTruthy();

    const cards = screen.getByRole("region", { name: "Learning Pathways" }).querySelectorAll("ul > li");
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain("Next due 1 November 2026");
    expect(within(cards[0] as HTMLElement).getByText("1 overdue")).toBeTruthy();
    expect(cards[1].textContent).toContain("No due date set");

    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual([
      ["Ben BrookNo department", "Purpose & Impact", "1 November 2026", "Overdue"],
      ["Alice ArcherFinance", "Purpose & Impact", "5 December 2026", "In progress"],
      ["Cara ColeNo department", "Innovation Basics", "No due date", "Completed"],
    ]);
    expect(screen.getByText("3 pathways assigned · 1 overdue")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("filters the assignments to the overdue ones and by name", () => {
    stubFetch();
    renderPage(<PathwaysPage />, "manager");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "overdue" } });
    let rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain("Ben Brook");

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "all" } });
    fireEvent.change(screen.getByLabelText("Search assignments"), { target: { value: "innovation" } });
    rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain("Cara Cole");
    expect(screen.getByText("Showing 1 of 1 assignment")).toBeTruthy();
  });

  it("says how to start when nothing is assigned yet", () => {
    stubFetch();
    renderPage(<PathwaysPage />, "manager", { ...ANALYTICS, assignments: [] });
    expect(screen.getByText("No pathways assigned yet")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("is not for a plain member", () => {
    stubFetch();
    renderPage(<PathwaysPage />, "member");
    expect(screen.getByText("Assignments are for owners, admins and managers")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the organisation" }).getAttribute("href")).toBe("/organization");
  });
});

describe("/organization/analytics", () => {
  it("shows the team's analytics with the overlay's Overview, Team Analytics and Team Members", () => {
    stubFetch();
    renderPage(<TeamAnalyticsPage />, "owner");
    expect(screen.getByRole("heading", { level: 1, name: "Team analytics" })).toBeTruthy();
    expect(screen.getByText(/The learning of Northwind's team/)).toBeTruthy();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Overview", "Team Analytics", "Team Members"]);
    expect(screen.getByText("Total Employees")).toBeTruthy();
    expect(screen.getByText("Completion Rate").parentElement?.textContent).toContain("40%");
  });

  it("tells a manager the figures are their reports'", () => {
    stubFetch();
    renderPage(<TeamAnalyticsPage />, "manager");
    expect(screen.getByText("Your reports in Northwind: their progress, pillars and activity.")).toBeTruthy();
  });

  it("is not for a plain member", () => {
    stubFetch();
    renderPage(<TeamAnalyticsPage />, "member");
    expect(screen.getByText("Team analytics are for owners, admins and managers")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });
});
