import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { createModule } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

// Streaks count calendar days of learning on the app's clock (STYLE: time comes from app.clock()), so
// the days pass here without waiting for them. Sessions keep the machine's time (the clock stays behind it).
let t: TestApp;
let now = new Date("2026-03-02T10:00:00Z"); // a Monday
const atDay = (day: string, time = "10:00:00") => {
  now = new Date(`${day}T${time}Z`);
};
let modules: ModuleSummary[];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  // Every catalogue module is assessed (issue 46): modules of this file's own complete by their content.
  await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  modules = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
});
afterAll(() => t.close());

describe("the learning streak, day by day on the app's clock", () => {
  it("grows with each consecutive day, holds until the end of the next day, and ends after a missed one", async () => {
    const learner = await t.signUp();
    const free = modules.find((m) => !m.isPremium && !m.hasKnowledgeCheck);
    expect(free).toBeDefined();
    // A step further into the same module each day.
    const learn = (step: number) =>
      t.as(learner, {
        method: "POST",
        url: "/api/user/progress",
        payload: { moduleId: free?.id, isCompleted: false, progressPercentage: 10 * (step + 1), timeSpent: 60 },
      });
    const stats = async () => (await t.as(learner, { method: "GET", url: "/api/user/stats" })).json();

    atDay("2026-03-02");
    expect((await learn(0)).statusCode).toBe(200);
    expect((await stats()).currentStreak).toBe(1);

    atDay("2026-03-03", "23:59:00");
    expect((await learn(1)).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ currentStreak: 2, activeDaysThisWeek: ["2026-03-02", "2026-03-03"] });

    // Nothing yet on Wednesday: the streak still stands until the day is over.
    atDay("2026-03-04", "20:00:00");
    expect((await stats()).currentStreak).toBe(2);

    // Thursday: Wednesday was missed.
    atDay("2026-03-05");
    expect((await stats()).currentStreak).toBe(0);
    expect((await learn(2)).statusCode).toBe(200);
    expect((await stats()).currentStreak).toBe(1);
  });
});
