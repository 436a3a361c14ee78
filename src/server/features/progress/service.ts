import { and, desc, eq } from "drizzle-orm";
import type { Achievement, ProgressItem, Stats, WeeklyGoal } from "../../../contracts/learning";
import type { Db } from "../../db/client";
import { modules, user, userProgress } from "../../db/schema";
import { notFound } from "../../errors";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { deriveAchievements, deriveStats, loadLearnerFacts } from "../../platform/caches/learner-facts";
import { writeLearnerFacts } from "../../platform/caches/writes";
import { progressColumns, toProgressItem } from "../../platform/learning/record-progress";

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
