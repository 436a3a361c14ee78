import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STEP_UP_REQUIRED_MESSAGE } from "../../contracts/auth";
import { addMember, createOrganization } from "../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../test/test-app";
import { totpFromUri } from "../test/totp";

/** Issue 43: an authenticator app (RFC 6238) and ten single-use recovery codes, through Better Auth's plugin. */

let t: TestApp;
let now = new Date();
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: "100" }, { clock: () => now });
});
afterAll(() => t.close());

const PASSWORD = "correct-horse-battery";
const cookiesOf = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value !== "" && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");

/** Adds an authenticator app to the person's account and confirms it with its first code. */
async function enrol(person: TestUser) {
  const enable = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/enable",
    payload: { password: PASSWORD },
  });
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const confirm = await t.as(person, {
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    payload: { code: totpFromUri(totpURI) },
  });
  expect(confirm.statusCode).toBe(200);
  // Confirming replaces the session: the new cookie is the one that counts from here.
  const signedIn = { ...person, cookie: cookiesOf(confirm) };
  return { totpURI, backupCodes, person: signedIn };
}

/** The password step of signing in: the challenge cookie when a second factor is asked for. */
async function passwordStep(person: TestUser) {
  const res = await t.as(null, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: person.address,
    payload: { email: person.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { res, challenge: { ...person, cookie: cookiesOf(res) } };
}

const currentUser = (person: TestUser) => t.as(person, { method: "GET", url: "/api/auth/user" });
const status = async (person: TestUser) =>
  (await t.as(person, { method: "GET", url: "/api/account/two-factor" })).json();

describe("adding an authenticator app", () => {
  it("needs the password, answers the otpauth URI and ten recovery codes, and is on only once a code confirms it", async () => {
    const person = await t.signUp();
    const noPassword = await t.as(person, { method: "POST", url: "/api/auth/two-factor/enable", payload: {} });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/enable",
      payload: { password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ issues: [{ path: "password" }] });

    const enable = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/enable",
      payload: { password: PASSWORD },
    });
    expect(enable.statusCode).toBe(200);
    const { totpURI, backupCodes } = enable.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/PIVOT%20Learning:.+\?secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await status(person)).toMatchObject({ enabled: false, hasPassword: true, setupRequired: false });

    // Not on yet: signing in asks for nothing more.
    const before = await passwordStep(person);
    expect(before.res.json().twoFactorRedirect).toBeUndefined();

    const badCode = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: totpFromUri(totpURI, new Date(Date.now() - 10 * 60_000)) },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json()).toMatchObject({ issues: [{ path: "code" }] });
    expect(await status(person)).toMatchObject({ enabled: false });

    // A pasted code with a space in the middle is the same code.
    const code = totpFromUri(totpURI);
    const confirm = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(confirm.statusCode).toBe(200);
    const signedIn = { ...person, cookie: cookiesOf(confirm) };
    expect(await status(signedIn)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("refuses codes that are not six digits with the field named", async () => {
    const person = await t.signUp();
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const res = await t.as(person, { method: "POST", url: "/api/auth/two-factor/verify-totp", payload: { code } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ issues: [{ path: "code" }] });
    }
  });
});

