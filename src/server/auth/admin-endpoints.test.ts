import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contracts/auth";
import { user } from "../db/schema";
import { createAdmin, createEmployer, createLearner } from "../test/factories";
import { signedInSession } from "../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { grantAdmin } from "./grant-admin";

/**
 * Issue 29 item 4 and "make the tests catch this class": Better Auth's admin endpoints called with
 * real bodies, by the only administrator, by a second one, and by users who are not administrators.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let counter = 0;
const person = (prefix: string) => ({
  email: `${prefix}-${++counter}@admins.example.com`,
  firstName: "Ada",
  lastName: `Admin${counter}`,
});

async function roleOf(userId: string): Promise<{ role: string; banned: boolean | null } | undefined> {
  const [row] = await t.database.db
    .select({ role: user.role, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

const post = (caller: TestUser, path: string, payload: object) =>
  t.as(caller, { method: "POST", url: `/api/auth/admin/${path}`, payload });

/** Each test owns a fresh set of administrators: every existing one is made a learner first. */
async function onlyAdmins(count: number): Promise<TestUser[]> {
  await t.database.db.update(user).set({ role: "learner" }).where(eq(user.role, "admin"));
  const admins: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const created = await createAdmin(t.database.db, person("admin"));
    admins.push(await signedInSession(t, created));
  }
  return admins;
}

describe("the last administrator (issue 29 item 4)", () => {
  it("cannot demote themselves", async () => {
    const [only] = await onlyAdmins(1);
    for (const role of ["learner"] satisfies Role[]) {
      const res = await post(only, "set-role", { userId: only.id, role });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/only administrator/);
    }
    expect((await roleOf(only.id))?.role).toBe("admin");
    // Setting the role they already have changes nothing and is allowed.
    expect((await post(only, "set-role", { userId: only.id, role: "admin" })).statusCode).toBe(200);
  });

  it("cannot ban or remove themselves", async () => {
    const [only] = await onlyAdmins(1);
    const ban = await post(only, "ban-user", { userId: only.id, banReason: "Leaving" });
    expect(ban.statusCode).toBeGreaterThanOrEqual(400);
    expect(ban.statusCode).toBeLessThan(500);
    const remove = await post(only, "remove-user", { userId: only.id });
    expect(remove.statusCode).toBeGreaterThanOrEqual(400);
    expect(remove.statusCode).toBeLessThan(500);
    expect(await roleOf(only.id)).toEqual({ role: "admin", banned: false });
  });

  it("cannot schedule the deletion of their account", async () => {
    const [only] = await onlyAdmins(1);
    const res = await t.as(only, { method: "POST", url: "/api/account/deletion" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/only administrator/);
    const [row] = await t.database.db.select({ at: user.deletionRequestedAt }).from(user).where(eq(user.id, only.id));
    expect(row.at).toBeNull();
  });

  it("with a second administrator, one may step down; the one left may not", async () => {
    const [first, second] = await onlyAdmins(2);
    const stepDown = await post(first, "set-role", { userId: first.id, role: "learner" });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await roleOf(first.id))?.role).toBe("learner");
    const last = await post(second, "set-role", { userId: second.id, role: "learner" });
    expect(last.statusCode).toBe(409);
    expect((await roleOf(second.id))?.role).toBe("admin");
  });

  it("an administrator whose account is leaving or who is banned does not count as the other one", async () => {
    const [leaving, staying] = await onlyAdmins(2);
    expect((await t.as(leaving, { method: "POST", url: "/api/account/deletion" })).statusCode).toBe(200);
    const demote = await post(staying, "set-role", { userId: staying.id, role: "learner" });
    expect(demote.statusCode).toBe(409);
    // Banning the leaving one is fine (another stays), and they still do not count.
    expect((await post(staying, "ban-user", { userId: leaving.id })).statusCode).toBe(200);
    expect((await t.as(staying, { method: "POST", url: "/api/account/deletion" })).statusCode).toBe(409);
  });

  it("one administrator may demote, ban and remove another", async () => {
    const [first, second] = await onlyAdmins(2);
    const third = await signedInSession(t, await createAdmin(t.database.db, person("third")));
    expect((await post(first, "set-role", { userId: second.id, role: "learner" })).statusCode).toBe(200);
    expect((await post(first, "ban-user", { userId: third.id })).statusCode).toBe(200);
    expect((await roleOf(third.id))?.banned).toBe(true);
    expect((await post(first, "remove-user", { userId: third.id })).statusCode).toBe(200);
    expect(await roleOf(third.id)).toBeUndefined();
  });
});

describe("the first administrator of a production site", () => {
  it("is granted to an existing account by its address (npm run admin:grant)", async () => {
    const learner = await createLearner(t.database.db, person("Founder"));
    expect(await grantAdmin(t.database.db, `  ${learner.email.toUpperCase()} `)).toBe(true);
    expect((await roleOf(learner.id))?.role).toBe("admin");
    expect(await grantAdmin(t.database.db, "nobody@admins.example.com")).toBe(false);
  });
});

describe("role escalation is refused", () => {
  const callers = {
    "a learner": (db: TestApp["database"]["db"]) => createLearner(db, person("learner")),
    "an employer": (db: TestApp["database"]["db"]) => createEmployer(db, person("employer")),
  };

  for (const [name, make] of Object.entries(callers)) {
    it(`${name} cannot make themselves an administrator`, async () => {
      const created = await make(t.database.db);
      const caller = await signedInSession(t, created);
      const res = await post(caller, "set-role", { userId: caller.id, role: "admin" });
      expect(res.statusCode).toBe(403);
      expect((await roleOf(caller.id))?.role).toBe(created.role);
    });

    it(`${name} cannot make another user an administrator, or ban, remove or list users`, async () => {
      const caller = await signedInSession(t, await make(t.database.db));
      const other = await createLearner(t.database.db, person("other"));
      expect((await post(caller, "set-role", { userId: other.id, role: "admin" })).statusCode).toBe(403);
      expect((await post(caller, "ban-user", { userId: other.id })).statusCode).toBe(403);
      expect((await post(caller, "remove-user", { userId: other.id })).statusCode).toBe(403);
      expect((await post(caller, "revoke-user-sessions", { userId: other.id })).statusCode).toBe(403);
      const list = await t.as(caller, { method: "GET", url: "/api/auth/admin/list-users" });
      expect(list.statusCode).toBe(403);
      expect(await roleOf(other.id)).toEqual({ role: "learner", banned: false });
    });
  }

  it("no endpoint outside the admin ones sets a role: update-user and create-user are not reachable", async () => {
    const caller = await signedInSession(t, await createLearner(t.database.db, person("sneaky")));
    const update = await t.as(caller, {
      method: "POST",
      url: "/api/auth/update-user",
      payload: { role: "admin", name: "Sneaky" },
    });
    expect(update.statusCode).toBe(404);
    const create = await t.as(caller, {
      method: "POST",
      url: "/api/auth/admin/create-user",
      payload: { email: "made@admins.example.com", password: "a-long-private-passphrase", name: "M", role: "admin" },
    });
    expect(create.statusCode).toBe(404);
    expect((await roleOf(caller.id))?.role).toBe("learner");
  });

  it("a signed-out caller is refused", async () => {
    const target = await createLearner(t.database.db, person("target"));
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/admin/set-role",
      payload: { userId: target.id, role: "admin" },
    });
    expect(res.statusCode).toBe(401);
    expect((await roleOf(target.id))?.role).toBe("learner");
  });
});
