import { and, eq, sql } from "drizzle-orm";
import type { LearningGoal, LearningGoalInput } from "../../../contracts/insights";
import { utcDay } from "../../../domain/calendar";
import { durationOf } from "../../../domain/recommendations";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { learningGoals } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The learner's goals with progress from their real completions, soonest target first. */
export async function listGoals(db: Db, userId: string): Promise<LearningGoal[]> {
  const goals = await db
    .select()
    .from(learningGoals)
    .where(eq(learningGoals.userId, userId))
    .orderBy(learningGoals.targetDate, learningGoals.id);
  if (goals.length === 0) return [];
  const ids = [...new Set(goals.flatMap((g) => g.moduleIds))];
  const modules = rowsOf<{ id: number; title: string; duration: number | null; completed: boolean }>(
    await db.execute(sql`
      select mo.id, mo.title, mo.duration,
        coalesce((select p.is_completed from user_progress p where p.user_id = ${userId} and p.module_id = mo.id), false) as completed
      from modules mo where mo.id = any(${`{${ids.join(",")}}`}::int[])
    `),
  );
  const byId = new Map(modules.map((m) => [m.id, m]));
  return goals.map((g) => {
    const list = g.moduleIds.map((id) => byId.get(id)).filter((m) => m !== undefined);
    const done = list.filter((m) => m.completed).length;
    return {
      id: g.id,
      title: g.title,
      description: g.description,
      targetDate: g.targetDate,
      priority: g.priority as LearningGoal["priority"],
      progress: list.length > 0 ? Math.round((100 * done) / list.length) : 0,
      estimatedHours: round1(list.filter((m) => !m.completed).reduce((s, m) => s + durationOf(m), 0) / 60),
      modules: list.map((m) => ({ id: m.id, title: m.title, completed: m.completed })),
    };
  });
}

async function checkModules(db: Db, moduleIds: number[]) {
  const unique = [...new Set(moduleIds)];
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`select id from modules where is_active and id = any(${`{${unique.join(",")}}`}::int[])`),
  );
  const known = new Set(found.map((r) => r.id));
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const message = `Unknown modules: ${unknown.join(", ")}`;
    throw badRequest(`moduleIds: ${message}`, [{ path: "moduleIds", message }]);
  }
  return unique;
}

function checkTargetDate(targetDate: string, now: Date) {
  if (targetDate < utcDay(now)) {
    const message = "Target date must be today or later";
    throw badRequest(`targetDate: ${message}`, [{ path: "targetDate", message }]);
  }
}

export async function createGoal(db: Db, userId: string, input: LearningGoalInput, now: Date) {
  checkTargetDate(input.targetDate, now);
  const moduleIds = await checkModules(db, input.moduleIds);
  const [row] = await db
    .insert(learningGoals)
    .values({ userId, ...input, description: input.description ?? "", moduleIds })
    .returning({ id: learningGoals.id });
  return (await listGoals(db, userId)).find((g) => g.id === row.id)!;
}

export async function updateGoal(
  db: Db,
  userId: string,
  goalId: number,
  body: BodyAfterLookup<LearningGoalInput>,
  now: Date,
) {
  // Decision 393: another's goal, or none, is a 404 before the body is read.
  const [own] = await db
    .select({ id: learningGoals.id })
    .from(learningGoals)
    .where(and(eq(learningGoals.id, goalId), eq(learningGoals.userId, userId)));
  if (!own) throw notFound("Learning goal not found");
  const input = readBody(body);
  checkTargetDate(input.targetDate, now);
  const moduleIds = await checkModules(db, input.moduleIds);
  const updated = await db
    .update(learningGoals)
    .set({ ...input, description: input.description ?? "", moduleIds, updatedAt: now })
    .where(and(eq(learningGoals.id, goalId), eq(learningGoals.userId, userId)))
    .returning({ id: learningGoals.id });
  if (updated.length === 0) throw notFound("Learning goal not found");
  return (await listGoals(db, userId)).find((g) => g.id === goalId)!;
}

export async function deleteGoal(db: Db, userId: string, goalId: number) {
  const deleted = await db
    .delete(learningGoals)
    .where(and(eq(learningGoals.id, goalId), eq(learningGoals.userId, userId)))
    .returning({ id: learningGoals.id });
  if (deleted.length === 0) throw notFound("Learning goal not found");
  return { ok: true as const };
}
