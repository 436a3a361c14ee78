import { describe, expect, it } from "vitest";
import {
  ACTIVE_WINDOW_DAYS,
  dueFigures,
  employerPathwayStatus,
  type TeamAnalyticsInput,
  type TeamMemberFacts,
  TOP_PERFORMERS,
  teamAnalytics,
} from "./team-analytics";
import { EMPTY_TEAM_FIGURES } from "./team-analytics-fixtures";

const member = (facts: Partial<TeamMemberFacts> & Pick<TeamMemberFacts, "id" | "name">): TeamMemberFacts => ({
  email: `${facts.id}@example.com`,
  department: null,
  started: 0,
  seconds: 0,
  lastUpdate: null,
  completedModules: [],
  lastDay: null,
  enrolments: [],
  pastDue: [],
  ...facts,
});

// Six active modules (Purpose has two); module 99 is no longer active.
const team: TeamAnalyticsInput = {
  activeModules: [
    { id: 1, pivotPillar: "Purpose" },
    { id: 2, pivotPillar: "Purpose" },
    { id: 3, pivotPillar: "Innovation" },
    { id: 4, pivotPillar: "Value" },
    { id: 5, pivotPillar: "Optimization" },
    { id: 6, pivotPillar: "Transformation" },
  ],
  members: [
    member({
      id: "eve",
      name: "Eve",
      department: "Ops",
      started: 1,
      completedModules: [5],
      seconds: 100,
      lastUpdate: Date.parse("2026-02-01T08:00:00Z"),
    }),
    member({
      id: "ana",
      name: "Ána",
      department: "Sales",
      started: 4,
      completedModules: [1, 2, 3, 99],
      seconds: 7200,
      lastDay: "2026-03-10",
      lastUpdate: Date.parse("2026-03-12T09:00:00Z"),
      enrolments: [10],
      pastDue: [10],
    }),
    member({ id: "ben", name: "ben", started: 1, completedModules: [3], seconds: 1800, lastDay: "2026-01-01" }),
    member({ id: "cleo", name: "Cleo", department: "Sales", enrolments: [11], pastDue: [11] }),
    member({
      id: "dan",
      name: "Dan",
      department: "Ops",
      started: 2,
      completedModules: [4],
      seconds: 3600,
      lastDay: "2026-03-05",
      lastUpdate: Date.parse("2026-03-04T10:00:00Z"),
      enrolments: [10],
    }),
  ],
  pathways: [
    { id: 10, title: "Leaders", category: "Leadership", moduleIds: [1, 2, 3, 6] },
    { id: 11, title: "Empty", category: "Other", moduleIds: [] },
  ],
  activeSince: "2026-02-14",
};

