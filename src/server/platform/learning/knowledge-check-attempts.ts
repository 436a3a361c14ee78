import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  KnowledgeCheckAttempt,
  KnowledgeCheckResult,
  KnowledgeCheckSubmission,
} from "../../../contracts/knowledge-check";
import { isPremiumLocked } from "../../../domain/access";
import { utcDay } from "../../../domain/calendar";
import {
  attemptExpiry,
  cooldownRemainingSeconds,
  drawQuestions,
  type QuestionType,
  scoreAttempt,
} from "../../../domain/knowledge-check";
import type { Db } from "../../db/client";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import {
  type DrawnQuestionRow,
  knowledgeCheckAnswers,
  knowledgeCheckAttempts,
  knowledgeCheckQuestions,
  learningActivity,
  modules,
  userProgress,
} from "../../db/schema";
import { badRequest, type FieldIssue, forbidden, HttpError, notFound, unauthorized } from "../../errors";
import { catalogueWritten, membersTeamsWritten, writeLearnerFacts } from "../caches/writes";
import { recordEvent, wakeDeliveries } from "../events/record-event";
import { type AccessRequest, enforceContentAccess } from "../protection/content-access";

/** The module a check belongs to, active, with its settings and whether it is assessed. */
async function findCheckedModule(db: Db, moduleId: number) {
  const [row] = await db
    .select({ module: modules, hasKnowledgeCheck: moduleHasKnowledgeCheck })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!row) throw notFound("Module not found");
  return { ...row.module, hasKnowledgeCheck: Boolean(row.hasKnowledgeCheck) };
}

const activeQuestions = (db: Db, moduleId: number) =>
  db
    .select()
    .from(knowledgeCheckQuestions)
    .where(
      and(
        eq(knowledgeCheckQuestions.moduleId, moduleId),
        isNull(knowledgeCheckQuestions.retiredAt),
        // Drafts (issue 22 item 4: the generator's, before an admin publishes them) are never drawn.
        eq(knowledgeCheckQuestions.status, "active"),
      ),
    )
    .orderBy(asc(knowledgeCheckQuestions.position), asc(knowledgeCheckQuestions.id));

/**
 * Starts an attempt (issue 22): the same access as the module's body (premium lock, protection's
 * daily limits), the cool-down after the last submitted attempt (429 with the time left), then a
 * draw from a fresh seed, stored with the order drawn. The answer never carries a right option.
 */
export async function startAttempt(
  db: Db,
  user: CurrentUser | null,
  moduleId: number,
  access: AccessRequest,
): Promise<KnowledgeCheckAttempt> {
  if (!user) throw unauthorized();
  const module = await findCheckedModule(db, moduleId);
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  if (!module.hasKnowledgeCheck) throw notFound("This module has no knowledge check");
  const now = access.now;
  if (module.checkCooldownMinutes > 0) {
    const [last] = await db
      .select({ submittedAt: max(knowledgeCheckAttempts.submittedAt) })
      .from(knowledgeCheckAttempts)
      .where(and(eq(knowledgeCheckAttempts.userId, user.id), eq(knowledgeCheckAttempts.moduleId, moduleId)));
    const wait = cooldownRemainingSeconds(
      last?.submittedAt ? new Date(last.submittedAt) : null,
      module.checkCooldownMinutes,
      now,
    );
    if (wait > 0) throw new CooldownError(wait);
  }
  await enforceContentAccess(db, user, module, "view", access);
  return drawAttempt(db, user.id, module, now);
}

/** Draws and stores an attempt for a module known to be assessed and open to the learner. */
async function drawAttempt(
  db: Db,
  userId: string,
  module: { id: number; checkDrawSize: number; checkPassMark: number },
  now: Date,
): Promise<KnowledgeCheckAttempt> {
  const moduleId = module.id;
  const bank = await activeQuestions(db, moduleId);
  const seed = randomInt(0, 2_147_483_647);
  const drawn = drawQuestions(
    bank.map((q) => ({ ...q, type: q.type as QuestionType })),
    module.checkDrawSize,
    seed,
  );
  const stored: DrawnQuestionRow[] = drawn.map((d) => ({ questionId: d.question.id, optionOrder: d.optionOrder }));
  const expiresAt = attemptExpiry(now);
  const [attempt] = await db
    .insert(knowledgeCheckAttempts)
    .values({
      userId,
      moduleId,
      seed,
      questions: stored,
      passMark: module.checkPassMark,
      startedAt: now,
      expiresAt,
    })
    .returning({ id: knowledgeCheckAttempts.id });
  return {
    attemptId: attempt.id,
    questions: drawn.map(({ question, optionOrder }) => ({
      id: question.key,
      text: question.text,
      multiple: question.type === "multiple",
      options: optionOrder.map((id) => {
        const option = question.options.find((o) => o.id === id)!;
        return { id: option.id, text: option.text };
      }),
    })),
    expiresAt: expiresAt.toISOString(),
  };
}

