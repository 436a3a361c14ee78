import type { Db } from "../../db/client";

/**
 * What other features do when someone joins an organisation or their department or role changes
 * (issue 22: compliance assignments reach people who join later). They register here rather than
 * the membership code importing them, so features do not import each other in a circle.
 * Register a module-level function: the set lives as long as the process, and a closure made per app
 * would keep that app and its database after it closed (decision 347).
 *
 * A hook writes in the membership's transaction and may return what must follow its commit (cache
 * drops, notifications): on PGlite's one connection, those would wait for the open transaction for ever.
 */
export type AfterCommit = (db: Db) => Promise<void>;
export type MembershipHook = (
  tx: Db,
  organizationId: string,
  userId: string,
  now: Date,
) => Promise<AfterCommit | undefined>;

const hooks = new Set<MembershipHook>();

export function onMembershipChanged(hook: MembershipHook): void {
  hooks.add(hook);
}

/** Runs every registered hook in the caller's transaction; call the answer once it has committed. */
export async function membershipChanged(
  tx: Db,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<AfterCommit> {
  const after: AfterCommit[] = [];
  for (const hook of hooks) {
    const next = await hook(tx, organizationId, userId, now);
    if (next) after.push(next);
  }
  return async (db) => {
    for (const run of after) await run(db);
  };
}