describe("team analytics (spec 1 §2 Employer Dashboard)", () => {
  const figures = teamAnalytics(team);

  it("counts the team, its active members this month and its completion rate", () => {
    expect(figures.totalMembers).toBe(5);
    // Active: a learning day on or after the window's first day (Ána 10 March, Dan 5 March).
    expect(figures.activeMembers).toBe(2);
    // 7 completions of 8 modules started: 87.5% rounds to 88.
    expect(figures.completionRate).toBe(88);
    // 12,700 seconds = 3.53 hours, 0.71 a member, to one decimal.
    expect(figures.learningHours).toBe(3.5);
    expect(figures.avgLearningHours).toBe(0.7);
  });

  it("gives each pillar the team's share of its active modules, and the PIVOT score as their mean", () => {
    expect(figures.pivotProgress).toEqual([
      { pillar: "Purpose", progress: 20 }, // 2 completions / (5 members x 2 modules)
      { pillar: "Innovation", progress: 40 }, // 2 / (5 x 1)
      { pillar: "Value", progress: 20 },
      { pillar: "Optimization", progress: 20 },
      { pillar: "Transformation", progress: 0 },
    ]);
    expect(figures.avgPivotScore).toBe(20);
  });

  it("lists members by name ignoring case and accents, with progress over the active modules only", () => {
    expect(figures.members.map((m) => [m.name, m.progress, m.modulesCompleted])).toEqual([
      ["Ána", 50, 4], // 3 of the 6 active modules; the inactive one still counts as completed
      ["ben", 17, 1],
      ["Cleo", 0, 0],
      ["Dan", 17, 1],
      ["Eve", 17, 1],
    ]);
    expect(figures.members.map((m) => m.lastActivity)).toEqual([
      "2026-03-12T09:00:00.000Z", // the later of the last update and the last active day
      "2026-01-01T00:00:00.000Z", // a day alone counts from its midnight (UTC)
      null,
      "2026-03-05T00:00:00.000Z",
      "2026-02-01T08:00:00.000Z",
    ]);
    expect(figures.members.map((m) => m.activePathway)).toEqual(["Leaders", null, "Empty", "Leaders", null]);
    // Ána's assignment is past due with module 6 still to do; Cleo's empty pathway has nothing left.
    expect(figures.members.map((m) => m.overdueAssignments)).toEqual([1, 0, 0, 0, 0]);
  });

  it(`names the top ${TOP_PERFORMERS} performers by completions, then learning time`, () => {
    expect(TOP_PERFORMERS).toBe(3);
    expect(figures.topPerformers).toEqual([
      { name: "Ána", progress: 4, role: "Sales" },
      { name: "Dan", progress: 1, role: "Ops" }, // 3,600 s beats Ben's 1,800 s and Eve's 100 s
      { name: "ben", progress: 1, role: "No department" },
    ]);
  });

  it("averages each department's exact progress, best first, ties by name", () => {
    expect(figures.departmentBreakdown).toEqual([
      { department: "Sales", members: 2, avgProgress: 25 }, // (50 + 0) / 2
      { department: "No department", members: 1, avgProgress: 17 },
      { department: "Ops", members: 2, avgProgress: 17 }, // (16.7 + 16.7) / 2, not the rounded 17s
    ]);
  });

  it("counts each pathway's enrolments and the completed modules of those enrolled", () => {
    expect(figures.pathways).toEqual([
      { id: 10, title: "Leaders", category: "Leadership", moduleCount: 4, assigned: 2, completed: 3 },
      { id: 11, title: "Empty", category: "Other", moduleCount: 0, assigned: 1, completed: 0 },
    ]);
  });

  it("uses the 30-day window on both sides of its first day", () => {
    expect(ACTIVE_WINDOW_DAYS).toBe(30);
    const onBoundary = teamAnalytics({ ...team, activeSince: "2026-03-10" });
    expect(onBoundary.activeMembers).toBe(1); // Ána's 10 March is the window's first day
    expect(teamAnalytics({ ...team, activeSince: "2026-03-11" }).activeMembers).toBe(0);
  });

  it("answers zeros for a team without members or modules", () => {
    const empty = teamAnalytics({ activeModules: [], members: [], pathways: [], activeSince: "2026-02-14" });
    expect(empty).toMatchObject(EMPTY_TEAM_FIGURES);
    expect(empty.pivotProgress.map((p) => p.progress)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe("employer pathways (spec 1 §3)", () => {
  it("is Planning until someone is enrolled, then Active with the enrolled members' completion", () => {
    expect(employerPathwayStatus(4, 0, 0)).toEqual({ status: "Planning", assignedCount: 0, progress: 0 });
    // 3 modules done of 2 members x 4 modules: 37.5% rounds to 38.
    expect(employerPathwayStatus(4, 2, 3)).toEqual({ status: "Active", assignedCount: 2, progress: 38 });
  });

  it("gives the earliest outstanding due date and counts the overdue, leaving completed ones out", () => {
    const assignments = [
      { pathwayId: 10, dueDate: "2026-04-01", completed: false, overdue: false },
      { pathwayId: 10, dueDate: "2026-03-01", completed: true, overdue: false },
      { pathwayId: 10, dueDate: "2026-03-10", completed: false, overdue: true },
      { pathwayId: 10, dueDate: null, completed: false, overdue: false },
      { pathwayId: 11, dueDate: "2026-01-01", completed: false, overdue: true },
    ];
    expect(dueFigures(assignments, 10)).toEqual({ nextDueDate: "2026-03-10", overdueCount: 1 });
    expect(dueFigures(assignments, 12)).toEqual({ nextDueDate: null, overdueCount: 0 });
  });
});
