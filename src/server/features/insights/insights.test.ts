import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LearningGoal, ProgressShare, SharedProgress } from "../../../contracts/insights";
import { createModule } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
let learner: TestUser;
let other: TestUser;
let moduleIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  learner = await t.signUp({ firstName: "Ines", lastName: "Insight" });
  other = await t.signUp({ firstName: "Omar", lastName: "Other" });
  // Modules a free plan opens, so progress can be recorded on them; the first, completed through the
  // progress route, needs no knowledge check, which no catalogue module lacks any more: the test's own.
  await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  const list = (await t.as(learner, { method: "GET", url: "/api/modules" })).json() as {
    id: number;
    isPremium: boolean;
    hasKnowledgeCheck: boolean;
  }[];
  // The first is completed through the progress route: one without a knowledge check (issue 22).
  moduleIds = list
    .filter((m) => !m.isPremium)
    .sort((a, b) => Number(a.hasKnowledgeCheck) - Number(b.hasKnowledgeCheck))
    .map((m) => m.id);
  expect(moduleIds.length).toBeGreaterThan(1);
});
afterAll(() => t?.close());

const goalBody = (ids: number[]) => ({
  title: "Close my Purpose gap",
  description: "Two modules before the review",
  targetDate: "2999-01-31",
  priority: "High",
  moduleIds: ids,
});

describe("learning goals", () => {
  it("are stored, follow the learner's completions, and belong to them alone", async () => {
    const created = await t.as(learner, {
      method: "POST",
      url: "/api/learning-goals",
      payload: goalBody(moduleIds.slice(0, 2)),
    });
    expect(created.statusCode).toBe(201);
    const goal = created.json() as LearningGoal;
    expect(goal).toMatchObject({ title: "Close my Purpose gap", progress: 0, priority: "High" });

    const recorded = await t.as(learner, {
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: moduleIds[0], isCompleted: true, progressPercentage: 100, timeSpent: 600 },
    });
    expect(recorded.statusCode).toBe(200);
    const [after] = (await t.as(learner, { method: "GET", url: "/api/learning-goals" })).json() as LearningGoal[];
    expect(after.progress).toBe(50);
    expect(after.modules.map((m) => m.completed)).toEqual([true, false]);

    expect((await t.as(other, { method: "GET", url: "/api/learning-goals" })).json()).toEqual([]);
    const foreign = await t.as(other, {
      method: "PUT",
      url: `/api/learning-goals/${goal.id}`,
      payload: goalBody(moduleIds.slice(0, 1)),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.as(other, { method: "DELETE", url: `/api/learning-goals/${goal.id}` })).statusCode).toBe(404);

    const edited = await t.as(learner, {
      method: "PUT",
      url: `/api/learning-goals/${goal.id}`,
      payload: { ...goalBody(moduleIds.slice(0, 1)), priority: "Medium" },
    });
    expect(edited.json()).toMatchObject({ priority: "Medium", progress: 100 });
    expect((await t.as(learner, { method: "DELETE", url: `/api/learning-goals/${goal.id}` })).statusCode).toBe(200);
    expect((await t.as(learner, { method: "GET", url: "/api/learning-goals" })).json()).toEqual([]);
  });

  it("refuses a past target date, no modules and unknown modules, naming the field", async () => {
    const past = await t.as(learner, {
      method: "POST",
      url: "/api/learning-goals",
      payload: { ...goalBody(moduleIds.slice(0, 1)), targetDate: "2001-01-01" },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([{ path: "targetDate", message: "Target date must be today or later" }]);
    const none = await t.as(learner, { method: "POST", url: "/api/learning-goals", payload: goalBody([]) });
    expect(none.statusCode).toBe(400);
    const unknown = await t.as(learner, { method: "POST", url: "/api/learning-goals", payload: goalBody([999_999]) });
    expect(unknown.json().issues).toEqual([{ path: "moduleIds", message: "Unknown modules: 999999" }]);
  });
});

describe("Export Report and Share Progress", () => {
  it("exports a PDF of the learner's own progress", async () => {
    const response = await t.as(learner, { method: "GET", url: "/api/insights/report.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.as(null, { method: "GET", url: "/api/insights/report.pdf" })).statusCode).toBe(401);
  });

  it("shares a read-only page without e-mail until the learner turns it off", async () => {
    expect((await t.as(learner, { method: "GET", url: "/api/progress-share" })).json()).toEqual({
      enabled: false,
      path: null,
    });
    const on = (
      await t.as(learner, { method: "PUT", url: "/api/progress-share", payload: { enabled: true } })
    ).json() as ProgressShare;
    expect(on.path).toMatch(/^\/shared-progress\/[A-Za-z0-9_-]{24}$/);
    const token = on.path!.split("/").pop()!;
    const page = await t.as(null, { method: "GET", url: `/api/shared-progress/${token}` });
    expect(page.statusCode).toBe(200);
    const shared = page.json() as SharedProgress;
    expect(shared.name).toBe("Ines I.");
    expect(page.body).not.toContain(learner.email);
    expect(page.body).not.toContain(learner.id);

    await t.as(learner, { method: "PUT", url: "/api/progress-share", payload: { enabled: false } });
    expect((await t.as(null, { method: "GET", url: `/api/shared-progress/${token}` })).statusCode).toBe(404);
    // Issue 29: turned on again, a new link; the revoked one stays dead for good.
    const again = (
      await t.as(learner, { method: "PUT", url: "/api/progress-share", payload: { enabled: true } })
    ).json() as ProgressShare;
    expect(again.path).toMatch(/^\/shared-progress\/[A-Za-z0-9_-]{24}$/);
    expect(again.path).not.toBe(on.path);
    expect((await t.as(null, { method: "GET", url: `/api/shared-progress/${token}` })).statusCode).toBe(404);
    const newToken = again.path!.split("/").pop()!;
    expect((await t.as(null, { method: "GET", url: `/api/shared-progress/${newToken}` })).statusCode).toBe(200);
    // Saying "on" while it is on keeps the link the learner may already have handed out.
    const still = (
      await t.as(learner, { method: "PUT", url: "/api/progress-share", payload: { enabled: true } })
    ).json() as ProgressShare;
    expect(still.path).toBe(again.path);
  });
});
