import { PILLARS, type Pillar } from "./pillars";

/**
 * Team analytics (spec 1 §2 Employer Dashboard, Team Analytics tab): the organisation's figures as
 * sums over one row per team member (issue 27: the rules, apart from the queries that read the rows).
 * The service reads the rows in SQL; everything here is arithmetic over them.
 */

/** spec 1 §2: three Recent Activity entries, three top performers. */
export const RECENT_ACTIVITY_ENTRIES = 3;
export const TOP_PERFORMERS = 3;
/** "Active this month": learning activity on one of the last 30 days, today included. */
export const ACTIVE_WINDOW_DAYS = 30;
export const NO_DEPARTMENT = "No department";

export const round1 = (value: number) => Math.round(value * 10) / 10;
/** A whole percentage; 0 of nothing is 0. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/** Alphabetical, ignoring case and accents; the same on every database (no SQL collation involved). */
export const sortKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
export const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One team member with their stored facts. */
export interface TeamMemberFacts {
  id: string;
  name: string;
  email: string;
  department: string | null;
  /** Progress rows (modules started). */
  started: number;
  seconds: number;
  /** Epoch milliseconds of the latest progress update, or null. */
  lastUpdate: number | null;
  /** Ids of the modules completed (active or not). */
  completedModules: number[];
  /** YYYY-MM-DD of the latest active day, or null. */
  lastDay: string | null;
  /** Enrolled pathway ids, most recent enrolment first. */
  enrolments: number[];
  /** Ids of assigned pathways whose due date has passed. */
  pastDue: number[];
}

export interface TeamAnalyticsInput {
  /** The active modules with their pillars: percentages count these only. */
  activeModules: { id: number; pivotPillar: Pillar }[];
  members: TeamMemberFacts[];
  /** Every pathway with its module ids. */
  pathways: { id: number; title: string; category: string; moduleIds: number[] }[];
  /** The first day (YYYY-MM-DD) of the active window. */
  activeSince: string;
}

export interface TeamMemberFigures {
  id: string;
  name: string;
  email: string;
  department: string | null;
  overdueAssignments: number;
  activePathway: string | null;
  progress: number;
  modulesCompleted: number;
  lastActivity: string | null;
}

export interface TeamAnalyticsFigures {
  totalMembers: number;
  activeMembers: number;
  completionRate: number;
  learningHours: number;
  avgLearningHours: number;
  avgPivotScore: number;
  pivotProgress: { pillar: Pillar; progress: number }[];
  topPerformers: { name: string; progress: number; role: string }[];
  departmentBreakdown: { department: string; members: number; avgProgress: number }[];
  /** Sorted by name (case and accents ignored), then id. */
  members: TeamMemberFigures[];
  /** Each pathway with the team's enrolments and the completed modules of those enrolled. */
  pathways: { id: number; title: string; category: string; moduleCount: number; assigned: number; completed: number }[];
}

