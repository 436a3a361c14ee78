import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type {
  BulkGenerateResponse,
  ContentAnalytics,
  ContentDraft,
  GeneratedContent,
  GenerationRun,
  GenerationRunItem,
  ModuleWithoutContent,
  PublishResponse,
} from "../../../contracts/content-admin";
import { paths } from "../../../contracts/routes";
import { completionPercentage, contentToMarkdown, pillarCoverage } from "../../../domain/content-generator";
import { isReviewOverdue, reviewDueOn } from "../../../domain/content-review";
import type { Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { refreshLearningTimes } from "../../db/learning-time";
import { moduleHasContent, moduleOutlineColumns } from "../../db/module-summary";
import {
  contentReadyRequests,
  generatedContent,
  generationRuns,
  modules,
  pathwayModules,
  pathways,
} from "../../db/schema";
import { conflict, HttpError, notFound } from "../../errors";
import { writeTransaction } from "../../platform/caches/writes";
import { wakeMails } from "../../platform/mail/queue-mail";
import { storeNotifications } from "../../platform/notifications/notify";
import { draftQuestionBank } from "../../platform/question-bank/draft-questions";
import { type ContentEngine, GenerationError } from "./engine";

/** spec 3 §7: the active modules lacking content. */
export async function listModulesWithoutContent(db: Db): Promise<ModuleWithoutContent[]> {
  return db
    .select(moduleOutlineColumns)
    .from(modules)
    .where(and(eq(modules.isActive, true), sql`not (${moduleHasContent})`))
    .orderBy(asc(modules.id));
}

/** Every active module with its content, podcast and draft state (the admin's module picker). */
export async function listAdminModules(db: Db, today: string) {
  const rows = await db
    .select({
      ...moduleOutlineColumns,
      hasContent: moduleHasContent,
      podcastUrl: modules.podcastUrl,
      podcastDuration: modules.podcastDuration,
      draftStatus: generatedContent.status,
      reviewedOn: modules.reviewedOn,
      legalSources: modules.legalSources,
    })
    .from(modules)
    .leftJoin(generatedContent, eq(generatedContent.moduleId, modules.id))
    .where(eq(modules.isActive, true))
    .orderBy(asc(modules.id));
  return rows.map(({ legalSources, ...r }) => ({
    ...r,
    hasContent: Boolean(r.hasContent),
    draftStatus: (r.draftStatus as "draft" | "published" | null) ?? null,
    reviewDueOn: r.reviewedOn === null ? null : reviewDueOn(r.reviewedOn),
    reviewOverdue: isReviewOverdue(r.reviewedOn, today),
    legalSourceCount: legalSources.length,
  }));
}

async function findModule(db: Db, id: number) {
  const [module] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.id, id), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");
  return module;
}

/** The catalogue around a module: same-pillar modules with content, and the pathways that include it. */
async function catalogueContext(db: Db, module: { id: number; pivotPillar: Pillar }) {
  const related = await db
    .select({ title: modules.title })
    .from(modules)
    .where(
      and(
        eq(modules.isActive, true),
        eq(modules.pivotPillar, module.pivotPillar),
        sql`${modules.id} <> ${module.id}`,
        moduleHasContent,
      ),
    )
    .orderBy(asc(modules.id))
    .limit(3);
  const inPathways = await db
    .select({ title: pathways.title })
    .from(pathwayModules)
    .innerJoin(pathways, eq(pathways.id, pathwayModules.pathwayId))
    .where(eq(pathwayModules.moduleId, module.id))
    .orderBy(asc(pathways.id));
  return { relatedTitles: related.map((r) => r.title), pathwayTitles: inPathways.map((p) => p.title) };
}

type DraftRow = typeof generatedContent.$inferSelect;

