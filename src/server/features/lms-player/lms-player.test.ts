import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KnowledgeCheckAttempt } from "../../../contracts/knowledge-check";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { lmsPlayerSessions, member, userProgress } from "../../db/schema";
import { rightAnswersTo } from "../../platform/learning/knowledge-check-attempts";
import { issueLaunchToken, type LaunchClaims } from "../../platform/lms/launch-token";
import { provisionExternalLearner } from "../../platform/organizations/external-learner";
import { NO_LMS_INTEGRATION_MESSAGE } from "../../platform/organizations/lms-integration";
import { addMember, createLearner, createOrganization, createOrganizationPlan } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { hashPlayerKey, PLAYER_SESSION_IDLE_MS } from "./player-access";
import { NOT_A_MEMBER } from "./service";

/**
 * Issue 24 item 1, PIVOT's side (decision 326): the player an LMS package opens exchanges a launch
 * token once for a player session, and its key opens one module for one learner of an organisation
 * whose plan has LMS integration, through the same services as the module page.
 */

let t: TestApp;
let now = new Date();
let secret: string;
let assessed: ModuleSummary;
/** Another free module with a body. */
let another: ModuleSummary;
let premium: ModuleSummary;
let scenes = 0;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  secret = t.app.services.config.authSecret;
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  assessed = catalogue.find((m) => !m.isPremium && m.hasKnowledgeCheck && m.slug === "gender-pay-gap-reporting")!;
  another = catalogue.find((m) => !m.isPremium && m.hasContent && m.id !== assessed.id)!;
  premium = catalogue.find((m) => m.isPremium && m.hasContent)!;
});
afterAll(() => t.close());

interface Scene {
  organizationId: string;
  owner: TestUser;
  learnerId: string;
  packageId: string;
}

/** An Enterprise Plus organisation, its owner (signed in) and a learner its LMS sent (provisioned). */
async function scene(options: { plan?: boolean } = {}): Promise<Scene> {
  const { db } = t.database;
  const n = ++scenes;
  const suffix = randomBytes(3).toString("hex");
  const organization = await createOrganization(db, { name: `Player Co ${n}`, slug: `player-co-${n}-${suffix}` });
  const ownerRow = await createLearner(db, {
    email: `owner-${n}-${suffix}@player.example.com`,
    firstName: "Olu",
    lastName: "Owner",
  });
  await addMember(db, { organizationId: organization.id, userId: ownerRow.id, role: "owner", department: null });
  if (options.plan !== false)
    await createOrganizationPlan(db, {
      organizationId: organization.id,
      planId: "enterprise_plus",
      billingCycle: "yearly",
      seats: 10,
      invoiceRef: `INV-PLAYER-${n}`,
      now,
    });
  const packageId = `package-${n}-${suffix}`;
  const learner = await provisionExternalLearner(db, {
    organizationId: organization.id,
    source: "scorm12",
    issuer: packageId,
    externalId: `student-${n}`,
    name: "Okafor, Ada",
    email: null,
    now,
    ip: null,
  });
  return {
    organizationId: organization.id,
    owner: await signedInSession(t, ownerRow),
    learnerId: learner.userId,
    packageId,
  };
}

const launch = (s: Scene, moduleId: number, overrides: Partial<LaunchClaims> = {}, key = secret) =>
  issueLaunchToken(
    t.database.db,
    {
      organizationId: s.organizationId,
      userId: s.learnerId,
      moduleId,
      packageId: s.packageId,
      format: "scorm12",
      ...overrides,
    },
    now,
    key,
  );

const exchange = (launchToken: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/lms/player-sessions",
    payload: { launchToken } as object,
    headers: { origin: "http://localhost:5000", ...headers },
  });

