import { type SQL, sql } from "drizzle-orm";
import type {
  AssignPathwayInput,
  EmployerPathway,
  OrganizationAnalytics,
  TeamAssignment,
} from "../../../contracts/employer";
import { DAY_MS } from "../../../domain/calendar";
import { ukToday } from "../../../domain/due-dates";
import { canViewEmployerDashboard, type OrganizationRole } from "../../../domain/organization-roles";
import { PILLAR_COLORS, PILLARS, type Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { pathwayEnrollments } from "../../db/schema";
import { writeLearnerFacts } from "../../db/writes";
import { badRequest, forbidden, notFound } from "../../errors";
import { pathwayDoneAt } from "../compliance/evidence";
import { checkDueDate, recordAssignments } from "../notifications/assignments";
import { reportsSubquery } from "../organizations/reports";
import { activeMembership } from "../organizations/scope";

/**
 * Team analytics (spec 1 §2 Employer Dashboard), derived from stored facts (DESIGN §4). The team is
 * the organisation's members with the role `member`; owners and admins manage it and are left out of
 * its figures.
 *
 * DESIGN §7 wants under 100 ms for 5,000 members and 150,000 progress rows (bench/team-analytics.ts).
 * Two queries run side by side: one row per member with who they are and their totals from
 * learner_totals (a row per learner that database triggers recompute from their progress and
 * activity rows on every write, decision 107), and one row per member with their enrolments and
 * past-due assignments. Organisation-wide figures, pillar progress and pathway progress are then
 * sums over those 5,000 member rows; no progress row reaches the server process. Recent activity
 * reads only the rows of the members who updated last.
 */

/** spec 1 §2: three Recent Activity entries, three top performers. */
export const RECENT_ACTIVITY_ENTRIES = 3;
export const TOP_PERFORMERS = 3;
/** "Active this month": learning activity on one of the last 30 days, today included. */
export const ACTIVE_WINDOW_DAYS = 30;
export const NO_DEPARTMENT = "No department";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/** A PostgreSQL array literal, so a list travels as one parameter (`= any($1::text[])`). */
const textArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;

/**
 * The organisation whose Employer Dashboard the user opens: their active one (issue 20), where they
 * are an owner, admin or manager. 404 without any organisation, 403 when they are only a member.
 */
export async function managedOrganization(
  db: Db,
  user: { id: string; activeOrganizationId: string | null },
): Promise<{ id: string; name: string; role: OrganizationRole }> {
  const membership = await activeMembership(db, user.id, user.activeOrganizationId);
  if (!membership) throw notFound("You are not part of an organisation yet");
  if (!canViewEmployerDashboard(membership.role)) throw forbidden("You need an organisation to see team analytics");
  const [row] = rowsOf<{ name: string }>(
    await db.execute(sql`select name from organization where id = ${membership.organizationId}`),
  );
  return { id: membership.organizationId, name: row.name, role: membership.role };
}

interface MemberRow {
  id: string;
  name: string;
  email: string;
  department: string | null;
  /** progress rows (modules started) */
  started: number;
  seconds: number;
  /** epoch milliseconds of the latest progress update, or null */
  last_update: number | null;
  /** ids of the modules completed */
  completed_modules: number[];
  /** YYYY-MM-DD of the latest active day, or null */
  last_day: string | null;
}

interface MemberPathwaysRow {
  user_id: string;
  /** enrolled pathway ids, most recent enrolment first */
  enrolments: number[];
  /** ids of assigned pathways whose due date has passed */
  past_due: number[];
}

/**
 * Whose figures a viewer sees (issue 20 item 4): owners and admins the whole team, a manager the team
 * members among their reports, direct and indirect (`managerId`).
 */
export interface TeamView {
  managerId: string | null;
}
export const WHOLE_TEAM: TeamView = { managerId: null };

/** The view of an organisation role: a manager's own reports, everyone else the whole team. */
export const teamViewOf = (viewer: { id: string; role: OrganizationRole }): TeamView =>
  viewer.role === "manager" ? { managerId: viewer.id } : WHOLE_TEAM;

/** Within a view: the whole team, or only the manager's reports. */
const inView = (organizationId: string, view: TeamView, column: SQL) =>
  view.managerId === null ? sql`` : sql`and ${column} in ${reportsSubquery(organizationId, view.managerId)}`;

/**
 * The team as a FROM item `alias` (user_id, department): the organisation's members with the role
 * member (owners, admins and managers run the views and are left out of the figures), within the view.
 */
const team = (organizationId: string, alias: string, view: TeamView) =>
  sql`(select t.user_id, t.department from member t where t.organization_id = ${organizationId} and t.role = 'member' ${inView(organizationId, view, sql`t.user_id`)}) ${sql.raw(alias)}`;

/**
 * Rows that travel as one JSON text: parsing 5,000 rows field by field cost the drivers (PGlite
 * most) more than the query itself.
 */
async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = rowsOf<{ rows: string }>(
    await db.execute(sql`select coalesce(json_agg(r), '[]')::text as rows from (${query}) r`),
  );
  return JSON.parse(row.rows) as T[];
}

