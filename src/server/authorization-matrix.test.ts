import { and, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathwayEnrollments } from "./db/schema";
import { registerAccessPolicy } from "./plugins/access-policy";
import {
  accessVerdict,
  BETTER_AUTH_CATCH_ALL,
  CALLER_NAMES,
  type CallableRoute,
  type CallerName,
  callableRoutes,
  createWorld,
  encodeSegment,
  fillParams,
  requestFor,
  routeKey,
  routesWithoutPolicy,
  send,
  signedInSession,
  type World,
} from "./test/route-callers";
import { createTestApp, type TestApp } from "./test/test-app";

/**
 * DESIGN §5: every route declares its access policy; this calls every registered route as each kind
 * of caller and checks the answer against the policy, and that no caller reads another's data.
 */

let t: TestApp;
let world: World;
let routes: CallableRoute[];

beforeAll(async () => {
  // The test-support routes too: they exist in end-to-end servers, so they are in the matrix.
  t = await createTestApp({ E2E_TEST_SUPPORT: "true" });
  world = await createWorld(t);
  routes = callableRoutes(t.app);
});
afterAll(() => t?.close());

describe("access policies", () => {
  it("are declared by every /api route the app registers", () => {
    expect(t.app.routePolicies.length).toBeGreaterThan(0);
    expect(routesWithoutPolicy(t.app)).toEqual([]);
  });

  it("are the GET route's for the HEAD route Fastify adds", () => {
    const heads = t.app.routePolicies.filter((r) => r.method === "HEAD");
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) {
      const get = t.app.routePolicies.find((r) => r.method === "GET" && r.url === head.url);
      expect(head.access, head.url).toEqual(get?.access);
    }
  });

  it("keep an /api route without one from booting, and leave other routes alone", async () => {
    const app = Fastify({ logger: false });
    registerAccessPolicy(app);
    app.get("/robots.txt", async () => "");
    app.register(async (feature) => {
      feature.get("/api/declared", { config: { access: "public" } }, async () => ({}));
      feature.get("/api/forgotten", async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow("GET /api/forgotten declares no access policy");
    expect(app.routePolicies.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(["GET /robots.txt", "HEAD /robots.txt", "GET /api/declared"]),
    );
    await app.close().catch(() => {});
  });

  it("have a request in the matrix for every route", () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => !requestFor(route, world, "learner")).map(routeKey);
    expect(missing, "add a request for these routes to ROUTE_REQUESTS (test/route-callers.ts)").toEqual([]);
    // The catch-all is called through the endpoints it lets through.
    expect(routes.some((r) => r.url === BETTER_AUTH_CATCH_ALL)).toBe(false);
    expect(routes.filter((r) => r.url.startsWith("/api/auth/") && r.url !== "/api/auth/user").length).toBeGreaterThan(
      0,
    );
  });
});

/** Strings only some callers may ever be answered: whose data they are. The admin may see all. */
function privateMarkers(w: World): { text: string; visibleTo: CallerName[] }[] {
  const learner = w.callers.learner.user!;
  const employerA = w.callers.employerA.user!;
  const employerB = w.callers.employerB.user!;
  return [
    { text: learner.id, visibleTo: ["learner", "employerA"] },
    { text: learner.email, visibleTo: ["learner", "employerA"] },
    { text: w.organizationA.id, visibleTo: ["learner", "employerA"] },
    { text: w.organizationA.name, visibleTo: ["learner", "employerA"] },
    ...w.organizationA.memberIds.slice(1).map((text) => ({ text, visibleTo: ["employerA"] as CallerName[] })),
    ...w.organizationA.memberEmails.slice(1).map((text) => ({ text, visibleTo: ["employerA"] as CallerName[] })),
    { text: employerA.email, visibleTo: ["employerA"] },
    { text: w.organizationB.id, visibleTo: ["employerB"] },
    { text: w.organizationB.name, visibleTo: ["employerB"] },
    ...w.organizationB.memberIds.map((text) => ({ text, visibleTo: ["employerB"] as CallerName[] })),
    ...w.organizationB.memberEmails.map((text) => ({ text, visibleTo: ["employerB"] as CallerName[] })),
    { text: employerB.email, visibleTo: ["employerB"] },
  ];
}

