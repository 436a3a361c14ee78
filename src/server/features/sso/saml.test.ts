import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameExtraFields, SAML_NAME_ATTRIBUTES } from "../../../domain/sso-names";
import { rowsOf } from "../../db/rows";
import { type AssertionShape, type SamlIdp, startSamlIdp } from "../../test/saml-idp";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { ssoOrganization } from "./sso-fixtures";

/**
 * Issue 21: sign-in through an organisation's SAML identity provider, against a real samlify IdP
 * running in the test with its own keys. Every refusal leaves no session and says why.
 */

let t: TestApp;
let idp: SamlIdp;
let owner: TestUser;
let organizationId: string;
let domain: string;
let spMetadata: string;

const acsPath = () => `/api/auth/sso/saml2/sp/acs/sso-${organizationId}`;

beforeAll(async () => {
  t = await createTestApp();
  idp = await startSamlIdp();
  ({ owner, organizationId, domain } = await ssoOrganization(t, "Northwind SAML", "saml"));
  const configured = await t.as(owner, {
    method: "PUT",
    url: `/api/organizations/${organizationId}/sso`,
    payload: { protocol: "saml", domain, saml: { metadataXml: idp.metadataXml }, departmentAttribute: "department" },
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const metadata = await t.app.inject({ method: "GET", url: `/api/organizations/${organizationId}/sso/saml/metadata` });
  expect(metadata.statusCode).toBe(200);
  spMetadata = metadata.body;
});

afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Starts a sign-in as the browser would, answers it at the IdP, posts the answer to our ACS. */
async function signInThroughIdp(
  shape: AssertionShape,
  replay?: { SAMLResponse: string; RelayState?: string },
  returnTo?: string,
) {
  const start = await t.as(null, {
    method: "POST",
    url: "/api/sso/start",
    payload: { email: shape.email, ...(returnTo === undefined ? {} : { returnTo }) },
  });
  expect(start.statusCode, start.body).toBe(200);
  const answer = replay ?? (await idp.respond(start.json().url, spMetadata, shape));
  const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const acs = await t.app.inject({
    method: "POST",
    url: acsPath(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(idp.ssoUrl).origin,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(answer).toString(),
  });
  const session = acs.cookies.find((c) => c.name.endsWith("session_token") && c.value);
  return { acs, answer, session };
}

async function namesOf(email: string) {
  const [row] = rowsOf<{ first_name: string | null; last_name: string | null; name: string }>(
    await t.database.db.execute(sql`select first_name, last_name, name from "user" where email = ${email}`),
  );
  return row;
}

async function sessionsOf(email: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as count from session s join "user" u on u.id = s.user_id where u.email = ${email}`,
    ),
  );
  return row.count;
}

describe("SAML single sign-on", () => {
  it("serves the service provider's metadata with our ACS and signed assertions wanted", () => {
    expect(spMetadata).toContain("EntityDescriptor");
    expect(spMetadata).toContain(acsPath());
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
  });

  it("serves the metadata before an IdP is saved, the same document as once it is (issue 42 item 10)", async () => {
    const fresh = await ssoOrganization(t, "Northwind Fresh", "saml");
    const url = `/api/organizations/${fresh.organizationId}/sso/saml/metadata`;
    const before = await t.app.inject({ method: "GET", url });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers["content-type"]).toContain("application/samlmetadata+xml");
    expect(before.body).toContain(`/api/auth/sso/saml2/sp/acs/sso-${fresh.organizationId}`);
    expect(before.body).toContain(`entityID="http://localhost:5000${url}"`);
    expect(before.body).toContain('WantAssertionsSigned="true"');
    const saved = await t.as(fresh.owner, {
      method: "PUT",
      url: `/api/organizations/${fresh.organizationId}/sso`,
      payload: { protocol: "saml", domain: fresh.domain, saml: { metadataXml: idp.metadataXml } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({ method: "GET", url });
    expect(after.body).toBe(before.body);
    // The SSO plugin's own document for the saved provider, which sign-in checks answers against.
    const plugin = (await t.app.services.auth.api.spMetadata({
      query: { providerId: `sso-${fresh.organizationId}` },
      asResponse: true,
    })) as Response;
    expect(await plugin.text()).toBe(before.body);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/organizations/no-such-organisation/sso/saml/metadata",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("tells the sign-in page that an address of the domain uses single sign-on", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/sso/lookup?email=someone%40${domain}` });
    expect(res.json()).toEqual({ sso: true, required: false, organizationName: "Northwind SAML" });
    const other = await t.app.inject({ method: "GET", url: "/api/sso/lookup?email=someone%40elsewhere.test" });
    expect(other.json()).toEqual({ sso: false, required: false, organizationName: null });
  });

  it("signs a new person in, creates them and adds them to the organisation in the IdP's department", async () => {
    const email = `ada@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, attributes: { department: "Finance" } });
    expect(acs.statusCode, acs.body).toBe(302);
    // issue 42 item 4: the dashboard is "/" (there is no /dashboard page).
    expect(acs.headers.location).toBe("/");
    expect(session).toBeDefined();
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(me.json().user.email).toBe(email);
    const [membership] = rowsOf<{ role: string; department: string | null }>(
      await t.database.db.execute(sql`
        select m.role, m.department from member m join "user" u on u.id = m.user_id
        where u.email = ${email} and m.organization_id = ${organizationId}
      `),
    );
    expect(membership).toEqual({ role: "member", department: "Finance" });
    const audit = rowsOf<{ details: { via?: string } }>(
      await t.database.db.execute(
        sql`select details from audit_log where organization_id = ${organizationId} and action = 'member.joined'`,
      ),
    );
    expect(audit.map((a) => a.details.via)).toContain("sso");
  });

  it("gives people first and last names from the attributes Entra ID, Okta and LDAP directories release (issue 42 item 6)", async () => {
    const releases: [string, Record<string, string>, { first_name: string; last_name: string; name: string }][] = [
      [
        "entra",
        {
          "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Ada",
          "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname": "Lovelace",
          "http://schemas.microsoft.com/identity/claims/displayname": "Ada Lovelace (Finance)",
        },
        { first_name: "Ada", last_name: "Lovelace", name: "Ada Lovelace" },
      ],
      [
        "okta",
        { firstName: "Grace", lastName: "Hopper" },
        { first_name: "Grace", last_name: "Hopper", name: "Grace Hopper" },
      ],
      ["ldap", { givenName: "Alan", sn: "Turing" }, { first_name: "Alan", last_name: "Turing", name: "Alan Turing" }],
    ];
    for (const [who, attributes, expected] of releases) {
      const email = `${who}-names@${domain}`;
      const { session } = await signInThroughIdp({ email, attributes });
      expect(session, who).toBeDefined();
      expect(await namesOf(email), who).toEqual(expected);
      // Out of the organisation again, so the seats stay free for the other tests.
      await t.database.db.execute(
        sql`delete from member where user_id in (select id from "user" where email = ${email})`,
      );
    }
    // A name the person has is theirs: a later sign-in does not overwrite it.
    await t.database.db.execute(sql`update "user" set first_name = 'Augusta' where email = ${`entra-names@${domain}`}`);
    await t.database.db.execute(
      sql`delete from session where user_id in (select id from "user" where email = ${`entra-names@${domain}`})`,
    );
    const again = await signInThroughIdp({
      email: `entra-names@${domain}`,
      attributes: { "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Ada" },
    });
    expect(again.session).toBeDefined();
    expect((await namesOf(`entra-names@${domain}`)).first_name).toBe("Augusta");
    await t.database.db.execute(
      sql`delete from member where user_id in (select id from "user" where email = ${`entra-names@${domain}`})`,
    );
  });

  it("brings providers saved before names and the dashboard landing up to what is saved now (migration)", async () => {
    const read = async () => {
      const [row] = rowsOf<{ saml_config: string }>(
        await t.database.db.execute(
          sql`select saml_config from sso_provider where organization_id = ${organizationId}`,
        ),
      );
      return JSON.parse(row.saml_config) as { callbackUrl: string; mapping: { extraFields: Record<string, string> } };
    };
    const now = await read();
    expect(now.mapping.extraFields).toEqual({ ...nameExtraFields(SAML_NAME_ATTRIBUTES), department: "department" });
    const before = { ...now, callbackUrl: "/dashboard", mapping: { extraFields: { department: "department" } } };
    await t.database.db.execute(
      sql`update sso_provider set saml_config = ${JSON.stringify(before)} where organization_id = ${organizationId}`,
    );
    const migration = fs.readFileSync(
      fs.globSync("src/server/db/migrations/*_sso_name_attributes.sql")[0] ?? "missing migration",
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.database.db.execute(sql.raw(statement));
    expect(await read()).toEqual(now);
  });

  it("refuses an unsigned response", async () => {
    const email = `unsigned@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, signing: "none" });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=saml_error");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses a response signed by another certificate", async () => {
    const email = `forged@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, signing: "other" });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=saml_error");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses an assertion for another audience", async () => {
    const email = `audience@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, audience: "https://another-service.example/sp" });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=wrong_audience");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses an expired assertion", async () => {
    const email = `expired@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, validForSeconds: -600 });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=saml_error");
    expect(await sessionsOf(email)).toBe(0);
  });

  it("refuses a replayed assertion", async () => {
    const email = `replay@${domain}`;
    const first = await signInThroughIdp({ email });
    expect(first.session).toBeDefined();
    const again = await signInThroughIdp({ email }, first.answer);
    expect(again.session).toBeUndefined();
    expect(again.acs.headers.location).toBe("/login?sso=failed&error=unknown_request");
    expect(await sessionsOf(email)).toBe(1);
  });

  it("refuses a NameID at another organisation's domain, creating nobody", async () => {
    const email = `intruder-${randomBytes(3).toString("hex")}@other-organisation.test`;
    const start = await t.as(null, { method: "POST", url: "/api/sso/start", payload: { email: `x@${domain}` } });
    const answer = await idp.respond(start.json().url, spMetadata, { email });
    const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const acs = await t.app.inject({
      method: "POST",
      url: acsPath(),
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(answer).toString(),
    });
    expect(acs.headers.location).toBe("/login?sso=failed&error=SSO_DOMAIN_MISMATCH");
    expect(acs.cookies.find((c) => c.name.endsWith("session_token") && c.value)).toBeUndefined();
    const users = rowsOf(await t.database.db.execute(sql`select 1 from "user" where email = ${email}`));
    expect(users).toHaveLength(0);
  });

  it("refuses a response no sign-in asked for (IdP-initiated)", async () => {
    const email = `unsolicited@${domain}`;
    const { acs, session } = await signInThroughIdp({ email, inResponseTo: null });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=unsolicited_response");
  });

  it("lands on the page the person asked for, and only ever on this site (issue 42 item 4)", async () => {
    const cases: [string, string][] = [
      ["/progress?tab=week", "/progress?tab=week"],
      ["https://evil.example/phish", "/"],
      ["//evil.example/phish", "/"],
      ["/\\evil.example", "/"],
      ["/api/auth/sign-out", "/"],
    ];
    // One person (seats are few), signing in again each time.
    const email = `ada@${domain}`;
    for (const [returnTo, landing] of cases) {
      const { acs, session } = await signInThroughIdp({ email }, undefined, returnTo);
      expect(session, `${returnTo}: ${acs.headers.location}`).toBeDefined();
      expect(acs.headers.location, returnTo).toBe(landing);
      // Signed out again, so the device limit does not count the earlier sign-ins.
      await t.database.db.execute(
        sql`delete from session where user_id in (select id from "user" where email = ${email})`,
      );
    }
  });

  it("lands a refusal the IdP itself sends on the sign-in page, saying the IdP did not sign them in", async () => {
    const email = `refused@${domain}`;
    const { acs, session } = await signInThroughIdp({
      email,
      status: "urn:oasis:names:tc:SAML:2.0:status:Responder",
    });
    expect(session).toBeUndefined();
    expect(acs.headers.location).toBe("/login?sso=failed&error=idp_refused");
  });

  it("lands an answer for an identity provider there is not, or without a SAMLResponse, on the sign-in page", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sso/saml2/sp/acs/sso-no-such-organisation",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin },
      payload: "SAMLResponse=PHNhbWxwOlJlc3BvbnNlLz4%3D",
    });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/login?sso=failed&error=invalid_provider");
    const empty = await t.app.inject({
      method: "POST",
      url: acsPath(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(idp.ssoUrl).origin },
      payload: "RelayState=x",
    });
    expect(empty.statusCode).toBe(302);
    expect(empty.headers.location).toMatch(/^\/login\?sso=failed&error=/);
  });

  it("refuses password sign-in for the domain once SSO is required, except the owners", async () => {
    const member = await t.signUp({ email: `password-${randomBytes(3).toString("hex")}@${domain}` });
    const required = await t.as(owner, {
      method: "PUT",
      url: `/api/organizations/${organizationId}/sso`,
      payload: { protocol: "saml", domain, saml: { metadataXml: idp.metadataXml }, requireSso: true },
    });
    expect(required.statusCode).toBe(200);
    expect(required.json().requireSso).toBe(true);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:5000" },
      payload: { email: member.email, password: "correct horse battery staple" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain("single sign-on");
    const lookup = await t.app.inject({ method: "GET", url: `/api/sso/lookup?email=a%40${domain}` });
    expect(lookup.json().required).toBe(true);
    const ownerSignIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:5000" },
      payload: { email: owner.email, password: "correct horse battery staple" },
    });
    expect(ownerSignIn.statusCode).not.toBe(403);
  });
});
