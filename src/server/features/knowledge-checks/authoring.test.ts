import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminBank,
  AdminQuestion,
  AnalysisOverview,
  KnowledgeCheckAttempt,
  ModuleAnalysisDetail,
  QuestionInput,
} from "../../../contracts/knowledge-check";
import type { ModuleSummary } from "../../../contracts/modules";
import { type BankQuestion, bankProblems } from "../../../domain/knowledge-check";
import { syncCatalogue } from "../../cli/seed";
import {
  generatedContent,
  knowledgeCheckAnswers,
  knowledgeCheckAttempts,
  knowledgeCheckQuestions,
  modules,
} from "../../db/schema";
import { addMember, createAdmin, createLearner, createModule, createOrganization } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
const now = new Date("2026-03-02T10:00:00Z");
let catalogue: ModuleSummary[];
let admin: TestUser;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  catalogue = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  admin = await signedInSession(
    t,
    await createAdmin(t.database.db, { email: "bank-admin@example.com", firstName: "Ada", lastName: "Admin" }),
  );
});
afterAll(() => t.close());

async function person(): Promise<TestUser & { id: string }> {
  const created = await createLearner(t.database.db, {
    email: `authoring-${++people}@example.com`,
    firstName: "Kim",
    lastName: `Learner ${people}`,
  });
  return { ...(await signedInSession(t, created)), id: created.id };
}

/** The assessed free modules, each test taking its own so their banks do not meet. */
const assessedModules = () => catalogue.filter((m) => m.hasKnowledgeCheck && !m.isPremium);

const bankOf = async (moduleId: number, user: TestUser = admin) =>
  t.as(user, { method: "GET", url: `/api/admin/knowledge-checks/modules/${moduleId}` });
