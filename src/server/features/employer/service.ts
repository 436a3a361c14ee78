import { type SQL, sql } from "drizzle-orm";
import type {
  AssignPathwayInput,
  EmployerPathway,
  OrganizationAnalytics,
  TeamAssignment,
} from "../../../contracts/employer";
import { daysBefore, utcDay } from "../../../domain/calendar";
import { ukToday } from "../../../domain/due-dates";
import { canViewEmployerDashboard, type OrganizationRole } from "../../../domain/organization-roles";
import { PILLAR_COLORS, type Pillar } from "../../../domain/pillars";
import {
  ACTIVE_WINDOW_DAYS,
  dueFigures,
  employerPathwayStatus,
  RECENT_ACTIVITY_ENTRIES,
  type TeamMemberFacts,
  teamAnalytics,
} from "../../../domain/team-analytics";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { pathwayEnrollments } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../errors";
import { writeTransaction } from "../../platform/caches/writes";
import { wakeMails } from "../../platform/mail/queue-mail";
import { checkDueDate, storeAssignments } from "../../platform/notifications/assignments";
import { pathwayAssignmentRecords } from "../../platform/organizations/assignment-records";
import { reportsSubquery } from "../../platform/organizations/reports";
import { activeMembership } from "../../platform/organizations/scope";

/**
 * Team analytics (spec 1 §2 Employer Dashboard), derived from stored facts (DESIGN §4). The team is
 * everyone in the organisation (decision 403): the figures count the people the members list and its
 * export list.
 *
 * DESIGN §7 wants under 100 ms for 5,000 members and 150,000 progress rows (bench/team-analytics.ts).
 * Two queries run side by side: one row per member with who they are and their totals from
 * learner_totals (a row per learner that database triggers recompute from their progress and
 * activity rows on every write, decision 107), and one row per member with their enrolments and
 * past-due assignments. Organisation-wide figures, pillar progress and pathway progress are then
 * sums over those 5,000 member rows; no progress row reaches the server process. Recent activity
 * reads only the rows of the members who updated last.
 */

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

/** A team member's row: the facts the rules take as they are, and the rest by their column names. */
interface MemberRow extends Pick<TeamMemberFacts, "id" | "name" | "email" | "department" | "started" | "seconds"> {
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
 * The team as a FROM item `alias` (user_id, department): everyone in the organisation, whatever their
 * role, within the view (decision 403, superseding 154 for the console: an owner, an admin or a manager
 * is a learner too, and the members list and its export count them). A manager's view is their reports.
 */
const team = (organizationId: string, alias: string, view: TeamView) =>
  sql`(select t.user_id, t.department from member t where t.organization_id = ${organizationId} ${inView(organizationId, view, sql`t.user_id`)}) ${sql.raw(alias)}`;

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
  return rowsOf<{ id: number; pivot_pillar: Pillar }>(
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
      where p.user_id = any(${sql.param(candidates)}::text[])
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
 * Issue 26: the team's pathway assignments (all of them, or one pathway's) with their due dates, read by
 * the function the organisation's export reads (platform/organizations/assignment-records.ts, decision
 * 403): owners and admins see every assignment the organisation keeps, a manager their reports'. Done
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
  const records = await pathwayAssignmentRecords(db, organizationId, {
    people: view.managerId === null ? undefined : reportsSubquery(organizationId, view.managerId),
    pathwayId,
  });
  return records.map((r) => ({
    memberId: r.userId,
    pathwayId: r.pathwayId,
    dueDate: r.dueDate,
    completed: r.completed,
    overdue: !r.completed && r.dueDate !== null && r.dueDate < today,
  }));
}

/** The answer's shape of one pathway's team figures. */
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
    ...employerPathwayStatus(pathway.moduleCount, assigned, completedModules),
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

/** GET /api/organizations/analytics for the organisation the user manages. */
export async function organizationAnalytics(
  db: Db,
  organization: { id: string; name: string },
  now: Date,
  view: TeamView = WHOLE_TEAM,
): Promise<OrganizationAnalytics> {
  const since = utcDay(daysBefore(now, ACTIVE_WINDOW_DAYS - 1));
  const today = ukToday(now);
  const [catalogue, people, memberPathways, pathwayLists, assignments] = await Promise.all([
    activeModulePillars(db),
    teamMembers(db, organization.id, view),
    teamMemberPathways(db, organization.id, today, view),
    pathwayModuleLists(db),
    teamAssignments(db, organization.id, today, view),
  ]);
  const recent = await recentActivity(db, people);
  const pathwaysOfMember = new Map(memberPathways.map((r) => [r.user_id, r]));
  const figures = teamAnalytics({
    activeModules: catalogue.map((m) => ({ id: m.id, pivotPillar: m.pivot_pillar })),
    members: people.map((person) => ({
      id: person.id,
      name: person.name,
      email: person.email,
      department: person.department,
      started: person.started,
      seconds: person.seconds,
      lastUpdate: person.last_update,
      completedModules: person.completed_modules,
      lastDay: person.last_day,
      enrolments: pathwaysOfMember.get(person.id)?.enrolments ?? [],
      pastDue: pathwaysOfMember.get(person.id)?.past_due ?? [],
    })),
    pathways: pathwayLists.map((p) => ({ id: p.id, title: p.title, category: p.category, moduleIds: p.module_ids })),
    activeSince: since,
  });
  const pathways = figures.pathways.map((p) =>
    toEmployerPathway(p, p.assigned, p.completed, dueFigures(assignments, p.id)),
  );
  return {
    organization,
    totalMembers: figures.totalMembers,
    activeMembers: figures.activeMembers,
    activePathways: pathways.filter((p) => p.assignedCount > 0).length,
    completionRate: figures.completionRate,
    learningHours: figures.learningHours,
    avgLearningHours: figures.avgLearningHours,
    avgPivotScore: figures.avgPivotScore,
    pivotProgress: figures.pivotProgress.map(({ pillar, progress }) => ({
      pillar,
      progress,
      color: PILLAR_COLORS[pillar],
    })),
    topPerformers: figures.topPerformers,
    departmentBreakdown: figures.departmentBreakdown,
    members: figures.members,
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
  now: Date,
  view: TeamView = WHOLE_TEAM,
): Promise<EmployerPathway> {
  checkDueDate(input.dueDate, now);
  const exists = await db.execute(sql`select 1 from pathways where id = ${input.pathwayId}`);
  if (rowsOf(exists).length === 0) throw notFound("Pathway not found");
  const memberIds = [...new Set(input.memberIds)];
  const found = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select m.user_id from member m
      where m.organization_id = ${organizationId}
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
  // One transaction (issue 27): the enrolments, the assignment with its due date (issue 10) and the
  // members' notifications and e-mails are all stored or none; the e-mails are woken after the commit.
  const mailIds = await writeTransaction(db, async (tx, changes) => {
    await tx
      .insert(pathwayEnrollments)
      .values(memberIds.map((userId) => ({ userId, pathwayId: input.pathwayId })))
      .onConflictDoNothing();
    changes.learnerFacts(memberIds);
    return storeAssignments(tx, {
      organizationId,
      pathwayId: input.pathwayId,
      memberIds,
      dueDate: input.dueDate,
      assignedBy,
      now,
    });
  });
  await wakeMails(db, mailIds);
  return (await teamPathway(db, organizationId, input.pathwayId, view, now))!;
}
