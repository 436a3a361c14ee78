import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KnowledgeCheckAttempt, KnowledgeCheckResult } from "../../../contracts/knowledge-check";
import type { ModuleSummary } from "../../../contracts/modules";
import { reviewLocation, sectionHeadings } from "../../../domain/knowledge-check";
import { auditLog, knowledgeCheckQuestions, modules } from "../../db/schema";
import { writeCatalogue } from "../../platform/caches/writes";
import { rightAnswersTo } from "../../platform/learning/knowledge-check-attempts";
import { addMember, createEmployer, createLearner, createModule, createOrganization } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/** Issue 47 item 2: checks an auditor believes. */

let t: TestApp;
let now = new Date("2026-12-01T10:00:00Z");
let assessed: ModuleSummary;
let people = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  assessed = catalogue.find((m) => !m.isPremium && m.hasKnowledgeCheck && m.slug === "gender-pay-gap-reporting")!;
});
afterAll(() => t.close());

const unique = () => `${++people}-${Date.now().toString(36)}`;

async function learner(): Promise<TestUser> {
  const person = await createLearner(t.database.db, {
    email: `compliance-${unique()}@example.com`,
    firstName: "Cal",
    lastName: "Learner",
  });
  return signedInSession(t, person);
}

/** An organisation with an owner and a member; `member` is signed in. */
async function organisation() {
  const db = t.database.db;
  const org = await createOrganization(db, { name: `Rules ${unique()}`, slug: `rules-${unique()}` });
  const owner = await createEmployer(db, {
    email: `owner-${unique()}@example.com`,
    firstName: "Olu",
    lastName: "Owner",
  });
  await addMember(db, { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  const person = await createLearner(db, {
    email: `member-${unique()}@example.com`,
    firstName: "Mo",
    lastName: "Member",
  });
  await addMember(db, { organizationId: org.id, userId: person.id, role: "member", department: null });
  return { org, owner: await signedInSession(t, owner), member: await signedInSession(t, person) };
}

const setRule = (user: TestUser, organizationId: string, body: object, moduleId = assessed.id) =>
  t.as(user, {
    method: "PUT",
    url: `/api/organizations/${organizationId}/knowledge-checks/rules/${moduleId}`,
    payload: body,
  });

const start = (user: TestUser) =>
  t.as(user, { method: "POST", url: `/api/modules/${assessed.id}/knowledge-check/attempts` });

async function started(user: TestUser): Promise<KnowledgeCheckAttempt> {
  const res = await start(user);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Right answers to the first `right` questions, a wrong choice for the rest. */
async function answersWith(attempt: KnowledgeCheckAttempt, right: number) {
  const correct = await rightAnswersTo(t.database.db, attempt);
  return Object.fromEntries(
    attempt.questions.map((q, i) => {
      if (i < right) return [q.id, correct[q.id]];
      const wrong = q.options.find((o) => !correct[q.id].includes(o.id))!;
      return [q.id, [wrong.id]];
    }),
  );
}

async function submitted(user: TestUser, attempt: KnowledgeCheckAttempt, right: number) {
  const res = await t.as(user, {
    method: "POST",
    url: `/api/modules/${assessed.id}/knowledge-check/attempts/${attempt.attemptId}/submit`,
    payload: { answers: await answersWith(attempt, right) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const detailOf = async (user: TestUser) =>
  (await t.as(user, { method: "GET", url: `/api/modules/${assessed.id}` })).json().knowledgeCheck;

describe("a retake draws the questions not yet seen first", () => {
  it("gives three attempts with no question twice when the bank holds three times the draw", async () => {
    const bank = await t.database.db
      .select({ key: knowledgeCheckQuestions.key })
      .from(knowledgeCheckQuestions)
      .where(eq(knowledgeCheckQuestions.moduleId, assessed.id));
    expect(bank.length).toBeGreaterThanOrEqual(6);
    // Today's banks hold 8 questions for a draw of 5; a draw of 2 makes this bank hold three draws and more.
    await t.database.db.update(modules).set({ checkDrawSize: 2 }).where(eq(modules.id, assessed.id));
    try {
      const user = await learner();
      const seen: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const drawn = await started(user);
        expect(drawn.questions).toHaveLength(2);
        await submitted(user, drawn, 0);
        seen.push(...drawn.questions.map((q) => q.id));
        now = new Date(now.getTime() + 60_000);
      }
      expect(new Set(seen).size).toBe(6);
    } finally {
      await t.database.db.update(modules).set({ checkDrawSize: 5 }).where(eq(modules.id, assessed.id));
    }
  });

  it("tops a retake up with the questions seen longest ago when the bank is smaller", async () => {
    // The module's bank holds three times the draw: retire all but eight for this case, as an admin would.
    const db = t.database.db;
    const keep = (
      await db
        .select({ id: knowledgeCheckQuestions.id })
        .from(knowledgeCheckQuestions)
        .where(and(eq(knowledgeCheckQuestions.moduleId, assessed.id), isNull(knowledgeCheckQuestions.retiredAt)))
        .orderBy(knowledgeCheckQuestions.id)
    ).map((q) => q.id);
    const retired = keep.slice(8);
    if (retired.length > 0)
      await writeCatalogue(db, () =>
        db.update(knowledgeCheckQuestions).set({ retiredAt: now }).where(inArray(knowledgeCheckQuestions.id, retired)),
      );
    try {
      await topsUp();
    } finally {
      if (retired.length > 0)
        await writeCatalogue(db, () =>
          db
            .update(knowledgeCheckQuestions)
            .set({ retiredAt: null })
            .where(inArray(knowledgeCheckQuestions.id, retired)),
        );
    }
  });

  async function topsUp() {
    const user = await learner();
    const first = await started(user);
    await submitted(user, first, 0);
    now = new Date(now.getTime() + 60_000);
    const second = await started(user);
    const bank = await t.database.db
      .select({ key: knowledgeCheckQuestions.key })
      .from(knowledgeCheckQuestions)
      .where(and(eq(knowledgeCheckQuestions.moduleId, assessed.id), isNull(knowledgeCheckQuestions.retiredAt)));
    expect(bank.length).toBe(8);
    const firstIds = first.questions.map((q) => q.id);
    const unseen = bank.map((q) => q.key).filter((key) => !firstIds.includes(key));
    expect(unseen.length).toBe(bank.length - 5);
    expect(unseen.length).toBeGreaterThan(0);
    for (const key of unseen) expect(second.questions.map((q) => q.id)).toContain(key);
  }
});

describe("feedback after a failed attempt", () => {
  it("marks no option right and holds no right answer's text nor any explanation of it", async () => {
    const user = await learner();
    const attempt = await started(user);
    const res = await submitted(user, attempt, 2);
    const result: KnowledgeCheckResult = res.json();
    expect(result).toMatchObject({ passed: false, scorePercent: 40, rightCount: 2, questionCount: 5 });
    expect(result.answersShown).toBe(false);
    expect(result.questions).toEqual([]);
    expect(res.body).not.toMatch(/"correct"\s*:\s*true|correct answer|right answer/i);
    const rows = await t.database.db
      .select()
      .from(knowledgeCheckQuestions)
      .where(eq(knowledgeCheckQuestions.moduleId, assessed.id));
    const drawn = rows.filter((r) => attempt.questions.some((q) => q.id === r.key));
    expect(drawn).toHaveLength(5);
    for (const row of drawn) {
      expect(res.body).not.toContain(row.feedback);
      for (const option of row.options.filter((o) => row.correct.includes(o.id) && o.text.length > 5)) {
        expect(res.body).not.toContain(option.text);
      }
    }
    // What it does say: the module's sections to read again, by their headings — the sections the
    // wrongly answered questions' feedback names (the questions after the first two; not every
    // question's feedback names one, so the list follows the draw).
    const [module] = await t.database.db.select().from(modules).where(eq(modules.id, assessed.id));
    const headings = sectionHeadings(module.content);
    const placeOf = (row: (typeof rows)[number]) =>
      reviewLocation(
        row.feedback,
        headings,
        row.options.filter((o) => row.correct.includes(o.id)).map((o) => o.text),
      );
    expect(rows.some((row) => placeOf(row) !== null)).toBe(true);
    const expected = [
      ...new Set(
        attempt.questions
          .slice(2)
          .map((q) => placeOf(rows.find((r) => r.key === q.id)!))
          .filter((place) => place !== null),
      ),
    ];
    expect(result.review).toEqual(expected);
    for (const heading of result.review) expect(module.content).toContain(`## ${heading}`);
  });

  it("explains the answers after a pass, unless the learner's organisation keeps them hidden", async () => {
    const { org, owner, member } = await organisation();
    const shown: KnowledgeCheckResult = (await submitted(member, await started(member), 5)).json();
    expect(shown).toMatchObject({ passed: true, answersShown: true });
    expect(shown.questions).toHaveLength(5);

    const hide = await setRule(owner, org.id, {
      attemptLimit: null,
      cooldownMinutes: null,
      passMark: null,
      showAnswersAfterPass: false,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await detailOf(member)).showAnswersAfterPass).toBe(false);
    const hidden = await submitted(member, await started(member), 4);
    expect(hidden.json()).toMatchObject({ passed: true, answersShown: false, questions: [] });
    expect(hidden.body).not.toMatch(/"correct"\s*:\s*true/);
  });
});

describe("an organisation's attempt limit, cool-down and pass mark", () => {
  it("are shown before the start and enforced by the server: 429 while the cool-down runs, 409 past the limit", async () => {
    now = new Date("2026-12-10T10:00:00Z");
    const { org, owner, member } = await organisation();
    const set = await setRule(owner, org.id, {
      attemptLimit: 2,
      cooldownMinutes: 1440,
      passMark: 90,
      showAnswersAfterPass: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      moduleId: assessed.id,
      module: { passMark: 80, cooldownMinutes: 0, drawSize: 5 },
      rule: { attemptLimit: 2, cooldownMinutes: 1440, passMark: 90, showAnswersAfterPass: true },
    });
    expect(await detailOf(member)).toMatchObject({
      passMark: 90,
      cooldownMinutes: 1440,
      attemptLimit: 2,
      attemptsLeft: 2,
      nextAttemptAt: null,
    });
    // Someone outside the organisation keeps the module's own rules.
    expect(await detailOf(await learner())).toMatchObject({ passMark: 80, attemptLimit: null, cooldownMinutes: 0 });

    const first = await started(member);
    // Under a limit, starting again hands back the open attempt: a reload costs nothing.
    const again = await started(member);
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.questions).toEqual(first.questions);
    // 4 of 5 is 80 %: a pass on the module's own mark, not on the organisation's 90 %.
    const failed: KnowledgeCheckResult = (await submitted(member, first, 4)).json();
    expect(failed).toMatchObject({ scorePercent: 80, passMark: 90, passed: false, attemptsLeft: 1 });
    expect(failed.nextAttemptAt).toBe(new Date(now.getTime() + 24 * 3600_000).toISOString());

    const waiting = await start(member);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers["retry-after"]).toBe(String(24 * 3600));
    expect(waiting.json().message).toBe(
      "You can start another attempt in 24 hours, at 10:00 on 11 December 2026 (UK time)",
    );
    expect(await detailOf(member)).toMatchObject({ attemptsLeft: 1, nextAttemptAt: failed.nextAttemptAt });

    now = new Date(now.getTime() + 24 * 3600_000 - 1000);
    expect((await start(member)).statusCode).toBe(429);
    now = new Date(now.getTime() + 1000);
    const second = await started(member);
    expect((await submitted(member, second, 0)).json()).toMatchObject({ passed: false, attemptsLeft: 0 });

    now = new Date(now.getTime() + 7 * 24 * 3600_000);
    const refused = await start(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "You have used all 2 attempts your organisation allows at this knowledge check. Its owners and admins can change the limit.",
    );
    expect(await detailOf(member)).toMatchObject({ attemptsLeft: 0, attempts: 2, bestScore: 80, passed: false });

    // Raising the limit lets the learner go on; the change is in the organisation's audit log.
    expect((await setRule(owner, org.id, { ...set.json().rule, attemptLimit: 3 })).statusCode).toBe(200);
    expect((await start(member)).statusCode).toBe(201);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, "knowledge_check.rules_changed")));
    expect(audited).toHaveLength(2);
  });

  it("can only be set by the organisation's owners and admins, and never below the module's pass mark", async () => {
    const a = await organisation();
    const b = await organisation();
    const rule = { attemptLimit: 1, cooldownMinutes: null, passMark: null, showAnswersAfterPass: true };
    // B's owner, A's plain member, a learner outside: refused, nothing written.
    expect((await setRule(b.owner, a.org.id, rule)).statusCode).toBe(403);
    expect((await setRule(a.member, a.org.id, rule)).statusCode).toBe(403);
    expect((await setRule(await learner(), a.org.id, rule)).statusCode).toBe(403);
    const read = (user: TestUser) =>
      t.as(user, { method: "GET", url: `/api/organizations/${a.org.id}/knowledge-checks/rules` });
    expect((await read(b.owner)).statusCode).toBe(403);
    const list = await read(a.owner);
    expect(list.statusCode).toBe(200);
    const modulesListed = list.json().modules as { moduleId: number; rule: unknown }[];
    expect(modulesListed.length).toBeGreaterThan(20);
    expect(modulesListed.find((m) => m.moduleId === assessed.id)?.rule).toBeNull();
    expect(await detailOf(a.member)).toMatchObject({ attemptLimit: null });

    const lower = await setRule(a.owner, a.org.id, { ...rule, passMark: 70 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().issues).toEqual([
      { path: "passMark", message: "The pass mark cannot be lower than the module's own, 80%" },
    ]);
    expect((await setRule(a.owner, a.org.id, { ...rule, attemptLimit: 0 })).statusCode).toBe(400);
    const unassessed = await createModule(t.database.db, {
      content: "## Introduction\n\nA module completed by its content.",
    });
    expect((await setRule(a.owner, a.org.id, rule, unassessed.id)).statusCode).toBe(404);
    expect(
      (await read(a.owner)).json().modules.find((m: { moduleId: number }) => m.moduleId === assessed.id).rule,
    ).toBeNull();
  });
});