describe("every route, as each caller", () => {
  for (const callerName of CALLER_NAMES) {
    it(`answers ${callerName} as the route's policy says`, async () => {
      const caller = world.callers[callerName];
      const markers = privateMarkers(world);
      const failures: string[] = [];
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const request = requestFor(route, world, callerName);
        if (!request) continue; // reported by "have a request in the matrix for every route"
        const user = caller.user && request.endsSession ? await signedInSession(t, caller.user) : caller.user;
        const url = fillParams(
          route.url,
          Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, encodeSegment(v)])),
        );
        const query = new URLSearchParams(request.query ?? {}).toString();
        const res = await send(t, user, {
          method: route.method,
          url: query ? `${url}?${query}` : url,
          payload: request.body === undefined ? undefined : JSON.stringify(request.body),
          headers: request.body === undefined ? {} : { "content-type": "application/json" },
        });
        const where = `${routeKey(route)} as ${callerName} (${JSON.stringify(route.access)})`;
        const verdict = accessVerdict(route.access, caller);
        if (verdict === 401) {
          if (res.statusCode !== 401 || res.body !== JSON.stringify({ message: "Unauthorized" })) {
            failures.push(`${where}: expected 401 Unauthorized, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (verdict === 403) {
          if (res.statusCode !== 403 || typeof safeJson(res.body)?.message !== "string") {
            failures.push(`${where}: expected 403 with a message, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (request.status === null) {
          if (res.statusCode >= 500 || res.statusCode === 401 || res.statusCode === 403) {
            failures.push(`${where}: expected to be let in, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (![request.status].flat().includes(res.statusCode)) {
          failures.push(`${where}: expected ${request.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        // No caller but the admin is ever answered another user's or another organisation's data
        // (a value the caller sent itself, echoed in a message, is not a leak).
        if (callerName !== "admin") {
          const sent = `${url} ${JSON.stringify(request.body ?? "")}`;
          for (const marker of markers) {
            if (
              !marker.visibleTo.includes(callerName) &&
              !sent.includes(marker.text) &&
              res.body.includes(marker.text)
            ) {
              failures.push(`${where}: answered another's data (${marker.text})`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("keeps what a learner owns to them: no other caller reads it", async () => {
    const { learner } = world.callers;
    const moduleId = world.otherFreeModuleId;
    const json = (body: unknown) => ({
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    const write = [
      await send(t, learner.user, { method: "POST", url: `/api/modules/${moduleId}/bookmark` }),
      await send(t, learner.user, {
        method: "POST",
        url: "/api/user/progress",
        ...json({ moduleId, isCompleted: false, progressPercentage: 70, timeSpent: 30 }),
      }),
    ];
    expect(write.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await send(t, learner.user, { method: "GET", url: `/api/progress/${moduleId}` })).json()).toMatchObject({
      progressPercentage: 70,
    });
    for (const name of ["employerA", "employerB", "admin"] as const) {
      const other = world.callers[name].user;
      const bookmarks = await send(t, other, { method: "GET", url: "/api/bookmarks" });
      expect(bookmarks.json().map((m: { id: number }) => m.id)).not.toContain(moduleId);
      expect((await send(t, other, { method: "GET", url: `/api/progress/${moduleId}` })).json()).toBeNull();
      const progress = await send(t, other, { method: "GET", url: "/api/progress" });
      expect(progress.json().map((p: { moduleId: number }) => p.moduleId)).not.toContain(moduleId);
    }
  });

  it("never lets employer B enrol organisation A's team members, nor see organisation A", async () => {
    const { db } = t.database;
    const learnerId = world.callers.learner.user!.id;
    const enrolment = and(eq(pathwayEnrollments.pathwayId, world.pathwayId), eq(pathwayEnrollments.userId, learnerId));
    await db.delete(pathwayEnrollments).where(enrolment);
    const assign = await send(t, world.callers.employerB.user, {
      method: "POST",
      url: "/api/organizations/pathways/assign",
      payload: JSON.stringify({ pathwayId: world.pathwayId, memberIds: [learnerId] }),
      headers: { "content-type": "application/json" },
    });
    expect(assign.statusCode).toBe(400);
    expect(await db.select().from(pathwayEnrollments).where(enrolment)).toEqual([]);

    const analytics = await send(t, world.callers.employerB.user, {
      method: "GET",
      url: "/api/organizations/analytics",
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().organization).toEqual({ id: world.organizationB.id, name: world.organizationB.name });
    expect(analytics.body).not.toContain(learnerId);
  });
});

function safeJson(body: string): { message?: unknown } | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
