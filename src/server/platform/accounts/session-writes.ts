import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * Every write of the `session` table outside Better Auth and `auth/` (issue 41: one owner per table,
 * `data-ownership.test.ts`). Callers run them in their transaction and announce the change to the
 * session cache (`changes.users`, `usersWritten`) as they do for any write.
 */

/** The session works in this organisation from now on (a person's own session only). */
export async function setActiveOrganization(
  tx: Executor,
  session: { token: string; userId: string },
  organizationId: string,
): Promise<void> {
  await tx.execute(sql`
    update session set active_organization_id = ${organizationId}
    where token = ${session.token} and user_id = ${session.userId}
  `);
}

/** Sessions of the person that work in no organisation yet start working in this one. */
export async function activateWhereNoneIsActive(tx: Executor, userId: string, organizationId: string): Promise<void> {
  await tx.execute(sql`
    update session set active_organization_id = ${organizationId}
    where user_id = ${userId} and active_organization_id is null
  `);
}

/** Sessions working in the organisation forget it: all of them, or only the person's. */
export async function forgetActiveOrganization(tx: Executor, organizationId: string, userId?: string): Promise<void> {
  const whose = userId === undefined ? sql`true` : sql`user_id = ${userId}`;
  await tx.execute(sql`
    update session set active_organization_id = null
    where active_organization_id = ${organizationId} and ${whose}
  `);
}

/** Signs the person out everywhere: their very next request, in any process, is refused. */
export async function endSessionsOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`delete from session where user_id = ${userId}`);
}

/** Ends one session of the person's; answers whether there was one. */
export async function endSession(tx: Executor, userId: string, sessionId: string): Promise<boolean> {
  const ended = await tx.execute(sql`delete from session where id = ${sessionId} and user_id = ${userId} returning id`);
  return rowsOf(ended).length > 0;
}

/** Ends every session of the person's but the one with this token; answers how many went. */
export async function endSessionsExcept(tx: Executor, userId: string, keptToken: string): Promise<number> {
  const ended = await tx.execute(
    sql`delete from session where user_id = ${userId} and token <> ${keptToken} returning id`,
  );
  return rowsOf(ended).length;
}
