import http from "node:http";
import type { AddressInfo } from "node:net";
import type { JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModule, createOrganizationPlan } from "../../test/factories";
import { type LtiPlatform, startLtiPlatform } from "../../test/lti-platform";
import { createOrganizationCast, type OrganizationCast } from "../../test/organization-cast";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";

/**
 * Decision 397: LTI Dynamic Registration 1.0 against a platform written here from the spec (its
 * OpenID configuration, §3.4, and its registration endpoint, §3.6, which checks the registration
 * token and the tool's client registration). Its authorisation, keyset and token endpoints are the
 * launch stand-in's (test/lti-platform.ts), so the registration PIVOT stores is proved by a launch.
 */

let t: TestApp;
let launcher: LtiPlatform;
let cast: OrganizationCast;
let moduleId: number;
let server: http.Server;
let base = "";
const REGISTRATION_TOKEN = "platform-registration-token-123";
const received: { authorization?: string; contentType?: string; body: Record<string, unknown> }[] = [];
const configurationReads: (string | undefined)[] = [];
let issuerOverride: string | null = null;

const TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";

function startRegistrationPlatform(): Promise<void> {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (req.method === "GET" && url.pathname === "/.well-known/openid-configuration") {
        configurationReads.push(req.headers.authorization);
        return json(200, {
          issuer: issuerOverride ?? launcher.issuer,
          authorization_endpoint: launcher.authLoginUrl,
          token_endpoint: launcher.accessTokenUrl,
          token_endpoint_auth_methods_supported: ["private_key_jwt"],
          token_endpoint_auth_signing_alg_values_supported: ["RS256"],
          jwks_uri: launcher.jwksUrl,
          registration_endpoint: `${base}/registrations`,
          scopes_supported: ["openid", "https://purl.imsglobal.org/spec/lti-ags/scope/score"],
          response_types_supported: ["id_token"],
          subject_types_supported: ["public", "pairwise"],
          id_token_signing_alg_values_supported: ["RS256"],
          claims_supported: ["sub", "iss", "name", "given_name", "family_name", "email"],
          "https://purl.imsglobal.org/spec/lti-platform-configuration": {
            product_family_code: "moodle",
            version: "4.4",
            messages_supported: [{ type: "LtiResourceLinkRequest" }, { type: "LtiDeepLinkingRequest" }],
          },
        });
      }
      if (req.method === "POST" && url.pathname === "/registrations") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
        received.push({ authorization: req.headers.authorization, contentType: req.headers["content-type"], body });
        if (req.headers.authorization !== `Bearer ${REGISTRATION_TOKEN}`) return json(401, { error: "invalid_token" });
        const tool = body[TOOL_CONFIGURATION] as Record<string, unknown> | undefined;
        // §3.6: an LTI tool's client registration.
        const problems = [
          body.application_type !== "web" && "application_type",
          !(body.response_types as string[] | undefined)?.includes("id_token") && "response_types",
          !(body.grant_types as string[] | undefined)?.includes("implicit") && "grant_types",
          !(body.grant_types as string[] | undefined)?.includes("client_credentials") && "grant_types",
          typeof body.initiate_login_uri !== "string" && "initiate_login_uri",
          !Array.isArray(body.redirect_uris) && "redirect_uris",
          typeof body.jwks_uri !== "string" && "jwks_uri",
          body.token_endpoint_auth_method !== "private_key_jwt" && "token_endpoint_auth_method",
          typeof tool?.domain !== "string" && "domain",
          typeof tool?.target_link_uri !== "string" && "target_link_uri",
        ].filter(Boolean);
        if (problems.length) return json(400, { error: "invalid_client_metadata", problems });
        return json(200, {
          ...body,
          client_id: launcher.clientId,
          [TOOL_CONFIGURATION]: { ...tool, deployment_id: launcher.deploymentId },
        });
      }
      res.writeHead(404);
      res.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  launcher = await startLtiPlatform({
    toolLoginUrl: `${TEST_ORIGIN}/api/lti/login`,
    toolJwks: async (): Promise<JSONWebKeySet> => (await t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json(),
  });
  await startRegistrationPlatform();
  const suffix = Math.random().toString(36).slice(2, 8);
  cast = await createOrganizationCast(
    t,
    { name: "Registering Academy", slug: `dynreg-${suffix}` },
    { name: "Elsewhere", slug: `dynreg-elsewhere-${suffix}` },
  );
  await createOrganizationPlan(t.database.db, {
    organizationId: cast.orgId,
    planId: "enterprise_plus",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-LTI-DYNREG",
    now: new Date(),
  });
  moduleId = (await createModule(t.database.db, { content: "## Introduction\n\nRegistered, then launched." })).id;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await launcher?.close();
  await t?.close();
});

const linkUrl = `/api/organizations/:id/lti/registration-links`;

