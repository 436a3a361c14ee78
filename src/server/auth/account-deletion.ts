import { and, isNotNull, lt } from "drizzle-orm";
import { daysBefore } from "../../domain/calendar";
import { ACCOUNT_DELETION_DAYS } from "../../domain/retention";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { accountsBeingDeleted } from "../platform/accounts/account-deletion-hooks";
import { accountsRemoved } from "../platform/caches/writes";

/** Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it. */
export const DELETION_GRACE_DAYS = ACCOUNT_DELETION_DAYS;

export async function purgeAccountsDueForDeletion(db: Db, now: Date, config?: AppConfig): Promise<number> {
  const cutoff = daysBefore(now, DELETION_GRACE_DAYS);
  const due = and(isNotNull(user.deletionRequestedAt), lt(user.deletionRequestedAt, cutoff));
  // Issue 28: their data export files go first (the rows go with the accounts): the features' hooks.
  if (config) {
    const ids = (await db.select({ id: user.id }).from(user).where(due)).map((row) => row.id);
    await accountsBeingDeleted(db, config, ids, { purge: true, now });
  }
  const deleted = await db.delete(user).where(due).returning({ id: user.id });
  // The sessions, progress and memberships went with the rows (a cascade Better Auth does not see).
  await accountsRemoved(
    db,
    deleted.map((d) => d.id),
  );
  return deleted.length;
}
