import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from "../../../contracts/auth";
import { addMember, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { totpFromUri } from "../../test/totp";

/**
 * Issue 43: an organisation's owners require two-factor sign-in (or single sign-on) of everyone, or of
 * its owners and admins, after a grace period; they see who has not set it up; after the grace period a
 * member's password sign-in gives a session that can do nothing but set it up.
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: "100" }, { clock: () => now });
});
afterAll(() => t?.close());

const PASSWORD = "correct-horse-battery";
let counter = 0;

/** Turns two-factor sign-in on for the person (an authenticator app confirmed with its first code). */
async function enrol(person: TestUser): Promise<TestUser> {
  const enable = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/enable",
    payload: { password: PASSWORD },
  });
  expect(enable.statusCode).toBe(200);
  const confirm = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    payload: { code: totpFromUri(enable.json().totpURI) },
  });
  expect(confirm.statusCode).toBe(200);
  return { ...person, cookie: cookiesOf(confirm) };
}

/** An organisation with an owner (two-factor sign-in on), an admin and a member, each signed in. */
async function organizationWithPeople() {
  const n = ++counter;
  const org = await createOrganization(t.database.db, { name: `Two Factor Ltd ${n}`, slug: `two-factor-ltd-${n}` });
  const people = {
    owner: await t.signUp({ password: PASSWORD }),
    admin: await t.signUp({ password: PASSWORD }),
    member: await t.signUp({ password: PASSWORD }),
  };
  for (const [role, person] of Object.entries(people) as [keyof typeof people, TestUser][])
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role, department: null });
  return { id: org.id, ...people, owner: await enrol(people.owner) };
}

const policyUrl = (id: string) => `/api/organizations/${encodeURIComponent(id)}/security-policy`;
const requireTwoFactor = (caller: TestUser, id: string, body: Record<string, unknown>) =>
  t.as(caller, {
    method: "PUT",
    url: policyUrl(id),
    payload: { idleTimeoutMinutes: null, deviceLimit: null, ...body },
  });
const enrolment = (caller: TestUser, id: string) => t.as(caller, { method: "GET", url: `${policyUrl(id)}/two-factor` });
const cookiesOf = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value !== "")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
/** A route any signed-in person may call, outside the two-factor set-up. */
const devices = (person: TestUser) => t.as(person, { method: "GET", url: "/api/account/sessions" });

