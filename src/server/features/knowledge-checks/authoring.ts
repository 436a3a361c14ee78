import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import {
  type AdminBank,
  type AdminQuestion,
  type BankModule,
  type CheckSettings,
  optionIdAt,
  type QuestionInput,
  type QuestionUpdateResponse,
} from "../../../contracts/knowledge-check";
import type { GeneratedQuestion } from "../../../domain/generated-questions";
import {
  type BankQuestion,
  bankProblems,
  normalisedQuestionText,
  type QuestionType,
} from "../../../domain/knowledge-check";
import type { Db } from "../../db/client";
import { refreshLearningTimes } from "../../db/learning-time";
import { knowledgeCheckAnswers, knowledgeCheckQuestions, modules } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { catalogueWritten } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";

/**
 * Authoring of knowledge check banks (issue 22 item 4), administrators only. Every write stamps
 * `edited_at`, so the catalogue sync leaves the row alone afterwards; a question with answers is never
 * changed in place (an edit is a new row and the old one retires), so attempts and item analysis keep
 * pointing at what was asked. Bank writes lock the module's row, so two admins cannot together take
 * an assessed module's active bank below its draw size or add the same text twice.
 */

type Executor = Pick<Db, "select" | "update" | "insert" | "delete" | "execute">;
type QuestionRow = typeof knowledgeCheckQuestions.$inferSelect;
const q = knowledgeCheckQuestions;

const answerCount = sql<number>`(select count(*) from knowledge_check_answers a where a.question_id = "knowledge_check_questions"."id")::int`;

function toAdminQuestion(row: QuestionRow, answers: number): AdminQuestion {
  return {
    id: row.id,
    key: row.key,
    type: row.type as QuestionType,
    text: row.text,
    options: row.options,
    correct: row.correct,
    feedback: row.feedback,
    status: row.retiredAt ? "retired" : (row.status as "active" | "draft"),
    source: row.source as AdminQuestion["source"],
    version: row.version,
    previousId: row.previousId,
    answers: Number(answers),
    editedAt: row.editedAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The bank's counts of every active module (the admin's module picker). */
export async function listBankModules(db: Db): Promise<BankModule[]> {
  const rows = await db
    .select(bankModuleColumns)
    .from(modules)
    .where(eq(modules.isActive, true))
    .orderBy(asc(modules.id));
  return rows.map(toBankModule);
}

const counted = (where: ReturnType<typeof sql>) =>
  // "modules"."id" spelled out: in a one-table select drizzle leaves columns unqualified.
  sql<number>`(select count(*) from knowledge_check_questions kq where kq.module_id = "modules"."id" and ${where})::int`;

const bankModuleColumns = {
  id: modules.id,
  title: modules.title,
  slug: modules.slug,
  pivotPillar: modules.pivotPillar,
  drawSize: modules.checkDrawSize,
  passMark: modules.checkPassMark,
  cooldownMinutes: modules.checkCooldownMinutes,
  activeCount: counted(sql`kq.retired_at is null and kq.status = 'active'`),
  draftCount: counted(sql`kq.retired_at is null and kq.status = 'draft'`),
  retiredCount: counted(sql`kq.retired_at is not null`),
};

type BankModuleRow = {
  id: number;
  title: string;
  slug: string;
  pivotPillar: string;
  drawSize: number;
  passMark: number;
  cooldownMinutes: number;
  activeCount: number;
  draftCount: number;
  retiredCount: number;
};

function toBankModule(r: BankModuleRow): BankModule {
  const activeCount = Number(r.activeCount);
  return {
    id: r.id,
    title: r.title,
    pivotPillar: r.pivotPillar,
    settings: { drawSize: r.drawSize, passMark: r.passMark, cooldownMinutes: r.cooldownMinutes },
    activeCount,
    draftCount: Number(r.draftCount),
    retiredCount: Number(r.retiredCount),
    assessed: activeCount >= r.drawSize,
  };
}

/** The module's bank figures; with `lock`, its row is held for the rest of the transaction. */
async function bankModule(db: Executor, moduleId: number, lock = false): Promise<BankModuleRow> {
  if (lock) {
    await db.execute(sql`select id from ${modules} where ${modules.id} = ${moduleId} and is_active for update`);
  }
  const [row] = await db
    .select(bankModuleColumns)
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!row) throw notFound("Module not found");
  return row;
}

