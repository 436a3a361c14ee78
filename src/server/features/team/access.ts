import { sql } from "drizzle-orm";
import { canViewEmployerDashboard, isOrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { forbidden, notFound } from "../../errors";
import { teamAggregatesCache } from "../../platform/caches/caches";

export type ViewerRole = "member" | "manager" | "admin";

export interface TeamScope {
  organization: { id: string; name: string };
  viewerRole: ViewerRole;
  viewerId: string;
}

/**
 * Who may see an organisation's team hub: its members (any role in it) and administrators.
 * Anyone else, another organisation's employer included, gets 403 whether or not it exists, so
 * the answer does not reveal which organisation ids exist.
 */
export async function teamScope(
  db: Db,
  user: { id: string; role: string },
  organizationId: string,
): Promise<TeamScope> {
  const [row] = rowsOf<{ id: string; name: string; role: string | null }>(
    await db.execute(sql`
      select o.id, o.name,
        (select m.role from member m where m.organization_id = o.id and m.user_id = ${user.id} limit 1) as role
      from organization o where o.id = ${organizationId}
    `),
  );
  if (user.role === "admin") {
    if (!row) throw notFound("Organisation not found");
    return { organization: { id: row.id, name: row.name }, viewerRole: "admin", viewerId: user.id };
  }
  if (!row || row.role === null) throw forbidden("You are not a member of this organisation");
  // Owners, admins and line managers run the team's views (issue 20); everyone else is a team member.
  const viewerRole: ViewerRole = canViewEmployerDashboard(isOrganizationRole(row.role) ? row.role : null)
    ? "manager"
    : "member";
  return { organization: { id: row.id, name: row.name }, viewerRole, viewerId: user.id };
}

/** The team as a FROM item (user_id, department): the organisation's members with the role member. */
export const team = (organizationId: string, alias: string) =>
  sql`(select t.user_id, t.department from member t where t.organization_id = ${organizationId} and t.role = 'member') ${sql.raw(alias)}`;

/** Everyone in the organisation (any role) other than the given user: who hears about team news. */
export async function organizationPeople(db: Db, organizationId: string, exceptUserId: string): Promise<string[]> {
  return rowsOf<{ user_id: string }>(
    await db.execute(sql`
      select distinct m.user_id from member m
      where m.organization_id = ${organizationId} and m.user_id <> ${exceptUserId}
    `),
  ).map((r) => r.user_id);
}

export { rowIso as iso } from "../../db/rows";

/**
 * A team aggregate read through the team cache (platform/caches/caches.ts): one computation per organisation and
 * key at a time, reused until a team write or the TTL drops it. A failed computation is not kept.
 */
export function cachedTeamAggregate<T>(
  db: Db,
  organizationId: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cacheKey = `${organizationId}:${key}`;
  const hit = teamAggregatesCache.get(db, cacheKey) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = compute();
  teamAggregatesCache.set(db, cacheKey, pending, organizationId);
  pending.catch(() => teamAggregatesCache.delete(db, cacheKey));
  return pending;
}
