import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_UP_REQUIRED_MESSAGE, TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from "../../contracts/auth";
import { rowsOf } from "../db/rows";
import { addMember, createOrganization } from "../test/factories";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../test/test-app";
import { totpFromUri } from "../test/totp";
import { type SoftPasskey, softAuthenticator } from "../test/webauthn";

/**
 * Decision 388: passkeys through Better Auth's passkey plugin. Added on /profile with a name, listed,
 * removed; signing in with one gives a session that counts as two-factor sign-in (an organisation's
 * requirement and the 15-minute step-up).
 */

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: "100" }, { clock: () => now });
});
afterAll(() => t?.close());

const PASSWORD = "correct-horse-battery";
const authenticator = softAuthenticator(TEST_ORIGIN);
const cookiesOf = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value !== "" && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
const withCookies = (person: TestUser, res: LightMyRequestResponse) => ({
  ...person,
  cookie: [person.cookie, cookiesOf(res)].filter(Boolean).join("; "),
});

/** Adds a passkey named `name` to the signed-in person's account, as /profile does. */
async function addPasskey(person: TestUser, name = "Work laptop"): Promise<SoftPasskey> {
  const options = await t.as(person, {
    method: "GET",
    url: `/api/auth/passkey/generate-register-options?name=${encodeURIComponent(person.email)}`,
  });
  expect(options.statusCode).toBe(200);
  const { passkey, response } = authenticator.register(options.json());
  const verify = await t.as(withCookies(person, options), {
    method: "POST",
    url: "/api/auth/passkey/verify-registration",
    payload: { response, name },
  });
  expect(verify.statusCode).toBe(200);
  return passkey;
}

/** Signs in with the passkey from a browser with no session: the new session's cookie. */
async function signInWithPasskey(person: TestUser, passkey: SoftPasskey): Promise<LightMyRequestResponse> {
  const options = await t.as(null, {
    method: "GET",
    url: "/api/auth/passkey/generate-authenticate-options",
    remoteAddress: person.address,
  });
  expect(options.statusCode).toBe(200);
  return t.as(
    { ...person, cookie: cookiesOf(options) },
    {
      method: "POST",
      url: "/api/auth/passkey/verify-authentication",
      payload: { response: authenticator.authenticate(passkey, options.json()) },
    },
  );
}

const listPasskeys = async (person: TestUser) =>
  (await t.as(person, { method: "GET", url: "/api/account/passkeys" })).json().passkeys as {
    id: string;
    name: string | null;
    createdAt: string | null;
  }[];