export function teamAnalytics(input: TeamAnalyticsInput): TeamAnalyticsFigures {
  const activeModules = input.activeModules.length;
  const pillarOfModule = new Map(input.activeModules.map((m) => [m.id, PILLARS.indexOf(m.pivotPillar)]));
  const pillarModules = PILLARS.map((_, i) => input.activeModules.filter((m) => pillarOfModule.get(m.id) === i).length);
  const pathwayById = new Map(
    input.pathways.map((p) => [p.id, { ...p, modules: new Set(p.moduleIds), assigned: 0, completed: 0 }]),
  );

  let started = 0;
  let completed = 0;
  let seconds = 0;
  let activeMembers = 0;
  const pillarCompleted = PILLARS.map(() => 0);
  const members = input.members.map((person) => {
    const completedIds = person.completedModules;
    let completedActive = 0;
    for (const id of completedIds) {
      const pillar = pillarOfModule.get(id);
      if (pillar === undefined) continue;
      completedActive++;
      pillarCompleted[pillar]++;
    }
    for (const pathwayId of person.enrolments) {
      const pathway = pathwayById.get(pathwayId);
      if (!pathway) continue;
      pathway.assigned++;
      for (const id of completedIds) if (pathway.modules.has(id)) pathway.completed++;
    }
    started += person.started;
    completed += completedIds.length;
    seconds += person.seconds;
    if (person.lastDay !== null && person.lastDay >= input.activeSince) activeMembers++;
    // The later of the last progress update and the last active day (midnight UTC).
    const lastDay = person.lastDay === null ? null : Date.parse(`${person.lastDay}T00:00:00Z`);
    const lastUpdate = person.lastUpdate;
    const last = lastDay === null ? lastUpdate : lastUpdate === null ? lastDay : Math.max(lastDay, lastUpdate);
    // Overdue: an assigned pathway past its due date with a module still to complete.
    const completedSet = new Set(completedIds);
    const overdueAssignments = person.pastDue.filter((pathwayId) => {
      const pathway = pathwayById.get(pathwayId);
      return pathway !== undefined && [...pathway.modules].some((id) => !completedSet.has(id));
    }).length;
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      department: person.department,
      overdueAssignments,
      activePathway: pathwayById.get(person.enrolments[0])?.title ?? null,
      progress: percent(completedActive, activeModules),
      modulesCompleted: completedIds.length,
      lastActivity: last === null ? null : new Date(last).toISOString(),
      exactProgress: activeModules > 0 ? (100 * completedActive) / activeModules : 0,
      seconds: person.seconds,
      nameKey: sortKey(person.name),
    };
  });
  members.sort((a, b) => byKey(a.nameKey, b.nameKey) || byKey(a.id, b.id));
  const totalMembers = members.length;

  // Mean across members of each pillar's completion share = team completions / (members x modules).
  const pillarShares = PILLARS.map((_, i) =>
    totalMembers > 0 && pillarModules[i] > 0 ? (100 * pillarCompleted[i]) / (totalMembers * pillarModules[i]) : 0,
  );
  // A member's PIVOT score is the mean of their pillar progress over the pillars that have modules.
  const scoredPillars = PILLARS.map((_, i) => i).filter((i) => pillarModules[i] > 0);
  const avgPivotScore =
    totalMembers > 0 && scoredPillars.length > 0
      ? Math.round(scoredPillars.reduce((sum, i) => sum + pillarShares[i], 0) / scoredPillars.length)
      : 0;

  const topPerformers = members
    .filter((m) => m.modulesCompleted > 0)
    .sort((a, b) => b.modulesCompleted - a.modulesCompleted || b.seconds - a.seconds || byKey(a.nameKey, b.nameKey))
    .slice(0, TOP_PERFORMERS)
    .map((m) => ({ name: m.name, progress: m.modulesCompleted, role: m.department ?? NO_DEPARTMENT }));

  const departments = new Map<string, { members: number; progressSum: number }>();
  for (const m of members) {
    const key = m.department ?? NO_DEPARTMENT;
    const entry = departments.get(key) ?? { members: 0, progressSum: 0 };
    entry.members++;
    entry.progressSum += m.exactProgress;
    departments.set(key, entry);
  }
  const departmentBreakdown = [...departments]
    .map(([department, d]) => ({ department, members: d.members, avgProgress: Math.round(d.progressSum / d.members) }))
    .sort((a, b) => b.avgProgress - a.avgProgress || byKey(sortKey(a.department), sortKey(b.department)));

  const hours = seconds / 3600;
  return {
    totalMembers,
    activeMembers,
    completionRate: percent(completed, started),
    learningHours: round1(hours),
    avgLearningHours: totalMembers > 0 ? round1(hours / totalMembers) : 0,
    avgPivotScore,
    pivotProgress: PILLARS.map((pillar, i) => ({ pillar, progress: Math.round(pillarShares[i]) })),
    topPerformers,
    departmentBreakdown,
    members: members.map(({ seconds: _seconds, exactProgress: _exact, nameKey: _key, ...member }) => member),
    pathways: [...pathwayById.values()].map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      moduleCount: p.modules.size,
      assigned: p.assigned,
      completed: p.completed,
    })),
  };
}

/** An assignment as the dashboard counts it. */
export interface AssignmentStatus {
  pathwayId: number;
  dueDate: string | null;
  completed: boolean;
  overdue: boolean;
}

/** A pathway's earliest outstanding due date and its overdue count over the team's assignments. */
export function dueFigures(assignments: readonly AssignmentStatus[], pathwayId: number) {
  let nextDueDate: string | null = null;
  let overdueCount = 0;
  for (const a of assignments) {
    if (a.pathwayId !== pathwayId || a.completed) continue;
    if (a.overdue) overdueCount++;
    if (a.dueDate !== null && (nextDueDate === null || a.dueDate < nextDueDate)) nextDueDate = a.dueDate;
  }
  return { nextDueDate, overdueCount };
}

/**
 * spec 1 §3 employer pathway: Active once a team member is enrolled; progress = the completed modules of
 * those enrolled over everything they were asked to complete.
 */
export function employerPathwayStatus(moduleCount: number, assigned: number, completedModules: number) {
  return {
    status: assigned > 0 ? ("Active" as const) : ("Planning" as const),
    assignedCount: assigned,
    progress: percent(completedModules, assigned * moduleCount),
  };
}
