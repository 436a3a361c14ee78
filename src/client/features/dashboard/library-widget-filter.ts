import type { ModuleSummary } from "../../../contracts/modules";

/** spec 1 §9: the library widget shows at most 6 cards. */
export const LIBRARY_WIDGET_LIMIT = 6;

/**
 * The dashboard's Content Library widget. Its category buttons (Leadership, Resilience, …) are
 * words, while the catalogue uses the 12 full-library categories ("Inclusive Leadership",
 * "Resilience & Wellbeing"), so a button matches the modules whose category contains its word,
 * ignoring case; "All" matches every module. The search is the library's: a case-insensitive
 * substring of the title or description (spec 1 §5). Both combine with AND.
 */
export function filterWidgetModules(
  modules: readonly ModuleSummary[],
  search: string,
  category: string,
): ModuleSummary[] {
  const term = search.trim().toLowerCase();
  const word = category.toLowerCase();
  return modules
    .filter((m) => category === "All" || m.category.toLowerCase().includes(word))
    .filter((m) => term === "" || m.title.toLowerCase().includes(term) || m.description.toLowerCase().includes(term))
    .slice(0, LIBRARY_WIDGET_LIMIT);
}