describe("passkeys", () => {
  it("are added with a name and listed with their date, never their key", async () => {
    const person = await t.signUp({ password: PASSWORD });
    await addPasskey(person, "Work laptop");
    const list = await t.as(person, { method: "GET", url: "/api/account/passkeys" });
    expect(list.statusCode).toBe(200);
    const { passkeys } = list.json();
    expect(passkeys).toHaveLength(1);
    expect(passkeys[0]).toEqual({
      id: expect.any(String),
      name: "Work laptop",
      createdAt: expect.any(String),
      backedUp: false,
    });
    expect(list.body).not.toMatch(/publicKey|credential/i);
  });

  it("refuses a passkey without a name, and adding one signed out", async () => {
    const person = await t.signUp({ password: PASSWORD });
    const options = await t.as(person, { method: "GET", url: "/api/auth/passkey/generate-register-options" });
    const { response } = authenticator.register(options.json());
    const unnamed = await t.as(withCookies(person, options), {
      method: "POST",
      url: "/api/auth/passkey/verify-registration",
      payload: { response, name: "  " },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issues[0].path).toBe("name");
    expect(await listPasskeys(person)).toEqual([]);
    const signedOut = await t.as(null, { method: "GET", url: "/api/auth/passkey/generate-register-options" });
    expect(signedOut.statusCode).toBe(401);
    // A sign-in more than a day old must be renewed first (the plugin's fresh-session rule).
    await t.database.db.execute(
      `update session set created_at = now() - interval '2 days' where user_id = '${person.id}'`,
    );
    const stale = await t.as(person, { method: "GET", url: "/api/auth/passkey/generate-register-options" });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/more than a day old/);
  });

  it("sign in, and the session is marked as a two-factor sign-in", async () => {
    const person = await t.signUp({ password: PASSWORD });
    const passkey = await addPasskey(person);
    const signIn = await signInWithPasskey(person, passkey);
    expect(signIn.statusCode).toBe(200);
    const session = { ...person, cookie: cookiesOf(signIn) };
    const me = await t.as(session, { method: "GET", url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(person.email);
    const rows = rowsOf<{ passkey_sign_in: boolean; two_factor_verified_at: Date | string | null }>(
      await t.database.db.execute(
        `select passkey_sign_in, two_factor_verified_at from session where user_id = '${person.id}' order by created_at desc limit 1`,
      ),
    );
    expect(rows[0].passkey_sign_in).toBe(true);
    expect(new Date(rows[0].two_factor_verified_at ?? 0).getTime()).toBe(now.getTime());
  });

  it("refuses an answer for another origin, and a passkey that was removed", async () => {
    const person = await t.signUp({ password: PASSWORD });
    const passkey = await addPasskey(person);
    const options = await t.as(null, { method: "GET", url: "/api/auth/passkey/generate-authenticate-options" });
    const foreign = softAuthenticator("https://evil.example").authenticate(passkey, options.json());
    const refused = await t.as(
      { ...person, cookie: cookiesOf(options) },
      { method: "POST", url: "/api/auth/passkey/verify-authentication", payload: { response: foreign } },
    );
    expect(refused.statusCode).toBe(401);

    const [{ id }] = await listPasskeys(person);
    const stranger = await t.signUp({ password: PASSWORD });
    const notTheirs = await t.as(stranger, {
      method: "POST",
      url: "/api/auth/passkey/delete-passkey",
      payload: { id },
    });
    expect(notTheirs.statusCode).toBeGreaterThanOrEqual(400);
    expect(await listPasskeys(person)).toHaveLength(1);

    const removed = await t.as(person, { method: "POST", url: "/api/auth/passkey/delete-passkey", payload: { id } });
    expect(removed.statusCode).toBe(200);
    expect(await listPasskeys(person)).toEqual([]);
    const after = await signInWithPasskey(person, passkey);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/not registered/);
  });
});

describe("a passkey sign-in counts as two-factor sign-in", () => {
  let n = 0;
  async function memberOfOrganization(person: TestUser, role: "owner" | "member") {
    const org = await createOrganization(t.database.db, { name: `Passkey Ltd ${++n}`, slug: `passkey-ltd-${n}` });
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role, department: null });
    return org.id;
  }

  it("meets an organisation's requirement after its grace period, where a password sign-in does not", async () => {
    const start = now;
    try {
      const person = await t.signUp({ password: PASSWORD });
      const passkey = await addPasskey(person);
      const organizationId = await memberOfOrganization(person, "member");
      await t.database.db.execute(
        `insert into organization_security_policies (organization_id, two_factor_required_for, two_factor_required_from)
         values ('${organizationId}', 'everyone', '${new Date(start.getTime() + DAY).toISOString()}')`,
      );
      now = new Date(start.getTime() + 2 * DAY);
      const password = await t.as(null, {
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: person.address,
        payload: { email: person.email, password: PASSWORD },
      });
      const passwordSession = { ...person, cookie: cookiesOf(password) };
      const refused = await t.as(passwordSession, { method: "GET", url: "/api/account/sessions" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(TWO_FACTOR_SETUP_REQUIRED_MESSAGE);

      const signIn = await signInWithPasskey(person, passkey);
      const passkeySession = { ...person, cookie: cookiesOf(signIn) };
      expect((await t.as(passkeySession, { method: "GET", url: "/api/account/sessions" })).statusCode).toBe(200);
      const status = (await t.as(passkeySession, { method: "GET", url: "/api/account/two-factor" })).json();
      expect(status.setupRequired).toBe(false);
    } finally {
      now = start;
    }
  });

  it("is the step-up for 15 minutes of someone with an authenticator app", async () => {
    const start = now;
    try {
      const person = await t.signUp({ password: PASSWORD });
      const enable = await t.as(person, {
        method: "POST",
        url: "/api/auth/two-factor/enable",
        payload: { password: PASSWORD },
      });
      const confirm = await t.as(person, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(enable.json().totpURI) },
      });
      const enrolled = { ...person, cookie: cookiesOf(confirm) };
      const passkey = await addPasskey(enrolled);
      const organizationId = await memberOfOrganization(person, "owner");
      const newScimToken = (session: TestUser) =>
        t.as(session, {
          method: "POST",
          url: `/api/organizations/${organizationId}/scim/tokens`,
          payload: { name: "Okta" },
        });

      now = new Date(start.getTime() + 60 * 60 * 1000);
      const stale = await newScimToken(enrolled);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
      const session = { ...person, cookie: cookiesOf(await signInWithPasskey(person, passkey)) };
      expect((await newScimToken(session)).statusCode).toBe(201);
      now = new Date(now.getTime() + 15 * 60 * 1000 + 1000);
      expect((await newScimToken(session)).statusCode).toBe(403);
    } finally {
      now = start;
    }
  });

  it("takes a member with a passkey off the owners' list of who has not enrolled", async () => {
    const owner = await t.signUp({ password: PASSWORD });
    const organizationId = await memberOfOrganization(owner, "owner");
    const member = await t.signUp({ password: PASSWORD });
    await addMember(t.database.db, { organizationId, userId: member.id, role: "member", department: null });
    const notEnrolled = async () =>
      (
        await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/security-policy/two-factor` })
      ).json().notEnrolled as { userId: string }[];
    expect((await notEnrolled()).map((p) => p.userId)).toContain(member.id);
    await addPasskey(member);
    expect((await notEnrolled()).map((p) => p.userId)).not.toContain(member.id);
  });
});
