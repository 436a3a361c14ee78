import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { guidesFor } from "../../../domain/module-resources";
import { modules } from "../../db/schema";
import { writeCatalogue } from "../../platform/caches/writes";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let free: ModuleSummary;
let premium: ModuleSummary;
let empty: ModuleSummary;
beforeAll(async () => {
  t = await createTestApp();
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  free = catalogue.find((m) => !m.isPremium && m.hasContent)!;
  premium = catalogue.find((m) => m.isPremium && m.hasContent)!;
  // Every catalogue module has a body (issue 46): a module of this file's own that has none yet.
  const [row] = await writeCatalogue(t.database.db, () =>
    t.database.db
      .insert(modules)
      .values({
        slug: "module-detail-without-body",
        title: "A module without a body",
        description: "Written later by the content generator.",
        category: "Inclusive Leadership",
        pivotPillar: "Purpose",
        type: "reading",
      })
      .returning({ id: modules.id }),
  );
  empty = { ...free, id: row.id };
});
afterAll(() => t.close());

describe("GET /api/modules/:id", () => {
  it("answers the module without its body, locked for a free learner when premium", async () => {
    const u = await t.signUp();
    const res = await t.as(u, { method: "GET", url: `/api/modules/${premium.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: premium.id,
      title: premium.title,
      isPremium: true,
      isLocked: true,
      isBookmarked: false,
    });
    expect(res.json()).not.toHaveProperty("content");
    const open = await t.as(u, { method: "GET", url: `/api/modules/${free.id}` });
    expect(open.json()).toMatchObject({ isLocked: false });
  });

  it("answers 400 for a bad id and 404 for an unknown one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/modules/abc" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/modules/-3" })).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "GET", url: "/api/modules/999999" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Module not found" });
  });

  it("answers 400 for an id beyond a database integer (2^31 and more), never a 500", async () => {
    const u = await t.signUp();
    const res = await t.as(u, { method: "GET", url: "/api/modules/2147483648" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "id", message: "id must be at most 2147483647" }]);
    for (const id of ["2147483648", "99999999999999999999"]) {
      expect((await t.as(u, { method: "GET", url: `/api/modules/${id}` })).statusCode).toBe(400);
      expect((await t.as(u, { method: "POST", url: `/api/modules/${id}/bookmark` })).statusCode).toBe(400);
    }
    expect((await t.as(u, { method: "GET", url: "/api/modules/2147483647" })).statusCode).toBe(404);
  });
});

describe("GET /api/modules/:id/content", () => {
  it("answers the markdown body of an open module", async () => {
    const u = await t.signUp();
    const res = await t.as(u, { method: "GET", url: `/api/modules/${free.id}/content` });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/^## Introduction/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses a premium body to the free plan with 403, and opens it on a paid plan", async () => {
    const u = await t.signUp();
    const locked = await t.as(u, { method: "GET", url: `/api/modules/${premium.id}/content` });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ message: "Premium Content Access Required" });
    await t.grantSubscription(u);
    const open = await t.as(u, { method: "GET", url: `/api/modules/${premium.id}/content` });
    expect(open.statusCode).toBe(200);
    expect(open.json().content.length).toBeGreaterThan(100);
  });

  it("answers null content for a module still being prepared, and 401 when signed out", async () => {
    const u = await t.signUp();
    expect((await t.as(u, { method: "GET", url: `/api/modules/${empty.id}/content` })).json().content).toBeNull();
    expect((await t.app.inject({ method: "GET", url: `/api/modules/${free.id}/content` })).statusCode).toBe(401);
  });
});

describe("bookmarks", () => {
  it("bookmarks, lists as favourites and removes", async () => {
    const u = await t.signUp();
    const added = await t.as(u, { method: "POST", url: `/api/modules/${free.id}/bookmark` });
    expect(added.json()).toEqual({ moduleId: free.id, bookmarked: true });
    expect((await t.as(u, { method: "POST", url: `/api/modules/${free.id}/bookmark` })).statusCode).toBe(200); // idempotent
    expect((await t.as(u, { method: "GET", url: "/api/bookmarks" })).json().map((m: ModuleSummary) => m.id)).toEqual([
      free.id,
    ]);
    expect((await t.as(u, { method: "GET", url: `/api/modules/${free.id}` })).json().isBookmarked).toBe(true);
    await t.as(u, { method: "DELETE", url: `/api/modules/${free.id}/bookmark` });
    expect((await t.as(u, { method: "GET", url: "/api/bookmarks" })).json()).toEqual([]);
  });

  it("keeps bookmarks per learner and needs a session", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await t.as(a, { method: "POST", url: `/api/modules/${free.id}/bookmark` });
    expect((await t.as(b, { method: "GET", url: "/api/bookmarks" })).json()).toEqual([]);
    expect((await t.app.inject({ method: "POST", url: `/api/modules/${free.id}/bookmark` })).statusCode).toBe(401);
    expect((await t.as(a, { method: "POST", url: "/api/modules/999999/bookmark" })).statusCode).toBe(404);
  });
});

describe("guide progress", () => {
  it("remembers ticked steps per learner", async () => {
    const u = await t.signUp();
    const guide = guidesFor(free.title)[0];
    const saved = await t.as(u, {
      method: "PUT",
      url: `/api/modules/${free.id}/guides/${guide.id}`,
      payload: { completedSteps: [2, 0, 2] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ [guide.id]: [0, 2] });
    expect((await t.as(u, { method: "GET", url: `/api/modules/${free.id}/guides` })).json()).toEqual({
      [guide.id]: [0, 2],
    });
    const other = await t.signUp();
    expect((await t.as(other, { method: "GET", url: `/api/modules/${free.id}/guides` })).json()).toEqual({});
  });

  it("refuses an unknown guide, an out-of-range step and a bad body", async () => {
    const u = await t.signUp();
    const guide = guidesFor(free.title)[0];
    expect(
      (
        await t.as(u, {
          method: "PUT",
          url: `/api/modules/${free.id}/guides/no-such-guide`,
          payload: { completedSteps: [0] },
        })
      ).statusCode,
    ).toBe(404);
    const range = await t.as(u, {
      method: "PUT",
      url: `/api/modules/${free.id}/guides/${guide.id}`,
      payload: { completedSteps: [guide.steps.length] },
    });
    expect(range.statusCode).toBe(400);
    const bad = await t.as(u, {
      method: "PUT",
      url: `/api/modules/${free.id}/guides/${guide.id}`,
      payload: { completedSteps: "all" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("completedSteps");
  });
});
