import http from "node:http";
import type { AddressInfo } from "node:net";
import { type SamlIdp, startSamlIdp } from "../src/server/test/saml-idp";
import { createEmployerTeam, E2E_ORIGIN, expect, signInAs, test, uniqueId } from "./fixtures";

/**
 * Issue 21's journey: an owner sets up SAML single sign-on for the organisation's domain; a person of
 * that domain signs in through the identity provider (samlify, in this process, keys made here) and
 * lands in the organisation; the IdP's SCIM client deactivates them and their next request is refused.
 */

let idp: SamlIdp;
let front: http.Server;
let frontOrigin: string;
let spMetadata = "";
let nextEmail = "";
/** How the IdP answers the next sign-in: the attributes it releases, or an audience that is not ours. */
let nextShape: { attributes?: Record<string, string>; audience?: string } = {};

test.beforeAll(async () => {
  idp = await startSamlIdp();
  // The IdP's sign-in page: answers the AuthnRequest at once for `nextEmail` with a form that posts the
  // signed response to our ACS, as an IdP does after its own sign-in.
  front = http.createServer(async (request, response) => {
    try {
      const answer = await idp.respond(new URL(request.url ?? "/", frontOrigin).toString(), spMetadata, {
        email: nextEmail,
        ...nextShape,
      });
      const acs = (spMetadata.match(/AssertionConsumerService[^>]*Location="([^"]+)"/) ?? [])[1];
      const fields = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("");
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(
          `<!doctype html><title>Test IdP</title><form method="post" action="${acs}">${fields}<button>Continue</button></form><script>document.forms[0].submit()</script>`,
        );
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  frontOrigin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await idp?.close();
  await new Promise((resolve) => front?.close(resolve));
});

test("an owner sets up SAML, a person signs in through the IdP, and SCIM deactivation signs them out", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createEmployerTeam(page, { members: 1 });
  // A domain of example.test of this run's own: a domain is proved by one organisation at most, and
  // journeys may run side by side.
  const domain = `sso-${uniqueId()}.example.test`;
  const proved = await page.request.post("/api/test-support/verified-domain", {
    data: { organizationId: team.organization.id, domain },
    headers: { origin: E2E_ORIGIN },
  });
  expect(proved.status()).toBe(201);

  // The owner pastes the IdP's metadata at /organization/settings. The IdP's sign-in address is the
  // front above, so the metadata names it.
  await signInAs(page, team.employer);
  await page.goto("/organization/settings");
  const section = page
    .getByRole("region", { name: /single sign-on/i })
    .or(page.locator("section", { hasText: "Single sign-on" }))
    .first();
  await expect(section).toBeVisible();
  const metadata = idp.metadataXml.replace(idp.ssoUrl, `${frontOrigin}/sso`);
  await section.getByRole("textbox", { name: "Metadata XML" }).fill(metadata);
  const domainField = section.getByRole("combobox", { name: /^Domain/ });
  if ((await domainField.evaluate((el) => el.tagName)) === "SELECT") await domainField.selectOption(domain);
  else {
    await domainField.click();
    await page.getByRole("option", { name: domain }).click();
  }
  await section.getByRole("textbox", { name: /department attribute/i }).fill("department");
  await section.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(section.getByText("Domain verified")).toBeVisible();
  spMetadata = await (await page.request.get(`/api/organizations/${team.organization.id}/sso/saml/metadata`)).text();
  expect(spMetadata).toContain("AssertionConsumerService");

  // A person of the domain signs in through the IdP, in a browser of their own.
  // Issue 42 items 4 and 6: they land on the dashboard ("/"), greeted by the first name Entra ID's
  // claim released.
  nextEmail = `ada.${uniqueId()}@${domain}`;
  nextShape = {
    attributes: {
      department: "Operations",
      "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Ada",
      "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname": "Lovelace",
    },
  };
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const learner = await context.newPage();
  await learner.goto("/login");
  await learner.getByLabel(/email/i).first().fill(nextEmail);
  await learner.getByRole("button", { name: /continue with single sign-on/i }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Welcome, Ada!" })).toBeVisible({ timeout: 30_000 });
  expect(new URL(learner.url()).pathname).toBe("/");
  await expect(learner.getByText("404")).toHaveCount(0);
  const me = await learner.request.get("/api/auth/get-session");
  expect((await me.json()).user.email).toBe(nextEmail);

  // They are a member now, in the IdP's department.
  await page.goto("/organization/members");
  await expect(page.getByText(nextEmail).filter({ visible: true }).first()).toBeVisible();

  // The IdP's SCIM client deactivates them.
  const created = await page.request.post(`/api/organizations/${team.organization.id}/scim/tokens`, {
    data: { name: "Test IdP" },
    headers: { origin: E2E_ORIGIN },
  });
  expect(created.status()).toBe(201);
  const { token } = await created.json();
  const scim = { authorization: `Bearer ${token}`, "content-type": "application/scim+json" };
  const found = await page.request.get(`/scim/v2/Users?filter=${encodeURIComponent(`userName eq "${nextEmail}"`)}`, {
    headers: scim,
  });
  expect(found.status()).toBe(200);
  const users = (await found.json()).Resources as { id: string }[];
  let userId = users[0]?.id;
  if (!userId) {
    // Not provisioned by SCIM before: the IdP links the existing account by creating it.
    const linked = await page.request.post("/scim/v2/Users", {
      headers: scim,
      data: {
        schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
        userName: nextEmail,
        active: true,
        emails: [{ value: nextEmail, primary: true }],
      },
    });
    expect([200, 201]).toContain(linked.status());
    userId = (await linked.json()).id;
  }
  const deactivated = await page.request.patch(`/scim/v2/Users/${userId}`, {
    headers: scim,
    data: {
      schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
      Operations: [{ op: "replace", value: { active: false } }],
    },
  });
  expect(deactivated.status()).toBe(200);

  // Their next request finds them signed out.
  await learner.goto("/progress");
  await expect(learner).toHaveURL(/\/login\?returnTo=%2Fprogress/);
  expect(await (await learner.request.get("/api/auth/get-session")).json()).toBeNull();
  await context.close();
});

test("a single sign-on the service provider refuses lands on the sign-in page, which says why", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const team = await createEmployerTeam(page, { members: 1 });
  const domain = `sso-${uniqueId()}.example.test`;
  const proved = await page.request.post("/api/test-support/verified-domain", {
    data: { organizationId: team.organization.id, domain },
    headers: { origin: E2E_ORIGIN },
  });
  expect(proved.status()).toBe(201);
  await signInAs(page, team.employer);
  const saved = await page.request.put(`/api/organizations/${team.organization.id}/sso`, {
    data: {
      protocol: "saml",
      domain,
      saml: { metadataXml: idp.metadataXml.replace(idp.ssoUrl, `${frontOrigin}/sso`) },
    },
    headers: { origin: E2E_ORIGIN },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  spMetadata = await (await page.request.get(`/api/organizations/${team.organization.id}/sso/saml/metadata`)).text();

  // The IdP answers for another service (a wrong entity id on its side).
  nextEmail = `grace.${uniqueId()}@${domain}`;
  nextShape = { audience: "https://another-service.example/sp" };
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const learner = await context.newPage();
  await learner.goto("/login");
  await learner.getByLabel(/email/i).first().fill(nextEmail);
  await learner.getByRole("button", { name: /continue with single sign-on/i }).click();
  await expect(learner.getByRole("alert").filter({ hasText: "meant for another service" })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(learner.url()).pathname).toBe("/login");
  await expect(learner.getByRole("button", { name: "Sign in" }).first()).toBeVisible();
  expect(await (await learner.request.get("/api/auth/get-session")).json()).toBeNull();
  await context.close();
});