async function session(s: Scene, moduleId: number): Promise<string> {
  const res = await exchange(await launch(s, moduleId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().playerKey;
}

const player = (
  key: string | null,
  method: "GET" | "POST",
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/lms/player/modules/${path}`,
    payload,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  });

const messageOf = (res: { body: string }) => (JSON.parse(res.body) as { message: string }).message;

describe("POST /api/lms/player-sessions", () => {
  it("exchanges a launch token once for a session of its learner and module, audited", async () => {
    expect(assessed && another && premium).toBeTruthy();
    const s = await scene();
    const token = await launch(s, assessed.id);
    const res = await exchange(token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      learnerName: "Ada Okafor",
      format: "scorm12",
      module: { id: assessed.id, title: assessed.title, isLocked: false, hasKnowledgeCheck: true },
      progress: null,
    });
    expect(body.playerKey).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime()).toBe(now.getTime() + PLAYER_SESSION_IDLE_MS);
    expect(res.headers["cache-control"]).toBe("private, no-store");

    // Only the key's hash is stored.
    const [row] = await t.database.db
      .select()
      .from(lmsPlayerSessions)
      .where(eq(lmsPlayerSessions.keyHash, hashPlayerKey(body.playerKey)));
    expect(row).toMatchObject({ organizationId: s.organizationId, userId: s.learnerId, moduleId: assessed.id });
    expect(JSON.stringify(row)).not.toContain(body.playerKey);
    const audit = await queryRows<{ actor_id: string; target_id: string; details: { packageId: string } }>(
      t.database.db,
      sql`select actor_id, target_id, details from audit_log
        where organization_id = ${s.organizationId} and action = 'lms_player.session_started'`,
    );
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: s.learnerId, target_id: String(assessed.id), details: expect.anything() }),
    ]);
    expect(audit[0].details.packageId).toBe(s.packageId);

    // A replay, even with the right token, is refused and makes no session.
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(messageOf(replay)).toMatch(/already used.*launch the module again from your LMS/);
    const sessions = await t.database.db
      .select()
      .from(lmsPlayerSessions)
      .where(eq(lmsPlayerSessions.userId, s.learnerId));
    expect(sessions).toHaveLength(1);
  });

  it("refuses a token past its ten minutes (the app's clock)", async () => {
    const s = await scene();
    const token = await launch(s, assessed.id);
    const issuedAt = now;
    now = new Date(issuedAt.getTime() + 10 * 60 * 1000 + 1000);
    try {
      const res = await exchange(token);
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toMatch(/expired/);
    } finally {
      now = issuedAt;
    }
    // Within its ten minutes it works (the refusal was the time, not the token).
    expect((await exchange(token)).statusCode).toBe(201);
  });

  it("refuses a forged token: another secret, claims altered to another organisation, or nonsense", async () => {
    const s = await scene();
    const other = await scene();
    const wrongSecret = await launch(s, assessed.id, {}, "not-the-secret-of-this-server-at-all");
    expect((await exchange(wrongSecret)).statusCode).toBe(401);

    // The token's claims rewritten to name another organisation's learner, the signature kept.
    const [payload, mac] = (await launch(s, assessed.id)).split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const altered = Buffer.from(
      JSON.stringify({ ...claims, organizationId: other.organizationId, userId: other.learnerId }),
    ).toString("base64url");
    const res = await exchange(`${altered}.${mac}`);
    expect(res.statusCode).toBe(401);
    expect(messageOf(res)).toMatch(/not valid/);

    for (const nonsense of ["x", "a.b", "a.b.c", `${payload}.`]) {
      const refused = await exchange(nonsense);
      expect(refused.statusCode, nonsense).toBe(401);
      expect(Object.keys(refused.json())).toEqual(["message"]);
    }
    expect((await exchange("")).statusCode).toBe(400);
    const none = await t.database.db
      .select()
      .from(lmsPlayerSessions)
      .where(inArray(lmsPlayerSessions.userId, [s.learnerId, other.learnerId]));
    expect(none).toEqual([]);
  });

  it("refuses a launch for an organisation without LMS integration, or a learner no longer its member", async () => {
    const withoutPlan = await scene({ plan: false });
    const res = await exchange(await launch(withoutPlan, assessed.id));
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe(NO_LMS_INTEGRATION_MESSAGE);

    const s = await scene();
    const token = await launch(s, assessed.id);
    await t.database.db
      .delete(member)
      .where(and(eq(member.organizationId, s.organizationId), eq(member.userId, s.learnerId)));
    const removed = await exchange(token);
    expect(removed.statusCode).toBe(403);
    expect(messageOf(removed)).toBe(NOT_A_MEMBER);
  });
});

describe("the player key", () => {
  it("opens its own module only: another module 404, another or no key 401, a cookie alone 401", async () => {
    const s = await scene();
    const key = await session(s, assessed.id);
    expect((await player(key, "GET", `${assessed.id}`)).statusCode).toBe(200);
    const elsewhere = await player(key, "GET", `${another.id}/content`);
    expect(elsewhere.statusCode).toBe(404);
    expect(messageOf(elsewhere)).toMatch(/another module/);
    expect((await player(key, "POST", `${another.id}/knowledge-check/attempts`)).statusCode).toBe(404);

    const unknown = `plk_${randomBytes(32).toString("base64url")}`;
    for (const [name, res] of [
      ["unknown key", await player(unknown, "GET", `${assessed.id}/content`)],
      ["no key", await player(null, "GET", `${assessed.id}/content`)],
      ["malformed", await player(null, "GET", `${assessed.id}/content`, undefined, { authorization: "Bearer x" })],
      ["basic", await player(null, "GET", `${assessed.id}`, undefined, { authorization: `Basic ${key}` })],
      ["cookie alone", await player(null, "GET", `${assessed.id}/content`, undefined, { cookie: s.owner.cookie })],
    ] as const) {
      expect(res.statusCode, name).toBe(401);
      expect(Object.keys(res.json()), name).toEqual(["message"]);
      // Not the session's "Unauthorized", which sends a signed-in page to the sign-in page.
      expect(messageOf(res), name).not.toMatch(/Unauthorized/);
    }
    // Another organisation's learner's key does not reach this learner's progress.
    const other = await scene();
    const otherKey = await session(other, assessed.id);
    await player(otherKey, "POST", `${assessed.id}/progress`, {
      isCompleted: false,
      progressPercentage: 30,
      timeSpent: 5,
    });
    const mine = (await player(key, "GET", `${assessed.id}`)).json();
    expect(mine.progress).toBeNull();
  });

  it("lapses four hours after its last use, each use starting the four hours again", async () => {
    const s = await scene();
    const key = await session(s, another.id);
    const start = now;
    try {
      now = new Date(start.getTime() + 3 * 60 * 60 * 1000);
      const used = await player(key, "GET", `${another.id}`);
      expect(used.statusCode).toBe(200);
      expect(new Date(used.json().expiresAt).getTime()).toBe(now.getTime() + PLAYER_SESSION_IDLE_MS);
      now = new Date(start.getTime() + 6 * 60 * 60 * 1000);
      expect((await player(key, "GET", `${another.id}/content`)).statusCode).toBe(200);
      now = new Date(now.getTime() + PLAYER_SESSION_IDLE_MS + 1000);
      const lapsed = await player(key, "GET", `${another.id}/content`);
      expect(lapsed.statusCode).toBe(401);
      expect(messageOf(lapsed)).toMatch(/launch the module again from your LMS/);
    } finally {
      now = start;
    }
  });
});

describe("learning in the player", () => {
  it("answers the module page's body, premium modules included on the Enterprise Plus plan", async () => {
    const s = await scene();
    const ownerView = await t.as(s.owner, { method: "GET", url: `/api/modules/${premium.id}/content` });
    expect(ownerView.statusCode).toBe(200);
    const key = await session(s, premium.id);
    const state = await player(key, "GET", `${premium.id}`);
    expect(state.json().module).toMatchObject({ id: premium.id, isLocked: false });
    const content = await player(key, "GET", `${premium.id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.json()).toEqual(ownerView.json());
    expect(content.json().content.length).toBeGreaterThan(100);
  });

  it("records progress with the same write as the module page: capped before the check, seen by the employer", async () => {
    const s = await scene();
    const key = await session(s, assessed.id);
    const res = await player(key, "POST", `${assessed.id}/progress`, {
      isCompleted: false,
      progressPercentage: 40,
      timeSpent: 120,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ moduleId: assessed.id, progressPercentage: 40, isCompleted: false });
    // Reading alone reaches 99 % on an assessed module; completing takes a pass (issue 22).
    const full = await player(key, "POST", `${assessed.id}/progress`, {
      isCompleted: false,
      progressPercentage: 100,
      timeSpent: 60,
    });
    expect(full.json()).toMatchObject({ progressPercentage: 99, isCompleted: false, timeSpent: 180 });
    const done = await player(key, "POST", `${assessed.id}/progress`, {
      isCompleted: true,
      progressPercentage: 100,
      timeSpent: 0,
    });
    expect(done.statusCode).toBe(409);

    const [row] = await t.database.db
      .select()
      .from(userProgress)
      .where(and(eq(userProgress.userId, s.learnerId), eq(userProgress.moduleId, assessed.id)));
    expect(row).toMatchObject({ progressPercentage: 99, isCompleted: false, timeSpent: 180 });

    const analytics = await t.as(s.owner, { method: "GET", url: "/api/organizations/analytics" });
    expect(analytics.statusCode, analytics.body).toBe(200);
    const learner = analytics.json().members.find((m: { id: string }) => m.id === s.learnerId);
    expect(learner).toMatchObject({ name: "Ada Okafor", modulesCompleted: 0 });
    expect(learner.lastActivity).not.toBeNull();
    expect(analytics.json().learningHours).toBeGreaterThan(0);
  });

  it("passes the knowledge check under its rules: the module completes with the score, as the employer sees", async () => {
    const s = await scene();
    const key = await session(s, assessed.id);
    const started = await player(key, "POST", `${assessed.id}/knowledge-check/attempts`);
    expect(started.statusCode, started.body).toBe(201);
    const attempt: KnowledgeCheckAttempt = started.json();
    expect(attempt.questions).toHaveLength(5);
    expect(started.body).not.toMatch(/"correct"|"feedback"/);

    // Another learner's attempt is not found through this key.
    const other = await scene();
    const otherKey = await session(other, assessed.id);
    const stolen = await player(
      otherKey,
      "POST",
      `${assessed.id}/knowledge-check/attempts/${attempt.attemptId}/submit`,
      {
        answers: {},
      },
    );
    expect(stolen.statusCode).toBe(404);

    const result = await player(key, "POST", `${assessed.id}/knowledge-check/attempts/${attempt.attemptId}/submit`, {
      answers: await rightAnswersTo(t.database.db, attempt),
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ passed: true, scorePercent: 100 });
    const again = await player(key, "POST", `${assessed.id}/knowledge-check/attempts/${attempt.attemptId}/submit`, {
      answers: {},
    });
    expect(again.statusCode).toBe(409);

    const state = (await player(key, "GET", `${assessed.id}`)).json();
    expect(state.progress).toMatchObject({ isCompleted: true, progressPercentage: 100 });
    expect(state.module.knowledgeCheck).toMatchObject({ passed: true, bestScore: 100, attempts: 1 });
    const analytics = (await t.as(s.owner, { method: "GET", url: "/api/organizations/analytics" })).json();
    expect(analytics.members.find((m: { id: string }) => m.id === s.learnerId)).toMatchObject({ modulesCompleted: 1 });
  });

  it("stops when the organisation loses the plan (403), and when the learner is removed (403)", async () => {
    const s = await scene();
    const key = await session(s, assessed.id);
    expect((await player(key, "GET", `${assessed.id}/content`)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update subscriptions set current_period_end = ${new Date(now.getTime() - 1000)} where organization_id = ${s.organizationId}`,
    );
    for (const res of [
      await player(key, "GET", `${assessed.id}/content`),
      await player(key, "POST", `${assessed.id}/progress`, {
        isCompleted: false,
        progressPercentage: 10,
        timeSpent: 1,
      }),
      await player(key, "POST", `${assessed.id}/knowledge-check/attempts`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe(NO_LMS_INTEGRATION_MESSAGE);
    }
    const progress = await t.database.db.select().from(userProgress).where(eq(userProgress.userId, s.learnerId));
    expect(progress).toEqual([]);

    const kept = await scene();
    const keptKey = await session(kept, assessed.id);
    await t.database.db
      .delete(member)
      .where(and(eq(member.organizationId, kept.organizationId), eq(member.userId, kept.learnerId)));
    const removed = await player(keptKey, "GET", `${assessed.id}/content`);
    expect(removed.statusCode).toBe(403);
    expect(messageOf(removed)).toBe(NOT_A_MEMBER);
  });
});

describe("the player page's frame policy", () => {
  it("lets any site frame /lms/play and no other page", async () => {
    const play = await t.app.inject({ method: "GET", url: "/lms/play" });
    expect(play.headers["content-security-policy"]).toMatch(/frame-ancestors \*/);
    expect(play.headers["x-frame-options"]).toBeUndefined();
    const withQuery = await t.app.inject({ method: "GET", url: "/lms/play?x=1" });
    expect(withQuery.headers["content-security-policy"]).toMatch(/frame-ancestors \*/);
    for (const url of ["/", "/login", "/lms/play/other", "/lms", "/module/1", "/api/lms/player-sessions"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"], url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers["x-frame-options"], url).toBeDefined();
    }
  });
});
