import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { KnowledgeCheckSummary } from "../../contracts/knowledge-check";
import {
  type AttemptHistory,
  attemptAllowance,
  type EffectiveCheckRules,
  effectiveCheckRules,
  type OrganizationCheckRule,
} from "../../domain/knowledge-check";
import type { Db } from "./client";
import { moduleHasKnowledgeCheck } from "./module-summary";
import { type DrawnQuestionRow, knowledgeCheckAttempts, member, modules, organizationCheckRules } from "./schema";

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

/** Every rule the learner's organisations set for the module's check (issue 47 item 2). */
export async function organizationRulesFor(db: Db, userId: string, moduleId: number): Promise<OrganizationCheckRule[]> {
  return db
    .select({
      attemptLimit: organizationCheckRules.attemptLimit,
      cooldownMinutes: organizationCheckRules.cooldownMinutes,
      passMark: organizationCheckRules.passMark,
      showAnswersAfterPass: organizationCheckRules.showAnswersAfterPass,
    })
    .from(organizationCheckRules)
    .innerJoin(member, eq(member.organizationId, organizationCheckRules.organizationId))
    .where(and(eq(member.userId, userId), eq(organizationCheckRules.moduleId, moduleId)));
}

/** The module's settings tightened by the learner's organisations' rules. */
export async function checkRulesFor(
  db: Db,
  module: { id: number; checkPassMark: number; checkCooldownMinutes: number },
  userId: string,
): Promise<EffectiveCheckRules> {
  return effectiveCheckRules(
    { passMark: module.checkPassMark, cooldownMinutes: module.checkCooldownMinutes },
    await organizationRulesFor(db, userId, module.id),
  );
}

export interface LearnerAttempts extends AttemptHistory {
  /** Submitted attempts in all. */
  submitted: number;
  bestScore: number | null;
  firstPassAt: Date | null;
  /** When each question (by row id) was last drawn for the learner, in epoch milliseconds. */
  lastSeen: Map<number, number>;
  /** The newest attempt neither submitted nor expired, if any. */
  open: { id: number; questions: DrawnQuestionRow[]; expiresAt: Date } | null;
}

/**
 * A learner's attempts at a module, read once (a learner has a handful): what the limit counts (attempts
 * started since the last pass), the cool-down's last submission, the best score and first pass, and when
 * each question was last drawn, for a draw that prefers unseen questions.
 */
export async function learnerAttempts(db: Db, userId: string, moduleId: number, now: Date): Promise<LearnerAttempts> {
  const rows = await db
    .select({
      id: knowledgeCheckAttempts.id,
      questions: knowledgeCheckAttempts.questions,
      startedAt: knowledgeCheckAttempts.startedAt,
      expiresAt: knowledgeCheckAttempts.expiresAt,
      submittedAt: knowledgeCheckAttempts.submittedAt,
      scorePercent: knowledgeCheckAttempts.scorePercent,
      passed: knowledgeCheckAttempts.passed,
    })
    .from(knowledgeCheckAttempts)
    .where(and(eq(knowledgeCheckAttempts.userId, userId), eq(knowledgeCheckAttempts.moduleId, moduleId)))
    .orderBy(asc(knowledgeCheckAttempts.startedAt), asc(knowledgeCheckAttempts.id));
  const submitted = rows.filter((r) => r.submittedAt !== null);
  const passes = submitted.filter((r) => r.passed);
  const lastPassAt = passes.length > 0 ? passes[passes.length - 1].submittedAt : null;
  const lastSeen = new Map<number, number>();
  for (const r of rows) for (const q of r.questions) lastSeen.set(q.questionId, r.startedAt.getTime());
  const open = rows.filter((r) => r.submittedAt === null && r.expiresAt.getTime() > now.getTime()).pop();
  const scores = submitted.flatMap((r) => (r.scorePercent === null ? [] : [r.scorePercent]));
  return {
    attemptsSincePass: rows.filter((r) => !lastPassAt || r.startedAt.getTime() > lastPassAt.getTime()).length,
    lastSubmittedAt: submitted.reduce<Date | null>(
      (last, r) => (r.submittedAt && (!last || r.submittedAt > last) ? r.submittedAt : last),
      null,
    ),
    submitted: submitted.length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    firstPassAt: passes[0]?.submittedAt ?? null,
    lastSeen,
    open: open ? { id: open.id, questions: open.questions, expiresAt: open.expiresAt } : null,
  };
}

/**
 * The module page's view of a check: the rules the learner's attempts run under (the module's, tightened
 * by their organisations), what they have left, and their attempts, best score and pass.
 */
export async function knowledgeCheckSummary(
  db: Db,
  module: { id: number; checkDrawSize: number; checkPassMark: number; checkCooldownMinutes: number },
  userId: string | null,
  now: Date,
): Promise<KnowledgeCheckSummary> {
  if (!userId) {
    return {
      questionCount: module.checkDrawSize,
      passMark: module.checkPassMark,
      cooldownMinutes: module.checkCooldownMinutes,
      attemptLimit: null,
      attemptsLeft: null,
      nextAttemptAt: null,
      showAnswersAfterPass: true,
      attempts: 0,
      bestScore: null,
      passed: false,
      passedAt: null,
    };
  }
  const [rules, history] = await Promise.all([
    checkRulesFor(db, module, userId),
    learnerAttempts(db, userId, module.id, now),
  ]);
  const allowance = attemptAllowance(rules, history, now);
  return {
    questionCount: module.checkDrawSize,
    passMark: rules.passMark,
    cooldownMinutes: rules.cooldownMinutes,
    attemptLimit: rules.attemptLimit,
    attemptsLeft: allowance.attemptsLeft,
    nextAttemptAt: !allowance.allowed && allowance.reason === "cooldown" ? allowance.nextAttemptAt.toISOString() : null,
    showAnswersAfterPass: rules.showAnswersAfterPass,
    attempts: history.submitted,
    bestScore: history.bestScore,
    passed: history.firstPassAt !== null,
    passedAt: history.firstPassAt?.toISOString() ?? null,
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
