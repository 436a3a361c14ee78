import { sql } from "drizzle-orm";
import { type ActivityPage, PAGE_SIZE } from "../../../contracts/team";
import { initialsOf } from "../../../domain/team-hub";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { activityComments, activityLikes } from "../../db/schema";
import { notFound } from "../../errors";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { notify } from "../../platform/notifications/notify";
import { iso, type TeamScope, team } from "./access";

/** Comments shown under each entry; the count says how many there are in all. */
const COMMENTS_SHOWN = 3;

/**
 * GET …/team/activity?page=: the team's progress rows newest first (a module started or completed),
 * with likes and comments. The newest-first walk uses user_progress_updated_idx and stops after the
 * page, so a team of 5,000 costs what a team of 5 does.
 */
export async function activityPage(db: Db, scope: TeamScope, page: number): Promise<ActivityPage> {
  const rows = rowsOf<{
    id: number;
    user_name: string;
    module_id: number;
    module_title: string;
    is_completed: boolean;
    updated_at: Date | string;
  }>(
    await db.execute(sql`
      select p.id, u.name as user_name, p.module_id, mo.title as module_title, p.is_completed, p.updated_at
      from user_progress p
      join ${team(scope.organization.id, "m")} on m.user_id = p.user_id
      join "user" u on u.id = p.user_id
      join modules mo on mo.id = p.module_id
      order by p.updated_at desc, p.id desc
      limit ${PAGE_SIZE + 1} offset ${(page - 1) * PAGE_SIZE}
    `),
  );
  const entries = rows.slice(0, PAGE_SIZE);
  // One bound array parameter (`= any($1::int[])`); the driver writes the array.
  const ids = sql.param(entries.map((e) => e.id));
  const [likes, comments] = entries.length
    ? await Promise.all([
        db.execute(sql`
          select l.progress_id, count(*)::int as likes, bool_or(l.user_id = ${scope.viewerId}) as mine
          from activity_likes l where l.progress_id = any(${ids}::int[]) group by l.progress_id
        `),
        db.execute(sql`
          select c.id, c.progress_id, c.body, c.created_at, u.name as author,
            count(*) over (partition by c.progress_id)::int as total,
            row_number() over (partition by c.progress_id order by c.created_at desc, c.id desc) as n
          from activity_comments c join "user" u on u.id = c.user_id
          where c.progress_id = any(${ids}::int[])
        `),
      ])
    : [{ rows: [] }, { rows: [] }];
  const likesOf = new Map(
    rowsOf<{ progress_id: number; likes: number; mine: boolean }>(likes).map((l) => [l.progress_id, l]),
  );
  const commentsOf = new Map<
    number,
    { total: number; list: { id: number; author: string; body: string; at: string }[] }
  >();
  for (const c of rowsOf<{
    id: number;
    progress_id: number;
    body: string;
    created_at: Date | string;
    author: string;
    total: number;
    n: number | string;
  }>(comments)) {
    const entry = commentsOf.get(c.progress_id) ?? { total: c.total, list: [] };
    if (Number(c.n) <= COMMENTS_SHOWN)
      entry.list.push({ id: c.id, author: c.author, body: c.body, at: iso(c.created_at) });
    commentsOf.set(c.progress_id, entry);
  }
  return {
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
    entries: entries.map((e) => {
      const like = likesOf.get(e.id);
      const comment = commentsOf.get(e.id);
      return {
        id: e.id,
        user: e.user_name,
        initials: initialsOf(e.user_name),
        type: e.is_completed ? "completed" : "started",
        moduleId: e.module_id,
        content: `${e.is_completed ? "Completed" : "Started"} ${e.module_title}`,
        timestamp: iso(e.updated_at),
        likes: like?.likes ?? 0,
        isLiked: like?.mine ?? false,
        comments: (comment?.list ?? []).sort((a, b) => (a.at < b.at ? -1 : 1)),
        commentCount: comment?.total ?? 0,
      };
    }),
  };
}

/** The activity entry (a progress row) of a team member of this organisation, else 404. */
async function teamActivity(db: Db, scope: TeamScope, activityId: number) {
  const [row] = rowsOf<{ user_id: string; module_title: string }>(
    await db.execute(sql`
      select p.user_id, mo.title as module_title
      from user_progress p join ${team(scope.organization.id, "m")} on m.user_id = p.user_id
      join modules mo on mo.id = p.module_id
      where p.id = ${activityId}
    `),
  );
  if (!row) throw notFound("Activity not found");
  return row;
}

export async function setLike(db: Db, scope: TeamScope, activityId: number, like: BodyAfterLookup<boolean>) {
  await teamActivity(db, scope, activityId);
  const liked = readBody(like);
  if (liked) {
    await db.insert(activityLikes).values({ progressId: activityId, userId: scope.viewerId }).onConflictDoNothing();
  } else {
    await db.execute(sql`delete from activity_likes where progress_id = ${activityId} and user_id = ${scope.viewerId}`);
  }
  const [row] = rowsOf<{ likes: number; mine: boolean }>(
    await db.execute(sql`
      select count(*)::int as likes, coalesce(bool_or(user_id = ${scope.viewerId}), false) as mine
      from activity_likes where progress_id = ${activityId}
    `),
  );
  return { likes: row.likes, isLiked: row.mine };
}

export async function addComment(
  db: Db,
  scope: TeamScope,
  activityId: number,
  text: BodyAfterLookup<string>,
  authorName: string,
) {
  const activity = await teamActivity(db, scope, activityId);
  const body = readBody(text);
  const [comment] = await db
    .insert(activityComments)
    .values({ progressId: activityId, userId: scope.viewerId, body })
    .returning();
  if (activity.user_id !== scope.viewerId) {
    await notify(db, {
      userId: activity.user_id,
      kind: "team_comment",
      title: `${authorName} commented on your activity`,
      body: `${activity.module_title}: “${body.slice(0, 140)}”`,
      link: "/team",
      dedupeKey: `team_comment:${comment.id}`,
    });
  }
  return { id: comment.id, author: authorName, body: comment.body, at: iso(comment.createdAt) };
}