/** 429 while the cool-down runs, with the seconds left (also sent as Retry-After). */
export class CooldownError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, `You can start another attempt in ${minutes} minute${minutes === 1 ? "" : "s"}`);
  }
}

const ATTEMPT_NOT_FOUND = "Knowledge check attempt not found";

/**
 * Marks a submission (issue 22). Another learner's attempt, or one of another module, is a 404 that
 * records nothing; a submitted attempt 409; an expired one 410; a question or option id that is not
 * the attempt's 400. The attempt is claimed by a conditional update (submitted_at is null), so of two
 * concurrent submissions exactly one counts. A pass completes the module in the same transaction,
 * through the learner-facts write so caches, CPD hours, achievements and certificates follow.
 */
export async function submitAttempt(
  db: Db,
  user: { id: string },
  moduleId: number,
  attemptId: number,
  submission: KnowledgeCheckSubmission,
  now: Date,
): Promise<KnowledgeCheckResult> {
  const [attempt] = await db
    .select()
    .from(knowledgeCheckAttempts)
    .where(
      and(
        eq(knowledgeCheckAttempts.id, attemptId),
        eq(knowledgeCheckAttempts.userId, user.id),
        eq(knowledgeCheckAttempts.moduleId, moduleId),
      ),
    );
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND);
  if (attempt.submittedAt) throw new HttpError(409, "This attempt has already been submitted: start a new attempt");
  if (attempt.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(410, "This attempt has expired: start a new attempt");
  }

  const questionIds = attempt.questions.map((q) => q.questionId);
  const rows =
    questionIds.length > 0
      ? await db.select().from(knowledgeCheckQuestions).where(inArray(knowledgeCheckQuestions.id, questionIds))
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const drawn = attempt.questions.map((q) => {
    const row = byId.get(q.questionId);
    if (!row) throw new Error(`attempt ${attempt.id} names a missing question ${q.questionId}`);
    return { row, optionOrder: q.optionOrder };
  });
  const byKey = new Map(drawn.map((d) => [d.row.key, d]));

  const issues: FieldIssue[] = [];
  for (const [key, chosen] of Object.entries(submission.answers)) {
    const question = byKey.get(key);
    if (!question) {
      issues.push({ path: `answers.${key}`, message: "This question is not part of the attempt" });
      continue;
    }
    const unknown = chosen.filter((id) => !question.optionOrder.includes(id));
    if (unknown.length > 0) {
      issues.push({ path: `answers.${key}`, message: `Not an option of this question: ${unknown.join(", ")}` });
    } else if (new Set(chosen).size !== chosen.length) {
      issues.push({ path: `answers.${key}`, message: "An option is chosen twice" });
    } else if (question.row.type !== "multiple" && chosen.length > 1) {
      issues.push({ path: `answers.${key}`, message: "This question takes one answer" });
    }
  }
  if (issues.length > 0) throw badRequest("Some answers do not belong to this attempt", issues);

  const answers = new Map(Object.entries(submission.answers));
  const scored = scoreAttempt(
    drawn.map((d) => ({ question: d.row.key, correct: d.row.correct })),
    answers,
    attempt.passMark,
  );

  const record = () =>
    db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(knowledgeCheckAttempts)
        .set({
          submittedAt: now,
          scorePercent: scored.scorePercent,
          passed: scored.passed,
          answers: Object.fromEntries(drawn.map((d) => [d.row.key, answers.get(d.row.key) ?? []])),
        })
        .where(
          and(
            eq(knowledgeCheckAttempts.id, attempt.id),
            isNull(knowledgeCheckAttempts.submittedAt),
            sql`${knowledgeCheckAttempts.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: knowledgeCheckAttempts.id });
      if (!claimed) return { claimed: false, startedNow: false, deliveryIds: [] as number[] };
      await tx.insert(knowledgeCheckAnswers).values(
        drawn.map((d, i) => ({
          attemptId: attempt.id,
          questionId: d.row.id,
          chosen: [...(answers.get(d.row.key) ?? [])],
          isCorrect: scored.questions[i].correct,
        })),
      );
      let startedNow = false;
      let completedNow = false;
      if (scored.passed) {
        // A pass completes the module (spec 3 §4's rules: completed stays completed, 100 %).
        const [written] = await tx
          .insert(userProgress)
          .values({
            userId: user.id,
            moduleId,
            progressPercentage: 100,
            isCompleted: true,
            timeSpent: 0,
            startedAt: now,
            completedAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [userProgress.userId, userProgress.moduleId],
            set: {
              progressPercentage: 100,
              isCompleted: true,
              completedAt: sql`coalesce(${userProgress.completedAt}, excluded.completed_at)`,
              updatedAt: now,
            },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)`, completedAt: userProgress.completedAt });
        startedNow = Boolean(written?.inserted);
        completedNow = written?.completedAt?.getTime() === now.getTime();
      }
      // Issue 23: the result (and a completion it made) for the learner's organisations' webhooks and
      // learning record stores, in this transaction; delivered once it has committed.
      const payload = sql`jsonb_build_object('userId', ${user.id}::text, 'moduleId', ${moduleId}::int,
        'moduleTitle', (select title from modules where id = ${moduleId}), 'attemptId', ${attempt.id}::int,
        'scorePercent', ${scored.scorePercent}::int, 'passMark', ${attempt.passMark}::int, 'passed', ${scored.passed}::boolean)`;
      const organizations = { memberId: user.id };
      const deliveryIds = await recordEvent(tx, {
        organizationIds: organizations,
        type: scored.passed ? "knowledge_check.passed" : "knowledge_check.failed",
        payload,
        now,
      });
      if (completedNow)
        deliveryIds.push(
          ...(await recordEvent(tx, {
            organizationIds: organizations,
            type: "module.completed",
            payload: sql`(${payload} || jsonb_build_object('progressPercentage', 100, 'completed', true, 'completedAt', ${now}::timestamptz))`,
            now,
          })),
        );
      // Taking a check is learning: the day counts as a learning day.
      await tx
        .insert(learningActivity)
        .values({ userId: user.id, day: utcDay(now), secondsSpent: 0 })
        .onConflictDoNothing();
      return { claimed: true, startedNow, deliveryIds };
    });
  const outcome = await writeLearnerFacts(db, user.id, record);
  if (!outcome.claimed) {
    // A concurrent submission won, or the attempt expired meanwhile: this one records nothing.
    throw new HttpError(409, "This attempt has already been submitted: start a new attempt");
  }
  wakeDeliveries(db, outcome.deliveryIds);
  if (outcome.startedNow) await catalogueWritten(db);
  // A learning day, and on a pass a completion: their teams' overview and leaderboards (decision 270).
  await membersTeamsWritten(db, user.id);
  return {
    scorePercent: scored.scorePercent,
    passed: scored.passed,
    passMark: attempt.passMark,
    questions: drawn.map((d, i) => ({ id: d.row.key, correct: scored.questions[i].correct, feedback: d.row.feedback })),
  };
}

