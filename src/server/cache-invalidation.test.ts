import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetCachedReads } from "./db/caches";
import {
  accessVerdict,
  type CallerName,
  callableRoutes,
  createWorld,
  fillParams,
  requestFor,
  routeKey,
  send,
  type World,
} from "./test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "./test/test-app";

/**
 * Every mutating route invalidates what it changes (the structure issue: caching with one
 * invalidation point). After each write, what the app answers from its caches must equal what it
 * answers once every cache is emptied; a write that forgot to invalidate leaves a stale answer.
 */

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT: "100000" });
  world = await createWorld(t);
}, 120_000);
afterAll(() => t.close());

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Who makes the write: the first caller the route's policy lets in. */
const WRITERS: CallerName[] = ["learner", "employerA", "admin"];

/** What a caller reads back that a cache may serve. */
function readsFor(w: World): string[] {
  return [
    "/api/auth/user",
    "/api/dashboard",
    "/api/user/stats",
    "/api/user/weekly-goal",
    "/api/progress",
    "/api/achievements",
    "/api/bookmarks",
    `/api/modules/${w.freeModule.id}`,
    "/api/modules",
    "/api/pathways",
    "/api/organizations/analytics",
  ];
}

async function snapshot(user: TestUser | null, urls: string[]) {
  const answers: Record<string, unknown> = {};
  for (const url of urls) {
    const res = await send(t, user, { method: "GET", url });
    answers[url] = { status: res.statusCode, body: res.body };
  }
  return answers;
}

describe("every mutating route invalidates what it changes", () => {
  it("has mutating routes to check", () => {
    const mutating = callableRoutes(t.app).filter((r) => MUTATING.has(r.method));
    expect(mutating.length).toBeGreaterThan(10);
  });

  it("answers from its caches what the database says after each write", async () => {
    const stale: string[] = [];
    const checked: string[] = [];
    for (const route of callableRoutes(t.app)) {
      if (!MUTATING.has(route.method) || route.access === "testSupport") continue;
      const writer = WRITERS.find((name) => accessVerdict(route.access, world.callers[name]) === "allowed");
      if (!writer) continue;
      const request = requestFor(route, world, writer);
      // Sign-out and session-ending endpoints leave nothing to read back as the writer.
      if (!request || request.endsSession || request.status === null) continue;
      const readers = [world.callers[writer].user, world.callers.learner.user];
      const urls = readsFor(world);
      for (const reader of readers) await snapshot(reader, urls); // warm every cache

      const url = fillParams(route.url, request.params ?? {});
      const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
      const res = await send(t, world.callers[writer].user, {
        method: route.method,
        url: `${url}${query}`,
        ...(request.body === undefined
          ? {}
          : { payload: JSON.stringify(request.body), headers: { "content-type": "application/json" } }),
      });
      expect(res.statusCode, `${routeKey(route)} as ${writer}: ${res.body}`).toBeLessThan(500);
      checked.push(routeKey(route));

      for (const reader of readers) {
        const fromCaches = await snapshot(reader, urls);
        forgetCachedReads(t.database.db);
        const fromDatabase = await snapshot(reader, urls);
        for (const read of urls) {
          if (JSON.stringify(fromCaches[read]) !== JSON.stringify(fromDatabase[read])) {
            stale.push(`${routeKey(route)} as ${writer} left ${read} stale for ${reader?.email}`);
          }
        }
      }
    }
    expect(checked.length).toBeGreaterThan(10);
    expect(stale).toEqual([]);
  }, 180_000);
});