/**
 * One row per team member: who they are and their totals (learner_totals, kept from their progress
 * and activity rows by the database, decision 107).
 */
function teamMembers(db: Db, organizationId: string, view: TeamView) {
  return jsonRows<MemberRow>(
    db,
    sql`
      select u.id, u.name, u.email, m.department,
        coalesce(lt.modules_started, 0) as started,
        coalesce(lt.seconds_spent, 0) as seconds,
        (extract(epoch from lt.last_progress_at) * 1000)::float8 as last_update,
        coalesce(lt.completed_module_ids, '{}') as completed_modules,
        lt.last_active_day::text as last_day
      from ${team(organizationId, "m", view)}
      join "user" u on u.id = m.user_id
      left join learner_totals lt on lt.user_id = m.user_id
    `,
  );
}

/**
 * The team members with enrolments or past-due assignments: their pathways, most recent enrolment
 * first, and the assigned pathways whose due date has passed (one grouped read of the
 * organisation's assignments, not a lookup per member).
 */
function teamMemberPathways(db: Db, organizationId: string, today: string, view: TeamView) {
  return jsonRows<MemberPathwaysRow>(
    db,
    sql`
      select coalesce(en.user_id, pd.user_id) as user_id,
        coalesce(en.enrolments, '{}') as enrolments, coalesce(pd.past_due, '{}') as past_due
      from (
        select e.user_id, array_agg(e.pathway_id order by e.enrolled_at desc, e.pathway_id desc) as enrolments
        from ${team(organizationId, "te", view)} join pathway_enrollments e on e.user_id = te.user_id
        group by e.user_id
      ) en
      full join (
        select pa.user_id, array_agg(pa.pathway_id) as past_due from pathway_assignments pa
        where pa.organization_id = ${organizationId} and pa.due_date < ${today}::date
          ${inView(organizationId, view, sql`pa.user_id`)}
        group by pa.user_id
      ) pd on pd.user_id = en.user_id
    `,
  );
}

/**
 * The active modules and their pillars. Not the cached catalogue summaries: those count every
 * module's learners over all progress rows whenever a learner starts a module somewhere, and the
 * analytics need none of that.
 */
async function activeModulePillars(db: Db) {
  return rowsOf<{ id: number; pivot_pillar: string }>(
    await db.execute(sql`select id, pivot_pillar from modules where is_active`),
  );
}

/** Every pathway with its module ids, in id order. */
async function pathwayModuleLists(db: Db) {
  return rowsOf<{ id: number; title: string; category: string; module_ids: number[] }>(
    await db.execute(sql`
      select pw.id, pw.title, pw.category,
        coalesce(array_agg(pm.module_id) filter (where pm.module_id is not null), '{}') as module_ids
      from pathways pw left join pathway_modules pm on pm.pathway_id = pw.id
      group by pw.id
      order by pw.id
    `),
  );
}