/** GET …/modules/{moduleId}: settings and every question (active, then drafts, then retired). */
export async function getBank(db: Db, moduleId: number): Promise<AdminBank> {
  const module = await bankModule(db, moduleId);
  const rows = await db
    .select({ row: q, answers: answerCount })
    .from(q)
    .where(eq(q.moduleId, moduleId))
    .orderBy(
      sql`case when ${q.retiredAt} is not null then 2 when ${q.status} = 'draft' then 1 else 0 end`,
      asc(q.position),
      asc(q.id),
    );
  return { module: toBankModule(module), questions: rows.map((r) => toAdminQuestion(r.row, r.answers)) };
}

async function findQuestion(db: Executor, questionId: number) {
  const [found] = await db
    .select({ row: q, answers: answerCount })
    .from(q)
    .innerJoin(modules, eq(modules.id, q.moduleId))
    .where(and(eq(q.id, questionId), eq(modules.isActive, true)));
  if (!found) throw notFound("Question not found");
  return { row: found.row, answers: Number(found.answers) };
}

/** The stored shape of an editor's question: option ids a, b, c… in the order given. */
function storedShape(input: QuestionInput) {
  return {
    type: input.type,
    text: input.text,
    options: input.options.map((o, i) => ({ id: optionIdAt(i), text: o.text })),
    correct: input.options.flatMap((o, i) => (o.correct ? [optionIdAt(i)] : [])),
    feedback: input.feedback,
  };
}

/** 409 when another question of the module's bank (active or draft, not retired) has this text. */
async function ensureUniqueText(db: Executor, moduleId: number, text: string, except: number[] = []) {
  const others = await db
    .select({ id: q.id, text: q.text })
    .from(q)
    .where(
      and(eq(q.moduleId, moduleId), isNull(q.retiredAt), except.length > 0 ? notInArray(q.id, except) : undefined),
    );
  const wanted = normalisedQuestionText(text);
  if (others.some((o) => normalisedQuestionText(o.text) === wanted)) {
    throw conflict("The module's bank already has a question with this text");
  }
}

const shortBankMessage = (title: string, count: number, drawSize: number) =>
  `A module whose bank has fewer questions than the draw size refuses to publish: ${title} would have ${count} active question${count === 1 ? "" : "s"} and a check draws ${drawSize}. Add questions or lower the draw size.`;

const newKey = (slug: string, kind: "admin" | "gen") => `${slug}-${kind}-${randomBytes(4).toString("hex")}`;

