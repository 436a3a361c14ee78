import { sql } from "drizzle-orm";
import { PAGE_SIZE, type TeamMembersPage, type TeamOverview } from "../../../contracts/team";
import { dateOfDay, daysBefore, isoWeekStart, utcDay } from "../../../domain/calendar";
import { streaks } from "../../../domain/stats";
import { CHALLENGE_TARGET_MODULES, initialsOf, memberStatus, monthStart } from "../../../domain/team-hub";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cachedTeamAggregate, type TeamScope, team } from "./access";

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * GET …/team/overview: five aggregate reads side by side, each answered from an index
 * (member_org_role_user_idx, learning_activity_day_idx, user_progress_completed_idx).
 */
export async function teamOverview(db: Db, scope: TeamScope, now: Date): Promise<TeamOverview> {
  const figures = await cachedTeamAggregate(db, scope.organization.id, "overview", () =>
    overviewFigures(db, scope, now),
  );
  return { ...figures, organization: scope.organization, viewerRole: scope.viewerRole };
}

async function overviewFigures(db: Db, scope: TeamScope, now: Date): Promise<TeamOverview> {
  const orgId = scope.organization.id;
  const weekStart = utcDay(dateOfDay(isoWeekStart(now)));
  const month = monthStart(now);
  const [counts, week, monthRows] = await Promise.all([
    db.execute(sql`
      select (select count(*)::int from member m where m.organization_id = ${orgId} and m.role = 'member') as members,
        (select count(*)::int from study_groups g where g.organization_id = ${orgId}) as groups,
        (select count(*)::int from team_events e where e.organization_id = ${orgId} and e.starts_at >= ${now.toISOString()}) as events
    `),
    db.execute(sql`
      select count(distinct a.user_id) filter (where a.day >= ${weekStart})::int as active,
        coalesce(sum(a.seconds_spent) filter (where a.day >= ${month}), 0)::float8 as seconds
      from learning_activity a join ${team(orgId, "m")} on m.user_id = a.user_id
      where a.day >= ${weekStart < month ? weekStart : month}
    `),
    db.execute(sql`
      select count(*)::int as completed
      from user_progress p join ${team(orgId, "m")} on m.user_id = p.user_id
      where p.is_completed and p.completed_at >= ${`${month}T00:00:00Z`}
    `),
  ]);
  const c = rowsOf<{ members: number; groups: number; events: number }>(counts)[0];
  const activeRows = rowsOf<{ active: number }>(week);
  const seconds = rowsOf<{ seconds: number }>(week)[0]?.seconds ?? 0;
  return {
    organization: scope.organization,
    viewerRole: scope.viewerRole,
    totalMembers: c.members,
    activeThisWeek: activeRows[0]?.active ?? 0,
    modulesThisMonth: rowsOf<{ completed: number }>(monthRows)[0]?.completed ?? 0,
    monthlyTarget: CHALLENGE_TARGET_MODULES,
    hoursThisMonth: round1(seconds / 3600),
    studyGroups: c.groups,
    upcomingEvents: c.events,
  };
}

/** GET …/team/members?page=: 20 teammates a page, by name; names and progress, never e-mail addresses. */
export async function teamMembersPage(db: Db, scope: TeamScope, page: number, now: Date): Promise<TeamMembersPage> {
  const orgId = scope.organization.id;
  const [totalRows, rows] = await Promise.all([
    db.execute(
      sql`select count(*)::int as total from member m where m.organization_id = ${orgId} and m.role = 'member'`,
    ),
    // The page of people first, then their progress: the per-member lookups run for 20 rows, not for
    // the whole team (a lateral join before the sort ran 5,000 times).
    db.execute(sql`
      select pg.id, pg.name, pg.department,
        (select count(*)::int from user_progress p where p.user_id = pg.id and p.is_completed) as completed,
        cur.title as current_module, (extract(epoch from cur.updated_at) * 1000)::float8 as last_update
      from (
        select u.id, u.name, m.department
        from ${team(orgId, "m")}
        join "user" u on u.id = m.user_id
        order by u.name, u.id
        limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}
      ) pg
      left join lateral (
        select mo.title, p.updated_at from user_progress p join modules mo on mo.id = p.module_id
        where p.user_id = pg.id order by p.updated_at desc limit 1
      ) cur on true
      order by pg.name, pg.id
    `),
  ]);
  const people = rowsOf<{
    id: string;
    name: string;
    department: string | null;
    completed: number;
    current_module: string | null;
    last_update: number | null;
  }>(rows);
  const since = utcDay(daysBefore(now, 400));
  const days = people.length
    ? rowsOf<{ user_id: string; day: string }>(
        await db.execute(sql`
          select a.user_id, a.day::text as day from learning_activity a
          where a.user_id = any(${sql.param(people.map((p) => p.id))}::text[]) and a.day >= ${since}
        `),
      )
    : [];
  const daysOf = new Map<string, string[]>();
  for (const d of days) daysOf.set(d.user_id, [...(daysOf.get(d.user_id) ?? []), d.day]);
  const today = utcDay(now);
  return {
    page,
    pageSize: PAGE_SIZE,
    total: rowsOf<{ total: number }>(totalRows)[0].total,
    members: people.map((p) => {
      const activeDays = daysOf.get(p.id) ?? [];
      const lastDay = activeDays.length ? activeDays.reduce((a, b) => (a > b ? a : b)) : null;
      return {
        name: p.name,
        initials: initialsOf(p.name),
        department: p.department,
        learningStreak: streaks(activeDays, now).current,
        completedModules: p.completed,
        status: memberStatus(
          p.last_update === null ? null : new Date(p.last_update),
          lastDay === today ? today : lastDay,
          now,
        ),
        currentModule: p.current_module,
      };
    }),
  };
}
