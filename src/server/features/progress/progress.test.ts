import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { createModule } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
let catalogue: ModuleSummary[];
let free: ModuleSummary;
let premium: ModuleSummary;
beforeAll(async () => {
  t = await createTestApp();
  // Every catalogue module is assessed (issue 46): modules of this file's own complete by their content.
  await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  catalogue = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  // Completed through this route: a module without a knowledge check (issue 22: assessed ones complete by a pass).
  free = catalogue.find((m) => !m.isPremium && !m.hasKnowledgeCheck)!;
  premium = catalogue.find((m) => m.isPremium && m.title.includes("B-Corp"))!;
});
afterAll(() => t.close());

const update = (user: TestUser, payload: unknown) =>
  t.as(user, { method: "POST", url: "/api/user/progress", payload: payload as object });

describe("POST /api/user/progress", () => {
  it("records a start (10%) and a completion (100%), accumulating time and the day's activity", async () => {
    const u = await t.signUp();
    const started = await update(u, { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 0 });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      moduleId: free.id,
      status: "in_progress",
      progressPercentage: 10,
      isCompleted: false,
    });
    await update(u, { moduleId: free.id, isCompleted: false, progressPercentage: 40, timeSpent: 300 });
    const done = await update(u, { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 600 });
    expect(done.json()).toMatchObject({
      status: "completed",
      isCompleted: true,
      progressPercentage: 100,
      timeSpent: 900,
    });
    expect(done.json().completedAt).not.toBeNull();

    const stats = (await t.as(u, { method: "GET", url: "/api/user/stats" })).json();
    expect(stats.totalModulesCompleted).toBe(1);
    expect(stats.currentStreak).toBe(1);
    // Issue 15: completion credits at least the module's stated duration (900 s were recorded).
    const credited = Math.max(900, (free.duration ?? 20) * 60) / 3600;
    expect(stats.totalLearningHours).toBe((Math.round(credited * 10) / 10).toFixed(1));
    const pillarKey = free.pivotPillar.toLowerCase();
    const pillarSize = catalogue.filter((m) => m.pivotPillar === free.pivotPillar).length;
    expect(stats.pivotProgress[pillarKey]).toBe(Math.round(100 / pillarSize));
    expect(stats.activeDaysThisWeek).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it("never moves a completed module backwards, nor a percentage down", async () => {
    const u = await t.signUp();
    await update(u, { moduleId: free.id, isCompleted: false, progressPercentage: 60, timeSpent: 10 });
    const lower = await update(u, { moduleId: free.id, isCompleted: false, progressPercentage: 20, timeSpent: 10 });
    expect(lower.json().progressPercentage).toBe(60);
    await update(u, { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 10 });
    const again = await update(u, { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 10 });
    expect(again.json()).toMatchObject({ isCompleted: true, progressPercentage: 100, timeSpent: 40 });
  });

  it.each([
    ["a percentage above 100", { isCompleted: false, progressPercentage: 101, timeSpent: 0 }, "progressPercentage"],
    ["a negative percentage", { isCompleted: false, progressPercentage: -1, timeSpent: 0 }, "progressPercentage"],
    ["a missing isCompleted", { progressPercentage: 10, timeSpent: 0 }, "isCompleted"],
    ["a missing timeSpent", { isCompleted: false, progressPercentage: 10 }, "timeSpent"],
    ["a string moduleId", { moduleId: "abc", isCompleted: false, progressPercentage: 10, timeSpent: 0 }, "moduleId"],
    ["a fractional moduleId", { moduleId: 1.5, isCompleted: false, progressPercentage: 10, timeSpent: 0 }, "moduleId"],
  ])("answers 400 naming the field for %s", async (_label, payload, field) => {
    const u = await t.signUp();
    const res = await update(u, { moduleId: free.id, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("answers 404 for an unknown module and 403 for a premium module on the free plan", async () => {
    const u = await t.signUp();
    expect(
      (await update(u, { moduleId: 999_999, isCompleted: false, progressPercentage: 10, timeSpent: 0 })).statusCode,
    ).toBe(404);
    const locked = await update(u, { moduleId: premium.id, isCompleted: false, progressPercentage: 10, timeSpent: 0 });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe("Premium Content Access Required");
  });

  it("needs a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: free.id, isCompleted: false, progressPercentage: 10, timeSpent: 0 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("reading progress", () => {
  it("keeps one learner's progress away from another", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await update(alice, { moduleId: free.id, isCompleted: false, progressPercentage: 30, timeSpent: 5 });
    expect((await t.as(alice, { method: "GET", url: `/api/progress/${free.id}` })).json()).toMatchObject({
      progressPercentage: 30,
    });
    expect((await t.as(bob, { method: "GET", url: `/api/progress/${free.id}` })).json()).toBeNull();
    expect((await t.as(bob, { method: "GET", url: "/api/user/progress" })).json()).toEqual([]);
    expect((await t.as(bob, { method: "GET", url: "/api/progress" })).json()).toEqual([]);
    expect((await t.as(alice, { method: "GET", url: "/api/progress" })).json()).toHaveLength(1);
  });

  it("answers 400 for a bad module id and 401 without a session", async () => {
    const u = await t.signUp();
    expect((await t.as(u, { method: "GET", url: "/api/progress/abc" })).statusCode).toBe(400);
    expect((await t.as(u, { method: "GET", url: "/api/progress/0" })).statusCode).toBe(400);
    // Beyond a database integer: bad input, never a 500 from the query.
    expect((await t.as(u, { method: "GET", url: "/api/progress/2147483648" })).statusCode).toBe(400);
    const big = await update(u, { moduleId: 2 ** 31, isCompleted: false, progressPercentage: 10, timeSpent: 0 });
    expect(big.statusCode).toBe(400);
    expect(big.json().issues).toEqual([{ path: "moduleId", message: "moduleId must be at most 2147483647" }]);
    expect((await t.app.inject({ method: "GET", url: `/api/progress/${free.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/user/stats" })).statusCode).toBe(401);
  });

  it("derives achievements from stored facts (spec 1 §9)", async () => {
    const u = await t.signUp();
    await update(u, { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 60 });
    const achievements = (await t.as(u, { method: "GET", url: "/api/achievements" })).json();
    const firstSteps = achievements.find((a: { name: string }) => a.name === "First Steps");
    expect(firstSteps).toMatchObject({ points: 10, isCompleted: true, progress: 100 });
    expect(achievements.find((a: { name: string }) => a.name === "Learning Enthusiast")).toMatchObject({
      points: 80,
      isCompleted: false,
      progress: 4,
    });
  });

  it("opens premium modules once the learner has an active subscription", async () => {
    const u = await t.signUp();
    await t.grantSubscription(u);
    const res = await update(u, { moduleId: premium.id, isCompleted: false, progressPercentage: 10, timeSpent: 0 });
    expect(res.statusCode).toBe(200);
  });
});
