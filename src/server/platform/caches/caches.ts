import type { SessionUser } from "../../../contracts/auth";
import type { ModuleSummary } from "../../../contracts/modules";
import type { Db } from "../../db/client";
import type { LearnerFacts } from "./learner-facts-types";
import { SharedCache } from "./shared-cache";

/**
 * Every in-memory cache of the server, in one place (DESIGN §7's latency budget). Each is read where
 * its data is loaded; each is invalidated only in `writes.ts`, by the writes that change it.
 */

/** Sessions recently read, by token: most signed-in requests need no query for the user. */
export const SESSION_CACHE_MS = 30_000;
export const sessionCache = new SharedCache<SessionUser>("session", SESSION_CACHE_MS);

/** A learner's facts (progress, activity days, assessment) change only through their own writes. */
export const LEARNER_FACTS_TTL_MS = 60_000;
export const learnerFactsCache = new SharedCache<Promise<LearnerFacts>>("learner", LEARNER_FACTS_TTL_MS);

/** The catalogue's summaries, learner counts included (a learner's first step into a module invalidates them). */
export const CATALOGUE_TTL_MS = 10 * 60_000;
export const catalogueCache = new SharedCache<Promise<ModuleSummary[]>>("catalogue", CATALOGUE_TTL_MS);
export const CATALOGUE_KEY = "all";

/**
 * A team's aggregate figures (team hub overview and leaderboards; issue 13's speed budget for
 * 5,000 members), by organisation. Every write that changes them drops them at once: team writes,
 * membership and roles, members' own progress, names and removal (decision 270 in docs/decisions/).
 */
export const TEAM_AGGREGATES_TTL_MS = 60_000;
export const teamAggregatesCache = new SharedCache<Promise<unknown>>("team", TEAM_AGGREGATES_TTL_MS);

/** Every cache empty, in this process: the next reads come from the database (tests compare the two). */
export function forgetCachedReads(db: Db) {
  for (const cache of [sessionCache, learnerFactsCache, catalogueCache, teamAggregatesCache]) cache.clear(db);
}
