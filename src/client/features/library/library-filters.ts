import type { ModuleListQuery, ModuleSort } from "../../../contracts/modules";
import { LIBRARY_CATEGORIES } from "../../../domain/pillars";

export const ALL = "all";

export interface LibraryFilters {
  search: string;
  category: string;
  pivotPillar: string;
  type: string;
  sort: ModuleSort;
}

export const DEFAULT_FILTERS: LibraryFilters = {
  search: "",
  category: ALL,
  pivotPillar: ALL,
  type: ALL,
  sort: "newest",
};

export const SORT_LABELS: Record<ModuleSort, string> = {
  newest: "Newest",
  popular: "Popular",
  title: "Title",
  duration: "Duration",
};

/**
 * The GET /api/modules query for the filters (spec 1 §5): "all" and blank mean no filter and are
 * left out, the search is trimmed, and newest (the server's default order) is not sent, so the
 * unfiltered list shares its cache entry with the dashboard widget.
 */
export function moduleListParams(filters: LibraryFilters): ModuleListQuery {
  const params: Record<string, string> = {};
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.category !== ALL) params.category = filters.category;
  if (filters.pivotPillar !== ALL) params.pivotPillar = filters.pivotPillar;
  if (filters.type !== ALL) params.type = filters.type;
  if (filters.sort !== "newest") params.sort = filters.sort;
  return params as ModuleListQuery;
}

/** The 12 library categories (spec 1 §9), then any other category the catalogue uses, A to Z. */
export function categoryOptions(catalogue: readonly { category: string }[]): string[] {
  const known = new Set<string>(LIBRARY_CATEGORIES);
  const others = [...new Set(catalogue.map((m) => m.category))]
    .filter((c) => !known.has(c))
    .sort((a, b) => a.localeCompare(b));
  return [...LIBRARY_CATEGORIES, ...others];
}
