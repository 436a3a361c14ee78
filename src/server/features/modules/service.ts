import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ModuleListQuery, ModuleSummary } from "../../../contracts/modules";
import { isPremiumModule } from "../../../domain/access";
import type { Difficulty, ModuleType, Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { modules, userProgress } from "../../db/schema";

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryColumns = {
  id: modules.id,
  slug: modules.slug,
  title: modules.title,
  description: modules.description,
  category: modules.category,
  pivotPillar: modules.pivotPillar,
  type: modules.type,
  duration: modules.duration,
  difficulty: modules.difficulty,
  thumbnailUrl: modules.thumbnailUrl,
  isActive: modules.isActive,
  createdAt: modules.createdAt,
  hasContent: sql<boolean>`coalesce(length(${modules.content}), 0) > 0`,
  hasPodcast: sql<boolean>`${modules.podcastUrl} is not null`,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends "hasContent" | "hasPodcast" ? boolean : unknown;
} & typeof modules.$inferSelect;

export function toModuleSummary(row: Omit<SummaryRow, "content" | "podcastUrl" | "podcastDuration" | "podcastTranscript">, learnerCount = 0): ModuleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    pivotPillar: row.pivotPillar as Pillar,
    type: row.type as ModuleType,
    duration: row.duration,
    difficulty: (row.difficulty as Difficulty | null) ?? null,
    thumbnailUrl: row.thumbnailUrl,
    isActive: row.isActive,
    isPremium: isPremiumModule(row),
    hasContent: Boolean(row.hasContent),
    hasPodcast: Boolean(row.hasPodcast),
    learnerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

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
  return rows.map((row) => toModuleSummary(row as never, Number(row.learnerCount)));
}
