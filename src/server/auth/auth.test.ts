import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../db/schema";
import { createTestApp, nextAddress, type TestApp } from "../test/test-app";
import { purgeAccountsDueForDeletion } from "./account-deletion";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: "3" });
});
afterAll(() => t.close());

const signUpPayload = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "analytical-engine",
};

describe("sign-up", () => {
  it("creates a learner and answers the current user", async () => {
    const address = nextAddress();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: signUpPayload,
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const me = await t.as({ id: "", email: "", cookie, address }, { method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      role: "learner",
      subscriptionStatus: "inactive",
      subscriptionPlan: "free",
      profileImageUrl: null,
    });
  });

  it("cannot choose its own role", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: nextAddress(),
      payload: { ...signUpPayload, email: "mallory@example.com", role: "admin" },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "mallory@example.com"));
    expect(row.role).toBe("learner");
  });

  it("refuses a taken email with a clear message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: signUpPayload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it.each([
    ["a weak password", { ...signUpPayload, email: "b@example.com", password: "short" }, "password", /at least 8/],
    ["a bad email", { ...signUpPayload, email: "not-an-email" }, "email", /valid email/],
    [
      "a missing first name",
      { ...signUpPayload, email: "c@example.com", firstName: undefined },
      "firstName",
      /required/,
    ],
    ["a mistyped last name", { ...signUpPayload, email: "d@example.com", lastName: 42 }, "lastName", /required/],
    [
      "a 10,000-character name",
      { ...signUpPayload, email: "e@example.com", firstName: "x".repeat(10_000) },
      "firstName",
      /at most 80/,
    ],
    [
      "a 10,000-character email",
      { ...signUpPayload, email: `${"x".repeat(10_000)}@example.com` },
      "email",
      /at most 254/,
    ],
    [
      "a 10,000-character password",
      { ...signUpPayload, email: "f@example.com", password: "x".repeat(10_000) },
      "password",
      /at most 128/,
    ],
  ])("answers 400 naming the field for %s", async (_label, payload, field, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(body.message).toMatch(message);
  });

  it("answers 400 to malformed JSON, never 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Malformed JSON in request body");
  });
});

describe("sign-in", () => {
  it("signs in with the right password and refuses a wrong one clearly", async () => {
    const u = await t.signUp({ email: "grace@example.com", password: "cobol-forever" });
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: u.email, password: "cobol-forever" },
      remoteAddress: nextAddress(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.some((c) => c.name.includes("session_token"))).toBe(true);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: u.email, password: "wrong-password" },
      remoteAddress: nextAddress(),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Wrong email or password");
  });

  it("is rate limited per client address", async () => {
    const address = nextAddress();
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nobody@example.com", password: "whatever-it-is" },
        remoteAddress: address,
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected, and a spoofed X-Forwarded-For does not escape the limit.
    const spoofed = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "x-forwarded-for": "1.2.3.4" },
      payload: { email: "nobody@example.com", password: "whatever-it-is" },
      remoteAddress: address,
    });
    expect(spoofed.statusCode).toBe(429);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "nobody@example.com", password: "whatever-it-is" },
      remoteAddress: nextAddress(),
    });
    expect(other.statusCode).toBe(401);
  });
});

describe("current user, login and logout", () => {
  it("answers 401 Unauthorized without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("/api/login leads to the sign-in page and keeps where the user started", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Flibrary" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/login?returnTo=%2Flibrary");
    const fromReferer = await t.app.inject({
      method: "GET",
      url: "/api/login",
      headers: { referer: "http://localhost:5000/progress" },
    });
    expect(fromReferer.headers.location).toBe("/login?returnTo=%2Fprogress");
    const offsite = await t.app.inject({ method: "GET", url: "/api/login?returnTo=https%3A%2F%2Fevil.example" });
    expect(offsite.headers.location).toBe("/login?returnTo=%2F");
  });

  it("/api/logout ends the session and goes home", async () => {
    const u = await t.signUp();
    const res = await t.as(u, { method: "GET", url: "/api/logout" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const me = await t.as(u, { method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });
});

describe("profile", () => {
  it("edits the first and last name", async () => {
    const u = await t.signUp();
    const res = await t.as(u, {
      method: "PATCH",
      url: "/api/account/profile",
      payload: { firstName: "Mary", lastName: "Seacole" },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.as(u, { method: "GET", url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ firstName: "Mary", lastName: "Seacole" });
  });

  it("refuses a blank or 10,000-character name, naming the field", async () => {
    const u = await t.signUp();
    const blank = await t.as(u, {
      method: "PATCH",
      url: "/api/account/profile",
      payload: { firstName: " ", lastName: "X" },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].path).toBe("firstName");
    const long = await t.as(u, {
      method: "PATCH",
      url: "/api/account/profile",
      payload: { firstName: "A", lastName: "x".repeat(10_000) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].path).toBe("lastName");
  });

  it("needs a session and a trusted origin", async () => {
    const anonymous = await t.app.inject({
      method: "PATCH",
      url: "/api/account/profile",
      payload: { firstName: "A", lastName: "B" },
    });
    expect(anonymous.statusCode).toBe(401);
    const u = await t.signUp();
    const crossSite = await t.as(u, {
      method: "PATCH",
      url: "/api/account/profile",
      headers: { origin: "https://evil.example" },
      payload: { firstName: "A", lastName: "B" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("changes the password only with the current one", async () => {
    const u = await t.signUp({ password: "first-password-1" });
    const wrong = await t.as(u, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "nope-nope", newPassword: "second-password-2" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const weak = await t.as(u, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "first-password-1", newPassword: "short" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe("newPassword");
    const ok = await t.as(u, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: "first-password-1", newPassword: "second-password-2" },
    });
    expect(ok.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: u.email, password: "second-password-2" },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("records a deletion request, can withdraw it, and purges accounts 30 days later", async () => {
    const u = await t.signUp();
    const requested = await t.as(u, { method: "POST", url: "/api/account/deletion" });
    expect(requested.statusCode).toBe(200);
    expect(requested.json().deletionRequestedAt).not.toBeNull();
    const withdrawn = await t.as(u, { method: "DELETE", url: "/api/account/deletion" });
    expect(withdrawn.json().deletionRequestedAt).toBeNull();

    await t.as(u, { method: "POST", url: "/api/account/deletion" });
    const requestedAt = new Date();
    expect(await purgeAccountsDueForDeletion(t.database.db, new Date(requestedAt.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await purgeAccountsDueForDeletion(t.database.db, new Date(requestedAt.getTime() + 31 * 86_400_000))).toBe(1);
    const gone = await t.database.db.select().from(user).where(eq(user.id, u.id));
    expect(gone).toHaveLength(0);
  });
});

describe("sessions", () => {
  it("refuses a forged session cookie", async () => {
    const u = await t.signUp();
    const forged = u.cookie.replace(
      /session_token=([^.;]+)\.[^;]+/,
      "session_token=$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
    );
    expect(forged).not.toBe(u.cookie);
    expect((await t.as({ ...u, cookie: forged }, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });

  it("refreshes a day-old session's expiry, as Better Auth does", async () => {
    const u = await t.signUp();
    const nearExpiry = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.update(session).set({ expiresAt: nearExpiry }).where(eq(session.userId, u.id));
    const res = await t.as(u, { method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.some((c) => c.name.endsWith("session_token"))).toBe(true);
    const [row] = await t.database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, u.id));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it("ends with its expiry", async () => {
    const u = await t.signUp();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, u.id));
    expect((await t.as(u, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not Found" });
  });
});
