import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { createModule } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

// Issue 26 item 3: one weekly goal per person, set on /profile (default 4), used by every screen.

let t: TestApp;
let free: ModuleSummary;
beforeAll(async () => {
  t = await createTestApp();
  // Every catalogue module is assessed (issue 46): modules of this file's own complete by their content.
  await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  // Completed through the progress route: a free module without a knowledge check.
  free = catalogue.find((m) => !m.isPremium && !m.hasKnowledgeCheck)!;
});
afterAll(() => t.close());

const readGoal = (u: TestUser) => t.as(u, { method: "GET", url: "/api/user/weekly-goal" });
const setGoal = (u: TestUser, payload: unknown) =>
  t.as(u, { method: "PUT", url: "/api/user/weekly-goal", payload: payload as object });
const stats = async (u: TestUser) => (await t.as(u, { method: "GET", url: "/api/user/stats" })).json();

describe("GET/PUT /api/user/weekly-goal", () => {
  it("starts at 4 for everyone, in the goal and in the stats every screen reads", async () => {
    const u = await t.signUp();
    const res = await readGoal(u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ weeklyGoal: 4 });
    expect((await stats(u)).weeklyGoal).toBe(4);
    const dashboard = (await t.as(u, { method: "GET", url: "/api/dashboard" })).json();
    expect(dashboard.stats.weeklyGoal).toBe(4);
  });

  it("saves the learner's goal; the stats, the dashboard and goals reached follow at once; others keep theirs", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    await t.as(u, {
      method: "POST",
      url: "/api/user/progress",
      payload: { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 60 },
    });
    expect(await stats(u)).toMatchObject({ weeklyGoal: 4, weeklyModulesCompleted: 1, weeklyGoalsMet: 0 });

    const saved = await setGoal(u, { weeklyGoal: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ weeklyGoal: 1 });
    expect((await readGoal(u)).json()).toEqual({ weeklyGoal: 1 });
    expect(await stats(u)).toMatchObject({ weeklyGoal: 1, weeklyProgress: 0, weeklyGoalsMet: 1 });
    const dashboard = (await t.as(u, { method: "GET", url: "/api/dashboard" })).json();
    expect(dashboard.stats).toMatchObject({ weeklyGoal: 1, weeklyGoalsMet: 1 });

    expect((await setGoal(u, { weeklyGoal: 20 })).json()).toEqual({ weeklyGoal: 20 });
    expect(await stats(u)).toMatchObject({ weeklyGoal: 20, weeklyProgress: 1, weeklyGoalsMet: 0 });

    expect((await readGoal(other)).json()).toEqual({ weeklyGoal: 4 });
    expect((await stats(other)).weeklyGoal).toBe(4);
  });

  it.each([
    ["0", { weeklyGoal: 0 }],
    ["21", { weeklyGoal: 21 }],
    ['"x"', { weeklyGoal: "x" }],
    ['"5" as text', { weeklyGoal: "5" }],
    ["2.5", { weeklyGoal: 2.5 }],
    ["nothing", {}],
  ])("refuses %s with 400 and the field's message, keeping the goal", async (_label, payload) => {
    const u = await t.signUp();
    await setGoal(u, { weeklyGoal: 6 });
    const res = await setGoal(u, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: "weeklyGoal",
        message: "Weekly goal must be a whole number of modules from 1 to 20",
      }),
    ]);
    expect((await readGoal(u)).json()).toEqual({ weeklyGoal: 6 });
  });

  it("answers 401 signed out", async () => {
    expect((await t.as(null, { method: "GET", url: "/api/user/weekly-goal" })).statusCode).toBe(401);
    expect(
      (await t.as(null, { method: "PUT", url: "/api/user/weekly-goal", payload: { weeklyGoal: 3 } })).statusCode,
    ).toBe(401);
  });
});
