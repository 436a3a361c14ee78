import { count, desc, eq } from "drizzle-orm";
import type { ModuleSummary } from "../../contracts/modules";
import { CATALOGUE_KEY, catalogueCache } from "./caches";
import type { Db } from "./client";
import { summaryColumns, toModuleSummary } from "./module-summary";
import { modules, userProgress } from "./schema";

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
  const cached = catalogueCache.get(db, CATALOGUE_KEY);
  if (cached) return cached;
  const summaries = loadSummaries(db);
  catalogueCache.set(db, CATALOGUE_KEY, summaries);
  summaries.catch(() => catalogueCache.delete(db, CATALOGUE_KEY));
  return summaries;
}