/** Starts an attempt without a request (seed, tests): the module must be assessed. */
export async function startAttemptFor(db: Db, userId: string, moduleId: number, now: Date) {
  const module = await findCheckedModule(db, moduleId);
  if (!module.hasKnowledgeCheck) throw new Error(`module ${moduleId} has no knowledge check`);
  return drawAttempt(db, userId, module, now);
}

/** The right options of an attempt's questions, by question id, from the bank (the seed's pass, tests). */
export async function rightAnswersTo(
  db: Db,
  attempt: { questions: readonly { id: string }[] },
): Promise<Record<string, string[]>> {
  const rows = await db
    .select({ key: knowledgeCheckQuestions.key, correct: knowledgeCheckQuestions.correct })
    .from(knowledgeCheckQuestions)
    .where(
      inArray(
        knowledgeCheckQuestions.key,
        attempt.questions.map((q) => q.id),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.key, r.correct]));
}

/**
 * Records a passed attempt without the API (the seed's demo learner, tests): the right answers to a
 * draw, submitted through submitAttempt so the completion and caches follow as for a learner.
 */
export async function passCheck(db: Db, userId: string, moduleId: number, now: Date) {
  const attempt = await startAttemptFor(db, userId, moduleId, now);
  const answers = await rightAnswersTo(db, attempt);
  return submitAttempt(db, { id: userId }, moduleId, attempt.attemptId, { answers }, now);
}
