import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEVICE_LIMIT_CODE } from "../../../contracts/device-limit";
import { auditLog, organizationSecurityPolicies } from "../../db/schema";
import { addMember, createOrganization } from "../../test/factories";
import { createTestApp, nextAddress, TEST_ORIGIN, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 21 item 4: an organisation's owners and admins tighten the session idle timeout and the
 * device limit for its members, never beyond the site's protection settings, and every member's
 * sessions follow the strictest of the site's and all their organisations' policies at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = "correct-horse-battery";
const MINUTE = 60_000;
let counter = 0;

/** An organisation with an owner, an admin, a manager and a member, each signed up and signed in. */
async function organizationWithPeople() {
  const n = ++counter;
  const org = await createOrganization(t.database.db, { name: `Policy Ltd ${n}`, slug: `policy-ltd-${n}` });
  const people: Record<"owner" | "admin" | "manager" | "member", TestUser> = {
    owner: await t.signUp({ password: PASSWORD }),
    admin: await t.signUp({ password: PASSWORD }),
    manager: await t.signUp({ password: PASSWORD }),
    member: await t.signUp({ password: PASSWORD }),
  };
  for (const [role, person] of Object.entries(people) as [keyof typeof people, TestUser][]) {
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role, department: null });
  }
  return { id: org.id, ...people };
}

const url = (id: string) => `/api/organizations/${encodeURIComponent(id)}/security-policy`;
const read = (caller: TestUser | null, id: string) => t.as(caller, { method: "GET", url: url(id) });
const put = (caller: TestUser | null, id: string, payload: unknown) =>
  t.as(caller, { method: "PUT", url: url(id), payload: payload as object });
const me = (caller: TestUser) => t.as(caller, { method: "GET", url: "/api/auth/user" });

/** Moves every session of the person's last activity back, straight in the database (the cache is not told). */
const lastActiveAgo = (userId: string, ms: number) =>
  t.database.db.execute(sql`update session set updated_at = ${new Date(Date.now() - ms)} where user_id = ${userId}`);

const signIn = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: nextAddress(),
    headers: {
      origin: TEST_ORIGIN,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    },
    payload: { email, password: PASSWORD },
  });

