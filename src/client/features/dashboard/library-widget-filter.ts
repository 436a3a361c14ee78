import type { ModuleSummary } from "../../../contracts/modules";
import type { DASHBOARD_CATEGORIES } from "../../../domain/pillars";

type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

/** spec 1 §9: the library widget shows at most 6 cards. */
export const LIBRARY_WIDGET_LIMIT = 6;

/**
 * What each category button of the dashboard's widget looks for (spec 1 §9). The buttons are words,
 * while the catalogue uses the 12 full-library categories ("Inclusive Leadership", "Resilience &
 * Wellbeing"); "Interview Skills" is no category at all, so a button lists the words it finds in a
 * module's category or title (issue 15: every button finds modules).
 */
export const WIDGET_CATEGORY_TERMS: Record<Exclude<DashboardCategory, "All">, readonly string[]> = {
  Leadership: ["leadership"],
  Resilience: ["resilience"],
  Allyship: ["allyship"],
  Purpose: ["purpose"],
  "Psychological Safety": ["psychological safety"],
  "Interview Skills": ["interview", "recruitment", "selection"],
};

const termsOf = (category: string): readonly string[] =>
  category in WIDGET_CATEGORY_TERMS
    ? WIDGET_CATEGORY_TERMS[category as keyof typeof WIDGET_CATEGORY_TERMS]
    : [category.toLowerCase()];

/** Whether a module belongs under a category button; "All" takes every module. */
export function matchesWidgetCategory(module: Pick<ModuleSummary, "category" | "title">, category: string): boolean {
  if (category === "All") return true;
  const text = `${module.category} ${module.title}`.toLowerCase();
  return termsOf(category).some((term) => text.includes(term));
}

/**
 * The dashboard's Content Library widget: the category button and the library's search (a
 * case-insensitive substring of the title or description, spec 1 §5) combine with AND.
 */
export function filterWidgetModules(
  modules: readonly ModuleSummary[],
  search: string,
  category: string,
): ModuleSummary[] {
  const term = search.trim().toLowerCase();
  return modules
    .filter((m) => matchesWidgetCategory(m, category))
    .filter((m) => term === "" || m.title.toLowerCase().includes(term) || m.description.toLowerCase().includes(term))
    .slice(0, LIBRARY_WIDGET_LIMIT);
}
