import { count, desc, eq } from "drizzle-orm";
import type { ModuleSummary } from "../../contracts/modules";
import type { Db } from "./client";
import { summaryColumns, toModuleSummary } from "./module-summary";
import { modules, userProgress } from "./schema";
import { SharedCache } from "./shared-cache";

/**
 * The catalogue changes rarely (a content generation, a deploy), but every list and dashboard reads
 * it: keep its summaries in memory (DESIGN §7's latency budget). A change anywhere clears it in
 * every process; the learner counts behind "Popular" are at most CATALOGUE_TTL_MS old.
 */
export const CATALOGUE_TTL_MS = 30_000;
const cache = new SharedCache<Promise<ModuleSummary[]>>("catalogue", CATALOGUE_TTL_MS);
const KEY = "all";

async function loadSummaries(db: Db): Promise<ModuleSummary[]> {
  const learnerCount = count(userProgress.id);
  const rows = await db
    .select({ ...summaryColumns, learnerCount })
    .from(modules)
    .leftJoin(userProgress, eq(userProgress.moduleId, modules.id))
    .where(eq(modules.isActive, true))
    .groupBy(modules.id)
    .orderBy(desc(modules.createdAt), desc(modules.id));
  return rows.map((row) => toModuleSummary(row, Number(row.learnerCount)));
}

/** Active modules, newest first. */
export function catalogueSummaries(db: Db): Promise<ModuleSummary[]> {
  const cached = cache.get(db, KEY);
  if (cached) return cached;
  const summaries = loadSummaries(db);
  cache.set(db, KEY, summaries);
  summaries.catch(() => cache.delete(db, KEY));
  return summaries;
}

/** After a module is added, changed or given content. */
export function catalogueChanged(db: Db) {
  cache.changed(db, KEY);
}
