import http from "node:http";
import type { AddressInfo } from "node:net";
import { type SamlIdp, startSamlIdp } from "../src/server/test/saml-idp";
import { createEmployerTeam, E2E_ORIGIN, expect, signInAs, test, uniqueId } from "./fixtures";

/**
 * Decision 395's journey: a person opens PIVOT Learning from its tile in the identity provider's app
 * portal, which posts a signed SAML answer no sign-in here asked for. Refused, in words on the sign-in
 * page, until the owner allows it on the SSO settings card; then it lands on the dashboard.
 */

let idp: SamlIdp;
let portal: http.Server;
let portalOrigin: string;
let spMetadata = "";
let nextEmail = "";

test.beforeAll(async () => {
  idp = await startSamlIdp();
  // The portal's tile: a page whose form posts a fresh unsolicited answer for `nextEmail` to our ACS.
  portal = http.createServer(async (_request, response) => {
    try {
      const answer = await idp.respondUnsolicited(
        spMetadata,
        {
          email: nextEmail,
          attributes: {
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname": "Ada",
            "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname": "Lovelace",
          },
        },
        "https://evil.example/phish",
      );
      const acs = (spMetadata.match(/AssertionConsumerService[^>]*Location="([^"]+)"/) ?? [])[1];
      const fields = Object.entries(answer)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("");
      response
        .writeHead(200, { "content-type": "text/html" })
        .end(
          `<!doctype html><title>My Apps</title><form method="post" action="${acs}">${fields}<button>PIVOT Learning</button></form>`,
        );
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => portal.listen(0, "127.0.0.1", resolve));
  portalOrigin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await idp?.close();
  await new Promise((resolve) => portal?.close(resolve));
});

test("a sign-in from the IdP's app portal is refused in words until the owner allows it, then lands on the dashboard", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const team = await createEmployerTeam(page, { members: 1 });
  const domain = `portal-${uniqueId()}.example.test`;
  const proved = await page.request.post("/api/test-support/verified-domain", {
    data: { organizationId: team.organization.id, domain },
    headers: { origin: E2E_ORIGIN },
  });
  expect(proved.status()).toBe(201);
  await signInAs(page, team.employer);
  const saved = await page.request.put(`/api/organizations/${team.organization.id}/sso`, {
    data: { protocol: "saml", domain, saml: { metadataXml: idp.metadataXml } },
    headers: { origin: E2E_ORIGIN },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).allowIdpInitiated).toBe(false);
  spMetadata = await (await page.request.get(`/api/organizations/${team.organization.id}/sso/saml/metadata`)).text();

  // Off (the default): the tile's answer is refused, and the sign-in page says why.
  nextEmail = `ada.${uniqueId()}@${domain}`;
  const context = await browser.newContext({ baseURL: E2E_ORIGIN });
  const learner = await context.newPage();
  await learner.goto(portalOrigin);
  await learner.getByRole("button", { name: "PIVOT Learning" }).click();
  await expect(
    learner.getByRole("alert").filter({ hasText: "does not accept sign-ins started from its identity provider" }),
  ).toBeVisible({ timeout: 30_000 });
  expect(new URL(learner.url()).pathname).toBe("/login");
  expect(await (await learner.request.get("/api/auth/get-session")).json()).toBeNull();

  // The owner allows it on the settings card.
  await page.goto("/organization/settings");
  const section = page
    .getByRole("region", { name: /single sign-on/i })
    .or(page.locator("section", { hasText: "Single sign-on" }))
    .first();
  await expect(section.getByText("Sign-in not allowed")).toBeVisible();
  const allow = section.getByRole("checkbox", { name: "Allow sign-in from your identity provider's app portal" });
  await expect(allow).not.toBeChecked();
  await section.getByRole("textbox", { name: "Metadata XML" }).fill(idp.metadataXml);
  await allow.check();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await allow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`sso-app-portal-${width}.png`) });
  }
  await section.getByRole("button", { name: "Save single sign-on" }).click();
  await expect(section.getByText("Sign-in allowed", { exact: true })).toBeVisible();

  // On: the tile signs them in and they land on the dashboard (its RelayState to another site ignored).
  await learner.goto(portalOrigin);
  await learner.getByRole("button", { name: "PIVOT Learning" }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Welcome, Ada!" })).toBeVisible({ timeout: 30_000 });
  expect(new URL(learner.url()).pathname).toBe("/");
  const me = await learner.request.get("/api/auth/get-session");
  expect((await me.json()).user.email).toBe(nextEmail);
  await context.close();
});
