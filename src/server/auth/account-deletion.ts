import { and, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { usersWritten } from "../db/writes";

/** Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it. */
export const DELETION_GRACE_DAYS = 30;

export async function purgeAccountsDueForDeletion(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000);
  const deleted = await db
    .delete(user)
    .where(and(isNotNull(user.deletionRequestedAt), lt(user.deletionRequestedAt, cutoff)))
    .returning({ id: user.id });
  // The sessions went with the rows (a cascade Better Auth does not see).
  await usersWritten(
    db,
    deleted.map((d) => d.id),
  );
  return deleted.length;
}
