import { APIError } from "better-auth/api";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";

export const LAST_ADMIN_CODE = "LAST_ADMIN";
export const LAST_ADMIN_MESSAGE =
  "This is the only administrator: make another user an administrator first, so the site keeps one.";

/** An administrator who can act now and will stay: not banned, and no deletion scheduled. */
const activeAdmin = and(
  eq(user.role, "admin"),
  or(isNull(user.banned), eq(user.banned, false)),
  isNull(user.deletionRequestedAt),
);

/**
 * Issue 29 item 4: whether taking this user's administration away (a role change, a ban, a removal,
 * a scheduled deletion) would leave the site without an active administrator.
 */
export async function isLastActiveAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`bool_or(${user.id} = ${userId})`,
      others: sql<number>`count(*) filter (where ${user.id} <> ${userId})`,
    })
    .from(user)
    .where(activeAdmin);
  return row?.isAdmin === true && Number(row.others) === 0;
}

/**
 * Better Auth before-hook step for the admin endpoints: refuses demoting, banning or removing the last
 * active administrator (set-role to another role, ban-user, remove-user), with 409.
 */
export async function checkLastAdmin(db: Db, path: string, body: unknown): Promise<void> {
  if (path !== "/admin/set-role" && path !== "/admin/ban-user" && path !== "/admin/remove-user") return;
  const { userId, role } = (body ?? {}) as { userId?: unknown; role?: unknown };
  if (typeof userId !== "string") return;
  if (path === "/admin/set-role" && role === "admin") return;
  if (await isLastActiveAdmin(db, userId)) {
    throw new APIError("CONFLICT", { message: LAST_ADMIN_MESSAGE, code: LAST_ADMIN_CODE });
  }
}