const bank = async (moduleId: number): Promise<AdminBank> => {
  const res = await bankOf(moduleId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const addQuestion = (moduleId: number, body: unknown, user: TestUser = admin) =>
  t.as(user, {
    method: "POST",
    url: `/api/admin/knowledge-checks/modules/${moduleId}/questions`,
    payload: body as object,
  });
const editQuestion = (questionId: number | string, body: unknown) =>
  t.as(admin, { method: "PUT", url: `/api/admin/knowledge-checks/questions/${questionId}`, payload: body as object });
const questionAction = (questionId: number | string, action: "retire" | "restore", user: TestUser = admin) =>
  t.as(user, { method: "POST", url: `/api/admin/knowledge-checks/questions/${questionId}/${action}` });
const saveSettings = (moduleId: number, settings: unknown) =>
  t.as(admin, {
    method: "PUT",
    url: `/api/admin/knowledge-checks/modules/${moduleId}/settings`,
    payload: settings as object,
  });

const single = (text: string): QuestionInput => ({
  type: "single",
  text,
  options: [
    { text: "The right one", correct: true },
    { text: "A wrong one", correct: false },
    { text: "Another wrong one", correct: false },
  ],
  feedback: "The right one is right because the module says so.",
});

describe("the bank editor's API (issue 22 item 4)", () => {
  it("shows a module's questions with their right answers and feedback, to admins only", async () => {
    const module = assessedModules()[0];
    const body = await bank(module.id);
    expect(body.module).toMatchObject({ id: module.id, assessed: true, draftCount: 0 });
    expect(body.module.activeCount).toBeGreaterThanOrEqual(8);
    expect(body.questions[0]).toMatchObject({ status: "active", source: "file", version: 1, answers: 0 });
    expect(body.questions[0].correct.length).toBeGreaterThan(0);
    expect(body.questions[0].feedback).not.toBe("");

    const learner = await person();
    expect((await bankOf(module.id, learner)).statusCode).toBe(403);
    expect((await addQuestion(module.id, single("Who may add this?"), learner)).statusCode).toBe(403);
    expect((await questionAction(body.questions[0].id, "retire", learner)).statusCode).toBe(403);
    expect((await t.as(null, { method: "GET", url: "/api/admin/knowledge-checks/analysis" })).statusCode).toBe(401);
    // Ids beyond 2^31 are bad input; ids nobody has are not found.
    expect((await bankOf(2_147_483_648)).statusCode).toBe(400);
    expect((await bankOf(1_999_999_999)).statusCode).toBe(404);
    expect((await editQuestion("2147483648", single("Too big an id?"))).statusCode).toBe(400);
    expect((await editQuestion(1_999_999_999, single("Nobody's question?"))).statusCode).toBe(404);
    expect((await questionAction(1_999_999_999, "restore")).statusCode).toBe(404);
  });

  it("adds a question, and refuses bad shapes (400) and a text the bank already has (409)", async () => {
    const module = assessedModules()[1];
    const before = await bank(module.id);
    const refusals: [unknown, RegExp][] = [
      [
        {
          ...single("Two right?"),
          options: single("x")
            .options.map((o) => ({ ...o, correct: true }))
            .slice(0, 2),
        },
        /exactly one right option/,
      ],
      [
        {
          ...single("All right?"),
          type: "multiple",
          options: [
            { text: "One", correct: true },
            { text: "Two", correct: true },
          ],
        },
        /cannot have every option right/,
      ],
      [{ ...single("Only one right of many?"), type: "multiple" }, /at least two right options/],
      [{ ...single("No feedback?"), feedback: "  " }, /Feedback is required/],
      [{ ...single("Three-way truth?"), type: "true_false" }, /exactly two options/],
      [{ ...single("One option?"), options: [{ text: "Alone", correct: true }] }, /at least two options/],
    ];
    for (const [body, message] of refusals) {
      const res = await addQuestion(module.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    // The same text as a question of the bank, in other case and spacing.
    const taken = before.questions[0].text.toUpperCase().replace(/ /g, "  ");
    const duplicate = await addQuestion(module.id, single(taken));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already has a question with this text/);

    const res = await addQuestion(module.id, single("Which option does the editor add?"));
    expect(res.statusCode, res.body).toBe(201);
    const added: AdminQuestion = res.json();
    expect(added).toMatchObject({
      status: "active",
      source: "admin",
      options: [
        { id: "a", text: "The right one" },
        { id: "b", text: "A wrong one" },
        { id: "c", text: "Another wrong one" },
      ],
      correct: ["a"],
    });
    expect((await bank(module.id)).module.activeCount).toBe(before.module.activeCount + 1);
  });

  it("edits an unanswered question in place, an answered one as a new version; answers keep the old text", async () => {
    const module = assessedModules()[2];
    const learner = await person();
    const start = await t.as(learner, { method: "POST", url: `/api/modules/${module.id}/knowledge-check/attempts` });
    expect(start.statusCode, start.body).toBe(201);
    const attempt: KnowledgeCheckAttempt = start.json();
    const submitted = await t.as(learner, {
      method: "POST",
      url: `/api/modules/${module.id}/knowledge-check/attempts/${attempt.attemptId}/submit`,
      payload: { answers: {} },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const before = await bank(module.id);
    const answered = before.questions.find((q) => q.key === attempt.questions[0].id)!;
    expect(answered.answers).toBe(1);
    const edit = await editQuestion(answered.id, single("An edited question after answers"));
    expect(edit.statusCode, edit.body).toBe(200);
    const { question, newVersion } = edit.json();
    expect(newVersion).toBe(true);
    expect(question).toMatchObject({
      version: 2,
      previousId: answered.id,
      status: "active",
      key: `${answered.key}-v2`,
    });
    expect(question.id).not.toBe(answered.id);

    const after = await bank(module.id);
    expect(after.module.activeCount).toBe(before.module.activeCount);
    expect(after.questions.find((q) => q.id === answered.id)).toMatchObject({ status: "retired", text: answered.text });
    // The attempt's answer still resolves to what was asked.
    const [answer] = await t.database.db
      .select({ text: knowledgeCheckQuestions.text })
      .from(knowledgeCheckAnswers)
      .innerJoin(knowledgeCheckQuestions, eq(knowledgeCheckQuestions.id, knowledgeCheckAnswers.questionId))
      .where(
        and(eq(knowledgeCheckAnswers.attemptId, attempt.attemptId), eq(knowledgeCheckAnswers.questionId, answered.id)),
      );
    expect(answer.text).toBe(answered.text);
    // A retired version is restored, not edited.
    expect((await editQuestion(answered.id, single("Edit a retired one?"))).statusCode).toBe(409);

    const unanswered = after.questions.find((q) => q.status === "active" && q.answers === 0 && q.id !== question.id)!;
    const inPlace = await editQuestion(unanswered.id, single("An edited question without answers"));
    expect(inPlace.json()).toMatchObject({ newVersion: false, question: { id: unanswered.id, version: 1 } });
  });

  it("retires and restores, never below an assessed module's draw size, and never into a duplicate", async () => {
    const module = assessedModules()[3];
    const before = await bank(module.id);
    const active = before.module.activeCount;
    expect((await saveSettings(module.id, { drawSize: active + 1, passMark: 80, cooldownMinutes: 0 })).statusCode).toBe(
      409,
    );
    const atTheLimit = await saveSettings(module.id, { drawSize: active, passMark: 70, cooldownMinutes: 5 });
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(200);
    const [first, second] = before.questions;
    const refused = await questionAction(first.id, "retire");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/fewer than the \d+ a check draws/);

    expect((await saveSettings(module.id, { drawSize: 5, passMark: 70, cooldownMinutes: 5 })).statusCode).toBe(200);
    const retired = await questionAction(first.id, "retire");
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ status: "retired" });
    expect((await bank(module.id)).module.activeCount).toBe(active - 1);

    // Its text is free again; restoring it then would make a duplicate.
    expect((await addQuestion(module.id, single(first.text))).statusCode).toBe(201);
    expect((await questionAction(first.id, "restore")).statusCode).toBe(409);
    const secondRetired = await questionAction(second.id, "retire");
    expect(secondRetired.statusCode).toBe(200);
    const restored = await questionAction(second.id, "restore");
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: "active", retiredAt: null });
  });

  it("keeps admin edits, retirements and settings when the catalogue is synced again", async () => {
    const module = assessedModules()[4];
    const before = await bank(module.id);
    const [edited, retired, untouched] = before.questions;
    expect((await editQuestion(edited.id, single("A question the admin rewrote"))).statusCode).toBe(200);
    expect((await questionAction(retired.id, "retire")).statusCode).toBe(200);
    expect((await saveSettings(module.id, { drawSize: 6, passMark: 90, cooldownMinutes: 10 })).statusCode).toBe(200);
    // An unedited row drifted from its file: the sync puts the file's text back.
    await t.database.db
      .update(knowledgeCheckQuestions)
      .set({ text: "Drifted text" })
      .where(eq(knowledgeCheckQuestions.id, untouched.id));

    await syncCatalogue(t.database.db);

    const after = await bank(module.id);
    const byId = new Map(after.questions.map((q) => [q.id, q]));
    expect(byId.get(edited.id)).toMatchObject({ text: "A question the admin rewrote", status: "active" });
    expect(byId.get(retired.id)).toMatchObject({ status: "retired" });
    expect(byId.get(untouched.id)).toMatchObject({ text: untouched.text, status: "active" });
    expect(after.module.settings).toEqual({ drawSize: 6, passMark: 90, cooldownMinutes: 10 });
  });
});

