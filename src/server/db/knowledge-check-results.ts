import { and, asc, count, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { KnowledgeCheckSummary } from "../../contracts/knowledge-check";
import type { Db } from "./client";
import { moduleHasKnowledgeCheck } from "./module-summary";
import { knowledgeCheckAttempts, modules } from "./schema";

/**
 * What other features read of the knowledge checks (issue 22): whether a module is assessed, a learner's
 * attempts and passes. Progress, the module page and certificates read them; the checks themselves
 * (drawing, submitting, authoring) stay in features/knowledge-checks.
 */

/** Whether the module is assessed: completion then takes a passed check (progress route, issue 22). */
export async function moduleHasCheck(db: Db, moduleId: number): Promise<boolean> {
  const [row] = await db.select({ has: moduleHasKnowledgeCheck }).from(modules).where(eq(modules.id, moduleId));
  return Boolean(row?.has);
}

/** The module page's view of a check: settings, and the learner's attempts, best score and pass. */
export async function knowledgeCheckSummary(
  db: Db,
  module: { id: number; checkDrawSize: number; checkPassMark: number; checkCooldownMinutes: number },
  userId: string | null,
): Promise<KnowledgeCheckSummary> {
  const base = {
    questionCount: module.checkDrawSize,
    passMark: module.checkPassMark,
    cooldownMinutes: module.checkCooldownMinutes,
  };
  if (!userId) return { ...base, attempts: 0, bestScore: null, passed: false, passedAt: null };
  const [row] = await db
    .select({
      attempts: count(),
      bestScore: max(knowledgeCheckAttempts.scorePercent),
      passedAt: sql<
        Date | string | null
      >`min(${knowledgeCheckAttempts.submittedAt}) filter (where ${knowledgeCheckAttempts.passed})`,
    })
    .from(knowledgeCheckAttempts)
    .where(
      and(
        eq(knowledgeCheckAttempts.userId, userId),
        eq(knowledgeCheckAttempts.moduleId, module.id),
        isNotNull(knowledgeCheckAttempts.submittedAt),
      ),
    );
  const passedAt = row?.passedAt ? new Date(row.passedAt) : null;
  return {
    ...base,
    attempts: Number(row?.attempts ?? 0),
    bestScore: row?.bestScore ?? null,
    passed: passedAt !== null,
    passedAt: passedAt?.toISOString() ?? null,
  };
}

/**
 * The learner's passed checks with their best passing score, by module id: certificates require them
 * for assessed modules and print them (issue 22 item 3).
 */
export async function passedChecks(
  db: Db,
  userId: string,
): Promise<Map<number, { scorePercent: number; passedAt: Date; passMark: number }>> {
  const rows = await db
    .select({
      moduleId: knowledgeCheckAttempts.moduleId,
      scorePercent: knowledgeCheckAttempts.scorePercent,
      passMark: knowledgeCheckAttempts.passMark,
      submittedAt: knowledgeCheckAttempts.submittedAt,
    })
    .from(knowledgeCheckAttempts)
    .where(and(eq(knowledgeCheckAttempts.userId, userId), eq(knowledgeCheckAttempts.passed, true)))
    .orderBy(desc(knowledgeCheckAttempts.scorePercent), asc(knowledgeCheckAttempts.submittedAt));
  const best = new Map<number, { scorePercent: number; passedAt: Date; passMark: number }>();
  for (const r of rows) {
    if (!best.has(r.moduleId) && r.scorePercent !== null && r.submittedAt) {
      best.set(r.moduleId, { scorePercent: r.scorePercent, passedAt: r.submittedAt, passMark: r.passMark });
    }
  }
  return best;
}

/** Ids of the active modules that are assessed (a bank of at least the draw size). */
export async function assessedModuleIds(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: modules.id }).from(modules).where(sql`${moduleHasKnowledgeCheck}`);
  return new Set(rows.map((r) => r.id));
}