/**
 * The three most recent progress updates of the team. They belong to the members with the three
 * latest updates (ties included), so only those members' rows are read.
 */
async function recentActivity(db: Db, members: MemberRow[]): Promise<OrganizationAnalytics["recentActivity"]> {
  const latest = members
    .map((r) => r.last_update)
    .filter((t): t is number => t !== null)
    .sort((a, b) => b - a);
  if (latest.length === 0) return [];
  const threshold = latest[Math.min(RECENT_ACTIVITY_ENTRIES, latest.length) - 1];
  const candidates = members.filter((r) => r.last_update !== null && r.last_update >= threshold).map((r) => r.id);
  const rows = rowsOf<{ member_name: string; module_title: string; is_completed: boolean; at: Date | string }>(
    await db.execute(sql`
      select u.name as member_name, mo.title as module_title, p.is_completed, p.updated_at as at
      from user_progress p
      join "user" u on u.id = p.user_id
      join modules mo on mo.id = p.module_id
      where p.user_id = any(${textArray(candidates)}::text[])
      order by p.updated_at desc, p.id desc
      limit ${RECENT_ACTIVITY_ENTRIES}
    `),
  );
  return rows.map((r) => ({
    memberName: r.member_name,
    moduleTitle: r.module_title,
    type: r.is_completed ? "completed" : "started",
    at: new Date(r.at).toISOString(),
  }));
}

/**
 * Issue 26: the team's pathway assignments (all of them, or one pathway's) with their due dates. Done
 * means every module of the pathway completed since the assignment asks (a repeated cycle or a
 * recertification counts only what was done again, as the reminders do).
 */
async function teamAssignments(
  db: Db,
  organizationId: string,
  today: string,
  view: TeamView,
  pathwayId?: number,
): Promise<TeamAssignment[]> {
  const rows = await jsonRows<{ member_id: string; pathway_id: number; due_date: string | null; done: boolean }>(
    db,
    sql`
      select pa.user_id as member_id, pa.pathway_id, pa.due_date::text as due_date,
        ${pathwayDoneAt(sql`pa.user_id`, sql`pa.pathway_id`, sql`pa.completion_since`)} is not null as done
      from ${team(organizationId, "m", view)}
      join pathway_assignments pa on pa.user_id = m.user_id and pa.organization_id = ${organizationId}
      ${pathwayId === undefined ? sql`` : sql`where pa.pathway_id = ${pathwayId}`}
      order by pa.due_date asc nulls last, pa.pathway_id, pa.user_id
    `,
  );
  return rows.map((r) => ({
    memberId: r.member_id,
    pathwayId: r.pathway_id,
    dueDate: r.due_date,
    completed: r.done,
    overdue: !r.done && r.due_date !== null && r.due_date < today,
  }));
}

/** A pathway's earliest outstanding due date and its overdue count over the team's assignments. */
function dueFigures(assignments: TeamAssignment[], pathwayId: number) {
  let nextDueDate: string | null = null;
  let overdueCount = 0;
  for (const a of assignments) {
    if (a.pathwayId !== pathwayId || a.completed) continue;
    if (a.overdue) overdueCount++;
    if (a.dueDate !== null && (nextDueDate === null || a.dueDate < nextDueDate)) nextDueDate = a.dueDate;
  }
  return { nextDueDate, overdueCount };
}

/** spec 1 §3 employer pathway: Active once a team member is enrolled; progress = mean completion of the enrolled. */
function toEmployerPathway(
  pathway: { id: number; title: string; category: string; moduleCount: number },
  assigned: number,
  completedModules: number,
  due: { nextDueDate: string | null; overdueCount: number },
): EmployerPathway {
  return {
    id: pathway.id,
    title: pathway.title,
    category: pathway.category,
    status: assigned > 0 ? "Active" : "Planning",
    assignedCount: assigned,
    progress: percent(completedModules, assigned * pathway.moduleCount),
    ...due,
  };
}