describe("GET and PUT /api/organizations/{id}/security-policy", () => {
  it("reads the site's settings until the organisation tightens them, then its choices, and audits the change", async () => {
    const org = await organizationWithPeople();
    const before = await read(org.owner, org.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      idleTimeoutMinutes: null,
      deviceLimit: null,
      twoFactorRequiredFor: null,
      twoFactorRequiredFrom: null,
      site: { idleTimeoutMinutes: 120, deviceLimit: 3 },
      updatedAt: null,
    });
    const saved = await put(org.owner, org.id, { idleTimeoutMinutes: 30, deviceLimit: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ idleTimeoutMinutes: 30, deviceLimit: 2, site: { deviceLimit: 3 } });
    expect(typeof saved.json().updatedAt).toBe("string");
    expect((await read(org.admin, org.id)).json()).toMatchObject({ idleTimeoutMinutes: 30, deviceLimit: 2 });
    // An admin of the organisation may change it too, back to the site's.
    const cleared = await put(org.admin, org.id, { idleTimeoutMinutes: null, deviceLimit: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ idleTimeoutMinutes: null, deviceLimit: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, "organization.security_policy_changed")))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.actorId)).toEqual([org.owner.id, org.admin.id]);
    expect(entries[0].details).toEqual({
      from: { idleTimeoutMinutes: null, deviceLimit: null },
      to: { idleTimeoutMinutes: 30, deviceLimit: 2 },
    });
    // The audit log page reads it with its label.
    const log = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/audit-log?limit=5` });
    expect(log.json().items[0].action).toBe("organization.security_policy_changed");
  });

  it("refuses to loosen the site's settings, and values outside the choices, field by field", async () => {
    const org = await organizationWithPeople();
    const cases: [unknown, string, RegExp][] = [
      [{ idleTimeoutMinutes: 240, deviceLimit: null }, "idleTimeoutMinutes", /at most 120 minutes/],
      [{ idleTimeoutMinutes: null, deviceLimit: 4 }, "deviceLimit", /at most 3, the site's own limit/],
      [{ idleTimeoutMinutes: 45, deviceLimit: null }, "idleTimeoutMinutes", /must be one of 15, 30/],
      [{ idleTimeoutMinutes: null, deviceLimit: 0 }, "deviceLimit", /at least 1/],
      [{ idleTimeoutMinutes: null, deviceLimit: 1.5 }, "deviceLimit", /whole number/],
      [{ idleTimeoutMinutes: "30", deviceLimit: null }, "idleTimeoutMinutes", /number of minutes/],
      [{ deviceLimit: 2 }, "idleTimeoutMinutes", /./],
    ];
    for (const [body, path, message] of cases) {
      const res = await put(org.owner, org.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const issue = (res.json().issues as { path: string; message: string }[]).find((i) => i.path === path);
      expect(issue?.message, JSON.stringify(body)).toMatch(message);
    }
    const [row] = await t.database.db
      .select()
      .from(organizationSecurityPolicies)
      .where(eq(organizationSecurityPolicies.organizationId, org.id));
    expect(row).toBeUndefined();
  });

  it("is for the organisation's owners and admins only", async () => {
    const org = await organizationWithPeople();
    const other = await organizationWithPeople();
    const outsider = await t.signUp();
    const body = { idleTimeoutMinutes: 15, deviceLimit: 1 };
    for (const caller of [org.manager, org.member, other.owner, outsider]) {
      expect((await read(caller, org.id)).statusCode).toBe(403);
      expect((await put(caller, org.id, body)).statusCode).toBe(403);
    }
    // Another organisation's owner naming their own organisation changes only theirs.
    expect((await put(other.owner, other.id, body)).statusCode).toBe(200);
    expect((await read(org.owner, org.id)).json()).toMatchObject({ idleTimeoutMinutes: null, deviceLimit: null });
    // An id that does not exist says no more than one that does.
    expect((await read(org.owner, "no-such-organisation")).statusCode).toBe(403);
    expect((await read(null, org.id)).statusCode).toBe(401);
    expect((await put(null, org.id, body)).statusCode).toBe(401);
    expect((await read(org.owner, "bad id")).statusCode).toBe(400);
  });
});

describe("members' sessions follow the strictest policy", () => {
  it("ends a member's session idle beyond the organisation's timeout at once, cached or not", async () => {
    const org = await organizationWithPeople();
    const outsider = await t.signUp();
    // Team Leader sessions may idle 120 minutes under the site's settings.
    await t.grantSubscription(org.member, "team_leader");
    await t.grantSubscription(outsider, "team_leader");
    expect((await me(org.member)).statusCode).toBe(200);
    expect((await me(outsider)).statusCode).toBe(200);
    await lastActiveAgo(org.member.id, 20 * MINUTE);
    await lastActiveAgo(outsider.id, 20 * MINUTE);
    expect((await put(org.owner, org.id, { idleTimeoutMinutes: 15, deviceLimit: null })).statusCode).toBe(200);
    // The policy dropped the cached sessions: the member's is judged by 15 minutes now.
    expect((await me(org.member)).statusCode).toBe(401);
    expect((await me(outsider)).statusCode).toBe(200);
  });

  it("tells the heartbeat the organisation's timeout", async () => {
    const org = await organizationWithPeople();
    await t.grantSubscription(org.member, "team_leader");
    expect((await put(org.owner, org.id, { idleTimeoutMinutes: 15, deviceLimit: null })).statusCode).toBe(200);
    const beat = await t.as(org.member, { method: "POST", url: "/api/session/heartbeat" });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json().idleTimeoutMinutes).toBe(15);
    const outsider = await t.signUp();
    await t.grantSubscription(outsider, "team_leader");
    const theirs = await t.as(outsider, { method: "POST", url: "/api/session/heartbeat" });
    expect(theirs.json().idleTimeoutMinutes).toBe(120);
  });

  it("refuses a sign-in beyond the organisation's device limit, the strictest of all their organisations", async () => {
    const strict = await organizationWithPeople();
    const lenient = await organizationWithPeople();
    // The member of `strict` also belongs to `lenient`, which allows 2 devices; `strict` allows 1.
    await addMember(t.database.db, {
      organizationId: lenient.id,
      userId: strict.member.id,
      role: "member",
      department: null,
    });
    expect((await put(lenient.owner, lenient.id, { idleTimeoutMinutes: null, deviceLimit: 2 })).statusCode).toBe(200);
    expect((await put(strict.owner, strict.id, { idleTimeoutMinutes: null, deviceLimit: 1 })).statusCode).toBe(200);
    // Signed in once already (the sign-up): a second device is refused, with the way out.
    const refused = await signIn(strict.member.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: DEVICE_LIMIT_CODE });
    expect(refused.json().message).toMatch(/the most allowed at once \(1\)/);
    // `lenient`'s own member gets their second device (2 allowed), not a third.
    expect((await signIn(lenient.member.email)).statusCode).toBe(200);
    expect((await signIn(lenient.member.email)).statusCode).toBe(403);
    // Without the policy, the site's 3 apply again.
    expect((await put(strict.owner, strict.id, { idleTimeoutMinutes: null, deviceLimit: null })).statusCode).toBe(200);
    expect((await signIn(strict.member.email)).statusCode).toBe(200);
  });

  it("goes with the organisation", async () => {
    const org = await organizationWithPeople();
    expect((await put(org.owner, org.id, { idleTimeoutMinutes: 15, deviceLimit: 1 })).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from organization where id = ${org.id}`);
    const rows = await t.database.db
      .select()
      .from(organizationSecurityPolicies)
      .where(eq(organizationSecurityPolicies.organizationId, org.id));
    expect(rows).toEqual([]);
  });
});
