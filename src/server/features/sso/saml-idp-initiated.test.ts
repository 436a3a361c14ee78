import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { type AssertionShape, type SamlIdp, startSamlIdp } from "../../test/saml-idp";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { ssoOrganization } from "./sso-fixtures";

/**
 * Decision 395: sign-in started at the identity provider (its app portal's tile posts a SAML answer no
 * sign-in here asked for), per organisation and off by default. Where it is on, the answer passes the
 * same checks as one a sign-in here asked for; each refusal lands on the sign-in page with its reason.
 */

let t: TestApp;
let idp: SamlIdp;
let owner: TestUser;
let organizationId: string;
let domain: string;
let spMetadata: string;

const acsPath = () => `/api/auth/sso/saml2/sp/acs/sso-${organizationId}`;

async function configure(allowIdpInitiated?: boolean) {
  const res = await t.as(owner, {
    method: "PUT",
    url: `/api/organizations/${organizationId}/sso`,
    payload: {
      protocol: "saml",
      domain,
      saml: { metadataXml: idp.metadataXml },
      ...(allowIdpInitiated === undefined ? {} : { allowIdpInitiated }),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { allowIdpInitiated: boolean };
}

beforeAll(async () => {
  t = await createTestApp();
  idp = await startSamlIdp();
  ({ owner, organizationId, domain } = await ssoOrganization(t, "Northwind Portal", "saml"));
  await configure(true);
  const metadata = await t.app.inject({ method: "GET", url: `/api/organizations/${organizationId}/sso/saml/metadata` });
  spMetadata = metadata.body;
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** The IdP's app portal posting an answer to our ACS, as the browser would (no cookie of ours). */
async function postFromPortal(answer: { SAMLResponse: string; RelayState?: string }) {
  const acs = await t.app.inject({
    method: "POST",
    url: acsPath(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin },
    payload: new URLSearchParams(answer).toString(),
  });
  const session = acs.cookies.find((c) => c.name.endsWith("session_token") && c.value);
  return { acs, session };
}

async function fromPortal(shape: Omit<AssertionShape, "inResponseTo">, relayState?: string) {
  const answer = await idp.respondUnsolicited(spMetadata, shape, relayState);
  return { answer, ...(await postFromPortal(answer)) };
}

async function sessionsOf(email: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as count from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
    ),
  );
  return row.count;
}

/** Out of the organisation and signed out again, so seats and the device limit stay free. */
async function forget(email: string) {
  await t.database.db.execute(sql`delete from member where user_id in (select id from "user" where email = ${email})`);
  await t.database.db.execute(sql`delete from session where user_id in (select id from "user" where email = ${email})`);
}

describe("IdP-initiated SAML sign-in", () => {
  it("is off until the organisation turns it on, and the settings say which", async () => {
    const fresh = await ssoOrganization(t, "Northwind Default", "saml");
    const saved = await t.as(fresh.owner, {
      method: "PUT",
      url: `/api/organizations/${fresh.organizationId}/sso`,
      payload: { protocol: "saml", domain: fresh.domain, saml: { metadataXml: idp.metadataXml } },
    });
    expect(saved.json().allowIdpInitiated).toBe(false);
    const status = await t.as(fresh.owner, { method: "GET", url: `/api/organizations/${fresh.organizationId}/sso` });
    expect(status.json().allowIdpInitiated).toBe(false);
    const own = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(own.json().allowIdpInitiated).toBe(true);
  });

  it("signs a person in from the portal where it is on, landing on the dashboard", async () => {
    const email = `tile-${randomBytes(3).toString("hex")}@${domain}`;
    const { acs, session } = await fromPortal({ email });
    expect(acs.statusCode, acs.body).toBe(302);
    expect(acs.headers.location).toBe("/");
    expect(session).toBeDefined();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(me.json().user.email).toBe(email);
    await forget(email);
  });

  it("honours the IdP's RelayState only as a path of this site", async () => {
    const email = `relay-${randomBytes(3).toString("hex")}@${domain}`;
    const cases: [string, string][] = [
      ["/progress?tab=week", "/progress?tab=week"],
      ["https://evil.example/phish", "/"],
      ["//evil.example/phish", "/"],
      ["/\\evil.example", "/"],
      ["/api/auth/sign-out", "/"],
      ["not a path", "/"],
    ];
    for (const [relayState, landing] of cases) {
      const { acs, session } = await fromPortal({ email }, relayState);
      expect(session, `${relayState}: ${acs.headers.location}`).toBeDefined();
      expect(acs.headers.location, relayState).toBe(landing);
      await forget(email);
    }
  });

  it("refuses the same assertion a second time", async () => {
    const email = `replayed-${randomBytes(3).toString("hex")}@${domain}`;
    const first = await fromPortal({ email });
    expect(first.session).toBeDefined();
    const again = await postFromPortal(first.answer);
    expect(again.session).toBeUndefined();
    expect(again.acs.headers.location).toBe("/login?sso=failed&error=replay_detected");
    expect(await sessionsOf(email)).toBe(1);
    await forget(email);
  });

  it("refuses an assertion meant for another service", async () => {
    const email = `audience-${randomBytes(3).toString("hex")}@${domain}`;
    const { acs, session } = await fromPortal({ email, audience: "https://another-service.example/sp" });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=wrong_audience");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses an expired assertion", async () => {
    const email = `expired-${randomBytes(3).toString("hex")}@${domain}`;
    const { acs, session } = await fromPortal({ email, validForSeconds: -600 });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=saml_error");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses an unsigned assertion, and one signed by another key", async () => {
    for (const signing of ["none", "other"] as const) {
      const email = `${signing}-signed-${randomBytes(3).toString("hex")}@${domain}`;
      const { acs, session } = await fromPortal({ email, signing });
      expect(session, signing).toBeUndefined();
      expect(acs.headers.location, signing).toBe("/login?sso=failed&error=saml_error");
      expect(await sessionsOf(email)).toBe(0);
    }
  });

  it("refuses an address at another organisation's domain, creating nobody", async () => {
    const email = `intruder-${randomBytes(3).toString("hex")}@other-organisation.test`;
    const { acs, session } = await fromPortal({ email }, "/progress");
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=SSO_DOMAIN_MISMATCH");
    expect(rowsOf(await t.database.db.execute(sql`select 1 from "user" where email = ${email}`))).toHaveLength(0);
  });

  it("still signs in a sign-in started here, to the page it asked for", async () => {
    const email = `started-here-${randomBytes(3).toString("hex")}@${domain}`;
    const start = await t.as(null, {
      method: "POST",
      url: "/api/sso/start",
      payload: { email, returnTo: "/progress" },
    });
    expect(start.statusCode, start.body).toBe(200);
    const answer = await idp.respond(start.json().url, spMetadata, { email });
    expect(answer.RelayState).toBeDefined();
    const { acs, session } = await postFromPortal(answer);
    expect(session, acs.headers.location as string).toBeDefined();
    expect(acs.headers.location).toBe("/progress");
    await forget(email);
  });

  it("refuses it, saying why, once the organisation turns it off again", async () => {
    expect((await configure()).allowIdpInitiated).toBe(false);
    try {
      const email = `off-${randomBytes(3).toString("hex")}@${domain}`;
      const { acs, session } = await fromPortal({ email }, "/progress");
      expect(session).toBeUndefined();
      expect(acs.headers.location).toBe("/login?sso=failed&error=unsolicited_response");
      expect(await sessionsOf(email)).toBe(0);
    } finally {
      await configure(true);
    }
  });
});