async function newLink(): Promise<string> {
  const res = await t.as(cast.admin, { method: "POST", url: linkUrl.replace(":id", cast.orgId) });
  expect(res.statusCode, res.body).toBe(201);
  const { url, expiresAt } = res.json();
  expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/lti/register/[A-Za-z0-9_-]{43}$`));
  expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  return new URL(url).pathname;
}

/** The LMS opens the link with its configuration's address and its registration token (§3.3). */
const openLink = (path: string, token = REGISTRATION_TOKEN) =>
  t.app.inject({
    method: "GET",
    url: `${path}?${new URLSearchParams({
      openid_configuration: `${base}/.well-known/openid-configuration`,
      registration_token: token,
    })}`,
  });

const registrations = async () =>
  (await t.as(cast.owner, { method: "GET", url: `/api/organizations/${cast.orgId}/lti/registrations` })).json()
    .items as { name: string; issuer: string; clientId: string; deploymentIds: string[] }[];

describe("LTI Dynamic Registration", () => {
  it("registers PIVOT with the platform from one link, and the registration launches a module", async () => {
    const path = await newLink();
    const page = await openLink(path);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain("PIVOT is registered with your LMS");
    expect(page.body).toContain(launcher.clientId);
    expect(page.body).toContain("org.imsglobal.lti.close");
    expect(page.headers["content-security-policy"]).toContain(`frame-ancestors ${base}`);

    // What the platform received: the token, and PIVOT's addresses.
    const sent = received.at(-1);
    expect(sent?.authorization).toBe(`Bearer ${REGISTRATION_TOKEN}`);
    expect(sent?.contentType).toBe("application/json");
    expect(configurationReads.at(-1)).toBe(`Bearer ${REGISTRATION_TOKEN}`);
    expect(sent?.body).toMatchObject({
      initiate_login_uri: `${TEST_ORIGIN}/api/lti/login`,
      redirect_uris: [`${TEST_ORIGIN}/api/lti/launch`],
      jwks_uri: `${TEST_ORIGIN}/api/lti/jwks`,
      client_name: "PIVOT Learning",
      [TOOL_CONFIGURATION]: expect.objectContaining({
        domain: new URL(TEST_ORIGIN).host,
        target_link_uri: `${TEST_ORIGIN}/api/lti/launch`,
        messages: expect.arrayContaining([expect.objectContaining({ type: "LtiDeepLinkingRequest" })]),
      }),
    });

    // Stored as the organisation's registration.
    expect(await registrations()).toEqual([
      expect.objectContaining({
        name: `Moodle at ${new URL(launcher.issuer).host}`,
        issuer: launcher.issuer,
        clientId: launcher.clientId,
        deploymentIds: [launcher.deploymentId],
      }),
    ]);

    // The platform launches a module with it.
    const hint = launcher.plan({ sub: "registered-learner", custom: { module_id: String(moduleId) } });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/lti/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: launcher.url },
      payload: new URLSearchParams(launcher.loginParams(hint, `${TEST_ORIGIN}/module/${moduleId}`)).toString(),
    });
    expect(login.statusCode, login.body).toBe(302);
    const answer = await launcher.authorize(login.headers.location as string);
    const launch = await t.app.inject({
      method: "POST",
      url: "/api/lti/launch",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: launcher.url },
      payload: new URLSearchParams({ id_token: answer.idToken, state: answer.state }).toString(),
    });
    expect(launch.statusCode, launch.body).toBe(303);
    expect(launch.headers.location).toBe(`/module/${moduleId}`);

    // The link worked once.
    const again = await openLink(path);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("This registration link was already used");
    expect(await registrations()).toHaveLength(1);
  });

  it("refuses with a reason: a link opened in the browser, a refused token, an issuer on another domain", async () => {
    const path = await newLink();
    // Opened without the LMS's parameters: says what to do, and the link still works.
    const bare = await t.app.inject({ method: "GET", url: path });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain("Paste this link into your LMS");

    const refused = await openLink(path, "a-token-the-platform-never-made");
    expect(refused.statusCode).toBe(502);
    expect(refused.body).toContain("PIVOT could not register with the LMS");
    expect(refused.body).toContain("the LMS refused it (401)");

    issuerOverride = "https://lms.elsewhere.example";
    try {
      const other = await openLink(await newLink());
      expect(other.statusCode).toBe(502);
      expect(other.body).toContain("is not on the configuration's domain");
    } finally {
      issuerOverride = null;
    }
    expect(await registrations()).toHaveLength(1);

    // An address the LMS gave that PIVOT may not call (not a web address) is refused as bad input.
    const badAddress = await t.app.inject({
      method: "GET",
      url: `${await newLink()}?openid_configuration=${encodeURIComponent("file:///etc/passwd")}`,
    });
    expect(badAddress.statusCode, badAddress.body).toBe(400);
    expect(badAddress.body).toContain("PIVOT could not register with the LMS");

    const unknown = await openLink(`/api/lti/register/${"y".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This registration link has expired");
  });

  it("is for the organisation's owners and admins", async () => {
    for (const user of [cast.member, cast.stranger]) {
      const res = await t.as(user, { method: "POST", url: linkUrl.replace(":id", cast.orgId) });
      expect([403, 404], res.body).toContain(res.statusCode);
    }
  });
});
