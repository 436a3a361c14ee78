import { sql } from "drizzle-orm";
import type { ModuleSummary } from "../../contracts/modules";
import { isPremiumModule } from "../../domain/access";
import type { Difficulty, ModuleType, Pillar } from "../../domain/pillars";
import { modules } from "./schema";

/** Whether a module has a body to read: one of only spaces counts as none. */
export const moduleHasContent = sql<boolean>`coalesce(length(trim(${modules.content})), 0) > 0`;
export const moduleHasPodcast = sql<boolean>`${modules.podcastUrl} is not null`;
/**
 * issue 22: a module is assessed when its active bank holds at least the questions a check draws.
 * Derived, never stored: retiring a question below the draw size makes the module completable by content.
 */
// Spelt out with the table's name: Drizzle leaves columns unqualified in a one-table select, where
// "id" inside the subquery would be the question's.
export const moduleHasKnowledgeCheck = sql<boolean>`((select count(*) from knowledge_check_questions kcq where kcq.module_id = "modules"."id" and kcq.retired_at is null and kcq.status = 'active') >= "modules"."check_draw_size")`;

/** A module's outline: what it is about, never its body (spec 3 §7's modules without content list these). */
export const moduleOutlineColumns = {
  id: modules.id,
  title: modules.title,
  description: modules.description,
  category: modules.category,
  pivotPillar: modules.pivotPillar,
  type: modules.type,
  duration: modules.duration,
};

/** The columns of a module list entry: never the body, which only the content route answers. */
export const summaryColumns = {
  ...moduleOutlineColumns,
  slug: modules.slug,
  difficulty: modules.difficulty,
  thumbnailUrl: modules.thumbnailUrl,
  isActive: modules.isActive,
  createdAt: modules.createdAt,
  hasContent: moduleHasContent,
  hasPodcast: moduleHasPodcast,
  hasKnowledgeCheck: moduleHasKnowledgeCheck,
};

export interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  category: string;
  pivotPillar: Pillar;
  type: ModuleType;
  duration: number | null;
  difficulty: Difficulty | null;
  thumbnailUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  hasContent: boolean;
  hasPodcast: boolean;
  hasKnowledgeCheck: boolean;
}

export function toModuleSummary(row: SummaryRow, learnerCount = 0): ModuleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    pivotPillar: row.pivotPillar,
    type: row.type,
    duration: row.duration,
    difficulty: row.difficulty,
    thumbnailUrl: row.thumbnailUrl,
    isActive: row.isActive,
    isPremium: isPremiumModule(row),
    hasContent: Boolean(row.hasContent),
    hasPodcast: Boolean(row.hasPodcast),
    hasKnowledgeCheck: Boolean(row.hasKnowledgeCheck),
    learnerCount,
    createdAt: row.createdAt.toISOString(),
  };
}
