import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type {
  KnowledgeCheckAttempt,
  KnowledgeCheckResult,
  KnowledgeCheckSubmission,
} from "../../../contracts/knowledge-check";
import { isPremiumLocked } from "../../../domain/access";
import { utcDay } from "../../../domain/calendar";
import {
  attemptAllowance,
  attemptExpiry,
  drawQuestions,
  durationInWords,
  type QuestionOption,
  type QuestionType,
  reviewLocation,
  scoreAttempt,
  sectionHeadings,
} from "../../../domain/knowledge-check";
import { plural } from "../../../domain/plural";
import type { Db } from "../../db/client";
import { retryOnLostConnection } from "../../db/connection-loss";
import { checkRulesFor, learnerAttempts } from "../../db/knowledge-check-results";
import { moduleHasKnowledgeCheck } from "../../db/module-summary";
import {
  type DrawnQuestionRow,
  type IdempotentWrite,
  idempotencyKeys,
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
import { type BodyAfterLookup, readBody } from "../http/body-after-lookup";
import {
  type IdempotencyKey,
  idempotencyKeyOf,
  isStoredKeyConflict,
  requestedKey,
  storeAnswer,
  storedAnswer,
} from "../idempotency/keys";
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
 * daily limits), then (issue 47 item 2) the rules of the learner's organisations: the attempt limit (409
 * once every attempt since the last pass is used) and the cool-down after the last submitted attempt
 * (429 with the time left). Under a limit an attempt still open is handed back rather than drawn again,
 * so reloading the page costs no attempt. A draw takes questions the learner has not seen first, with
 * the pass mark in force stored on the attempt. The answer never carries a right option.
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
  const [rules, history] = await Promise.all([
    checkRulesFor(db, module, user.id),
    learnerAttempts(db, user.id, moduleId, now),
  ]);
  const resume = rules.attemptLimit !== null ? history.open : null;
  if (!resume) {
    const allowance = attemptAllowance(rules, history, now);
    if (!allowance.allowed && allowance.reason === "limit") throw new AttemptLimitError(rules.attemptLimit ?? 0);
    if (!allowance.allowed && allowance.reason === "cooldown") {
      throw new CooldownError(allowance.waitSeconds, allowance.nextAttemptAt);
    }
  }
  await enforceContentAccess(db, user, module, "view", access);
  if (resume) return presentAttempt(db, resume.id, resume.questions, resume.expiresAt);
  return drawAttempt(db, user.id, { ...module, checkPassMark: rules.passMark }, now, history.lastSeen);
}

