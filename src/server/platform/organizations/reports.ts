import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * A manager's reports, direct and indirect (issue 20 item 4), as a subquery of `user_id`s to use
 * after `in`: a recursive walk down member.manager_id within the organisation (index
 * member_org_manager_idx). `union` rather than `union all`, so a loop in the data could never make
 * the walk endless (PATCH refuses loops; this is the second line).
 */
export const reportsSubquery = (organizationId: string, managerId: string): SQL => sql`(
  with recursive reports(user_id) as (
    select r.user_id from member r where r.organization_id = ${organizationId} and r.manager_id = ${managerId}
    union
    select r.user_id from member r join reports up on r.manager_id = up.user_id
    where r.organization_id = ${organizationId}
  )
  select user_id from reports where user_id <> ${managerId}
)`;

/** The user ids of a manager's reports, direct and indirect. */
export async function reportsOf(db: Executor, organizationId: string, managerId: string): Promise<string[]> {
  return rowsOf<{ user_id: string }>(
    await db.execute(sql`select user_id from ${reportsSubquery(organizationId, managerId)} r order by user_id`),
  ).map((r) => r.user_id);
}
