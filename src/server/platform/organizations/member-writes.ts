import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { rowsOf } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * Every write of the `member` table but joining (`add-member.ts`) and leaving (`end-membership.ts`)
 * (issue 41: one owner per table, `data-ownership.test.ts`). Callers check who may do it, write the
 * audit entry and announce the change to the caches, as for any write.
 */

/** The organisation's first member, its owner, when the organisation is created. */
export async function insertFirstOwner(tx: Executor, organizationId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into member (id, organization_id, user_id, role) values (${randomUUID()}, ${organizationId}, ${userId}, 'owner')
  `);
}

export interface MemberFields {
  role?: OrganizationRole;
  department?: string | null;
  managerId?: string | null;
}

/** Changes the fields given (nothing when none is); the caller has locked and checked the membership. */
export async function updateMemberFields(
  tx: Executor,
  organizationId: string,
  userId: string,
  fields: MemberFields,
): Promise<void> {
  const set: SQL[] = [];
  if (fields.role !== undefined) set.push(sql`role = ${fields.role}`);
  if (fields.department !== undefined) set.push(sql`department = ${fields.department}`);
  if (fields.managerId !== undefined) set.push(sql`manager_id = ${fields.managerId}`);
  if (set.length === 0) return;
  await tx.execute(
    sql`update member set ${sql.join(set, sql`, `)} where organization_id = ${organizationId} and user_id = ${userId}`,
  );
}

/**
 * Puts members into a department (or out of every one: null), only those now in `onlyFrom` when it is
 * given (a group renamed or emptied by the identity provider).
 */
export async function setMembersDepartment(
  tx: Executor,
  organizationId: string,
  userIds: readonly string[],
  department: string | null,
  onlyFrom?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const from = onlyFrom === undefined ? sql`true` : sql`department = ${onlyFrom}`;
  await tx.execute(sql`
    update member set department = ${department}
    where organization_id = ${organizationId} and user_id = any(${sql.param(userIds)}::text[]) and ${from}
  `);
}

/** Gives members a line manager (the caller has checked it makes no reporting loop). */
export async function setMembersManager(
  tx: Executor,
  organizationId: string,
  userIds: readonly string[],
  managerId: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`
    update member set manager_id = ${managerId}
    where organization_id = ${organizationId} and user_id = any(${sql.param(userIds)}::text[])
  `);
}

/** How many owners the organisation has (it must always keep one). */
export async function ownerCount(tx: Executor, organizationId: string): Promise<number> {
  const [row] = rowsOf<{ owners: number }>(
    await tx.execute(
      sql`select count(*)::int as owners from member where organization_id = ${organizationId} and role = 'owner'`,
    ),
  );
  return row.owners;
}

/** Dates every membership of the organisation from `since` (the demo seed's team goes back months, decision 399). */
export async function backdateMemberships(tx: Executor, organizationId: string, since: Date): Promise<void> {
  await tx.execute(
    sql`update member set created_at = ${since.toISOString()} where organization_id = ${organizationId}`,
  );
}