/** Draws and stores an attempt for a module known to be assessed and open to the learner. */
async function drawAttempt(
  db: Db,
  userId: string,
  module: { id: number; checkDrawSize: number; checkPassMark: number },
  now: Date,
  lastSeen: ReadonlyMap<number, number> = new Map(),
): Promise<KnowledgeCheckAttempt> {
  const moduleId = module.id;
  const bank = await activeQuestions(db, moduleId);
  const seed = randomInt(0, 2_147_483_647);
  const drawn = drawQuestions(
    bank.map((q) => ({ ...q, type: q.type as QuestionType })),
    module.checkDrawSize,
    seed,
    (q) => lastSeen.get(q.id) ?? null,
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
  return toAttempt(attempt.id, drawn, expiresAt);
}

function toAttempt(
  attemptId: number,
  drawn: readonly {
    question: { key: string; text: string; type: string; options: readonly QuestionOption[] };
    optionOrder: string[];
  }[],
  expiresAt: Date,
): KnowledgeCheckAttempt {
  return {
    attemptId,
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

/** An attempt already drawn, as it was drawn (its questions' stored rows, in the stored order). */
async function presentAttempt(
  db: Db,
  attemptId: number,
  stored: readonly DrawnQuestionRow[],
  expiresAt: Date,
): Promise<KnowledgeCheckAttempt> {
  const ids = stored.map((q) => q.questionId);
  const rows =
    ids.length > 0
      ? await db.select().from(knowledgeCheckQuestions).where(inArray(knowledgeCheckQuestions.id, ids))
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const drawn = stored.flatMap((q) => {
    const question = byId.get(q.questionId);
    return question ? [{ question, optionOrder: q.optionOrder }] : [];
  });
  return toAttempt(attemptId, drawn, expiresAt);
}

/** The day and time in the UK, as the learner reads it: "14:05 on 2 December 2026". */
const ukTime = (at: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(at)} on ${new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" }).format(at)}`;

/** 429 while the cool-down runs, with the time left and when it ends (the seconds also as Retry-After). */
export class CooldownError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    nextAttemptAt: Date,
  ) {
    super(
      429,
      `You can start another attempt in ${durationInWords(Math.ceil(retryAfterSeconds / 60))}, at ${ukTime(nextAttemptAt)} (UK time)`,
    );
  }
}

/** 409 once every attempt the learner's organisation allows before a pass is used. */
export class AttemptLimitError extends HttpError {
  constructor(limit: number) {
    super(
      409,
      `${limit === 1 ? "You have used the one attempt" : `You have used all ${plural(limit, "attempt", "attempts")}`} your organisation allows at this knowledge check. Its owners and admins can change the limit.`,
    );
  }
}

const ATTEMPT_NOT_FOUND = "Knowledge check attempt not found";

/**
 * Marks a submission (issue 22). Another learner's attempt, or one of another module, is a 404 that
 * records nothing; a submitted attempt 409; an expired one 410; a question or option id that is not
 * the attempt's 400. The attempt is claimed by a conditional update (submitted_at is null), so of two
 * concurrent submissions exactly one counts. A pass completes the module in the same transaction,
 * through the learner-facts write so caches, CPD hours, achievements and certificates follow.
 *
 * Issue 44 item 5 (decision 407): with an `Idempotency-Key` (read once the attempt is found to be the
 * caller's) the key is stored in the same transaction, so the same submission sent again answers the
 * first result instead of a 409, and the transaction is tried once more on a fresh connection when its
 * connection (not a statement) failed.
 */
export async function submitAttempt(
  db: Db,
  user: { id: string },
  moduleId: number,
  attemptId: number,
  submission: BodyAfterLookup<KnowledgeCheckSubmission>,
  now: Date,
  keyed?: { scope: IdempotentWrite; header: string | string[] | undefined },
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
  const key = keyed ? requestedKey(keyed.header) : null;
  const idempotency =
    keyed && key !== null
      ? idempotencyKeyOf(keyed.scope, key, { moduleId, attemptId, answers: readBody(submission).answers })
      : null;
  if (idempotency) {
    const replayed = await replayedResult(db, user.id, attempt, idempotency, now);
    if (replayed) return replayed;
  }
  if (attempt.submittedAt) throw new HttpError(409, "This attempt has already been submitted: start a new attempt");
  if (attempt.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(410, "This attempt has expired: start a new attempt");
  }
  // Decision 393: the body is read (and checked) only once the caller's attempt is found.
  const submitted = readBody(submission).answers;

  const drawn = await drawnQuestions(db, attempt);
  const byKey = new Map(drawn.map((d) => [d.row.key, d]));

  const issues: FieldIssue[] = [];
  for (const [key, chosen] of Object.entries(submitted)) {
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

  const answers = new Map(Object.entries(submitted));
  const scored = scoreAttempt(
    drawn.map((d) => ({ question: d.row.key, correct: d.row.correct })),
    answers,
    attempt.passMark,
  );

  const record = () =>
    db.transaction(async (tx) => {
      // First, so a second submission with the key waits for this one and then fails on it.
      if (idempotency)
        await tx.insert(idempotencyKeys).values({
          userId: user.id,
          scope: idempotency.scope,
          key: idempotency.key,
          requestHash: idempotency.requestHash,
          createdAt: now,
        });
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
  let outcome: Awaited<ReturnType<typeof record>>;
  try {
    const write = () => writeLearnerFacts(db, user.id, record);
    outcome = await (idempotency ? retryOnLostConnection(write) : write());
  } catch (error) {
    if (!idempotency || !isStoredKeyConflict(error)) throw error;
    // The same submission, sent again while (or after) this one was stored: the first one's result.
    const replayed = await replayedResult(db, user.id, attempt, idempotency, now);
    if (replayed) return replayed;
    throw error;
  }
  if (!outcome.claimed) {
    // A concurrent submission won, or the attempt expired meanwhile: this one records nothing.
    throw new HttpError(409, "This attempt has already been submitted: start a new attempt");
  }
  wakeDeliveries(db, outcome.deliveryIds);
  if (outcome.startedNow) await catalogueWritten(db);
  // A learning day, and on a pass a completion: their teams' overview and leaderboards (decision 270).
  await membersTeamsWritten(db, user.id);
  const result = await resultOf(db, user.id, moduleId, drawn, scored, attempt.passMark, now);
  if (idempotency) await storeAnswer(db, user.id, idempotency, result);
  return result;
}

type AttemptRow = typeof knowledgeCheckAttempts.$inferSelect;

/** The attempt's drawn questions from the bank, in the order they were drawn. */
async function drawnQuestions(db: Db, attempt: AttemptRow) {
  const questionIds = attempt.questions.map((q) => q.questionId);
  const rows =
    questionIds.length > 0
      ? await db.select().from(knowledgeCheckQuestions).where(inArray(knowledgeCheckQuestions.id, questionIds))
      : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return attempt.questions.map((q) => {
    const row = byId.get(q.questionId);
    if (!row) throw new Error(`attempt ${attempt.id} names a missing question ${q.questionId}`);
    return { row, optionOrder: q.optionOrder };
  });
}

/**
 * The result of a submission whose key is stored: the answer stored with it, or, when the process
 * stopped between the commit and storing the answer, the result marked again from the stored attempt.
 * Null when the key is not stored (or has expired).
 */
async function replayedResult(
  db: Db,
  userId: string,
  attempt: AttemptRow,
  idempotency: IdempotencyKey,
  now: Date,
): Promise<KnowledgeCheckResult | null> {
  const stored = await storedAnswer(db, userId, idempotency, now);
  if (!stored.found) return null;
  if (stored.response) return stored.response as KnowledgeCheckResult;
  const [submitted] = await db.select().from(knowledgeCheckAttempts).where(eq(knowledgeCheckAttempts.id, attempt.id));
  if (!submitted?.submittedAt) return null;
  const drawn = await drawnQuestions(db, submitted);
  const scored = scoreAttempt(
    drawn.map((d) => ({ question: d.row.key, correct: d.row.correct })),
    new Map(Object.entries(submitted.answers ?? {})),
    submitted.passMark,
  );
  return resultOf(db, userId, submitted.moduleId, drawn, scored, submitted.passMark, now);
}

/**
 * What the learner is told after submitting (issue 47 item 2): the score always; the answers question by
 * question only after a pass the learner's organisations allow it for; otherwise, for the questions answered
 * wrong, the sections of the module that explain them, which give no option away. And what is left: the
 * attempts before a pass and when the next may start.
 */
async function resultOf(
  db: Db,
  userId: string,
  moduleId: number,
  drawn: readonly { row: typeof knowledgeCheckQuestions.$inferSelect }[],
  scored: { questions: { correct: boolean }[]; right: number; scorePercent: number; passed: boolean },
  passMark: number,
  now: Date,
): Promise<KnowledgeCheckResult> {
  const module = await findCheckedModule(db, moduleId);
  const [rules, history] = await Promise.all([
    checkRulesFor(db, module, userId),
    learnerAttempts(db, userId, moduleId, now),
  ]);
  const answersShown = scored.passed && rules.showAnswersAfterPass;
  const headings = sectionHeadings(module.content);
  const review = answersShown
    ? []
    : [
        ...new Set(
          drawn.flatMap((d, i) => {
            if (scored.questions[i].correct) return [];
            const right = d.row.options.filter((o) => d.row.correct.includes(o.id)).map((o) => o.text);
            const place = reviewLocation(d.row.feedback, headings, right);
            return place ? [place] : [];
          }),
        ),
      ];
  const allowance = attemptAllowance(rules, history, now);
  return {
    scorePercent: scored.scorePercent,
    passed: scored.passed,
    passMark,
    rightCount: scored.right,
    questionCount: drawn.length,
    answersShown,
    questions: answersShown
      ? drawn.map((d, i) => ({ id: d.row.key, correct: scored.questions[i].correct, feedback: d.row.feedback }))
      : [],
    review,
    attemptsLeft: allowance.attemptsLeft,
    nextAttemptAt: !allowance.allowed && allowance.reason === "cooldown" ? allowance.nextAttemptAt.toISOString() : null,
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
