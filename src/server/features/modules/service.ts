import type { ModuleListQuery, ModuleSummary } from "../../../contracts/modules";
import type { Db } from "../../db/client";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { listBookmarkedModuleIds } from "./detail-service";

const byTitle = (a: ModuleSummary, b: ModuleSummary) => a.title.localeCompare(b.title, "en-GB");

const SORTS: Record<NonNullable<ModuleListQuery["sort"]>, (a: ModuleSummary, b: ModuleSummary) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id,
  popular: (a, b) => b.learnerCount - a.learnerCount || byTitle(a, b),
  title: byTitle,
  duration: (a, b) => (a.duration ?? 0) - (b.duration ?? 0) || byTitle(a, b),
};

/** spec 1 §5: case-insensitive substring search on title or description; exact category; AND. */
export function matchesModuleQuery(module: ModuleSummary, query: ModuleListQuery): boolean {
  if (query.category && module.category !== query.category) return false;
  if (query.pivotPillar && module.pivotPillar !== query.pivotPillar) return false;
  if (query.type && module.type !== query.type) return false;
  if (query.search) {
    const term = query.search.toLocaleLowerCase("en-GB");
    return (
      module.title.toLocaleLowerCase("en-GB").includes(term) ||
      module.description.toLocaleLowerCase("en-GB").includes(term)
    );
  }
  return true;
}

export function filterModules(summaries: readonly ModuleSummary[], query: ModuleListQuery): ModuleSummary[] {
  return summaries.filter((m) => matchesModuleQuery(m, query)).sort(SORTS[query.sort ?? "newest"]);
}

export async function listModules(db: Db, query: ModuleListQuery): Promise<ModuleSummary[]> {
  return filterModules(await catalogueSummaries(db), query);
}

/** The learner's favourites (spec 1 §5 Favorites tab), in the library's default order. */
export async function listBookmarkedModules(db: Db, userId: string): Promise<ModuleSummary[]> {
  const ids = new Set(await listBookmarkedModuleIds(db, userId));
  if (ids.size === 0) return [];
  return (await listModules(db, {})).filter((m) => ids.has(m.id));
}
