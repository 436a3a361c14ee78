import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { type Change, changeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { CATALOGUE_KEY, catalogueCache, learnerFactsCache, sessionCache, teamAggregatesCache } from "./caches";
import { EVERYTHING } from "./shared-cache";

/**
 * The one invalidation point of the server's caches: a write that changes what a cache holds goes
 * through one of these helpers, which runs it and then drops what it changed, in this process at
 * once and in every other through the change feed, and resolves only once the other processes have
 * been told, so a write's answer never leaves before its notification (issue 29 item 10). Nothing
 * else calls a cache's `changed` (writes.test.ts checks that).
 */

const asList = (ids: string | readonly string[]) => (typeof ids === "string" ? [ids] : [...new Set(ids)]);

/** A write to users, their plan or their sessions (profile, role, ban, subscription, deletion). */
export async function writeUsers<T>(db: Db, userIds: string | readonly string[], write: () => Promise<T>): Promise<T> {
  const result = await write();
  await usersWritten(db, userIds);
  return result;
}

/** A write to learners' facts: progress, activity days, assessments, enrolments. */
export async function writeLearnerFacts<T>(
  db: Db,
  userIds: string | readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  await Promise.all(asList(userIds).map((id) => learnerFactsCache.changed(db, id)));
  return result;
}

/** Learners' facts changed in a transaction that has now committed (the write could not wait inside it). */
export async function learnerFactsWritten(db: Db, userIds: string | readonly string[]): Promise<void> {
  await Promise.all(asList(userIds).map((id) => learnerFactsCache.changed(db, id)));
}

/** A write to the catalogue: modules, their content, pathways. */
export async function writeCatalogue<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await catalogueWritten(db);
  return result;
}

/** The catalogue's figures changed through another write: a learner's first step into a module. */
export function catalogueWritten(db: Db): Promise<void> {
  return catalogueCache.changed(db, CATALOGUE_KEY);
}

/**
 * Users changed by a write this code did not issue itself: Better Auth's own writes (reported by its
 * database hooks) and rows removed by a cascade.
 */
export async function usersWritten(db: Db, userIds: string | readonly string[]): Promise<void> {
  await Promise.all(asList(userIds).map((id) => sessionCache.changed(db, id)));
}

/**
 * A write that changes the access of many people at once: an organisation's plan, or the
 * organisation itself going. Every cached session is dropped (rare, and cheaper than naming
 * thousands of members one notification each).
 */
export async function writeOrganizationAccess<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await sessionCache.changed(db, EVERYTHING);
  return result;
}

/** A write to an organisation's team hub (study groups, events, challenges): its aggregates change. */
export async function writeTeam<T>(db: Db, organizationId: string, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await teamAggregatesCache.changed(db, organizationId);
  return result;
}

/**
 * Organisations' team aggregates changed through a write that knows the organisations (decision 270):
 * a member's own progress or name (their session lists their organisations), a change of roles.
 */
export async function teamsWritten(db: Db, organizationIds: string | readonly string[]): Promise<void> {
  await Promise.all(asList(organizationIds).map((id) => teamAggregatesCache.changed(db, id)));
}

/** The team aggregates of every organisation these people belong to (decision 270): one indexed query. */
export async function membersTeamsWritten(db: Db, userIds: string | readonly string[]): Promise<void> {
  const ids = asList(userIds);
  if (ids.length === 0) return;
  const organizations = await queryRows<{ organization_id: string }>(
    db,
    sql`select distinct organization_id from member where user_id = any(${sql.param(ids)}::text[])`,
  );
  await teamsWritten(
    db,
    organizations.map((o) => o.organization_id),
  );
}

/**
 * Accounts deleted (Better Auth's remove-user, the deletion purge): their sessions, and, through the
 * cascade, their progress and memberships, so the catalogue's learner counts and the team aggregates
 * of organisations they were in. Rare: every organisation's aggregates go (decision 270).
 */
export async function accountsRemoved(db: Db, userIds: string | readonly string[]): Promise<void> {
  if (asList(userIds).length === 0) return;
  await Promise.all([usersWritten(db, userIds), catalogueWritten(db), teamAggregatesCache.changed(db, EVERYTHING)]);
}

/** The handle a transaction's statements run on (drizzle's transaction; queries as on `Db`). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a write changed, named while it runs and announced once it has committed: a cache that
 * forgot a value before the commit could be refilled from the old rows by a reader in between.
 */
export class WriteChanges {
  readonly list: Change[] = [];

  learnerFacts(userIds: string | readonly string[]) {
    for (const key of asList(userIds)) this.list.push({ channel: "learner", key });
  }

  users(userIds: string | readonly string[]) {
    for (const key of asList(userIds)) this.list.push({ channel: "session", key });
  }

  /** Every cached session: a change to the access of many people at once (an organisation's plan). */
  everyonesAccess() {
    this.list.push({ channel: "session", key: EVERYTHING });
  }

  catalogue() {
    this.list.push({ channel: "catalogue", key: CATALOGUE_KEY });
  }

  team(organizationIds: string | readonly string[]) {
    for (const key of asList(organizationIds)) this.list.push({ channel: "team", key });
  }
}

/**
 * A multi-step write in one transaction. `work` names what it changes on `changes`; on PostgreSQL the
 * other processes are told by a NOTIFY inside the transaction (delivered at commit, dropped on
 * rollback, no round trip of its own), and this process's caches forget after the commit, so no
 * reader can cache the rows from before it (issue 27).
 */
export async function writeTransaction<T>(db: Db, work: (tx: Tx, changes: WriteChanges) => Promise<T>): Promise<T> {
  const feed = changeFeed(db);
  const changes = new WriteChanges();
  const result = await db.transaction(async (tx) => {
    const value = await work(tx, changes);
    const notify = feed.notifyStatement(changes.list);
    if (notify) await tx.execute(notify);
    return value;
  });
  feed.committed(changes.list);
  return result;
}

/**
 * For a write that is one statement (atomic without a transaction): the NOTIFY to put inside it, so
 * the other processes hear of it at its commit with no round trip of its own (null on PGlite, which
 * has no other process), and `committed()` to call once it has run, for this process's caches.
 */
export function statementChanges(
  db: Db,
  name: (changes: WriteChanges) => void,
): { notify: SQL | null; committed(): void } {
  const feed = changeFeed(db);
  const changes = new WriteChanges();
  name(changes);
  return { notify: feed.notifyStatement(changes.list), committed: () => feed.committed(changes.list) };
}