async function nextPosition(db: Executor, moduleId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${q.position})` })
    .from(q)
    .where(eq(q.moduleId, moduleId));
  return (row?.max ?? -1) + 1;
}

/** POST …/modules/{moduleId}/questions: a new active question. */
export async function createQuestion(db: Db, moduleId: number, input: QuestionInput, now: Date) {
  const created = await db.transaction(async (tx) => {
    const module = await bankModule(tx, moduleId, true);
    await ensureUniqueText(tx, moduleId, input.text);
    const [row] = await tx
      .insert(q)
      .values({
        key: newKey(module.slug, "admin"),
        moduleId,
        ...storedShape(input),
        position: await nextPosition(tx, moduleId),
        status: "active",
        source: "admin",
        editedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await refreshLearningTimes(tx);
    return row;
  });
  await catalogueWritten(db);
  return toAdminQuestion(created, 0);
}

/**
 * PUT …/questions/{questionId}. A question without answers changes in place. One with answers is
 * never rewritten: the edit is a new row (version + 1, `previous_id` naming the old one, same place in
 * the bank) and the old row retires, so every answer keeps the text it was given for.
 */
export async function updateQuestion(
  db: Db,
  questionId: number,
  body: BodyAfterLookup<QuestionInput>,
  now: Date,
): Promise<QuestionUpdateResponse> {
  const result = await db.transaction(async (tx) => {
    const { row: before } = await findQuestion(tx, questionId);
    const input = readBody(body);
    const module = await bankModule(tx, before.moduleId, true);
    const { row: current, answers } = await findQuestion(tx, questionId);
    if (current.retiredAt) throw conflict("Restore the question before editing it");
    await ensureUniqueText(tx, module.id, input.text, [current.id]);
    const shape = storedShape(input);
    if (answers === 0) {
      const [row] = await tx
        .update(q)
        .set({ ...shape, editedAt: now, updatedAt: now })
        .where(eq(q.id, current.id))
        .returning();
      return { question: toAdminQuestion(row, 0), newVersion: false };
    }
    await tx.update(q).set({ retiredAt: now, editedAt: now, updatedAt: now }).where(eq(q.id, current.id));
    const version = current.version + 1;
    const [row] = await tx
      .insert(q)
      .values({
        key: await versionKey(tx, current.key, version),
        moduleId: module.id,
        ...shape,
        position: current.position,
        version,
        previousId: current.id,
        status: current.status,
        source: "admin",
        editedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { question: toAdminQuestion(row, 0), newVersion: true };
  });
  await catalogueWritten(db);
  return result;
}

/** "<key>-v<n>" from the question's first key; a number further on if that key is taken. */
async function versionKey(db: Executor, key: string, version: number): Promise<string> {
  const base = key.replace(/-v\d+$/, "");
  for (let n = version; ; n++) {
    const candidate = `${base}-v${n}`;
    const [taken] = await db.select({ id: q.id }).from(q).where(eq(q.key, candidate));
    if (!taken) return candidate;
  }
}

/**
 * POST …/questions/{questionId}/retire. Refused (409) when it would take an assessed module's active
 * bank below its draw size: the check would silently stop. Answers and attempts keep the row.
 */
export async function retireQuestion(db: Db, questionId: number, now: Date): Promise<AdminQuestion> {
  const result = await db.transaction(async (tx) => {
    const { row: before } = await findQuestion(tx, questionId);
    const module = await bankModule(tx, before.moduleId, true);
    const { row: current, answers } = await findQuestion(tx, questionId);
    if (current.retiredAt) return toAdminQuestion(current, answers);
    const active = Number(module.activeCount);
    if (current.status === "active" && active >= module.drawSize && active - 1 < module.drawSize) {
      throw conflict(
        `Retiring this question would leave ${active - 1} active questions, fewer than the ${module.drawSize} a check draws. Add a question first or lower the draw size.`,
      );
    }
    const [row] = await tx
      .update(q)
      .set({ retiredAt: now, editedAt: now, updatedAt: now })
      .where(eq(q.id, current.id))
      .returning();
    // Issue 46: a check that draws fewer questions takes less time (decision 375).
    await refreshLearningTimes(tx);
    return toAdminQuestion(row, answers);
  });
  await catalogueWritten(db);
  return result;
}

/** POST …/questions/{questionId}/restore: back into the bank (as it was: active or draft), unless its text is taken. */
export async function restoreQuestion(db: Db, questionId: number, now: Date): Promise<AdminQuestion> {
  const result = await db.transaction(async (tx) => {
    const { row: before } = await findQuestion(tx, questionId);
    await bankModule(tx, before.moduleId, true);
    const { row: current, answers } = await findQuestion(tx, questionId);
    if (!current.retiredAt) return toAdminQuestion(current, answers);
    await ensureUniqueText(tx, current.moduleId, current.text, [current.id]);
    const [row] = await tx
      .update(q)
      .set({ retiredAt: null, editedAt: now, updatedAt: now })
      .where(eq(q.id, current.id))
      .returning();
    // Issue 46: a check that draws fewer questions takes less time (decision 375).
    await refreshLearningTimes(tx);
    return toAdminQuestion(row, answers);
  });
  await catalogueWritten(db);
  return result;
}

/**
 * PUT …/modules/{moduleId}/settings. A draw size above the active bank of an assessed module is
 * refused (409): it would stop the check. A module not yet assessed may be set up before its bank.
 */
export async function updateSettings(db: Db, moduleId: number, settings: CheckSettings, now: Date) {
  const result = await db.transaction(async (tx) => {
    const module = await bankModule(tx, moduleId, true);
    const active = Number(module.activeCount);
    if (active >= module.drawSize && settings.drawSize > active) {
      throw conflict(
        `The bank has ${active} active questions, fewer than the ${settings.drawSize} a check would draw. Add questions first or draw at most ${active}.`,
      );
    }
    await tx
      .update(modules)
      .set({
        checkDrawSize: settings.drawSize,
        checkPassMark: settings.passMark,
        checkCooldownMinutes: settings.cooldownMinutes,
        checkSettingsEditedAt: now,
      })
      .where(eq(modules.id, moduleId));
    // Issue 46: the draw size is part of the module's duration (decision 375).
    await refreshLearningTimes(tx);
    return toBankModule(await bankModule(tx, moduleId));
  });
  await catalogueWritten(db);
  return result;
}

const toBankQuestion = (row: QuestionRow): BankQuestion => ({
  id: row.key,
  type: row.type as QuestionType,
  text: row.text,
  options: row.options,
  correct: row.correct,
  feedback: row.feedback,
});

/**
 * Publishes the module's draft questions into its active bank (issue 22 item 4), in the caller's
 * transaction. Refused (409) when the bank would then have questions but fewer than the draw size
 * ("A module whose bank has fewer questions than the draw size refuses to publish"), or would break
 * a bank rule (the same text twice). A module with no questions at all stays unassessed.
 */
export async function publishDraftQuestions(tx: Executor, moduleId: number, now: Date): Promise<number> {
  const module = await bankModule(tx, moduleId, true);
  const rows = await tx
    .select()
    .from(q)
    .where(and(eq(q.moduleId, moduleId), isNull(q.retiredAt)));
  const drafts = rows.filter((r) => r.status === "draft");
  if (rows.length > 0 && rows.length < module.drawSize) {
    throw conflict(shortBankMessage(module.title, rows.length, module.drawSize));
  }
  const problems = bankProblems(rows.map(toBankQuestion), module.drawSize);
  if (problems.length > 0) throw conflict(`The bank cannot be published: ${problems.slice(0, 3).join("; ")}`);
  if (drafts.length === 0) return 0;
  await tx
    .update(q)
    .set({ status: "active", editedAt: now, updatedAt: now })
    .where(
      inArray(
        q.id,
        drafts.map((d) => d.id),
      ),
    );
  return drafts.length;
}

/** POST …/modules/{moduleId}/publish-drafts: the bank page's way to publish the drafts on their own. */
export async function publishDrafts(db: Db, moduleId: number, now: Date) {
  const result = await db.transaction(async (tx) => {
    const published = await publishDraftQuestions(tx, moduleId, now);
    return { published, module: toBankModule(await bankModule(tx, moduleId)) };
  });
  await catalogueWritten(db);
  return result;
}

/**
 * The generator's draft bank for a module (issue 22 item 4): the earlier draft questions go (drafts
 * are never drawn, so nothing points at them) and the new ones are stored as drafts of this draft.
 */
export async function replaceDraftQuestions(
  db: Db,
  module: { id: number; slug: string },
  generatedContentId: number,
  questions: readonly GeneratedQuestion[],
) {
  await db.transaction(async (tx) => {
    await bankModule(tx, module.id, true);
    await tx
      .delete(q)
      .where(
        and(
          eq(q.moduleId, module.id),
          eq(q.status, "draft"),
          sql`not exists (select 1 from ${knowledgeCheckAnswers} a where a.question_id = ${q.id})`,
        ),
      );
    if (questions.length === 0) return;
    const position = await nextPosition(tx, module.id);
    await tx.insert(q).values(
      questions.map((question, i) => ({
        key: newKey(module.slug, "gen"),
        moduleId: module.id,
        ...storedShape(question),
        position: position + i,
        status: "draft",
        source: "generator",
        generatedContentId,
      })),
    );
  });
}
