import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameExtraFields, OIDC_NAME_CLAIMS } from "../../../domain/sso-names";
import { rowsOf } from "../../db/rows";
import { addMember, createOrganization } from "../../test/factories";
import { type OidcClaims, type OidcProvider, startOidcProvider } from "../../test/oidc-provider";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { configureSso } from "./configuration";
import { providerToStart } from "./sign-in";
import { ssoOrganization } from "./sso-fixtures";

/**
 * Issue 21: an organisation signing in through its OpenID Connect provider (a stand-in on loopback,
 * its key made in the test). The provider's origin is in TRUSTED_ORIGINS, the documented way to allow
 * an identity provider on a private address.
 */

const CLIENT_ID = "pivot-northwind";
let t: TestApp;
let provider: OidcProvider;
let owner: TestUser;
let organizationId: string;
let domain: string;

beforeAll(async () => {
  provider = await startOidcProvider(CLIENT_ID);
  t = await createTestApp({ TRUSTED_ORIGINS: provider.issuer });
  ({ owner, organizationId, domain } = await ssoOrganization(t, "Northwind OIDC", "oidc"));
  const configured = await t.as(owner, {
    method: "PUT",
    url: `/api/organizations/${organizationId}/sso`,
    payload: {
      protocol: "oidc",
      domain,
      oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: "test-client-secret" },
      departmentAttribute: "department",
    },
  });
  expect(configured.statusCode, configured.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The browser's trip: start, "sign in" at the provider, come back to our callback with the code. */
async function signIn(claims: OidcClaims, options: { tamper?: boolean; audience?: string; returnTo?: string } = {}) {
  const { returnTo, ...grant } = options;
  const start = await t.as(null, {
    method: "POST",
    url: "/api/sso/start",
    payload: { email: claims.email, ...(returnTo === undefined ? {} : { returnTo }) },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorize = new URL(start.json().url);
  expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
  const code = provider.issueCode(claims, { nonce: authorize.searchParams.get("nonce") ?? undefined, ...grant });
  const callback = new URL(authorize.searchParams.get("redirect_uri") ?? "");
  const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await t.app.inject({
    method: "GET",
    url: `${callback.pathname}?code=${code}&state=${encodeURIComponent(authorize.searchParams.get("state") ?? "")}`,
    headers: { cookie },
  });
  const session = res.cookies.find((c) => c.name.endsWith("session_token") && c.value);
  return { res, session };
}

describe("OpenID Connect single sign-on", () => {
  it("reports the configured provider without its secret", async () => {
    const res = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(res.json()).toMatchObject({
      configured: true,
      protocol: "oidc",
      domain,
      domainVerified: true,
      identityProvider: provider.issuer,
      oidcClientId: CLIENT_ID,
    });
    expect(res.body).not.toContain("test-client-secret");
  });

  it("brings a provider saved before names were mapped up to what is saved now (migration)", async () => {
    const read = async () => {
      const [row] = rowsOf<{ oidc_config: string }>(
        await t.database.db.execute(
          sql`select oidc_config from sso_provider where organization_id = ${organizationId}`,
        ),
      );
      return JSON.parse(row.oidc_config) as { mapping: Record<string, unknown> };
    };
    const now = await read();
    expect(now.mapping.extraFields).toEqual({ ...nameExtraFields(OIDC_NAME_CLAIMS), department: "department" });
    const before = { ...now, mapping: { ...now.mapping, extraFields: { department: "department" } } };
    await t.database.db.execute(
      sql`update sso_provider set oidc_config = ${JSON.stringify(before)} where organization_id = ${organizationId}`,
    );
    const migration = fs.readFileSync(
      fs.globSync("src/server/db/migrations/*_sso_name_attributes.sql")[0] ?? "missing migration",
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.database.db.execute(sql.raw(statement));
    expect(await read()).toEqual(now);
  });

  it("signs a new person in and adds them to the organisation with the claimed department", async () => {
    const email = `grace@${domain}`;
    const { res, session } = await signIn({
      email,
      given_name: "Grace",
      family_name: "Hopper",
      department: "Technology",
    });
    expect(res.statusCode, res.body).toBe(302);
    // issue 42 item 4: the dashboard is "/".
    expect(res.headers.location).toBe("/");
    expect(session).toBeDefined();
    const [membership] = rowsOf<{ role: string; department: string | null }>(
      await t.database.db.execute(sql`
        select m.role, m.department from member m join "user" u on u.id = m.user_id
        where u.email = ${email} and m.organization_id = ${organizationId}
      `),
    );
    expect(membership).toEqual({ role: "member", department: "Technology" });
    // issue 42 item 6: OpenID Connect's given_name and family_name.
    const [names] = rowsOf<{ first_name: string | null; last_name: string | null; name: string }>(
      await t.database.db.execute(sql`select first_name, last_name, name from "user" where email = ${email}`),
    );
    expect(names).toEqual({ first_name: "Grace", last_name: "Hopper", name: "Grace Hopper" });
  });

  it("refuses a tampered ID token", async () => {
    const email = `tamper@${domain}`;
    const { res, session } = await signIn({ email }, { tamper: true });
    expect(session).toBeUndefined();
    expect(res.headers.location).toBe("/login?sso=failed&error=token_not_verified");
    const users = rowsOf(
      await t.database.db.execute(sql`select 1 from "user" where email in (${email}, ${`ceo@${domain}`})`),
    );
    expect(users).toHaveLength(0);
  });

  it("refuses an ID token for another client", async () => {
    const { session, res } = await signIn({ email: `aud@${domain}` }, { audience: "someone-else" });
    expect(session).toBeUndefined();
    expect(res.headers.location).toBe("/login?sso=failed&error=token_not_verified");
  });

  it("lands on the page asked for, never on another site", async () => {
    const email = `grace@${domain}`;
    const asked = await signIn({ email }, { returnTo: "/pathways?view=mine" });
    expect(asked.session).toBeDefined();
    expect(asked.res.headers.location).toBe("/pathways?view=mine");
    const elsewhere = await signIn({ email }, { returnTo: "https://evil.example/" });
    expect(elsewhere.res.headers.location).toBe("/");
  });

  it("lands a refusal by the provider, and a callback without its sign-in, on the sign-in page", async () => {
    const start = await t.as(null, { method: "POST", url: "/api/sso/start", payload: { email: `no@${domain}` } });
    const authorize = new URL(start.json().url);
    const callback = new URL(authorize.searchParams.get("redirect_uri") ?? "");
    // OpenID Connect Core §3.1.2.6: the person said no at the provider.
    const denied = await t.app.inject({
      method: "GET",
      url: `${callback.pathname}?error=access_denied&state=${encodeURIComponent(authorize.searchParams.get("state") ?? "")}`,
      headers: { cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(denied.headers.location).toBe("/login?sso=failed&error=access_denied");
    // No state (an old bookmark, another browser): the plugin's own /api/auth/error page is no page of ours.
    const stateless = await t.app.inject({ method: "GET", url: `${callback.pathname}?code=abc&state=xyz` });
    expect(stateless.statusCode).toBe(302);
    expect(stateless.headers.location).toBe("/login?sso=failed&error=invalid_state");
  });

  it("refuses an address outside the organisation's domain", async () => {
    const email = `stranger-${randomBytes(3).toString("hex")}@elsewhere.test`;
    const start = await t.as(null, { method: "POST", url: "/api/sso/start", payload: { email: `x@${domain}` } });
    const authorize = new URL(start.json().url);
    const code = provider.issueCode({ email }, { nonce: authorize.searchParams.get("nonce") ?? undefined });
    const callback = new URL(authorize.searchParams.get("redirect_uri") ?? "");
    const res = await t.app.inject({
      method: "GET",
      url: `${callback.pathname}?code=${code}&state=${encodeURIComponent(authorize.searchParams.get("state") ?? "")}`,
      headers: { cookie: start.cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    });
    expect(res.headers.location).toBe("/login?sso=failed&error=SSO_DOMAIN_MISMATCH");
    expect(res.cookies.find((c) => c.name.endsWith("session_token") && c.value)).toBeUndefined();
    expect(rowsOf(await t.database.db.execute(sql`select 1 from "user" where email = ${email}`))).toHaveLength(0);
  });

  it("sends the 'is the IdP up?' probe and discovery through the SSRF guard: production never asks a private address (issue 43 item 5)", async () => {
    const config = t.app.services.config;
    const production = { ...config, env: "production" as const, trustedOrigins: [] };
    // The provider answers on loopback: let through as the operator trusts its origin, refused otherwise.
    await expect(providerToStart(t.database.db, config, `probe@${domain}`)).resolves.toMatchObject({
      providerId: expect.any(String),
    });
    await expect(providerToStart(t.database.db, production, `probe@${domain}`)).rejects.toMatchObject({
      statusCode: 503,
    });
    const loopbackIssuer = provider.issuer.replace(/^http:/, "https:");
    await expect(
      configureSso(
        t.database.db,
        production,
        organizationId,
        {
          protocol: "oidc",
          domain,
          requireSso: false,
          departmentAttribute: undefined,
          oidc: { issuer: loopbackIssuer, clientId: CLIENT_ID, clientSecret: "s" },
        },
        { id: owner.id, ip: null },
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/not on the public internet/) });
  });

  it("says clearly when the provider does not answer, instead of sending the browser there", async () => {
    await provider.close();
    const res = await t.as(null, { method: "POST", url: "/api/sso/start", payload: { email: `late@${domain}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toContain("is not answering");
  });
});

describe("configuring single sign-on", () => {
  it("refuses a domain the organisation has not claimed, naming the field", async () => {
    const res = await t.as(owner, {
      method: "PUT",
      url: `/api/organizations/${organizationId}/sso`,
      payload: { protocol: "saml", domain: "not-ours.test", saml: { metadataXml: "<EntityDescriptor/>" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("domain");
  });

  it("refuses metadata that is not an identity provider's, and a certificate that is not one", async () => {
    const metadata = await t.as(owner, {
      method: "PUT",
      url: `/api/organizations/${organizationId}/sso`,
      payload: { protocol: "saml", domain, saml: { metadataXml: "<EntityDescriptor>nothing</EntityDescriptor>" } },
    });
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().issues[0].path).toBe("saml.metadataXml");
    const certificate = await t.as(owner, {
      method: "PUT",
      url: `/api/organizations/${organizationId}/sso`,
      payload: {
        protocol: "saml",
        domain,
        saml: { entityId: "https://idp.example/", ssoUrl: "https://idp.example/sso", certificate: "A".repeat(200) },
      },
    });
    expect(certificate.statusCode).toBe(400);
    expect(certificate.json().issues[0].path).toBe("saml.certificate");
  });

  it("is refused to members who are not owners or admins, and to other organisations' owners", async () => {
    const member = await t.signUp({ email: `member-${randomBytes(3).toString("hex")}@example.com` });
    await addMember(t.database.db, { organizationId, userId: member.id, role: "member", department: null });
    const asMember = await t.as(member, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(asMember.statusCode).toBe(403);
    const outsider = await t.signUp({ email: `outsider-${randomBytes(3).toString("hex")}@example.com` });
    const other = await createOrganization(t.database.db, {
      name: "Other",
      slug: `other-${randomBytes(3).toString("hex")}`,
    });
    await addMember(t.database.db, { organizationId: other.id, userId: outsider.id, role: "owner", department: null });
    const asOutsider = await t.as(outsider, { method: "DELETE", url: `/api/organizations/${organizationId}/sso` });
    expect([403, 404]).toContain(asOutsider.statusCode);
    const still = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(still.json().configured).toBe(true);
  });

  it("stops single sign-on when the domain's proof is removed, and removes it on request", async () => {
    await t.database.db.execute(
      sql`update organization_domains set verified_at = null where organization_id = ${organizationId}`,
    );
    const unverified = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(unverified.json().domainVerified).toBe(false);
    const lookup = await t.app.inject({ method: "GET", url: `/api/sso/lookup?email=a%40${domain}` });
    expect(lookup.json().sso).toBe(false);
    const removed = await t.as(owner, { method: "DELETE", url: `/api/organizations/${organizationId}/sso` });
    expect(removed.statusCode).toBe(200);
    const after = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/sso` });
    expect(after.json().configured).toBe(false);
    const again = await t.as(owner, { method: "DELETE", url: `/api/organizations/${organizationId}/sso` });
    expect(again.statusCode).toBe(404);
  });
});
