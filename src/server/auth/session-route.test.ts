import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Issue 26: the client's sign-in check answers without an error status, signed in or not. */
describe("GET /api/auth/session", () => {
  it("answers a signed-out visitor 200 {user: null}, uncached, while /api/auth/user keeps its 401", async () => {
    const res = await t.as(null, { method: "GET", url: "/api/auth/session" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["set-cookie"]).toBeUndefined();

    const user = await t.as(null, { method: "GET", url: "/api/auth/user" });
    expect(user.statusCode).toBe(401);
  });

  it("answers a signed-in person with the same current user as /api/auth/user", async () => {
    const learner = await t.signUp();
    const [session, user] = await Promise.all([
      t.as(learner, { method: "GET", url: "/api/auth/session" }),
      t.as(learner, { method: "GET", url: "/api/auth/user" }),
    ]);
    expect(session.statusCode, session.body).toBe(200);
    expect(user.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: user.json() });
    expect(session.json().user).toMatchObject({ id: learner.id, email: learner.email });
    expect(session.headers["cache-control"]).toBe("no-store");
  });

  it("answers a stale session cookie {user: null}, not an error", async () => {
    const res = await t.as(
      { id: "", email: "", cookie: "better-auth.session_token=not-a-session", address: "10.9.8.7" },
      { method: "GET", url: "/api/auth/session" },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});