describe("the generator's draft bank (issue 22 item 4)", () => {
  it("writes valid draft questions that are never drawn, and publishes them with the draft unless the bank is short", async () => {
    // Every catalogue module has a bank (issue 46): one of this test's own the generator has yet to write.
    const module = await createModule(t.database.db, { content: null });
    const generated = await t.as(admin, { method: "POST", url: `/api/content/generate/${module.id}` });
    expect(generated.statusCode, generated.body).toBe(200);
    const draftId: number = generated.json().draft.id;

    const drafted = await bank(module.id);
    expect(drafted.module).toMatchObject({ activeCount: 0, assessed: false });
    expect(drafted.module.draftCount).toBeGreaterThanOrEqual(8);
    expect(drafted.questions.every((q) => q.status === "draft" && q.source === "generator")).toBe(true);
    const asBank = drafted.questions.map(
      (q): BankQuestion => ({
        id: q.key,
        type: q.type,
        text: q.text,
        options: q.options,
        correct: q.correct,
        feedback: q.feedback,
      }),
    );
    expect(bankProblems(asBank, 5)).toEqual([]);
    // Drafts are not a knowledge check: the module has none yet.
    const learner = await person();
    expect(
      (await t.as(learner, { method: "POST", url: `/api/modules/${module.id}/knowledge-check/attempts` })).statusCode,
    ).toBe(404);

    // A draw size above the drafts: publishing refuses, nothing published.
    expect(
      (await saveSettings(module.id, { drawSize: drafted.module.draftCount + 1, passMark: 80, cooldownMinutes: 0 }))
        .statusCode,
    ).toBe(200);
    const refused = await t.as(admin, { method: "POST", url: `/api/content/drafts/${draftId}/publish` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^A module whose bank has fewer questions than the draw size refuses to publish/,
    );
    const [draftRow] = await t.database.db
      .select({ status: generatedContent.status })
      .from(generatedContent)
      .where(eq(generatedContent.id, draftId));
    expect(draftRow.status).toBe("draft");
    expect((await bank(module.id)).module.activeCount).toBe(0);

    expect((await saveSettings(module.id, { drawSize: 5, passMark: 80, cooldownMinutes: 0 })).statusCode).toBe(200);
    const published = await t.as(admin, { method: "POST", url: `/api/content/drafts/${draftId}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    const live = await bank(module.id);
    expect(live.module).toMatchObject({ assessed: true, draftCount: 0, activeCount: drafted.module.draftCount });
    const [body] = await t.database.db
      .select({ content: modules.content })
      .from(modules)
      .where(eq(modules.id, module.id));
    expect(body.content).toBeTruthy();
    expect(
      (await t.as(learner, { method: "POST", url: `/api/modules/${module.id}/knowledge-check/attempts` })).statusCode,
    ).toBe(201);
  });
});

// ---- Item analysis (issue 22 item 5) ----

/** Records a submitted attempt with the given answers right or wrong, straight into the tables. */
async function recordAttempt(
  userId: string,
  moduleId: number,
  at: Date,
  marks: [questionId: number, right: boolean][],
  passed: boolean,
) {
  const [attempt] = await t.database.db
    .insert(knowledgeCheckAttempts)
    .values({
      userId,
      moduleId,
      seed: 1,
      questions: marks.map(([questionId]) => ({ questionId, optionOrder: [] })),
      passMark: 80,
      startedAt: at,
      expiresAt: new Date(at.getTime() + 3_600_000),
      submittedAt: at,
      scorePercent: passed ? 100 : 0,
      passed,
      answers: {},
    })
    .returning({ id: knowledgeCheckAttempts.id });
  await t.database.db
    .insert(knowledgeCheckAnswers)
    .values(marks.map(([questionId, isCorrect]) => ({ attemptId: attempt.id, questionId, chosen: [], isCorrect })));
}

const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("item analysis (issue 22 item 5)", () => {
  let module: ModuleSummary;
  let q1: number;
  let q2: number;
  let orgA: string;
  let ownerA: TestUser;
  let adminA: TestUser;
  let memberA: TestUser;
  let ownerB: TestUser;

  beforeAll(async () => {
    module = assessedModules()[5];
    [q1, q2] = (
      await t.database.db
        .select({ id: knowledgeCheckQuestions.id })
        .from(knowledgeCheckQuestions)
        .where(and(eq(knowledgeCheckQuestions.moduleId, module.id), isNull(knowledgeCheckQuestions.retiredAt)))
        .orderBy(knowledgeCheckQuestions.position)
    ).map((r) => r.id);
    orgA = (await createOrganization(t.database.db, { name: "Analysis A", slug: "analysis-a" })).id;
    const orgB = (await createOrganization(t.database.db, { name: "Analysis B", slug: "analysis-b" })).id;
    const [l1, l2, l3] = [await person(), await person(), await person()];
    ownerA = await person();
    adminA = await person();
    ownerB = await person();
    memberA = l1;
    await addMember(t.database.db, { organizationId: orgA, userId: ownerA.id, role: "owner", department: null });
    await addMember(t.database.db, { organizationId: orgA, userId: adminA.id, role: "admin", department: null });
    await addMember(t.database.db, { organizationId: orgA, userId: l1.id, role: "member", department: null });
    await addMember(t.database.db, { organizationId: orgA, userId: l2.id, role: "member", department: null });
    await addMember(t.database.db, { organizationId: orgB, userId: ownerB.id, role: "owner", department: null });
    await addMember(t.database.db, { organizationId: orgB, userId: l3.id, role: "member", department: null });
    // l1 fails then passes; l2 passes at once; l3 (organisation B) fails.
    await recordAttempt(
      l1.id,
      module.id,
      minutes(1),
      [
        [q1, false],
        [q2, true],
      ],
      false,
    );
    await recordAttempt(
      l1.id,
      module.id,
      minutes(2),
      [
        [q1, true],
        [q2, true],
      ],
      true,
    );
    await recordAttempt(
      l2.id,
      module.id,
      minutes(3),
      [
        [q1, true],
        [q2, false],
      ],
      true,
    );
    await recordAttempt(
      l3.id,
      module.id,
      minutes(4),
      [
        [q1, false],
        [q2, true],
      ],
      false,
    );
  });

  it("gives admins everyone's figures: pass rates, attempts, and each question's share answering right", async () => {
    const overview = await t.as(admin, { method: "GET", url: "/api/admin/knowledge-checks/analysis" });
    expect(overview.statusCode, overview.body).toBe(200);
    const body: AnalysisOverview = overview.json();
    expect(body).toMatchObject({ flagBelowPercent: 40, flagMinAnswers: 10 });
    expect(body.modules.find((m) => m.moduleId === module.id)).toEqual({
      moduleId: module.id,
      title: module.title,
      learners: 3,
      attempts: 4,
      passedAttempts: 2,
      passedLearners: 2,
      attemptPassRate: 50,
      learnerPassRate: 67,
      averageAttempts: 1.3,
      averageAttemptsToPass: 1.5,
      flaggedQuestions: 0,
    });
    // An assessed module nobody took yet is listed with empty figures.
    const untaken = body.modules.find((m) => m.attempts === 0)!;
    expect(untaken).toMatchObject({ learners: 0, attemptPassRate: null, averageAttempts: null });

    const detail = await t.as(admin, { method: "GET", url: `/api/admin/knowledge-checks/analysis/${module.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    const { questions }: ModuleAnalysisDetail = detail.json();
    expect(questions.find((q) => q.id === q1)).toMatchObject({ answers: 4, right: 2, rightShare: 50, flagged: false });
    expect(questions.find((q) => q.id === q2)).toMatchObject({ answers: 4, right: 3, rightShare: 75 });
    expect(questions.filter((q) => q.answers === 0).every((q) => q.rightShare === null)).toBe(true);
    expect(
      (await t.as(admin, { method: "GET", url: "/api/admin/knowledge-checks/analysis/1999999999" })).statusCode,
    ).toBe(404);
  });

  it("gives an organisation's owners and admins their members' figures only", async () => {
    for (const reader of [ownerA, adminA]) {
      const res = await t.as(reader, {
        method: "GET",
        url: `/api/organizations/${orgA}/knowledge-checks/analysis/${module.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: ModuleAnalysisDetail = res.json();
      expect(body.module).toMatchObject({
        learners: 2,
        attempts: 3,
        passedAttempts: 2,
        passedLearners: 2,
        attemptPassRate: 67,
        learnerPassRate: 100,
        averageAttempts: 1.5,
        averageAttemptsToPass: 1.5,
      });
      expect(body.questions.find((q) => q.id === q1)).toMatchObject({ answers: 3, right: 2, rightShare: 67 });
      expect(body.questions.find((q) => q.id === q2)).toMatchObject({ answers: 3, right: 2, rightShare: 67 });
    }
    const overview: AnalysisOverview = (
      await t.as(ownerA, { method: "GET", url: `/api/organizations/${orgA}/knowledge-checks/analysis` })
    ).json();
    expect(overview.modules.find((m) => m.moduleId === module.id)?.learners).toBe(2);
    for (const outsider of [ownerB, memberA]) {
      const res = await t.as(outsider, { method: "GET", url: `/api/organizations/${orgA}/knowledge-checks/analysis` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(module.title);
    }
  });

  it("flags a question fewer than 40 % answer right once it has 10 answers", async () => {
    const other = assessedModules()[6];
    const [question] = await t.database.db
      .select({ id: knowledgeCheckQuestions.id })
      .from(knowledgeCheckQuestions)
      .where(eq(knowledgeCheckQuestions.moduleId, other.id))
      .limit(1);
    const taker = await person();
    for (let i = 0; i < 10; i++) {
      await recordAttempt(taker.id, other.id, minutes(10 + i), [[question.id, i < 3]], false);
    }
    const body: ModuleAnalysisDetail = (
      await t.as(admin, { method: "GET", url: `/api/admin/knowledge-checks/analysis/${other.id}` })
    ).json();
    expect(body.questions[0]).toMatchObject({ id: question.id, answers: 10, right: 3, rightShare: 30, flagged: true });
    expect(body.module).toMatchObject({ flaggedQuestions: 1, learners: 1, attempts: 10, averageAttemptsToPass: null });
  });
});
