import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { ModuleListQuery, ModuleSummary } from "../../../contracts/modules";
import type { Db } from "../../db/client";
import { summaryColumns, toModuleSummary } from "../../db/module-summary";
import { modules, userProgress } from "../../db/schema";

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** spec 1 §5: case-insensitive substring search on title or description; exact category; AND. */
export async function listModules(db: Db, query: ModuleListQuery): Promise<ModuleSummary[]> {
  const conditions: SQL[] = [eq(modules.isActive, true)];
  if (query.category) conditions.push(eq(modules.category, query.category));
  if (query.pivotPillar) conditions.push(eq(modules.pivotPillar, query.pivotPillar));
  if (query.type) conditions.push(eq(modules.type, query.type));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(modules.title, pattern), ilike(modules.description, pattern))!);
  }
  const learnerCount = count(userProgress.id);
  const order = {
    newest: [desc(modules.createdAt), asc(modules.id)],
    popular: [desc(learnerCount), asc(modules.title)],
    title: [asc(modules.title)],
    duration: [asc(modules.duration), asc(modules.title)],
  }[query.sort ?? "newest"];
  const rows = await db
    .select({ ...summaryColumns, learnerCount })
    .from(modules)
    .leftJoin(userProgress, eq(userProgress.moduleId, modules.id))
    .where(and(...conditions))
    .groupBy(modules.id)
    .orderBy(...order);
  return rows.map((row) => toModuleSummary(row, Number(row.learnerCount)));
}
