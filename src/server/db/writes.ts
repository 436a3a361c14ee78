import { CATALOGUE_KEY, catalogueCache, learnerFactsCache, sessionCache, teamAggregatesCache } from "./caches";
import type { Db } from "./client";

/**
 * The one invalidation point of the server's caches: a write that changes what a cache holds goes
 * through one of these helpers, which runs it and then drops what it changed, in this process at
 * once and in every other through the change feed. Nothing else calls a cache's `changed`
 * (writes.test.ts checks that).
 */

const asList = (ids: string | readonly string[]) => (typeof ids === "string" ? [ids] : [...new Set(ids)]);

/** A write to users, their plan or their sessions (profile, role, ban, subscription, deletion). */
export async function writeUsers<T>(db: Db, userIds: string | readonly string[], write: () => Promise<T>): Promise<T> {
  const result = await write();
  usersWritten(db, userIds);
  return result;
}

/** A write to learners' facts: progress, activity days, assessments, enrolments. */
export async function writeLearnerFacts<T>(
  db: Db,
  userIds: string | readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  for (const id of asList(userIds)) learnerFactsCache.changed(db, id);
  return result;
}

/** A write to the catalogue: modules, their content, pathways. */
export async function writeCatalogue<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const result = await write();
  catalogueWritten(db);
  return result;
}

/** The catalogue's figures changed through another write: a learner's first step into a module. */
export function catalogueWritten(db: Db) {
  catalogueCache.changed(db, CATALOGUE_KEY);
}

/**
 * Users changed by a write this code did not issue itself: Better Auth's own writes (reported by its
 * database hooks) and rows removed by a cascade.
 */
export function usersWritten(db: Db, userIds: string | readonly string[]) {
  for (const id of asList(userIds)) sessionCache.changed(db, id);
}

/** A write to an organisation's team hub (study groups, events, challenges): its aggregates change. */
export async function writeTeam<T>(db: Db, organizationId: string, write: () => Promise<T>): Promise<T> {
  const result = await write();
  teamAggregatesCache.changed(db, organizationId);
  return result;
}
