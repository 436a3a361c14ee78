import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createLearner } from "../test/factories";
import { signedInSession } from "../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";

/** Issue 29 item 9: a NUL in a query string is bad input (400), as it is in a body or a path. */

let t: TestApp;
let learner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  learner = await signedInSession(
    t,
    await createLearner(t.database.db, { email: "nul-learner@example.com", firstName: "Nul", lastName: "Learner" }),
  );
  admin = await signedInSession(
    t,
    await createAdmin(t.database.db, { email: "nul-admin@example.com", firstName: "Nul", lastName: "Admin" }),
  );
});
afterAll(() => t.close());

describe("NUL in a query string", () => {
  const cases: [string, () => TestUser | null][] = [
    ["/api/modules?search=%00", () => learner],
    ["/api/modules?search=abc%00def", () => learner],
    ["/api/modules?category=%00", () => null],
    ["/api/modules?%00=1", () => null],
    ["/api/notifications?cursor=%00", () => learner],
    ["/api/auth/admin/list-users?searchValue=%00", () => admin],
    ["/api/auth/admin/list-users?searchValue=a&searchField=name%00", () => admin],
  ];

  it.each(cases)("GET %s answers 400 with { message }", async (url, who) => {
    const res = await t.as(who(), { method: "GET", url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: "The query string contains an invalid character" });
  });

  it("still answers the same queries without the NUL", async () => {
    expect((await t.as(learner, { method: "GET", url: "/api/modules?search=abc" })).statusCode).toBe(200);
    expect((await t.as(null, { method: "GET", url: "/api/modules?category=Leadership" })).statusCode).toBe(200);
    expect((await t.as(learner, { method: "GET", url: "/api/notifications" })).statusCode).toBe(200);
    expect(
      (await t.as(admin, { method: "GET", url: "/api/auth/admin/list-users?searchValue=nul&searchField=email" }))
        .statusCode,
    ).toBe(200);
    // An encoded "%00" text (a percent sign and two zeros) is not a NUL.
    expect((await t.as(learner, { method: "GET", url: "/api/modules?search=%2500" })).statusCode).toBe(200);
  });
});