async function signInWithPassword(person: TestUser): Promise<TestUser> {
  const res = await t.as(null, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: person.address,
    payload: { email: person.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { ...person, cookie: cookiesOf(res) };
}

describe("requiring two-factor sign-in", () => {
  it("is the owners' choice: an admin, and another organisation's owner, cannot set it", async () => {
    const a = await organizationWithPeople();
    const b = await organizationWithPeople();
    const byAdmin = await requireTwoFactor(a.admin, a.id, { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 7 });
    expect(byAdmin.statusCode).toBe(403);
    const foreign = await requireTwoFactor(b.owner, a.id, { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 7 });
    expect(foreign.statusCode).toBe(403);
    const foreignAdmin = await requireTwoFactor(b.admin, a.id, { twoFactorRequiredFor: "admins" });
    expect(foreignAdmin.statusCode).toBe(403);
    expect((await enrolment(b.owner, a.id)).statusCode).toBe(403);
    expect((await enrolment(a.member, a.id)).statusCode).toBe(403);
    const policy = (await t.as(a.owner, { method: "GET", url: policyUrl(a.id) })).json();
    expect(policy).toMatchObject({ twoFactorRequiredFor: null, twoFactorRequiredFrom: null });

    const byOwner = await requireTwoFactor(a.owner, a.id, { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 7 });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({
      twoFactorRequiredFor: "everyone",
      twoFactorRequiredFrom: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    // An admin may still change the session rules, which leave the requirement as it is.
    const adminSessions = await t.as(a.admin, {
      method: "PUT",
      url: policyUrl(a.id),
      payload: { idleTimeoutMinutes: 60, deviceLimit: null },
    });
    expect(adminSessions.statusCode).toBe(200);
    expect(adminSessions.json()).toMatchObject({ idleTimeoutMinutes: 60, twoFactorRequiredFor: "everyone" });
  });

  it("asks the owner to turn it on for themselves first", async () => {
    const a = await organizationWithPeople();
    const unenrolledOwner = await t.signUp({ password: PASSWORD });
    await addMember(t.database.db, {
      organizationId: a.id,
      userId: unenrolledOwner.id,
      role: "owner",
      department: null,
    });
    const res = await requireTwoFactor(unenrolledOwner, a.id, { twoFactorRequiredFor: "everyone" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("twoFactorRequiredFor");
  });

  it("refuses bad choices with the field named", async () => {
    const a = await organizationWithPeople();
    for (const body of [
      { twoFactorRequiredFor: "managers" },
      { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 5 },
    ]) {
      const res = await requireTwoFactor(a.owner, a.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe(Object.keys(body).at(-1));
    }
  });

  it("lists who has not set it up, and after the grace period a password sign-in can only set it up", async () => {
    const a = await organizationWithPeople();
    const start = now;
    try {
      expect(
        (await requireTwoFactor(a.owner, a.id, { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 7 })).statusCode,
      ).toBe(200);
      const list = (await enrolment(a.owner, a.id)).json();
      expect(list).toMatchObject({ twoFactorRequiredFor: "everyone", covered: 3, notEnrolledCount: 2 });
      expect(list.notEnrolled.map((p: { userId: string }) => p.userId).sort()).toEqual(
        [a.admin.id, a.member.id].sort(),
      );

      // During the grace period: a full session, told of the date.
      const during = await signInWithPassword(a.member);
      expect((await devices(during)).statusCode).toBe(200);
      const status = (await t.as(during, { method: "GET", url: "/api/account/two-factor" })).json();
      expect(status).toMatchObject({ enabled: false, setupRequired: false, requiredFrom: list.twoFactorRequiredFrom });

      // After it: the same kind of sign-in can only set it up, as can the session from before.
      now = new Date(start.getTime() + 8 * DAY);
      const after = await signInWithPassword(a.member);
      const refused = await devices(after);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);
      expect((await devices(during)).statusCode).toBe(403);
      expect((await t.as(after, { method: "GET", url: "/api/progress" })).statusCode).toBe(403);
      expect((await t.as(after, { method: "GET", url: "/api/account/two-factor" })).json()).toMatchObject({
        setupRequired: true,
      });

      const enable = await t.as(after, {
        method: "POST",
        url: "/api/auth/two-factor/enable",
        payload: { password: PASSWORD },
      });
      expect(enable.statusCode).toBe(200);
      const confirm = await t.as(after, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(enable.json().totpURI) },
      });
      expect(confirm.statusCode).toBe(200);
      const enrolled = { ...after, cookie: cookiesOf(confirm) };
      expect((await devices(enrolled)).statusCode).toBe(200);

      const listAfter = (await enrolment(a.owner, a.id)).json();
      expect(listAfter.notEnrolledCount).toBe(1);
      expect(listAfter.notEnrolled.map((p: { userId: string }) => p.userId)).not.toContain(a.member.id);
    } finally {
      now = start;
    }
  });

  it("pages the list by name, with the whole count on every page", async () => {
    const a = await organizationWithPeople();
    const page = async (query: string) =>
      (await t.as(a.admin, { method: "GET", url: `${policyUrl(a.id)}/two-factor?${query}` })).json();
    const first = await page("limit=1");
    expect(first).toMatchObject({ notEnrolledCount: 2, offset: 0, limit: 1 });
    expect(first.notEnrolled).toHaveLength(1);
    const second = await page("limit=1&offset=1");
    expect(second.notEnrolled).toHaveLength(1);
    expect(second.notEnrolled[0].userId).not.toBe(first.notEnrolled[0].userId);
    expect((await page("limit=1&offset=2")).notEnrolled).toEqual([]);
    const refused = await t.as(a.admin, { method: "GET", url: `${policyUrl(a.id)}/two-factor?limit=0` });
    expect(refused.statusCode).toBe(400);
    // A plain member may not read it.
    expect((await enrolment(a.member, a.id)).statusCode).toBe(403);
  });

  it("for owners and admins only, leaves members as they are", async () => {
    const a = await organizationWithPeople();
    const start = now;
    try {
      expect(
        (await requireTwoFactor(a.owner, a.id, { twoFactorRequiredFor: "admins", twoFactorGraceDays: 0 })).statusCode,
      ).toBe(200);
      const list = (await enrolment(a.owner, a.id)).json();
      expect(list).toMatchObject({ covered: 2, notEnrolledCount: 1 });
      now = new Date(start.getTime() + 1000);
      expect((await devices(await signInWithPassword(a.member))).statusCode).toBe(200);
      expect((await devices(await signInWithPassword(a.admin))).statusCode).toBe(403);
    } finally {
      now = start;
    }
  });

  it("is lifted by setting it to nobody", async () => {
    const a = await organizationWithPeople();
    expect(
      (await requireTwoFactor(a.owner, a.id, { twoFactorRequiredFor: "everyone", twoFactorGraceDays: 0 })).statusCode,
    ).toBe(200);
    const off = await requireTwoFactor(a.owner, a.id, { twoFactorRequiredFor: null });
    expect(off.json()).toMatchObject({ twoFactorRequiredFor: null, twoFactorRequiredFrom: null });
  });
});
