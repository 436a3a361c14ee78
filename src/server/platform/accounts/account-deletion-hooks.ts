import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";

/**
 * What other features do when accounts are being deleted (issue 28): the data-export feature cancels
 * the accounts' exports and removes their files. They register here when their routes are registered,
 * so the account code (auth/) does not import them.
 * Register a module-level function: the set lives as long as the process, and a closure made per app
 * would keep that app and its database after it closed (decision 347).
 *
 * `purge`: the accounts are deleted now (everything goes); otherwise deletion was asked for and what is
 * still being built stops.
 */
export type AccountDeletionHook = (
  db: Db,
  config: AppConfig,
  userIds: readonly string[],
  options: { purge: boolean; now: Date },
) => Promise<unknown>;

const hooks = new Set<AccountDeletionHook>();

export function onAccountDeletion(hook: AccountDeletionHook): void {
  hooks.add(hook);
}

/** Runs every registered hook, one after another, before the accounts go. */
export async function accountsBeingDeleted(
  db: Db,
  config: AppConfig,
  userIds: readonly string[],
  options: { purge: boolean; now: Date },
): Promise<void> {
  if (userIds.length === 0) return;
  for (const hook of hooks) await hook(db, config, userIds, options);
}
