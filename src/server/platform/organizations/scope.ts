import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import { isOrganizationRole, type OrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { forbidden, notFound } from "../../errors";

export interface OrganizationScope {
  organization: { id: string; name: string; slug: string };
  /** The caller's role in it; null for a site admin who is not a member. */
  role: OrganizationRole | null;
  siteAdmin: boolean;
  userId: string;
}

/**
 * The caller's standing in an organisation, for every organisation-scoped route (issue 20). A
 * caller who is not a member gets 403 whether or not the organisation exists, so ids of other
 * organisations reveal nothing; a site admin passes for any organisation that exists.
 *
 * `allowed` lists the organisation roles the route accepts; `siteAdmin` whether admins of the site
 * pass too (reading the audit log, recording a sale).
 */
export async function organizationScope(
  db: Db,
  user: Pick<CurrentUser, "id" | "role">,
  organizationId: string,
  allowed: readonly OrganizationRole[],
  options: { siteAdmin?: boolean } = {},
): Promise<OrganizationScope> {
  const [row] = rowsOf<{ id: string; name: string; slug: string; role: string | null }>(
    await db.execute(sql`
      select o.id, o.name, o.slug,
        (select m.role from member m where m.organization_id = o.id and m.user_id = ${user.id}) as role
      from organization o where o.id = ${organizationId}
    `),
  );
  const role = row && isOrganizationRole(row.role) ? row.role : null;
  const organization = row ? { id: row.id, name: row.name, slug: row.slug } : null;
  if (organization && role && allowed.includes(role))
    return { organization, role, siteAdmin: user.role === "admin", userId: user.id };
  if (organization && options.siteAdmin && user.role === "admin")
    return { organization, role, siteAdmin: true, userId: user.id };
  if (!organization && options.siteAdmin && user.role === "admin") throw notFound("Organisation not found");
  if (organization && role) throw forbidden("Your role in this organisation does not allow this");
  throw forbidden("You are not a member of this organisation");
}

export interface Membership {
  organizationId: string;
  role: OrganizationRole;
}

/**
 * The organisation a session works in: the one it switched to while the person is still a member of
 * it, else their earliest membership. Null without any organisation.
 */
export async function activeMembership(
  db: Db,
  userId: string,
  preferredOrganizationId: string | null,
): Promise<Membership | null> {
  const rows = rowsOf<{ organization_id: string; role: string }>(
    await db.execute(sql`
      select m.organization_id, m.role from member m
      where m.user_id = ${userId}
      order by (m.organization_id = ${preferredOrganizationId ?? ""}) desc, m.created_at, m.organization_id
      limit 1
    `),
  );
  const row = rows[0];
  return row && isOrganizationRole(row.role) ? { organizationId: row.organization_id, role: row.role } : null;
}