/** One pathway's team figures, counted in SQL (the answer of an assignment). */
async function teamPathway(
  db: Db,
  organizationId: string,
  pathwayId: number,
  view: TeamView,
  now: Date,
): Promise<EmployerPathway | null> {
  const [row] = rowsOf<{
    id: number;
    title: string;
    category: string;
    module_count: number;
    assigned: number;
    completed: number;
  }>(
    await db.execute(sql`
      select pw.id, pw.title, pw.category,
        (select count(*)::int from pathway_modules pm where pm.pathway_id = pw.id) as module_count,
        (select count(*)::int from ${team(organizationId, "m", view)}
          join pathway_enrollments e on e.user_id = m.user_id and e.pathway_id = pw.id) as assigned,
        (select count(*)::int from ${team(organizationId, "m", view)}
          join pathway_enrollments e on e.user_id = m.user_id and e.pathway_id = pw.id
          join pathway_modules pm on pm.pathway_id = pw.id
          join user_progress p on p.user_id = m.user_id and p.module_id = pm.module_id and p.is_completed) as completed
      from pathways pw where pw.id = ${pathwayId}
    `),
  );
  if (!row) return null;
  const assignments = await teamAssignments(db, organizationId, ukToday(now), view, pathwayId);
  return toEmployerPathway(
    { ...row, moduleCount: row.module_count },
    row.assigned,
    row.completed,
    dueFigures(assignments, pathwayId),
  );
}

