import { desc, eq } from "drizzle-orm";
import type { ModuleSummary } from "../../../contracts/modules";
import type { Db } from "../../db/client";
import { summaryColumns, toModuleSummary } from "../../db/module-summary";
import { moduleLearnerCounts, modules } from "../../db/schema";
import { CATALOGUE_KEY, catalogueCache } from "./caches";

/** Learner counts come from the per-module counters the database keeps (decision 224). */
async function loadSummaries(db: Db): Promise<ModuleSummary[]> {
  const rows = await db
    .select({ ...summaryColumns, learnerCount: moduleLearnerCounts.learners })
    .from(modules)
    .leftJoin(moduleLearnerCounts, eq(moduleLearnerCounts.moduleId, modules.id))
    .where(eq(modules.isActive, true))
    .orderBy(desc(modules.createdAt), desc(modules.id));
  return rows.map((row) => toModuleSummary(row, row.learnerCount ?? 0));
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