describe("signing in with a second factor", () => {
  it("asks for a code after the password and gives a session only for the right one", async () => {
    const { totpURI, person } = await enrol(await t.signUp());
    const { res, challenge } = await passwordStep(person);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // The password alone is no session.
    expect((await currentUser(challenge)).statusCode).toBe(401);

    const wrong = await t.as(challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: totpFromUri(totpURI, new Date(Date.now() - 10 * 60_000)) },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await currentUser({ ...challenge, cookie: cookiesOf(wrong) || challenge.cookie })).statusCode).toBe(401);

    const right = await t.as(challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: totpFromUri(totpURI) },
    });
    expect(right.statusCode).toBe(200);
    const me = await currentUser({ ...person, cookie: cookiesOf(right) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(person.email);
  });

  it("takes a recovery code once and refuses it the second time", async () => {
    const { backupCodes, person } = await enrol(await t.signUp());
    const first = await passwordStep(person);
    const used = await t.as(first.challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-backup-code",
      payload: { code: ` ${backupCodes[0]} ` },
    });
    expect(used.statusCode).toBe(200);
    const session = { ...person, cookie: cookiesOf(used) };
    expect((await currentUser(session)).statusCode).toBe(200);
    expect(await status(session)).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    const second = await passwordStep(person);
    const again = await t.as(second.challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-backup-code",
      payload: { code: backupCodes[0] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("That recovery code is not right, or it has already been used.");
    const another = await t.as(second.challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-backup-code",
      payload: { code: backupCodes[1].replace("-", "") },
    });
    expect(another.statusCode).toBe(200);
  });

  it("refuses a code with no password step before it", async () => {
    const { totpURI, person } = await enrol(await t.signUp());
    const res = await t.as(null, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      remoteAddress: person.address,
      payload: { code: totpFromUri(totpURI) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This sign-in has expired. Enter your email and password again.");
  });

  it("ends the challenge after five wrong codes", async () => {
    const { totpURI, person } = await enrol(await t.signUp());
    const { challenge } = await passwordStep(person);
    const stale = totpFromUri(totpURI, new Date(Date.now() - 10 * 60_000));
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await t.as(challenge, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: stale },
      });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await t.as(challenge, {
      method: "POST",
      url: "/api/auth/two-factor/verify-totp",
      payload: { code: totpFromUri(totpURI) },
    });
    expect(sixth.statusCode).toBe(429);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the password, then signing in asks for the password only", async () => {
    const { person } = await enrol(await t.signUp());
    const wrong = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: "not-my-password" },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await t.as(person, {
      method: "POST",
      url: "/api/auth/two-factor/disable",
      payload: { password: PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    const { res } = await passwordStep(person);
    expect(res.json().twoFactorRedirect).toBeUndefined();
    expect(res.json().token).toEqual(expect.any(String));
  });
});

describe("the allowlist", () => {
  it("exposes only the two-factor endpoints the product uses", async () => {
    const person = await t.signUp();
    for (const path of [
      "/api/auth/two-factor/get-totp-uri",
      "/api/auth/two-factor/send-otp",
      "/api/auth/two-factor/verify-otp",
      "/api/auth/totp/generate",
      "/api/auth/two-factor/view-backup-codes",
    ]) {
      const res = await t.as(person, { method: "POST", url: path, payload: { password: PASSWORD } });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe("step-up before a sensitive action", () => {
  const MINUTE = 60_000;
  let org = 0;
  async function ownerOfOrganization(person: TestUser) {
    const n = ++org;
    const created = await createOrganization(t.database.db, { name: `Step Up ${n}`, slug: `step-up-${n}` });
    await addMember(t.database.db, { organizationId: created.id, userId: person.id, role: "owner", department: null });
    return created.id;
  }
  const newScimToken = (person: TestUser, organizationId: string) =>
    t.as(person, {
      method: "POST",
      url: `/api/organizations/${organizationId}/scim/tokens`,
      payload: { name: "Okta" },
    });

  it("asks for the second factor again once it is older than 15 minutes, and a code lets the action through", async () => {
    const start = now;
    try {
      const { totpURI, person } = await enrol(await t.signUp());
      const organizationId = await ownerOfOrganization(person);
      const { challenge } = await passwordStep(person);
      const signIn = await t.as(challenge, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(totpURI) },
      });
      const session = { ...person, cookie: cookiesOf(signIn) };
      expect((await newScimToken(session, organizationId)).statusCode).toBe(201);

      now = new Date(start.getTime() + 15 * MINUTE + 1000);
      const stale = await newScimToken(session, organizationId);
      expect(stale.statusCode).toBe(403);
      expect(stale.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);
      const transfer = await t.as(session, {
        method: "POST",
        url: `/api/organizations/${organizationId}/transfer-ownership`,
        payload: { userId: person.id },
      });
      expect(transfer.statusCode).toBe(403);
      expect(transfer.json().message).toBe(STEP_UP_REQUIRED_MESSAGE);

      const wrong = await t.as(session, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(totpURI, new Date(Date.now() - 10 * MINUTE)) },
      });
      expect(wrong.statusCode).toBe(400);
      expect((await newScimToken(session, organizationId)).statusCode).toBe(403);

      const stepUp = await t.as(session, {
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        payload: { code: totpFromUri(totpURI) },
      });
      expect(stepUp.statusCode).toBe(200);
      expect((await newScimToken(session, organizationId)).statusCode).toBe(201);
    } finally {
      now = start;
    }
  });

  it("never asks someone without two-factor sign-in", async () => {
    const start = now;
    try {
      const person = await t.signUp();
      const organizationId = await ownerOfOrganization(person);
      now = new Date(start.getTime() + 60 * MINUTE);
      expect((await newScimToken(person, organizationId)).statusCode).toBe(201);
    } finally {
      now = start;
    }
  });
});