/** Alphabetical, ignoring case and accents; the same on every database (no SQL collation involved). */
const sortKey = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** GET /api/organizations/analytics for the organisation the user manages. */
export async function organizationAnalytics(
  db: Db,
  organization: { id: string; name: string },
  now: Date,
  view: TeamView = WHOLE_TEAM,
): Promise<OrganizationAnalytics> {
  const since = new Date(now.getTime() - (ACTIVE_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const today = ukToday(now);
  const [catalogue, people, memberPathways, pathwayLists, assignments] = await Promise.all([
    activeModulePillars(db),
    teamMembers(db, organization.id, view),
    teamMemberPathways(db, organization.id, today, view),
    pathwayModuleLists(db),
    teamAssignments(db, organization.id, today, view),
  ]);
  const recent = await recentActivity(db, people);

  // Percentages of the catalogue count its active modules only.
  const activeModules = catalogue.length;
  const pillarOfModule = new Map(catalogue.map((m) => [m.id, PILLARS.indexOf(m.pivot_pillar as Pillar)]));
  const pillarModules = PILLARS.map((_, i) => catalogue.filter((m) => pillarOfModule.get(m.id) === i).length);
  const pathwaysOfMember = new Map(memberPathways.map((r) => [r.user_id, r]));
  const pathwayById = new Map(
    pathwayLists.map((p) => [p.id, { ...p, modules: new Set(p.module_ids), assigned: 0, completed: 0 }]),
  );

  const dayStarts = new Map<string, number>();
  const dayStart = (day: string) => {
    let ms = dayStarts.get(day);
    if (ms === undefined) {
      ms = Date.parse(`${day}T00:00:00Z`);
      dayStarts.set(day, ms);
    }
    return ms;
  };
  let started = 0;
  let completed = 0;
  let seconds = 0;
  let activeMembers = 0;
  const pillarCompleted = PILLARS.map(() => 0);
  const members = people.map((person) => {
    const completedIds = person.completed_modules;
    let completedActive = 0;
    for (const id of completedIds) {
      const pillar = pillarOfModule.get(id);
      if (pillar === undefined) continue;
      completedActive++;
      pillarCompleted[pillar]++;
    }
    const memberPathwayRow = pathwaysOfMember.get(person.id);
    const enrolments = memberPathwayRow?.enrolments ?? [];
    for (const pathwayId of enrolments) {
      const pathway = pathwayById.get(pathwayId);
      if (!pathway) continue;
      pathway.assigned++;
      for (const id of completedIds) if (pathway.modules.has(id)) pathway.completed++;
    }
    started += person.started;
    completed += completedIds.length;
    seconds += person.seconds;
    if (person.last_day !== null && person.last_day >= since) activeMembers++;
    // The later of the last progress update and the last active day (midnight UTC).
    const lastDay = person.last_day === null ? null : dayStart(person.last_day);
    const lastUpdate = person.last_update;
    const last = lastDay === null ? lastUpdate : lastUpdate === null ? lastDay : Math.max(lastDay, lastUpdate);
    // Overdue: an assigned pathway past its due date with a module still to complete.
    const completedSet = new Set(completedIds);
    const overdueAssignments = (memberPathwayRow?.past_due ?? []).filter((pathwayId) => {
      const pathway = pathwayById.get(pathwayId);
      return pathway !== undefined && [...pathway.modules].some((id) => !completedSet.has(id));
    }).length;
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      department: person.department,
      overdueAssignments,
      activePathway: pathwayById.get(enrolments[0])?.title ?? null,
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
    .map(([department, d]) => ({
      department,
      members: d.members,
      avgProgress: Math.round(d.progressSum / d.members),
    }))
    .sort((a, b) => b.avgProgress - a.avgProgress || byKey(sortKey(a.department), sortKey(b.department)));

  const pathways = [...pathwayById.values()].map((p) =>
    toEmployerPathway({ ...p, moduleCount: p.modules.size }, p.assigned, p.completed, dueFigures(assignments, p.id)),
  );
  const hours = seconds / 3600;
  return {
    organization,
    totalMembers,
    activeMembers,
    activePathways: pathways.filter((p) => p.assignedCount > 0).length,
    completionRate: percent(completed, started),
    learningHours: round1(hours),
    avgLearningHours: totalMembers > 0 ? round1(hours / totalMembers) : 0,
    avgPivotScore,
    pivotProgress: PILLARS.map((pillar, i) => ({
      pillar,
      progress: Math.round(pillarShares[i]),
      color: PILLAR_COLORS[pillar],
    })),
    topPerformers,
    departmentBreakdown,
    members: members.map(({ seconds: _seconds, exactProgress: _exact, nameKey: _key, ...member }) => member),
    recentActivity: recent,
    pathways,
    assignments,
  };
}

/**
 * Enrols team members into a pathway (idempotent) and answers the pathway's refreshed team figures.
 * Every id must be a team member of the organisation within the assigner's view (a manager: their
 * reports): 400 naming the others, as for another organisation's members.
 */
export async function assignPathway(
  db: Db,
  organizationId: string,
  input: AssignPathwayInput,
  assignedBy: string | null = null,
  now: Date = new Date(),
  view: TeamView = WHOLE_TEAM,
): Promise<EmployerPathway> {
  checkDueDate(input.dueDate, now);
  const exists = await db.execute(sql`select 1 from pathways where id = ${input.pathwayId}`);
  if (rowsOf(exists).length === 0) throw notFound("Pathway not found");
  const memberIds = [...new Set(input.memberIds)];
  const found = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select m.user_id from member m
      where m.organization_id = ${organizationId} and m.role = 'member'
        ${inView(organizationId, view, sql`m.user_id`)}
        and m.user_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})
    `),
  );
  const known = new Set(found.map((r) => r.user_id));
  const unknown = memberIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Not members of your organisation's team: ${unknown.join(", ")}`;
    throw badRequest(`memberIds: ${message}`, [{ path: "memberIds", message }]);
  }
  await writeLearnerFacts(db, memberIds, () =>
    db
      .insert(pathwayEnrollments)
      .values(memberIds.map((userId) => ({ userId, pathwayId: input.pathwayId })))
      .onConflictDoNothing(),
  );
  // Issue 10: the assignment, its due date and the members' notifications (and e-mails).
  await recordAssignments(db, {
    organizationId,
    pathwayId: input.pathwayId,
    memberIds,
    dueDate: input.dueDate,
    assignedBy,
    now,
  });
  return (await teamPathway(db, organizationId, input.pathwayId, view, now))!;
}
