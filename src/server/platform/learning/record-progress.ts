import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../contracts/auth";
import type { ProgressItem, ProgressUpdate } from "../../../contracts/learning";
import { isPremiumLocked } from "../../../domain/access";
import type { Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { rowDate } from "../../db/rows";
import { modules, userProgress } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../errors";
import { catalogueSummaries } from "../caches/catalogue-cache";
import type { ProgressFact } from "../caches/learner-facts";
import { type IdempotencyKey, isStoredKeyConflict, storedAnswer } from "../idempotency/keys";
import { type ProgressWrite, type WrittenProgress, writeProgressBatched } from "./progress-writes";

/**
 * A learner's progress write (spec 3 §4), shared by the progress routes (features/progress) and the
 * LMS player (features/lms-player, issue 24), so both record progress through the same statement.
 */

export const progressColumns = {
  moduleId: userProgress.moduleId,
  progressPercentage: userProgress.progressPercentage,
  isCompleted: userProgress.isCompleted,
  timeSpent: userProgress.timeSpent,
  startedAt: userProgress.startedAt,
  completedAt: userProgress.completedAt,
  updatedAt: userProgress.updatedAt,
  title: modules.title,
  category: modules.category,
  pivotPillar: modules.pivotPillar,
  duration: modules.duration,
};

/** A learner's progress on one module, with the module's own fields the answer repeats. */
export type ProgressRow = ProgressFact & {
  title: string;
  category: string;
  pivotPillar: Pillar;
  duration: number | null;
};

export function toProgressItem(row: ProgressRow): ProgressItem {
  return {
    moduleId: row.moduleId,
    status: row.isCompleted ? "completed" : "in_progress",
    isCompleted: row.isCompleted,
    completionPercentage: row.progressPercentage,
    progressPercentage: row.progressPercentage,
    timeSpent: row.timeSpent,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    module: {
      title: row.title,
      category: row.category,
      pivotPillar: row.pivotPillar,
      duration: row.duration,
    },
  };
}

export const KNOWLEDGE_CHECK_REQUIRED =
  "This module is completed by passing its knowledge check: take the Knowledge Check to complete it";
/** What reading alone reaches on an assessed module: 100 % means completed, which takes a pass. */
const MAX_UNASSESSED_PERCENT = 99;

/**
 * Records a progress update (spec 3 §4). A completed module stays completed, the percentage never
 * moves backwards, time spent accumulates, and the day is recorded as a learning day.
 *
 * Issue 27 (decisions 224, 346): the write is one statement — the progress upsert, the learning day,
 * the events and, on PostgreSQL, the NOTIFY that tells other processes' caches — so it is atomic without
 * a transaction's extra round trips, shared with the writes that arrive while one runs
 * (progress-writes.ts); the module's fields come from the cached catalogue.
 *
 * Issue 44 item 5 (decision 407): with an idempotency key the write stores the key in that statement;
 * a write whose key is stored already changes nothing and answers the first write's answer (another
 * body with the key is a 422).
 */
export async function recordProgress(
  db: Db,
  user: SessionUser,
  update: ProgressUpdate,
  now: Date,
  idempotency: IdempotencyKey | null = null,
): Promise<ProgressItem> {
  const module = (await catalogueSummaries(db)).find((m) => m.id === update.moduleId);
  if (!module) throw notFound("Module not found");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");

  // issue 22: an assessed module is completed by passing its knowledge check, never by this route. A
  // module already completed (by a pass) stays so (the statement keeps it at 100 %); otherwise
  // completion is refused and reading alone reaches 99 %.
  let percentage = update.isCompleted ? 100 : update.progressPercentage;
  if (module.hasKnowledgeCheck && (update.isCompleted || percentage >= 100)) {
    if (update.isCompleted) {
      const [current] = await db
        .select({ isCompleted: userProgress.isCompleted })
        .from(userProgress)
        .where(and(eq(userProgress.userId, user.id), eq(userProgress.moduleId, update.moduleId)));
      if (!current?.isCompleted) throw conflict(KNOWLEDGE_CHECK_REQUIRED);
    } else {
      percentage = MAX_UNASSESSED_PERCENT;
    }
  }

  const written = await writeOnce(db, {
    user,
    moduleId: update.moduleId,
    moduleTitle: module.title,
    percentage,
    isCompleted: update.isCompleted,
    timeSpent: update.timeSpent,
    now,
    idempotency,
  });
  return toProgressItem({
    moduleId: update.moduleId,
    progressPercentage: written.progress_percentage,
    isCompleted: written.is_completed,
    timeSpent: Number(written.time_spent),
    startedAt: rowDate(written.started_at),
    completedAt: written.completed_at === null ? null : rowDate(written.completed_at),
    updatedAt: rowDate(written.updated_at),
    title: module.title,
    category: module.category,
    pivotPillar: module.pivotPillar,
    duration: module.duration,
  });
}

/**
 * The write, or, when its key is stored already, the first write's row. A key past its hours is deleted
 * by storedAnswer and the write goes again, once.
 */
async function writeOnce(db: Db, write: ProgressWrite, again = true): Promise<WrittenProgress> {
  try {
    return await writeProgressBatched(db, write);
  } catch (error) {
    if (!write.idempotency || !isStoredKeyConflict(error)) throw error;
    const stored = await storedAnswer(db, write.user.id, write.idempotency, write.now);
    if (stored.found) return stored.response as WrittenProgress;
    if (!again) throw error;
    return writeOnce(db, write, false);
  }
}
