import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { writeUsers } from "../../platform/caches/writes";
import { createTestApp, nextAddress, TEST_ORIGIN, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 26 item 2: sessions follow activity (a heartbeat moves the idle clock on, at most one write a
 * minute), and a device is a browser session: one browser signing in again is not one more device,
 * and a session past its idle timeout neither counts nor stays.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const CHROME = "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";

const ago = (ms: number) => new Date(Date.now() - ms);
const MINUTE = 60_000;

/** The session's last activity moved back, as a write to sessions does (dropping the cached session). */
const lastActiveAgo = (userId: string, ms: number, sessionId?: string) =>
  writeUsers(t.database.db, userId, () =>
    t.database.db.execute(
      sessionId
        ? sql`update session set updated_at = ${ago(ms)} where id = ${sessionId}`
        : sql`update session set updated_at = ${ago(ms)} where user_id = ${userId}`,
    ),
  );

/** The user's sessions, with each row's version (xmin changes with every write to the row). */
async function sessionsOf(userId: string) {
  const result = await t.database.db.execute(
    sql`select id, token, updated_at, xmin::text as version from session where user_id = ${userId} order by created_at`,
  );
  return rowsOf<{ id: string; token: string; updated_at: string | Date; version: string }>(result);
}

const heartbeat = (user: TestUser | null, headers: Record<string, string> = {}) =>
  t.as(user, { method: "POST", url: "/api/session/heartbeat", headers });

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

const signIn = (email: string, password: string, agent: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextAddress(),
    headers: { origin: TEST_ORIGIN, "user-agent": agent, ...(cookie ? { cookie } : {}) },
    payload: { email, password },
  });

