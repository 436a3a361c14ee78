import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeviceSession } from "../../../contracts/device-limit";
import { auditLog, session } from "../../db/schema";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";
import { CURRENT_SESSION_MESSAGE } from "./service";

/**
 * Issue 21 item 3: a person sees the devices they are signed in on and ends any of them, or all but
 * the one they are using; an ended session is refused on its very next request, cached or not.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = "correct-horse-battery";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** A password sign-in from another device (its own address and browser): a session of its own. */
async function signInOn(person: TestUser, userAgent: string): Promise<TestUser> {
  const address = nextAddress();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: address,
    headers: { "user-agent": userAgent, origin: "http://localhost:5000" },
    payload: { email: person.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...person, cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join("; "), address };
}

const list = async (caller: TestUser | null) => t.as(caller, { method: "GET", url: "/api/account/sessions" });
const sessionsOf = async (caller: TestUser): Promise<DeviceSession[]> => {
  const res = await list(caller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const me = (caller: TestUser) => t.as(caller, { method: "GET", url: "/api/auth/user" });
const endOne = (caller: TestUser | null, id: string) =>
  t.as(caller, { method: "DELETE", url: `/api/account/sessions/${encodeURIComponent(id)}` });
const endOthers = (caller: TestUser | null) => t.as(caller, { method: "DELETE", url: "/api/account/sessions" });

/** A person signed in on a laptop (Firefox on Linux) and a phone (Safari on iOS). */
async function personOnTwoDevices() {
  const first = await t.signUp({ password: PASSWORD });
  const laptop = await signInOn(first, FIREFOX_LINUX);
  const phone = await signInOn(first, SAFARI_IPHONE);
  // The sign-up's own session is a third device of theirs; the tests name it `signUp`.
  return { signUp: first, laptop, phone };
}

async function idOf(caller: TestUser, browser: string): Promise<string> {
  const found = (await sessionsOf(caller)).find((s) => s.browser === browser);
  if (!found) throw new Error(`no ${browser} session`);
  return found.id;
}

describe("GET /api/account/sessions", () => {
  it("lists the caller's active sessions, theirs first, with browser, system, address and last use", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: "Firefox", os: "Linux", ipAddress: laptop.address });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const safari = sessions.find((s) => s.browser === "Safari");
    expect(safari).toMatchObject({ current: false, os: "iOS", ipAddress: phone.address });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(["browser", "current", "id", "ipAddress", "lastUsedAt", "os"]);
      expect(new Date(s.lastUsedAt).toISOString()).toBe(s.lastUsedAt);
    }
    // From the phone, the phone is the current one.
    expect((await sessionsOf(phone)).find((s) => s.current)?.browser).toBe("Safari");
  });

  it("leaves out sessions that no longer count: expired, or idle past the timeout", async () => {
    const { signUp, laptop, phone } = await personOnTwoDevices();
    const { db } = t.database;
    const phoneId = await idOf(laptop, "Safari");
    const signUpId = (await sessionsOf(signUp)).find((s) => s.current)?.id ?? "";
    expect(signUpId).not.toBe("");
    // The free plan's idle timeout is 30 minutes: a session last used two hours ago has ended.
    await db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(session.id, phoneId));
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.id, signUpId));
    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => s.browser)).toEqual(["Firefox"]);
    expect((await me(phone)).statusCode).toBe(401);
  });

  it("shows nobody else's sessions, and is 401 signed out", async () => {
    const { laptop } = await personOnTwoDevices();
    const other = await t.signUp();
    const mine = (await sessionsOf(laptop)).map((s) => s.id);
    const theirs = await sessionsOf(other);
    expect(theirs).toHaveLength(1);
    expect(mine).not.toContain(theirs[0].id);
    const signedOut = await list(null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("DELETE /api/account/sessions/{id}", () => {
  it("ends one other session, which is refused on its very next request, and audits it", async () => {
    const { laptop, phone } = await personOnTwoDevices();
    // The phone's session is cached now: the next request would not ask the database.
    expect((await me(phone)).statusCode).toBe(200);
    const phoneId = await idOf(laptop, "Safari");
    const res = await endOne(laptop, phoneId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.id)).not.toContain(phoneId);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, laptop.id), eq(auditLog.action, "account.session_ended")));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ organizationId: null, targetType: "session", targetId: phoneId });
    // Ended already: not found the second time.
    expect((await endOne(laptop, phoneId)).statusCode).toBe(404);
  });

  it("never ends another person's session: 404, and theirs keeps working", async () => {
    const { laptop } = await personOnTwoDevices();
    const victim = await t.signUp();
    expect((await me(victim)).statusCode).toBe(200);
    const [victimSession] = await sessionsOf(victim);
    const res = await endOne(laptop, victimSession.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("That session has already ended");
    expect((await me(victim)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: session.id }).from(session).where(eq(session.id, victimSession.id));
    expect(row?.id).toBe(victimSession.id);
  });

  it("refuses the caller's own session (Sign Out ends that one) and bad ids, and is 401 signed out", async () => {
    const { laptop } = await personOnTwoDevices();
    const current = (await sessionsOf(laptop)).find((s) => s.current);
    expect(current).toBeDefined();
    const own = await endOne(laptop, current?.id ?? "");
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: CURRENT_SESSION_MESSAGE, issues: [{ path: "id" }] });
    expect((await me(laptop)).statusCode).toBe(200);
    for (const bad of ["a b", "x".repeat(101), "a\u0000b", "../sessions"]) {
      const res = await endOne(laptop, bad);
      expect([400, 404, 414], bad).toContain(res.statusCode);
      expect(typeof res.json().message).toBe("string");
    }
    const malformed = await endOne(laptop, "a.b");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Session id is not valid/);
    expect((await endOne(laptop, "no-such-session")).statusCode).toBe(404);
    expect((await endOne(null, current?.id ?? "x")).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });
});

