import { and, eq } from "drizzle-orm";
import type { GuideProgress } from "../../../contracts/learning";
import { guidesFor } from "../../../domain/module-resources";
import type { Db } from "../../db/client";
import { bookmarks, guideProgress } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { findActiveModule } from "../../platform/learning/module-content";

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