describe("POST /api/session/heartbeat", () => {
  it("answers 401 signed out", async () => {
    const res = await heartbeat(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("starts the idle clock again and says how long the session has left", async () => {
    const learner = await t.signUp();
    await lastActiveAgo(learner.id, 29 * MINUTE);
    const res = await heartbeat(learner);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("no-store");
    const body = res.json();
    // spec 3 §9: a free account's sessions end after 30 idle minutes.
    expect(body.idleTimeoutMinutes).toBe(30);
    expect(body.signOutInSeconds).toBeGreaterThan(29 * 60);
    expect(body.signOutInSeconds).toBeLessThanOrEqual(30 * 60);
    const [row] = await sessionsOf(learner.id);
    expect(Date.now() - new Date(row.updated_at).getTime()).toBeLessThan(MINUTE);
    // Two more minutes without activity would have ended it; after the heartbeat it is in use.
    expect((await t.as(learner, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
  });

  it("writes the last activity at most once a minute", async () => {
    const learner = await t.signUp();
    await lastActiveAgo(learner.id, 30_000);
    const [before] = await sessionsOf(learner.id);
    const first = await heartbeat(learner);
    const second = await heartbeat(learner);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [after] = await sessionsOf(learner.id);
    // Not a write: the same row version and the same last activity, 30 seconds ago.
    expect(after.version).toBe(before.version);
    expect(new Date(after.updated_at).getTime()).toBe(new Date(before.updated_at).getTime());
    // The answer counts from that last activity: about 29.5 minutes left.
    expect(first.json().signOutInSeconds).toBeLessThanOrEqual(30 * 60 - 30);
    expect(first.json().signOutInSeconds).toBeGreaterThan(30 * 60 - 40);

    await lastActiveAgo(learner.id, 61_000);
    const [stale] = await sessionsOf(learner.id);
    expect((await heartbeat(learner)).statusCode).toBe(200);
    const [moved] = await sessionsOf(learner.id);
    expect(moved.version).not.toBe(stale.version);
    expect(Date.now() - new Date(moved.updated_at).getTime()).toBeLessThan(30_000);
  });

  it("gives a paid plan its longer timeout (spec 3 §9: individual 120 minutes)", async () => {
    const paid = await t.signUp();
    await t.grantSubscription(paid, "individual");
    const res = await heartbeat(paid);
    expect(res.statusCode).toBe(200);
    expect(res.json().idleTimeoutMinutes).toBe(120);
  });

  it("cannot bring back a session past its idle timeout, which is deleted", async () => {
    const learner = await t.signUp();
    await lastActiveAgo(learner.id, 31 * MINUTE);
    const res = await heartbeat(learner);
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(learner.id)).toEqual([]);
  });

  it("is refused from another site, and writes nothing", async () => {
    const learner = await t.signUp();
    await lastActiveAgo(learner.id, 2 * MINUTE);
    const [before] = await sessionsOf(learner.id);
    for (const origin of ["https://evil.example.com", "null"]) {
      const res = await heartbeat(learner, { origin });
      expect(res.statusCode).toBe(403);
    }
    const [after] = await sessionsOf(learner.id);
    expect(after.version).toBe(before.version);
  });
});

describe("a device is a browser session (spec 3 §3 deviceLimit 3)", () => {
  /** A learner signed in on three browsers: the sign-up's, then Chrome and Safari. */
  const onThreeDevices = async (password: string) => {
    const person = await t.signUp({ password });
    const chrome = await signIn(person.email, password, CHROME);
    const safari = await signIn(person.email, password, SAFARI);
    expect([chrome.statusCode, safari.statusCode]).toEqual([200, 200]);
    expect(await sessionsOf(person.id)).toHaveLength(3);
    return { person, chrome: cookieOf(chrome), safari: cookieOf(safari) };
  };

  it("lets a browser sign in again without counting it twice, and ends its old session", async () => {
    const password = "amber-lantern-same-browser";
    const { person, chrome } = await onThreeDevices(password);
    const [, chromeBefore] = await sessionsOf(person.id);
    // Chrome signs in again with its own cookie (a second tab's sign-in page, say): still three devices.
    const again = await signIn(person.email, password, CHROME, chrome);
    expect(again.statusCode).toBe(200);
    const after = await sessionsOf(person.id);
    expect(after).toHaveLength(3);
    expect(after.map((s) => s.id)).not.toContain(chromeBefore.id);
    // The old cookie is signed out; the new one is signed in.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: chrome } })).statusCode).toBe(
      401,
    );
    const fresh = cookieOf(again);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: fresh } })).statusCode).toBe(
      200,
    );
    // A fourth browser is still refused: the limit holds.
    expect((await signIn(person.email, password, FIREFOX)).statusCode).toBe(403);
  });

  it("counts the tabs of one browser as one device", async () => {
    const learner = await t.signUp();
    // Tabs share the cookie: their requests and heartbeats open no session.
    for (let tab = 0; tab < 3; tab += 1) {
      expect((await heartbeat(learner)).statusCode).toBe(200);
      expect((await t.as(learner, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);
    }
    expect(await sessionsOf(learner.id)).toHaveLength(1);
  });

  it("counts a browser closed without signing out until its idle timeout, then deletes it", async () => {
    const password = "quiet-harbour-closed-tab";
    const { person } = await onThreeDevices(password);
    const [, chromeSession] = await sessionsOf(person.id);
    // Chrome's tab was closed 29 minutes ago: the person may come back, so it still counts.
    await lastActiveAgo(person.id, 29 * MINUTE, chromeSession.id);
    expect((await signIn(person.email, password, FIREFOX)).statusCode).toBe(403);
    // Past the free plan's 30 minutes it has ended: not a device, and gone.
    await lastActiveAgo(person.id, 31 * MINUTE, chromeSession.id);
    expect((await signIn(person.email, password, FIREFOX)).statusCode).toBe(200);
    const after = await sessionsOf(person.id);
    expect(after).toHaveLength(3);
    expect(after.map((s) => s.id)).not.toContain(chromeSession.id);
  });

  it("deletes every session past its idle timeout as the person signs in", async () => {
    const password = "silver-meadow-idle-clean";
    const { person } = await onThreeDevices(password);
    await lastActiveAgo(person.id, 45 * MINUTE);
    const res = await signIn(person.email, password, FIREFOX);
    expect(res.statusCode).toBe(200);
    // Only the new session is left: the three idle ones are gone.
    const after = await sessionsOf(person.id);
    expect(after).toHaveLength(1);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: cookieOf(res) } })).statusCode,
    ).toBe(200);
  });
});
