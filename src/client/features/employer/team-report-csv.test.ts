import { describe, expect, it } from "vitest";
import type { OrganizationAnalytics } from "../../../contracts/employer";
import { teamReportCsv, teamReportFileName } from "./team-report-csv";
import { purposeAndImpactPathway } from "./test-team-analytics";

const analytics: OrganizationAnalytics = {
  organization: { id: "o1", name: "Northwind, Social Ltd" },
  totalMembers: 2,
  activeMembers: 1,
  activePathways: 1,
  completionRate: 78,
  learningHours: 3.8,
  avgLearningHours: 1.9,
  avgPivotScore: 6,
  pivotProgress: [{ pillar: "Purpose", progress: 15, color: "blue" }],
  topPerformers: [{ name: "Alice Archer", progress: 3, role: "Finance" }],
  departmentBreakdown: [{ department: "Finance", members: 2, avgProgress: 7 }],
  members: [
    {
      id: "u1",
      name: 'Alice "Al" Archer',
      email: "alice@example.com",
      department: "=HYPERLINK(1)",
      activePathway: null,
      progress: 10,
      modulesCompleted: 3,
      lastActivity: "2026-11-20T09:00:00.000Z",
      overdueAssignments: 0,
    },
  ],
  recentActivity: [],
  pathways: [purposeAndImpactPathway({ progress: 50, nextDueDate: "2026-12-05" })],
  assignments: [],
};

describe("team report CSV", () => {
  it("names the file by the local day of the export", () => {
    expect(teamReportFileName(new Date(2026, 0, 5, 23, 59))).toBe("team-analytics-2026-01-05.csv");
  });

  it("holds every figure of the analytics in sections", () => {
    const csv = teamReportCsv(analytics, new Date("2026-11-21T10:00:00Z"));
    expect(csv.startsWith('\uFEFFTeam analytics,"Northwind, Social Ltd"\r\n')).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toContain("Total employees,2");
    expect(lines).toContain("Completion rate (%),78");
    expect(lines).toContain("Learning hours,3.8");
    expect(lines).toContain("Purpose,15");
    expect(lines).toContain("Alice Archer,Finance,3");
    expect(lines).toContain("Finance,2,7");
    expect(lines).toContain("Purpose & Impact,Purpose,Active,2,50,2026-12-05,1");
    expect(lines).toContain('"Alice ""Al"" Archer",alice@example.com,\'=HYPERLINK(1),,10,3,2026-11-20T09:00:00.000Z');
    // Sections are parted by one blank line and the file ends with a line end.
    expect(csv).toContain(
      'Team analytics,"Northwind, Social Ltd"\r\nExported,2026-11-21T10:00:00.000Z\r\n\r\nMetric,Value\r\n',
    );
    expect(csv.endsWith("2026-11-20T09:00:00.000Z\r\n")).toBe(true);
  });
});
