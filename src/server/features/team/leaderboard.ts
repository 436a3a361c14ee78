import { sql } from "drizzle-orm";
import type { Leaderboard, LeaderboardEntry, LeaderboardPeriod } from "../../../contracts/team";
import { utcDay } from "../../../domain/calendar";
import {
  initialsOf,
  LEADERBOARD_SIZE,
  leaderboardScore,
  periodWindow,
  type RankedMember,
  rankMembers,
} from "../../../domain/team-hub";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cachedTeamAggregate, type TeamScope, team } from "./access";

/**
 * GET …/team/leaderboard?period=week|month|quarter: points from modules completed and minutes
 * learned inside the period (domain/team-hub), ranked, with the change of rank since the period of
 * the same length before. One query reads both periods. A week (two weeks of rows) is read window
 * first: completions through the partial index user_progress_completed_idx, minutes through
 * learning_activity_day_idx, joined to the team. A month or a quarter is read member by member:
 * each member's completions through user_progress_user_completed_idx and minutes through
 * learning_activity_user_day_seconds_idx, two index-only range scans that touch only this team's
 * rows (the window-first plan read every organisation's rows of two months or two quarters and cost
 * about twice as much; member by member costs about the same for any window, so it loses on a week).
 */
export async function teamLeaderboard(
  db: Db,
  scope: TeamScope,
  period: LeaderboardPeriod,
  now: Date,
): Promise<Leaderboard> {
  const board = await cachedTeamAggregate(db, scope.organization.id, `leaderboard:${period}`, () =>
    rankedBoard(db, scope.organization.id, period, now),
  );
  const toEntry = (m: RankedMember): LeaderboardEntry => ({
    rank: m.rank,
    user: m.name,
    isYou: m.userId === scope.viewerId,
    initials: initialsOf(m.name),
    score: m.score,
    modulesCompleted: board.doneOf.get(m.userId) ?? 0,
    change: m.change,
    badge: m.badge,
  });
  const mine = board.ranked.find((m) => m.userId === scope.viewerId);
  return {
    period,
    from: board.from,
    to: board.to,
    entries: board.ranked.slice(0, LEADERBOARD_SIZE).map(toEntry),
    you: mine && mine.rank > LEADERBOARD_SIZE ? toEntry(mine) : null,
  };
}

/** Every ranked member of the period, the same for every viewer (cached per organisation). */
async function rankedBoard(db: Db, orgId: string, period: LeaderboardPeriod, now: Date) {
  const window = periodWindow(period, now);
  const from = window.from.toISOString();
  const previousFrom = window.previousFrom.toISOString();
  const to = now.toISOString();
  // Days count whole: the period's first day is the day its start falls on.
  const fromDay = utcDay(window.from);
  const previousFromDay = utcDay(window.previousFrom);
  const toDay = utcDay(now);
  const rows = rowsOf<{
    user_id: string;
    name: string;
    done: number;
    done_before: number;
    seconds: number;
    seconds_before: number;
  }>(
    await db.execute(
      period === "week"
        ? sql`
      with c as (
        select p.user_id,
          count(*) filter (where p.completed_at >= ${from})::int as done,
          count(*) filter (where p.completed_at < ${from})::int as done_before
        from user_progress p join ${team(orgId, "m")} on m.user_id = p.user_id
        where p.is_completed and p.completed_at >= ${previousFrom} and p.completed_at <= ${to}
        group by p.user_id
      ), a as (
        select a.user_id,
          coalesce(sum(a.seconds_spent) filter (where a.day >= ${fromDay}), 0)::float8 as seconds,
          coalesce(sum(a.seconds_spent) filter (where a.day < ${fromDay}), 0)::float8 as seconds_before
        from learning_activity a join ${team(orgId, "m2")} on m2.user_id = a.user_id
        where a.day >= ${previousFromDay} and a.day <= ${toDay}
        group by a.user_id
      )
      select u.id as user_id, u.name, coalesce(c.done, 0) as done, coalesce(c.done_before, 0) as done_before,
        coalesce(a.seconds, 0) as seconds, coalesce(a.seconds_before, 0) as seconds_before
      from c full join a on a.user_id = c.user_id
      join "user" u on u.id = coalesce(c.user_id, a.user_id)
    `
        : sql`
      select u.id as user_id, u.name, c.done, c.done_before, a.seconds, a.seconds_before
      from ${team(orgId, "m")}
      join "user" u on u.id = m.user_id
      cross join lateral (
        select count(*) filter (where p.completed_at >= ${from})::int as done,
          count(*) filter (where p.completed_at < ${from})::int as done_before
        from user_progress p
        where p.user_id = m.user_id and p.is_completed and p.completed_at >= ${previousFrom} and p.completed_at <= ${to}
      ) c
      cross join lateral (
        select coalesce(sum(a.seconds_spent) filter (where a.day >= ${fromDay}), 0)::float8 as seconds,
          coalesce(sum(a.seconds_spent) filter (where a.day < ${fromDay}), 0)::float8 as seconds_before
        from learning_activity a
        where a.user_id = m.user_id and a.day >= ${previousFromDay} and a.day <= ${toDay}
      ) a
      where c.done + c.done_before > 0 or a.seconds + a.seconds_before > 0
    `,
    ),
  );
  const doneOf = new Map(rows.map((r) => [r.user_id, r.done]));
  const ranked = rankMembers(
    rows.map((r) => ({
      userId: r.user_id,
      name: r.name,
      score: leaderboardScore(r.done, r.seconds),
      previousScore: leaderboardScore(r.done_before, r.seconds_before),
    })),
  );
  return { from, to, ranked, doneOf };
}
