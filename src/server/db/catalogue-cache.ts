import { count, desc, eq } from "drizzle-orm";
import type { ModuleSummary } from "../../contracts/modules";
import type { Db } from "./client";
import { summaryColumns, toModuleSummary } from "./module-summary";
import { modules, userProgress } from "./schema";

/**
 * The catalogue changes rarely (a content generation, a deploy), but every list and dashboard reads
 * it: keep its summaries in memory for a short time (DESIGN §7's latency budget). Writers in this
 * process call invalidateCatalogue(); other processes see a change within CATALOGUE_TTL_MS.
 */
export const CATALOGUE_TTL_MS = 30_000;

interface Entry {
  loadedAt: number;
  summaries: Promise<ModuleSummary[]>;
}

const cache = new WeakMap<Db, Entry>();

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
export function catalogueSummaries(db: Db, now = Date.now()): Promise<ModuleSummary[]> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < CATALOGUE_TTL_MS) return entry.summaries;
  const summaries = loadSummaries(db);
  cache.set(db, { loadedAt: now, summaries });
  summaries.catch(() => cache.delete(db));
  return summaries;
}

export function invalidateCatalogue(db: Db) {
  cache.delete(db);
}
