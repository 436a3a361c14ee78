import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Pathway } from "../../../contracts/learning";
import { completeModule } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/pathways", () => {
  it("answers spec 1 §9's 8 pathways and the statutory library's 4 programmes; the 7 recommended carry spec 1 §9's module counts, hours their modules' time", async () => {
    const pathways: Pathway[] = (await t.app.inject({ method: "GET", url: "/api/pathways" })).json();
    expect(pathways).toHaveLength(12);
    expect(pathways.filter((p) => p.category === "UK Compliance")).toHaveLength(4);
    const recommended = pathways.filter((p) => p.isRecommended);
    expect(recommended.map((p) => p.moduleCount)).toEqual([8, 6, 7, 3, 3, 3, 3]);
    // Issue 46 (decision 375): the hours are the modules' computed time, not spec 1 §9's typed samples;
    // each module's minutes are rounded, so the sum of minutes is within half a minute a module.
    for (const p of pathways) {
      const minutes = p.modules.reduce((sum, m) => sum + (m.duration ?? 0), 0);
      expect(minutes).toBeGreaterThan(0);
      expect(Math.abs(p.estimatedHours * 60 - minutes)).toBeLessThanOrEqual(p.modules.length * 0.5 + 0.6);
    }
    expect(pathways.every((p) => p.modules.length === p.moduleCount && !p.isEnrolled && p.progress === 0)).toBe(true);
  });

  it("filters public pathways with isPublic=true and rejects a bad value", async () => {
    const pathways: Pathway[] = (await t.app.inject({ method: "GET", url: "/api/pathways?isPublic=true" })).json();
    expect(pathways.length).toBeGreaterThan(0);
    expect(pathways.every((p) => p.isPublic)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/pathways?isPublic=maybe" })).statusCode).toBe(400);
  });
});

describe("POST /api/pathways/:id/enroll", () => {
  it("enrols once, counts enrolments and follows the learner's completed modules", async () => {
    const u = await t.signUp();
    const [first]: Pathway[] = (await t.as(u, { method: "GET", url: "/api/pathways" })).json();
    const openModule = first.modules.find((m) => !/PIVOT|B-Corp|JEDI/.test(m.title));
    const enrolled = await t.as(u, { method: "POST", url: `/api/pathways/${first.id}/enroll` });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ id: first.id, isEnrolled: true, enrollmentCount: 1 });
    await t.as(u, { method: "POST", url: `/api/pathways/${first.id}/enroll` });
    if (openModule) {
      // Completed as a learner completes it now: its knowledge check passed (issue 22).
      await completeModule(t.database.db, { userId: u.id, moduleId: openModule.id, now: new Date() });
      const [after]: Pathway[] = (await t.as(u, { method: "GET", url: "/api/pathways" })).json();
      expect(after.progress).toBe(Math.round(100 / first.moduleCount));
      expect(after.enrollmentCount).toBe(1);
    }
  });

  it("answers 404 for an unknown pathway, 400 for a bad id, 401 when signed out", async () => {
    const u = await t.signUp();
    expect((await t.as(u, { method: "POST", url: "/api/pathways/99999/enroll" })).statusCode).toBe(404);
    expect((await t.as(u, { method: "POST", url: "/api/pathways/x/enroll" })).statusCode).toBe(400);
    expect((await t.as(u, { method: "POST", url: "/api/pathways/2147483648/enroll" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/pathways/1/enroll" })).statusCode).toBe(401);
  });
});