function toDraft(row: DraftRow, module: { title: string; pivotPillar: string }): ContentDraft {
  return {
    id: row.id,
    moduleId: row.moduleId,
    moduleTitle: module.title,
    pivotPillar: module.pivotPillar,
    status: row.status as ContentDraft["status"],
    engine: row.engine as ContentDraft["engine"],
    content: row.content as GeneratedContent,
    markdown: row.markdown,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/**
 * Generates one module's content as a draft (replacing an earlier draft). A failure of the engine
 * (an unreachable model, an answer that is not valid content) saves nothing and is a 502 naming why.
 */
export async function generateForModule(db: Db, engine: ContentEngine, moduleId: number, userId: string) {
  const module = await findModule(db, moduleId);
  let content: GeneratedContent;
  try {
    content = await engine.generate(module, await catalogueContext(db, module));
  } catch (error) {
    if (error instanceof GenerationError) throw new HttpError(502, error.message);
    throw error;
  }
  const markdown = contentToMarkdown(content);
  const now = new Date();
  const [row] = await db
    .insert(generatedContent)
    .values({ moduleId, status: "draft", engine: engine.name, content, markdown, createdBy: userId })
    .onConflictDoUpdate({
      target: generatedContent.moduleId,
      set: {
        status: "draft",
        engine: engine.name,
        content,
        markdown,
        createdBy: userId,
        updatedAt: now,
        publishedAt: null,
      },
    })
    .returning();
  // issue 22 item 4: the draft knowledge check, stored as draft questions until the draft is published.
  await draftQuestionBank().replaceDrafts(db, module, row.id, content.knowledgeCheckQuestions ?? []);
  return { moduleId, content, draft: toDraft(row, module) };
}

type RunRow = typeof generationRuns.$inferSelect;
const toRun = (row: RunRow): GenerationRun => ({
  id: row.id,
  status: row.status as GenerationRun["status"],
  items: row.items as GenerationRunItem[],
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** A run left "running" by a process that stopped (a crash, a deploy) no longer blocks new runs. */
const STALE_RUN_MS = 30 * 60_000;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * spec 3 §7 bulk generation: one module after another, each one's progress stored on the run (the
 * admin's screen polls it), each failure reported for its module. Only one run at a time: a second
 * request while one runs is a 409 (the database's partial unique index decides, across processes).
 */
export async function generateBulk(
  db: Db,
  engine: ContentEngine,
  moduleIds: number[],
  userId: string,
): Promise<BulkGenerateResponse> {
  const ids = [...new Set(moduleIds)];
  const found = await db
    .select({ id: modules.id, title: modules.title })
    .from(modules)
    .where(and(inArray(modules.id, ids), eq(modules.isActive, true)));
  const titles = new Map(found.map((m) => [m.id, m.title]));
  const missing = ids.filter((id) => !titles.has(id));
  if (missing.length) throw notFound(`Module not found: ${missing.join(", ")}`);

  await db
    .update(generationRuns)
    .set({ status: "failed", finishedAt: new Date() })
    .where(
      and(eq(generationRuns.status, "running"), lt(generationRuns.startedAt, new Date(Date.now() - STALE_RUN_MS))),
    );
  const items: GenerationRunItem[] = ids.map((id) => ({
    moduleId: id,
    title: titles.get(id) ?? "",
    status: "pending",
    error: null,
  }));
  let run: RunRow;
  try {
    [run] = await db.insert(generationRuns).values({ status: "running", requestedBy: userId, items }).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("A bulk generation is already running. Wait for it to finish.");
    throw error;
  }

  const results: BulkGenerateResponse["results"] = {};
  const save = (status?: "completed" | "failed") =>
    db
      .update(generationRuns)
      .set({ items, ...(status ? { status, finishedAt: new Date() } : {}) })
      .where(eq(generationRuns.id, run.id))
      .returning();
  try {
    for (const item of items) {
      item.status = "generating";
      await save();
      try {
        const { draft } = await generateForModule(db, engine, item.moduleId, userId);
        item.status = "generated";
        results[String(item.moduleId)] = { status: "generated", error: null, draftId: draft.id };
      } catch (error) {
        item.status = "failed";
        item.error = error instanceof HttpError ? error.message : "Generation failed";
        results[String(item.moduleId)] = { status: "failed", error: item.error, draftId: null };
      }
    }
  } finally {
    [run] = await save(items.some((i) => i.status !== "generated" && i.status !== "failed") ? "failed" : "completed");
  }
  return { run: toRun(run), results };
}

/** The running bulk generation, or the latest one (so the screen shows how the last run ended). */
export async function currentRun(db: Db): Promise<GenerationRun | null> {
  const [row] = await db
    .select()
    .from(generationRuns)
    .orderBy(sql`${generationRuns.status} = 'running' desc`, sql`${generationRuns.id} desc`)
    .limit(1);
  return row ? toRun(row) : null;
}

export async function listDrafts(db: Db): Promise<ContentDraft[]> {
  const rows = await db
    .select({ draft: generatedContent, title: modules.title, pivotPillar: modules.pivotPillar })
    .from(generatedContent)
    .innerJoin(modules, eq(modules.id, generatedContent.moduleId))
    .orderBy(sql`${generatedContent.updatedAt} desc`, sql`${generatedContent.id} desc`);
  return rows.map((r) => toDraft(r.draft, r));
}

async function findDraft(db: Db, id: number) {
  const [row] = await db
    .select({ draft: generatedContent, title: modules.title, pivotPillar: modules.pivotPillar })
    .from(generatedContent)
    .innerJoin(modules, eq(modules.id, generatedContent.moduleId))
    .where(eq(generatedContent.id, id));
  if (!row) throw notFound("Draft not found");
  return row;
}

/** The admin's edit of the body. A published draft edited again goes back to draft until republished. */
export async function updateDraft(db: Db, id: number, markdown: string): Promise<ContentDraft> {
  const found = await findDraft(db, id);
  const [row] = await db
    .update(generatedContent)
    .set({ markdown, status: "draft", updatedAt: new Date() })
    .where(eq(generatedContent.id, id))
    .returning();
  return toDraft(row, found);
}

/**
 * Publishes the draft into the module's body and tells each learner who pressed "Notify When Ready"
 * for the module, once: the body, the draft questions (issue 22 item 4: a bank that would be shorter
 * than the draw size, or break a bank rule, refuses the whole publish with 409), the notifications
 * and their marks are one transaction (issue 27); the catalogue caches forget after the commit, and
 * the e-mails are woken then.
 */
export async function publishDraft(db: Db, id: number): Promise<PublishResponse> {
  const found = await findDraft(db, id);
  const now = new Date();
  const { row, notified, mailIds } = await writeTransaction(db, async (tx, changes) => {
    await draftQuestionBank().publishDrafts(tx, found.draft.moduleId, now);
    await tx.update(modules).set({ content: found.draft.markdown }).where(eq(modules.id, found.draft.moduleId));
    // Issue 46: the published body and its questions give the module its duration (decision 375).
    await refreshLearningTimes(tx);
    const [published] = await tx
      .update(generatedContent)
      .set({ status: "published", publishedAt: now, updatedAt: now })
      .where(eq(generatedContent.id, id))
      .returning();
    changes.catalogue();
    const waiting = await tx
      .update(contentReadyRequests)
      .set({ notifiedAt: now })
      .where(and(eq(contentReadyRequests.moduleId, found.draft.moduleId), isNull(contentReadyRequests.notifiedAt)))
      .returning({ userId: contentReadyRequests.userId });
    const stored = await storeNotifications(
      tx,
      waiting.map((w) => ({
        userId: w.userId,
        kind: "content_ready",
        title: `${found.title} is ready`,
        body: `The module you asked about is now available to read: ${found.title}.`,
        link: paths.module(found.draft.moduleId),
        dedupeKey: `content_ready:${found.draft.moduleId}`,
      })),
    );
    return { row: published, notified: stored.count, mailIds: stored.mailIds };
  });
  await wakeMails(db, mailIds);
  return { draft: toDraft(row, found), notified };
}

/** spec 3 §9: completion percentage and coverage per pillar, from the catalogue as it is. */
export async function contentAnalytics(db: Db): Promise<ContentAnalytics> {
  const rows = await db
    .select({ pivotPillar: modules.pivotPillar, hasContent: moduleHasContent })
    .from(modules)
    .where(eq(modules.isActive, true));
  const list = rows.map((r) => ({ pivotPillar: r.pivotPillar, hasContent: Boolean(r.hasContent) }));
  const withContent = list.filter((m) => m.hasContent).length;
  const [counts] = await db
    .select({
      drafts: sql<number>`count(*) filter (where ${generatedContent.status} = 'draft')`,
      published: sql<number>`count(*) filter (where ${generatedContent.status} = 'published')`,
    })
    .from(generatedContent);
  return {
    totalModules: list.length,
    modulesWithContent: withContent,
    completionPercentage: completionPercentage(withContent, list.length),
    drafts: Number(counts?.drafts ?? 0),
    published: Number(counts?.published ?? 0),
    pillars: pillarCoverage(list),
  };
}

/** A learner's "Notify When Ready" for a module without content (asking twice keeps one request). */
export async function requestContentReady(db: Db, userId: string, moduleId: number) {
  await findModule(db, moduleId);
  await db
    .insert(contentReadyRequests)
    .values({ userId, moduleId })
    .onConflictDoUpdate({
      target: [contentReadyRequests.userId, contentReadyRequests.moduleId],
      set: { notifiedAt: null, createdAt: new Date() },
    });
  return { moduleId, requested: true };
}
