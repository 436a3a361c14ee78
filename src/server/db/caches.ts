import type { CurrentUser } from "../../contracts/auth";
import type { ModuleSummary } from "../../contracts/modules";
import type { LearnerFacts } from "./learner-facts";
import { SharedCache } from "./shared-cache";

/**
 * Every in-memory cache of the server, in one place (DESIGN §7's latency budget). Each is read where
 * its data is loaded; each is invalidated only in `writes.ts`, by the writes that change it.
 */

/** Sessions recently read, by token: most signed-in requests need no query for the user. */
export const SESSION_CACHE_MS = 30_000;
export const sessionCache = new SharedCache<CurrentUser>("session", SESSION_CACHE_MS);

/** A learner's facts (progress, activity days, assessment) change only through their own writes. */
export const LEARNER_FACTS_TTL_MS = 60_000;
export const learnerFactsCache = new SharedCache<Promise<LearnerFacts>>("learner", LEARNER_FACTS_TTL_MS);

/** The catalogue's summaries; the learner counts behind "Popular" are at most this old. */
export const CATALOGUE_TTL_MS = 30_000;
export const catalogueCache = new SharedCache<Promise<ModuleSummary[]>>("catalogue", CATALOGUE_TTL_MS);
export const CATALOGUE_KEY = "all";
