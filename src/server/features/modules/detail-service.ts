import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { GuideProgress, ModuleContent, ModuleDetail } from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import { isPremiumLocked } from "../../../domain/access";
import { guidesFor } from "../../../domain/module-resources";
import type { Db } from "../../db/client";
import { knowledgeCheckSummary } from "../../db/knowledge-check-results";
import { moduleHasContent, moduleHasKnowledgeCheck, moduleHasPodcast, toModuleSummary } from "../../db/module-summary";
import { bookmarks, guideProgress, moduleLearnerCounts, modules } from "../../db/schema";
import { badRequest, forbidden, notFound, unauthorized } from "../../errors";
import { type AccessRequest, enforceContentAccess } from "../../platform/protection/content-access";
import { moduleMediaUrl } from "../../platform/storage/media-url";

async function findActiveModule(db: Db, id: number) {
  const [row] = await db
    .select({
      module: modules,
      hasContent: moduleHasContent,
      hasPodcast: moduleHasPodcast,
      hasKnowledgeCheck: moduleHasKnowledgeCheck,
      learnerCount: sql<number>`coalesce((select ${moduleLearnerCounts.learners} from ${moduleLearnerCounts} where ${moduleLearnerCounts.moduleId} = ${modules.id}), 0)`,
    })
    .from(modules)
    .where(and(eq(modules.id, id), eq(modules.isActive, true)));
  if (!row) throw notFound("Module not found");
  return row;
}

export async function getModuleDetail(db: Db, id: number, user: CurrentUser | null): Promise<ModuleDetail> {
  const row = await findActiveModule(db, id);
  const summary: ModuleSummary = toModuleSummary(
    {
      ...row.module,
      hasContent: row.hasContent,
      hasPodcast: row.hasPodcast,
      hasKnowledgeCheck: row.hasKnowledgeCheck,
    },
    Number(row.learnerCount),
  );
  let isBookmarked = false;
  if (user) {
    const [bookmark] = await db
      .select({ moduleId: bookmarks.moduleId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, user.id), eq(bookmarks.moduleId, id)));
    isBookmarked = Boolean(bookmark);
  }
  return {
    ...summary,
    isLocked: isPremiumLocked(row.module, user),
    isBookmarked,
    podcastDuration: row.module.podcastDuration,
    knowledgeCheck: summary.hasKnowledgeCheck ? await knowledgeCheckSummary(db, row.module, user?.id ?? null) : null,
  };
}

/**
 * spec 3 §6: the body of a premium module is refused on the free plan — on the server, not only in the UI.
 * spec 3 §9: a protected module's views count against the tier's daily limit (429 beyond it).
 */
export async function getModuleContent(
  db: Db,
  id: number,
  user: CurrentUser | null,
  access: AccessRequest,
): Promise<ModuleContent> {
  if (!user) throw unauthorized();
  const { module } = await findActiveModule(db, id);
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  await enforceContentAccess(db, user, module, "view", access);
  return {
    moduleId: module.id,
    content: module.content && module.content.length > 0 ? module.content : null,
    podcastUrl: module.podcastUrl ? moduleMediaUrl(module.id, module.podcastUrl) : null,
    podcastDuration: module.podcastDuration,
    podcastTranscript: module.podcastTranscript,
  };
}

export async function setBookmark(db: Db, userId: string, moduleId: number, bookmarked: boolean) {
  await findActiveModule(db, moduleId);
  if (bookmarked) {
    await db.insert(bookmarks).values({ userId, moduleId }).onConflictDoNothing();
  } else {
    await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.moduleId, moduleId)));
  }
  return { moduleId, bookmarked };
}

export async function listBookmarkedModuleIds(db: Db, userId: string): Promise<number[]> {
  const rows = await db.select({ moduleId: bookmarks.moduleId }).from(bookmarks).where(eq(bookmarks.userId, userId));
  return rows.map((r) => r.moduleId);
}

export async function getGuideProgress(db: Db, userId: string, moduleId: number): Promise<GuideProgress> {
  await findActiveModule(db, moduleId);
  const rows = await db
    .select({ guideId: guideProgress.guideId, completedSteps: guideProgress.completedSteps })
    .from(guideProgress)
    .where(and(eq(guideProgress.userId, userId), eq(guideProgress.moduleId, moduleId)));
  return Object.fromEntries(rows.map((r) => [r.guideId, r.completedSteps]));
}

export async function saveGuideProgress(
  db: Db,
  userId: string,
  moduleId: number,
  guideId: string,
  completedSteps: number[],
) {
  const { module } = await findActiveModule(db, moduleId);
  const guide = guidesFor(module.title).find((g) => g.id === guideId);
  if (!guide) throw notFound("Guide not found for this module");
  const steps = [...new Set(completedSteps)].sort((a, b) => a - b);
  if (steps.some((s) => s >= guide.steps.length)) {
    throw badRequest(`completedSteps: this guide has ${guide.steps.length} steps (0 to ${guide.steps.length - 1})`, [
      { path: "completedSteps", message: `Step numbers go from 0 to ${guide.steps.length - 1}` },
    ]);
  }
  await db
    .insert(guideProgress)
    .values({ userId, moduleId, guideId, completedSteps: steps })
    .onConflictDoUpdate({
      target: [guideProgress.userId, guideProgress.moduleId, guideProgress.guideId],
      set: { completedSteps: steps, updatedAt: new Date() },
    });
  return getGuideProgress(db, userId, moduleId);
}
