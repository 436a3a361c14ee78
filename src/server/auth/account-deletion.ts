import { and, isNotNull, lt } from "drizzle-orm";
import { ACCOUNT_DELETION_DAYS } from "../../domain/retention";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { usersWritten } from "../db/writes";
import { cancelDataExports } from "../features/data-export/service";

/** Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it. */
export const DELETION_GRACE_DAYS = ACCOUNT_DELETION_DAYS;

export async function purgeAccountsDueForDeletion(db: Db, now: Date, config?: AppConfig): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000);
  const due = and(isNotNull(user.deletionRequestedAt), lt(user.deletionRequestedAt, cutoff));
  // Issue 28: their data export files go first (the rows go with the accounts).
  if (config) {
    const ids = (await db.select({ id: user.id }).from(user).where(due)).map((row) => row.id);
    await cancelDataExports(db, config, ids, { all: true, now });
  }
  const deleted = await db.delete(user).where(due).returning({ id: user.id });
  // The sessions went with the rows (a cascade Better Auth does not see).
  await usersWritten(
    db,
    deleted.map((d) => d.id),
  );
  return deleted.length;
}
