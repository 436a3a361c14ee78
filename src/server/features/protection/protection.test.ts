import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { HTTPMethods } from "fastify";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProtectionSettings } from "../../../contracts/protection";
import { isPremiumModule } from "../../../domain/access";
import { DEFAULT_PROTECTION_SETTINGS, DOWNLOAD_REFUSED_ALERT, PRINT_REFUSED_ALERT } from "../../../domain/protection";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../auth/demo-accounts";
import { contentAccessLog, modules, session, verification } from "../../db/schema";
import { writeUsers } from "../../platform/caches/writes";
import { createAdmin, createEmployer, createLearner } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/** Issue 14: protection settings stored and validated, spec 3 §9's tier limits enforced by the server. */

let now = new Date("2026-03-02T09:00:00Z");
let t: TestApp;
let admin: TestUser;
let employer: TestUser;
let freeModules: number[];
let premiumModules: number[];

const person = async (make: typeof createLearner, name: string) => {
  const suffix = randomBytes(4).toString("hex");
  return signedInSession(
    t,
    await make(t.database.db, { email: `${name}-${suffix}@example.com`, firstName: name, lastName: "Test" }),
  );
};

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await person(createAdmin, "admin");
  employer = await person(createEmployer, "employer");
  const rows = await t.database.db
    .select({ id: modules.id, title: modules.title, category: modules.category })
    .from(modules)
    .orderBy(modules.id);
  freeModules = rows.filter((m) => !isPremiumModule(m)).map((m) => m.id);
  premiumModules = rows.filter((m) => isPremiumModule(m)).map((m) => m.id);
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: HTTPMethods, url: string, payload?: unknown) =>
  t.as(user, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The settings before an administrator saves any: spec 3's defaults, written once in domain/protection.ts. */
const DEFAULTS: ProtectionSettings = DEFAULT_PROTECTION_SETTINGS;
const save = async (changes: Partial<ProtectionSettings>) => {
  const res = await call(admin, "PUT", "/api/protection/settings", { ...DEFAULTS, ...changes });
  expect(res.statusCode, res.body).toBe(200);
};

describe("protection settings", () => {
  it("refuses learners and employers (403) on every protection route", async () => {
    const learner = await person(createLearner, "learner");
    const routes: [HTTPMethods, string, unknown?][] = [
      ["GET", "/api/protection/settings"],
      ["PUT", "/api/protection/settings", DEFAULTS],
      ["GET", "/api/protection/modules"],
      ["GET", "/api/protection/analytics"],
      ["POST", "/api/protection/access-test", { moduleId: freeModules[0], action: "print" }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(learner, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(employer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("answers spec 3's defaults until saved, then what was saved", async () => {
    const first = await call(admin, "GET", "/api/protection/settings");
    expect(first.json()).toEqual({ ...DEFAULTS, updatedAt: null });
    // spec 3 §3 and §9: standard protection, a 120-minute session timeout, 3 devices.
    expect(first.json()).toMatchObject({ protectionLevel: "standard", sessionTimeout: 120, deviceLimit: 3 });
    await save({ protectionLevel: "premium", sessionTimeout: 240, deviceLimit: 5, contentExpiration: 30 });
    const saved = (await call(admin, "GET", "/api/protection/settings")).json();
    expect(saved).toMatchObject({
      protectionLevel: "premium",
      sessionTimeout: 240,
      deviceLimit: 5,
      contentExpiration: 30,
    });
    expect(typeof saved.updatedAt).toBe("string");
    await save({});
  });

  it.each([
    ["sessionTimeout", 45],
    ["sessionTimeout", 0],
    ["deviceLimit", 0],
    ["deviceLimit", 11],
    ["deviceLimit", 2.5],
    ["contentExpiration", -1],
    ["contentExpiration", 366],
    ["downloadRestriction", "everyone"],
    ["printRestriction", null],
    ["protectionLevel", "maximum"],
    ["watermarkEnabled", "yes"],
    ["legalNotice", ""],
  ])("refuses %s = %j with 400 naming the field", async (field, value) => {
    const res = await call(admin, "PUT", "/api/protection/settings", { ...DEFAULTS, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(`${field}: `)).toBe(true);
    expect(res.json().issues[0].path).toBe(field);
  });
});

describe("spec 3 §9 free tier: 3 protected module views a day (controlled clock)", () => {
  it("serves the last allowed view, refuses the next with 429, and allows again the next day", async () => {
    await save({ globalProtection: true });
    const learner = await person(createLearner, "free");
    now = new Date("2026-03-02T09:00:00Z");
    const view = (id: number) => call(learner, "GET", `/api/modules/${id}/content`);
    const [a, b, c, d] = freeModules;
    expect((await view(a)).statusCode).toBe(200);
    expect((await view(b)).statusCode).toBe(200);
    now = new Date("2026-03-02T23:59:00Z");
    expect((await view(c)).statusCode).toBe(200); // the third: the last allowed
    expect((await view(a)).statusCode).toBe(200); // reopening a module viewed today is not a new view
    const refused = await view(d);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Daily limit reached: the Free plan allows 3 protected module views a day. The limit resets at 00:00 UTC on 3 March 2026.",
    );
    now = new Date("2026-03-03T00:00:00Z");
    expect((await view(d)).statusCode).toBe(200);
    await save({ globalProtection: false });
  });

  it("does not count unprotected modules while global protection is off", async () => {
    const learner = await person(createLearner, "open");
    for (const id of freeModules.slice(0, 5)) {
      expect((await call(learner, "GET", `/api/modules/${id}/content`)).statusCode).toBe(200);
    }
  });
});

describe("downloads of protected modules", () => {
  const download = (
    user: TestUser,
    moduleId: number,
    resource = "complete-implementation-framework",
    format = "docx",
  ) => call(user, "GET", `/api/modules/${moduleId}/downloads/${resource}/${format}`);

  it("refuses the free tier with the spec's alert while downloads need a subscription", async () => {
    await save({ globalProtection: true });
    const learner = await person(createLearner, "nodownload");
    const res = await download(learner, freeModules[0]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DOWNLOAD_REFUSED_ALERT);
    await save({ globalProtection: true, downloadRestriction: "none" });
    const none = await download(learner, freeModules[0]);
    expect(none.statusCode).toBe(429);
    expect(none.json().message).toContain("The Free plan includes no protected downloads");
    await save({});
  });

  it("allows an individual 5 downloads a day, and the team tier 20", async () => {
    now = new Date("2026-03-05T10:00:00Z");
    const individual = await person(createLearner, "individual");
    await t.grantSubscription(individual, "individual");
    for (let i = 0; i < 5; i++) expect((await download(individual, premiumModules[0])).statusCode).toBe(200);
    const sixth = await download(individual, premiumModules[0]);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      "Daily limit reached: the Individual plan allows 5 protected downloads a day. The limit resets at 00:00 UTC on 6 March 2026.",
    );
    const team = await person(createLearner, "team");
    await t.grantSubscription(team, "team_leader");
    for (let i = 0; i < 6; i++) expect((await download(team, premiumModules[0])).statusCode).toBe(200);
  });

  it("watermarks downloads with the user's e-mail and the date when watermarking is on", async () => {
    now = new Date("2026-03-07T10:00:00Z");
    const user = await person(createLearner, "marked");
    await t.grantSubscription(user, "individual");
    const text = async () => {
      const res = await download(user, premiumModules[0]);
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      return (await zip.file("word/document.xml")?.async("string")) ?? "";
    };
    expect(await text()).toContain(`Licensed to ${user.email} on 2026-03-07`);
    await save({ watermarkEnabled: false });
    expect(await text()).not.toContain(user.email);
    await save({ contentExpiration: 30 });
    expect(await text()).toContain("licence expires 2026-04-06");
    await save({});
  });
});

describe("forensic reference and IP restriction", () => {
  it("adds the access log's reference to each protected download when the forensic watermark is on", async () => {
    now = new Date("2026-03-09T10:00:00Z");
    const user = await person(createLearner, "forensic");
    await t.grantSubscription(user, "individual");
    await save({ forensicWatermark: true });
    const res = await call(
      user,
      "GET",
      `/api/modules/${premiumModules[0]}/downloads/complete-implementation-framework/docx`,
    );
    expect(res.statusCode).toBe(200);
    const xml = (await (await JSZip.loadAsync(res.rawPayload)).file("word/document.xml")?.async("string")) ?? "";
    const reference = /PVT-(\d{8})/.exec(xml);
    expect(reference).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(contentAccessLog)
      .where(eq(contentAccessLog.id, Number(reference?.[1])));
    expect(row).toMatchObject({ userId: user.id, moduleId: premiumModules[0], action: "download", allowed: true });
    await save({});
  });

  it("opens protected content to one network address a day per account while IP restriction is on", async () => {
    now = new Date("2026-03-10T10:00:00Z");
    const user = await person(createLearner, "roaming");
    await t.grantSubscription(user, "individual");
    await save({ ipRestriction: true });
    const view = (remoteAddress: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/modules/${premiumModules[0]}/content`,
        remoteAddress,
        headers: { cookie: user.cookie },
      });
    expect((await view("10.9.0.1")).statusCode).toBe(200);
    expect((await view("10.9.0.1")).statusCode).toBe(200);
    const elsewhere = await view("10.9.0.2");
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toContain("one network address a day");
    now = new Date("2026-03-11T10:00:00Z");
    expect((await view("10.9.0.2")).statusCode).toBe(200);
    await save({});
  });
});

describe("spec 3 §5 content access test", () => {
  const tryAccess = (body: object) => call(admin, "POST", "/api/protection/access-test", body);

  it("refuses a free-tier download and print with the spec's alerts", async () => {
    const download = await tryAccess({ moduleId: premiumModules[0], action: "download", subscriptionTier: "free" });
    expect(download.json()).toMatchObject({
      allowed: false,
      message: "Download not permitted for your subscription level. Upgrade to access downloads.",
      context: {
        moduleId: premiumModules[0],
        accessLevel: "Premium",
        subscriptionTier: "free",
        downloadEnabled: false,
      },
    });
    const print = await tryAccess({ moduleId: premiumModules[0], action: "print", subscriptionTier: "individual" });
    expect(print.json()).toMatchObject({ allowed: false, message: PRINT_REFUSED_ALERT });
  });

  it("allows otherwise", async () => {
    const download = await tryAccess({
      moduleId: premiumModules[0],
      action: "download",
      subscriptionTier: "individual",
    });
    expect(download.json()).toMatchObject({ allowed: true, context: { downloadEnabled: true } });
    const print = await tryAccess({ moduleId: premiumModules[0], action: "print", subscriptionTier: "team" });
    expect(print.json().allowed).toBe(true);
    const copy = await tryAccess({ moduleId: freeModules[0], action: "copy", subscriptionTier: "free" });
    expect(copy.json()).toMatchObject({ allowed: true, context: { accessLevel: "Unprotected" } });
  });

  it("refuses bad input with 400 naming the field", async () => {
    const res = await tryAccess({ moduleId: premiumModules[0], action: "screenshot" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^action: /);
  });
});

describe("protected modules and usage analytics from the access log", () => {
  it("lists premium modules (and every module under global protection) with their use", async () => {
    const list = (await call(admin, "GET", "/api/protection/modules")).json() as {
      id: number;
      protection: string;
      risk: string;
      downloads30d: number;
    }[];
    expect(list.length).toBe(premiumModules.length);
    expect(list.every((m) => m.protection === "Premium")).toBe(true);
    const first = list.find((m) => m.id === premiumModules[0]);
    expect(first?.downloads30d).toBeGreaterThanOrEqual(11);
    expect(first?.risk).toBe("High");
    await save({ globalProtection: true });
    const all = (await call(admin, "GET", "/api/protection/modules")).json() as { protection: string }[];
    expect(all.length).toBe(premiumModules.length + freeModules.length);
    await save({});
  });

  it("counts views, downloads and refusals of the last 30 days by day and tier", async () => {
    const rows = await t.database.db.select().from(contentAccessLog);
    expect(rows.length).toBeGreaterThan(0);
    const res = await call(admin, "GET", "/api/protection/analytics");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const since = now.getTime() - 30 * 86_400_000;
    const recent = rows.filter((r) => r.occurredAt.getTime() >= since);
    expect(body.downloads).toBe(recent.filter((r) => r.action === "download" && r.allowed).length);
    expect(body.views).toBe(recent.filter((r) => r.action === "view" && r.allowed).length);
    expect(body.refusals).toBe(recent.filter((r) => !r.allowed).length);
    expect(body.byTier.map((r: { tier: string }) => r.tier)).toEqual(expect.arrayContaining(["free", "individual"]));
  });
});

describe("session timeout and device limit", () => {
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // The session's last use moved back, as a write to sessions does (dropping the cached session).
  const idle = (user: TestUser, minutes: number) =>
    writeUsers(t.database.db, user.id, () =>
      t.database.db.execute(sql`update session set updated_at = ${ago(minutes)} where user_id = ${user.id}`),
    );

  it("ends a free learner's session after 30 idle minutes, a paid one's after the setting (120)", async () => {
    const free = await person(createLearner, "idle-free");
    await idle(free, 29);
    expect((await call(free, "GET", "/api/auth/user")).statusCode).toBe(200);
    await idle(free, 31);
    expect((await call(free, "GET", "/api/auth/user")).statusCode).toBe(401);

    const paid = await person(createLearner, "idle-paid");
    await t.grantSubscription(paid, "individual");
    await idle(paid, 31);
    expect((await call(paid, "GET", "/api/auth/user")).statusCode).toBe(200);
    await idle(paid, 121);
    expect((await call(paid, "GET", "/api/auth/user")).statusCode).toBe(401);
  });

  it("keeps a session in use alive: a request after some minutes moves its last use on", async () => {
    const user = await person(createLearner, "touch");
    await idle(user, 20);
    expect((await call(user, "GET", "/api/auth/user")).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ updatedAt: session.updatedAt })
      .from(session)
      .where(eq(session.userId, user.id));
    expect(Date.now() - row.updatedAt.getTime()).toBeLessThan(60_000);
  });

  it("refuses a fourth device with the devices to sign out of, and allows it once one signs out", async () => {
    const signUp = await t.signUp({ password: "quiet-lantern-device-limit" });
    const signIn = (agent: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: signUp.address,
        headers: { origin: "http://localhost:5000", "user-agent": agent },
        payload: { email: signUp.email, password: "quiet-lantern-device-limit" },
      });
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    expect((await signIn(firefox)).statusCode).toBe(200);
    const second = await signIn("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36");
    expect(second.statusCode).toBe(200);
    const refused = await signIn(firefox);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^You are signed in on 3 devices, the most allowed at once \(3\)\. Sign out on one of them first: /,
    );
    expect(refused.json().message).toContain("Chrome on Windows");
    expect(refused.json().message).toContain("Firefox on Linux");
    const secondCookie = second.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      remoteAddress: signUp.address,
      headers: { origin: "http://localhost:5000", cookie: secondCookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await signIn(firefox)).statusCode).toBe(200);
  });

  // Issue 29 item 6: the refusal is not a dead end, and demo accounts do not lock each other out.
  describe("at the device limit", () => {
    const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    const CHROME = "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
    const SAFARI =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
    const signInAs = (email: string, password: string, address: string, agent = FIREFOX) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: address,
        headers: { origin: "http://localhost:5000", "user-agent": agent },
        payload: { email, password },
      });
    const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
      res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const signedIn = async (cookie: string) =>
      (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode;
    const endSession = (payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/device-limit/end-session",
        remoteAddress: "10.9.9.9",
        headers: { origin: "http://localhost:5000" },
        payload,
      });

    /** A learner signed in on three devices (sign-up, then two sign-ins), and the fourth's refusal. */
    const atTheLimit = async (password: string) => {
      const person = await t.signUp({ password });
      const signIn = (agent: string) => signInAs(person.email, password, person.address, agent);
      const second = await signIn(CHROME);
      const third = await signIn(SAFARI);
      expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
      const refused = await signIn(FIREFOX);
      return { person, signIn, cookies: [person.cookie, cookieOf(second), cookieOf(third)], refused };
    };

    it("refuses a fourth sign-in with the sessions to end and a proof, which ends one and lets it through", async () => {
      const { person, signIn, cookies, refused } = await atTheLimit("amber-kettle-device-choice");
      expect(refused.statusCode).toBe(403);
      const body = refused.json();
      expect(body.code).toBe("DEVICE_LIMIT_REACHED");
      expect(body.message).toMatch(/^You are signed in on 3 devices, the most allowed at once \(3\)\./);
      expect(body.proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.sessions).toHaveLength(3);
      for (const device of body.sessions) {
        expect(device).toEqual({
          id: expect.any(String),
          current: false,
          browser: expect.any(String),
          os: device.os === null ? null : expect.any(String),
          ipAddress: person.address,
          lastUsedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
      }
      // Most recently used first; the sign-up came from a client that named no browser.
      expect(body.sessions.map((d: { browser: string; os: string | null }) => [d.browser, d.os])).toEqual([
        ["Safari", "macOS"],
        ["Chrome", "Windows"],
        ["A browser", null],
      ]);
      // The session ids are not the tokens the cookies carry.
      for (const cookie of cookies) for (const device of body.sessions) expect(cookie).not.toContain(device.id);

      const chrome = body.sessions.find((d: { browser: string }) => d.browser === "Chrome");
      const ended = await endSession({ proof: body.proof, sessionId: chrome.id });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toEqual({ ended: chrome.id });
      expect(await signedIn(cookies[1])).toBe(401);
      expect(await signedIn(cookies[0])).toBe(200);
      // Single use: the same proof ends nothing more.
      const again = await endSession({ proof: body.proof });
      expect(again.statusCode).toBe(400);
      expect(again.json().issues).toEqual([{ path: "proof", message: expect.stringMatching(/sign in again/i) }]);
      expect(again.json().message).toMatch(/sign in again/i);
      expect(await signedIn(cookies[0])).toBe(200);
      expect(await signedIn(cookies[2])).toBe(200);

      expect((await signIn(FIREFOX)).statusCode).toBe(200);
    });

    it("ends the oldest session when none is named", async () => {
      const { cookies, refused } = await atTheLimit("copper-lantern-oldest-one");
      expect(refused.statusCode).toBe(403);
      const ended = await endSession({ proof: refused.json().proof });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(await signedIn(cookies[0])).toBe(401);
      expect(await signedIn(cookies[1])).toBe(200);
      expect(await signedIn(cookies[2])).toBe(200);
    });

    it("reveals no session to a wrong password, and a proof ends only its own user's sessions", async () => {
      const { person, refused } = await atTheLimit("violet-harbour-wrong-one");
      expect(refused.json().proof).toEqual(expect.any(String));
      const wrong = await signInAs(person.email, "not-the-password-at-all", person.address);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: "Wrong email or password" });

      const other = await t.signUp({ password: "other-person-device-limit" });
      const [otherSession] = await t.database.db
        .select({ id: session.id })
        .from(session)
        .where(eq(session.userId, other.id));
      const foreign = await endSession({ proof: refused.json().proof, sessionId: otherSession.id });
      expect(foreign.statusCode).toBe(404);
      expect(await signedIn(other.cookie)).toBe(200);
    });

    it("refuses a made-up or expired proof", async () => {
      const { refused } = await atTheLimit("silver-meadow-expired-proof");
      expect((await endSession({ proof: "x".repeat(43) })).statusCode).toBe(400);
      expect((await endSession({})).statusCode).toBe(400);
      // A few minutes later the proof is dead (its row's expiry moved back, as time passing would).
      await t.database.db.execute(
        sql`update ${verification} set expires_at = ${ago(1)} where identifier like 'device-limit:%'`,
      );
      expect((await endSession({ proof: refused.json().proof })).statusCode).toBe(400);
    });

    it("lets a demo account sign in on a fourth device by ending its oldest session", async () => {
      const demo = await createLearner(t.database.db, { ...DEMO_ACCOUNTS.learner, password: DEMO_PASSWORD });
      const address = "10.8.8.8";
      const visits = [];
      for (const agent of [FIREFOX, CHROME, SAFARI, FIREFOX, CHROME]) {
        const res = await signInAs(demo.email, DEMO_PASSWORD, address, agent);
        expect(res.statusCode, res.body).toBe(200);
        visits.push(cookieOf(res));
      }
      expect(await signedIn(visits[0])).toBe(401);
      expect(await signedIn(visits[1])).toBe(401);
      for (const cookie of visits.slice(2)) expect(await signedIn(cookie)).toBe(200);
      const rows = await t.database.db.select({ id: session.id }).from(session).where(eq(session.userId, demo.id));
      expect(rows).toHaveLength(3);
    });
  });
});
