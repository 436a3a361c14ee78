import { and, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { Achievement, ProgressItem, ProgressUpdate, Stats, WeeklyGoal } from "../../../contracts/learning";
import { isPremiumLocked } from "../../../domain/access";
import type { Pillar } from "../../../domain/pillars";
import { catalogueSummaries } from "../../db/catalogue-cache";
import type { Db } from "../../db/client";
import { deriveAchievements, deriveStats, loadLearnerFacts, type ProgressFact } from "../../db/learner-facts";
import { learningActivity, modules, user, userProgress } from "../../db/schema";
import { catalogueWritten, writeLearnerFacts } from "../../db/writes";
import { conflict, forbidden, notFound } from "../../errors";
import { moduleHasCheck } from "../knowledge-checks/service";

const progressColumns = {
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
type ProgressRow = ProgressFact & { title: string; category: string; pivotPillar: string; duration: number | null };

function toProgressItem(row: ProgressRow): ProgressItem {
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
      pivotPillar: row.pivotPillar as Pillar,
      duration: row.duration,
    },
  };
}

export async function listProgress(db: Db, userId: string): Promise<ProgressItem[]> {
  const rows = await db
    .select(progressColumns)
    .from(userProgress)
    .innerJoin(modules, eq(modules.id, userProgress.moduleId))
    .where(eq(userProgress.userId, userId))
    .orderBy(desc(userProgress.updatedAt), desc(userProgress.id));
  return rows.map(toProgressItem);
}

export async function getProgress(db: Db, userId: string, moduleId: number): Promise<ProgressItem | null> {
  const [row] = await db
    .select(progressColumns)
    .from(userProgress)
    .innerJoin(modules, eq(modules.id, userProgress.moduleId))
    .where(and(eq(userProgress.userId, userId), eq(userProgress.moduleId, moduleId)));
  return row ? toProgressItem(row) : null;
}

export const KNOWLEDGE_CHECK_REQUIRED =
  "This module is completed by passing its knowledge check: take the Knowledge Check to complete it";
/** What reading alone reaches on an assessed module: 100 % means completed, which takes a pass. */
const MAX_UNASSESSED_PERCENT = 99;

/**
 * Records a progress update (spec 3 §4). A completed module stays completed, the percentage never
 * moves backwards, time spent accumulates, and the day is recorded as a learning day.
 */
export async function recordProgress(
  db: Db,
  user: CurrentUser,
  update: ProgressUpdate,
  now: Date,
): Promise<ProgressItem> {
  const [module] = await db
    .select({ title: modules.title, category: modules.category, isActive: modules.isActive })
    .from(modules)
    .where(eq(modules.id, update.moduleId));
  if (!module?.isActive) throw notFound("Module not found");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");

  // issue 22: an assessed module is completed by passing its knowledge check, never by this route. A
  // module already completed (by a pass) stays so; otherwise completion is refused and 100 % is capped.
  let percentage = update.isCompleted ? 100 : update.progressPercentage;
  if ((update.isCompleted || percentage >= 100) && (await moduleHasCheck(db, update.moduleId))) {
    const [current] = await db
      .select({ isCompleted: userProgress.isCompleted })
      .from(userProgress)
      .where(and(eq(userProgress.userId, user.id), eq(userProgress.moduleId, update.moduleId)));
    if (!current?.isCompleted) {
      if (update.isCompleted) throw conflict(KNOWLEDGE_CHECK_REQUIRED);
      percentage = MAX_UNASSESSED_PERCENT;
    }
  }
  const startedNow = await writeLearnerFacts(db, user.id, () =>
    db.transaction(async (tx) => {
      const [written] = await tx
        .insert(userProgress)
        .values({
          userId: user.id,
          moduleId: update.moduleId,
          progressPercentage: percentage,
          isCompleted: update.isCompleted,
          timeSpent: update.timeSpent,
          startedAt: now,
          completedAt: update.isCompleted ? now : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [userProgress.userId, userProgress.moduleId],
          set: {
            progressPercentage: sql`case when ${userProgress.isCompleted} then 100 else greatest(${userProgress.progressPercentage}, excluded.progress_percentage) end`,
            isCompleted: sql`${userProgress.isCompleted} or excluded.is_completed`,
            completedAt: sql`coalesce(${userProgress.completedAt}, excluded.completed_at)`,
            timeSpent: sql`${userProgress.timeSpent} + excluded.time_spent`,
            updatedAt: now,
          },
        })
        // xmax = 0 only on a row this statement inserted: the learner's first step into the module.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      await tx
        .insert(learningActivity)
        .values({ userId: user.id, day: now.toISOString().slice(0, 10), secondsSpent: update.timeSpent })
        .onConflictDoUpdate({
          target: [learningActivity.userId, learningActivity.day],
          set: { secondsSpent: sql`${learningActivity.secondsSpent} + excluded.seconds_spent` },
        });
      return Boolean(written?.inserted);
    }),
  );
  // A new learner on the module changes its learner count (the library's "Popular" order).
  if (startedNow) await catalogueWritten(db);
  return (await getProgress(db, user.id, update.moduleId))!;
}

/** spec 1 §9: the learner's figures, derived from their stored facts and the catalogue. */
export async function getStats(db: Db, userId: string, now: Date): Promise<Stats> {
  const [facts, catalogue] = await Promise.all([loadLearnerFacts(db, userId), catalogueSummaries(db)]);
  return deriveStats(facts, catalogue, now);
}

/** Issue 26: the learner's own weekly goal, read from the facts every screen's stats come from. */
export async function getWeeklyGoal(db: Db, userId: string): Promise<WeeklyGoal> {
  const facts = await loadLearnerFacts(db, userId);
  return { weeklyGoal: facts.weeklyGoal };
}

/** Issue 26: set the learner's weekly goal; their stats (goal progress, goals reached) follow at once. */
export async function setWeeklyGoal(db: Db, userId: string, input: WeeklyGoal): Promise<WeeklyGoal> {
  const [row] = await writeLearnerFacts(db, userId, () =>
    db
      .update(user)
      .set({ weeklyGoal: input.weeklyGoal, updatedAt: new Date() })
      .where(eq(user.id, userId))
      .returning({ weeklyGoal: user.weeklyGoal }),
  );
  if (!row) throw notFound("User not found");
  return row;
}

export async function listAchievements(db: Db, userId: string, now: Date): Promise<Achievement[]> {
  const [facts, catalogue] = await Promise.all([loadLearnerFacts(db, userId), catalogueSummaries(db)]);
  return deriveAchievements(facts, now, catalogue).map((a) => ({ ...a, earnedAt: a.earnedAt?.toISOString() ?? null }));
}
