import { eq } from "drizzle-orm";
import type { CurrentUser, SessionUser } from "../../contracts/auth";
import type { Db } from "../db/client";
import { user } from "../db/schema";
import { conflict } from "../errors";
import { teamsWritten, writeUsers } from "../platform/caches/writes";
import { isLastActiveAdmin, LAST_ADMIN_MESSAGE } from "./last-admin";

/** The one path for profile changes (Better Auth's update-user is not reachable: it skips these rules). */
export async function updateProfile(
  db: Db,
  current: SessionUser,
  names: { firstName: string; lastName: string },
): Promise<CurrentUser> {
  const { firstName, lastName } = names;
  await writeUsers(db, current.id, () =>
    db
      .update(user)
      .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: new Date() })
      .where(eq(user.id, current.id)),
  );
  // Their teams' leaderboards show the name (decision 270).
  await teamsWritten(db, current.organizationIds);
  return { ...current, firstName, lastName };
}

/** Terms (spec 3 §9): the account is deleted 30 days after this request, unless cancelled. */
export async function requestAccountDeletion(db: Db, current: CurrentUser, now: Date): Promise<CurrentUser> {
  // Issue 29 item 4: the site keeps an administrator.
  if (await isLastActiveAdmin(db, current.id)) throw conflict(LAST_ADMIN_MESSAGE);
  await writeUsers(db, current.id, () =>
    db.update(user).set({ deletionRequestedAt: now }).where(eq(user.id, current.id)),
  );
  return { ...current, deletionRequestedAt: now.toISOString() };
}

export async function cancelAccountDeletion(db: Db, current: CurrentUser): Promise<CurrentUser> {
  await writeUsers(db, current.id, () =>
    db.update(user).set({ deletionRequestedAt: null }).where(eq(user.id, current.id)),
  );
  return { ...current, deletionRequestedAt: null };
}
