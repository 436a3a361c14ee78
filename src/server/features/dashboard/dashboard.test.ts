import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (sql) => queries.push(sql) });
});
afterAll(() => t.close());

describe("GET /api/dashboard", () => {
  it("answers user, stats, continueProgress and recentModules in at most 4 queries (DESIGN §7)", async () => {
    const u = await t.signUp({ firstName: "Noor" });
    const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
    const free = catalogue.find((m) => !m.isPremium && m.hasContent)!;
    await t.as(u, {
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: free.id, isCompleted: false, progressPercentage: 40, timeSpent: 120 },
    });

    queries = [];
    const res = await t.as(u, { method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(200);
    expect(queries.length).toBeLessThanOrEqual(4);

    const body = res.json();
    expect(body.user).toMatchObject({ firstName: "Noor", role: "learner" });
    expect(body.stats).toMatchObject({ totalModulesCompleted: 0, currentStreak: 1, weeklyGoal: 4 });
    expect(body.continueProgress).toHaveLength(2);
    expect(body.continueProgress[0]).toMatchObject({ id: free.id, status: "in_progress", progressPercentage: 40 });
    expect(body.continueProgress[1].status).toBe("not_started");
    const byId = new Map(catalogue.map((m) => [m.id, m]));
    for (const item of body.continueProgress) expect(byId.get(item.id)?.hasContent).toBe(true);
    // Issue 15: the newest modules that have a body; one still being written is never offered.
    const newest = catalogue
      .filter((m) => m.hasContent)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 3)
      .map((m) => m.id);
    expect(body.recentModules.map((m: ModuleSummary) => m.id)).toEqual(newest);
    expect(body.pivotAssessment).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/dashboard" });
    expect(res.statusCode).toBe(401);
  });
});

describe("PIVOT assessment", () => {
  const allAgree = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), 4]));

  it("saves the answers to the account and the dashboard shows the latest", async () => {
    const u = await t.signUp();
    expect((await t.as(u, { method: "GET", url: "/api/assessments/pivot" })).json()).toBeNull();
    const saved = await t.as(u, { method: "POST", url: "/api/assessments/pivot", payload: { answers: allAgree } });
    expect(saved.statusCode).toBe(201);
    expect((await t.as(u, { method: "GET", url: "/api/assessments/pivot" })).json().answers).toEqual(allAgree);
    expect((await t.as(u, { method: "GET", url: "/api/dashboard" })).json().pivotAssessment.answers).toEqual(allAgree);
  });

  it("refuses missing statements, ratings outside 1-5 and unknown statement ids", async () => {
    const u = await t.signUp();
    const { "10": _omit, ...nine } = allAgree;
    const missing = await t.as(u, { method: "POST", url: "/api/assessments/pivot", payload: { answers: nine } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].message).toMatch(/10/);
    expect(
      (await t.as(u, { method: "POST", url: "/api/assessments/pivot", payload: { answers: { ...allAgree, "3": 6 } } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.as(u, { method: "POST", url: "/api/assessments/pivot", payload: { answers: { ...allAgree, "11": 3 } } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/assessments/pivot", payload: { answers: allAgree } }))
        .statusCode,
    ).toBe(401);
  });
});
