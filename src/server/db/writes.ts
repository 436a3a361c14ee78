import { CATALOGUE_KEY, catalogueCache, learnerFactsCache, sessionCache, teamAggregatesCache } from "./caches";
import type { Db } from "./client";
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
