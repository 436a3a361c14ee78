import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { usersWritten } from "../platform/caches/writes";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../test/test-app";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: "Ada", lastName: "Admin" });
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  usersWritten(t.database.db, admin.id);
});
afterAll(() => t.close());

const me = (u: TestUser) => t.as(u, { method: "GET", url: "/api/auth/user" });
const adminAction = (action: string, payload: Record<string, unknown>) =>
  t.as(admin, { method: "POST", url: `/api/auth/admin/${action}`, payload });

describe("open redirect (finding 2)", () => {
  for (const returnTo of ["/\t/evil.example", "//evil.example", "/\\evil.example", "/\n/evil.example"]) {
    it(`keeps ${JSON.stringify(returnTo)} on this site`, async () => {
      const learner = await t.signUp();
      const res = await t.as(learner, {
        method: "GET",
        url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/")}`);
    });
  }

  it("keeps a path on this site", async () => {
    const res = await t.as(null, {
      method: "GET",
      url: `/api/login?returnTo=${encodeURIComponent("/modules/3?tab=podcast")}`,
    });
    expect(res.headers.location).toBe(`/login?returnTo=${encodeURIComponent("/modules/3?tab=podcast")}`);
  });
});

describe("admin actions take effect on the next request (finding 4)", () => {
  it("a banned user is signed out at once", async () => {
    const target = await t.signUp();
    expect((await me(target)).statusCode).toBe(200); // cached now
    expect((await adminAction("ban-user", { userId: target.id })).statusCode).toBe(200);
    expect((await me(target)).statusCode).toBe(401);
    expect((await adminAction("unban-user", { userId: target.id })).statusCode).toBe(200);
  });

  it("a new role applies at once", async () => {
    const target = await t.signUp();
    expect((await me(target)).json().role).toBe("learner");
    expect((await adminAction("set-role", { userId: target.id, role: "admin" })).statusCode).toBe(200);
    expect((await me(target)).json().role).toBe("admin");
  });

  it("revoked sessions end at once", async () => {
    const target = await t.signUp();
    expect((await me(target)).statusCode).toBe(200);
    expect((await adminAction("revoke-user-sessions", { userId: target.id })).statusCode).toBe(200);
    expect((await me(target)).statusCode).toBe(401);
  });

  it("a removed user gets 401 for reads and writes, not 500", async () => {
    const target = await t.signUp();
    expect((await me(target)).statusCode).toBe(200);
    expect((await adminAction("remove-user", { userId: target.id })).statusCode).toBe(200);
    expect((await me(target)).statusCode).toBe(401);
    const write = await t.as(target, { method: "POST", url: "/api/modules/1/bookmark" });
    expect(write.statusCode).toBe(401);
  });

  it("a learner cannot use the admin endpoints", async () => {
    const learner = await t.signUp();
    const target = await t.signUp();
    const res = await t.as(learner, {
      method: "POST",
      url: "/api/auth/admin/ban-user",
      payload: { userId: target.id },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(target)).statusCode).toBe(200);
  });
});

describe("common passwords are refused (finding 5)", () => {
  // Issue 43 item 8: the decorated forms too, whatever their case.
  for (const password of [
    "password",
    "12345678",
    "password123",
    "Password1",
    "Password123!",
    "P@ssw0rd!",
    "DRAGON2024",
  ]) {
    it(`sign-up refuses ${password}`, async () => {
      const res = await t.as(null, {
        method: "POST",
        url: "/api/auth/sign-up/email",
        remoteAddress: `10.9.0.${password.length}`,
        payload: {
          firstName: "Ann",
          lastName: "Other",
          email: `common-${password.replace(/\W/g, "")}@example.com`,
          password,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/too common/);
      expect(res.json().issues).toEqual([expect.objectContaining({ path: "password" })]);
    });
  }

  it("password change refuses a common password and keeps the old one", async () => {
    const learner = await t.signUp({ password: "first-quiet-lantern" });
    const res = await t.as(learner, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "first-quiet-lantern", newPassword: "password123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: "newPassword" })]);
    expect((await me(learner)).statusCode).toBe(200);
  });
});

describe("Better Auth endpoints the product does not use are unreachable (findings 6 and 7)", () => {
  const unused = [
    "/api/auth/organization/create",
    "/api/auth/organization/invite-member",
    "/api/auth/organization/update",
    "/api/auth/update-user",
    "/api/auth/change-email",
    "/api/auth/delete-user",
    "/api/auth/admin/impersonate-user",
  ];
  for (const url of unused) {
    it(`${url} answers 404 JSON`, async () => {
      const learner = await t.signUp();
      const res = await t.as(learner, { method: "POST", url, payload: { name: null, slug: "x" } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Not Found" });
    });
  }

  it("an encoded path does not reach an unused endpoint either", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, {
      method: "POST",
      url: "/api/auth/update%2Duser",
      payload: { name: "x".repeat(60_000) },
    });
    expect(res.statusCode).toBe(404);
  });

  it("an encoded sign-up path is still validated by our schema", async () => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/%65mail",
      remoteAddress: "10.9.1.1",
      payload: { firstName: "x".repeat(500), lastName: "Y", email: "enc@example.com", password: "quiet-lantern-road" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("firstName");
  });
});

describe("sign-out from another site asks first (finding 10)", () => {
  it("a cross-site GET shows a confirmation and keeps the session", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, {
      method: "GET",
      url: "/api/logout",
      headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Sign out of PIVOT Learning?");
    expect((await me(learner)).statusCode).toBe(200);
  });

  it("the confirmation's form signs out from this site", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "POST", url: "/api/logout" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await me(learner)).statusCode).toBe(401);
  });

  it("a cross-site POST is refused by the origin check", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, {
      method: "POST",
      url: "/api/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(learner)).statusCode).toBe(200);
  });

  it("a same-site GET signs out", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, {
      method: "GET",
      url: "/api/logout",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.statusCode).toBe(302);
    expect((await me(learner)).statusCode).toBe(401);
  });
});

describe("changing one's password (finding 10)", () => {
  it("keeps this device signed in and ends the other sessions", async () => {
    const phone = await t.signUp({ password: "old-quiet-lantern" });
    const laptopSignIn = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: phone.address,
      payload: { email: phone.email, password: "old-quiet-lantern" },
    });
    const laptop = { ...phone, cookie: laptopSignIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
    expect((await me(laptop)).statusCode).toBe(200);

    const res = await t.as(phone, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "old-quiet-lantern", newPassword: "new-amber-harbour" },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect(renewed).toContain("session_token");
    expect((await me({ ...phone, cookie: renewed })).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
  });
});

describe("signed-in answers are never cached (finding 10)", () => {
  it("sends Cache-Control: no-store to a signed-in caller", async () => {
    const learner = await t.signUp();
    for (const url of ["/api/auth/user", "/api/dashboard", "/api/progress", "/api/bookmarks"]) {
      const res = await t.as(learner, { method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });
});

describe("sign-up for an address that has an account (finding 10, decided)", () => {
  it("says so plainly, with 409", async () => {
    const existing = await t.signUp();
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: "10.9.2.1",
      payload: { firstName: "A", lastName: "B", email: existing.email, password: "another-quiet-lantern" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("An account with this email already exists. Sign in instead.");
  });
});

describe("sign-in from a loopback spelling of the site (finding 11)", () => {
  it("is accepted outside production from 127.0.0.1 when the courses have a host of their own", async () => {
    const own = await createTestApp({ SCORM_CONTENT_ORIGIN: "http://courses.localhost:5000" });
    try {
      const learner = await own.signUp({ password: "loopback-quiet-lantern" });
      const res = await own.as(null, {
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: "10.9.3.1",
        headers: { origin: TEST_ORIGIN.replace("localhost", "127.0.0.1") },
        payload: { email: learner.email, password: "loopback-quiet-lantern" },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await own.close();
    }
  });

  it("is refused from 127.0.0.1 when that spelling is the courses' host (decision 355's default)", async () => {
    expect(t.app.services.config.scormContentOrigin).toBe(TEST_ORIGIN.replace("localhost", "127.0.0.1"));
    const learner = await t.signUp({ password: "loopback-quiet-lantern" });
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "10.9.3.2",
      headers: { origin: TEST_ORIGIN.replace("localhost", "127.0.0.1") },
      payload: { email: learner.email, password: "loopback-quiet-lantern" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("names the setting to change when an origin is refused", async () => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "10.9.3.2",
      headers: { origin: "http://192.168.1.20:5000" },
      payload: { email: "nobody@example.com", password: "whatever-quiet-lantern" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain("TRUSTED_ORIGINS");
  });
});

describe("the account purge", () => {
  it("drops the purged user's cached sessions", async () => {
    const { purgeAccountsDueForDeletion } = await import("./account-deletion");
    const learner = await t.signUp();
    expect((await me(learner)).statusCode).toBe(200);
    await t.database.db
      .update(user)
      .set({ deletionRequestedAt: sql`now() - interval '31 days'` })
      .where(eq(user.id, learner.id));
    expect(await purgeAccountsDueForDeletion(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect((await me(learner)).statusCode).toBe(401);
  });
});