describe("DELETE /api/account/sessions (sign out everywhere else)", () => {
  it("ends every other session of the caller, keeps theirs and nobody else's, and audits it", async () => {
    const { signUp, laptop, phone } = await personOnTwoDevices();
    const bystander = await t.signUp();
    for (const caller of [signUp, phone, bystander]) expect((await me(caller)).statusCode).toBe(200);
    const res = await endOthers(laptop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(signUp)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(bystander)).statusCode).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.browser)).toEqual(["Firefox"]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, laptop.id), eq(auditLog.action, "account.other_sessions_ended")));
    expect(audited.map((a) => a.details)).toEqual([{ count: 2 }]);
    // Nothing left to end: 0, and no second entry.
    expect((await endOthers(laptop)).json()).toEqual({ ended: 0 });
  });

  it("is 401 signed out and refused from another site", async () => {
    const { laptop } = await personOnTwoDevices();
    expect((await endOthers(null)).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "DELETE",
      url: "/api/account/sessions",
      headers: { cookie: laptop.cookie, origin: "https://evil.example" },
    });
    expect(forged.statusCode).toBe(403);
    expect((await sessionsOf(laptop)).length).toBe(3);
  });
});

describe("the device limit's refusal (issue 29), from a person's own sessions list", () => {
  it("names the same devices the sessions list shows", async () => {
    const { laptop } = await personOnTwoDevices();
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: nextAddress(),
      headers: { "user-agent": CHROME_WINDOWS, origin: "http://localhost:5000" },
      payload: { email: laptop.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    const listed = (await sessionsOf(laptop)).map(({ current: _c, ...s }) => s);
    const named = (refused.json().sessions as DeviceSession[]).map(({ current: _c, ...s }) => s);
    expect(named.length).toBe(3);
    expect(new Set(named.map((s) => s.id))).toEqual(new Set(listed.map((s) => s.id)));
  });
});
