import { sql } from "drizzle-orm";
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { deliverEvent } from "../../platform/events/deliver";
import { passCheck } from "../../platform/learning/knowledge-check-attempts";
import { addMember, createModule, createOrganization, createOrganizationPlan } from "../../test/factories";
import {
  CLAIM,
  INSTRUCTOR,
  type LaunchPlan,
  type LtiPlatform,
  SCORE_SCOPE,
  startLtiPlatform,
} from "../../test/lti-platform";
import { createOrganizationCast, type OrganizationCast } from "../../test/organization-cast";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { createLtiRegistrationRow } from "./lti-fixtures";
import { runMemberSync } from "./member-sync";

/**
 * Issue 24 item 2 (decision 330): the LTI 1.3 tool against an in-process platform stand-in
 * (test/lti-platform.ts: its own keys, authorisation, token, AGS and NRPS endpoints). The launches go
 * through the real login redirect, the platform's auto-posting form and the tool's checks; scores go
 * through the outbox delivery job's function, called here instead of waiting for a runner.
 */

let t: TestApp;
let platform: LtiPlatform;
let cast: OrganizationCast;
let registrationId: string;
let checked: ModuleSummary;
let plain: ModuleSummary;

const db = () => t.database.db;
const config = () => t.app.services.config;
const base = () => `/api/organizations/${cast.orgId}/lti`;
const now = new Date();

const toolJwks = async (): Promise<JSONWebKeySet> =>
  (await t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json();

beforeAll(async () => {
  t = await createTestApp();
  platform = await startLtiPlatform({ toolLoginUrl: `${TEST_ORIGIN}/api/lti/login`, toolJwks });
  const suffix = Math.random().toString(36).slice(2, 8);
  cast = await createOrganizationCast(
    t,
    { name: "Launch Academy", slug: `launch-${suffix}` },
    { name: "Elsewhere", slug: `elsewhere-${suffix}` },
  );
  await createOrganizationPlan(db(), {
    organizationId: cast.orgId,
    planId: "enterprise_plus",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-LTI-1",
    now,
  });
  await createOrganizationPlan(db(), {
    organizationId: cast.otherOrgId,
    planId: "organisation",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-LTI-2",
    now,
  });
  // Every catalogue module has a knowledge check: the module without one is the test's own.
  const own = await createModule(t.database.db, { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  checked = catalogue.find((m) => m.hasKnowledgeCheck) as ModuleSummary;
  plain = catalogue.find((m) => m.id === own.id && !m.hasKnowledgeCheck) as ModuleSummary;
  expect(checked).toBeDefined();
  expect(plain).toBeDefined();
  const created = await t.as(cast.owner, {
    method: "POST",
    url: `${base()}/registrations`,
    payload: platform.registration(),
  });
  expect(created.statusCode, created.body).toBe(201);
  registrationId = created.json().id;
});

afterAll(async () => {
  await platform?.close();
  await t?.close();
});

/** The login initiation as the LMS sends it (a form post), answering the tool's redirect. */
async function login(plan: LaunchPlan, target = `${TEST_ORIGIN}/module/${plain.id}`) {
  const hint = platform.plan(plan);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/lti/login",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url },
    payload: new URLSearchParams(platform.loginParams(hint, target)).toString(),
  });
  expect(res.statusCode, res.body).toBe(302);
  return res.headers.location as string;
}

/** The platform's form post to the launch URL (cross-site: the platform's origin). */
const postLaunch = (fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/lti/launch",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: platform.url,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });

async function launchWith(plan: LaunchPlan, target?: string) {
  const answer = await platform.authorize(await login(plan, target));
  return { answer, res: await postLaunch({ id_token: answer.idToken, state: answer.state }) };
}

const sessionCookieOf = (setCookie: string | string[] | undefined) => {
  const header = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).find((c) => c.includes("session_token="));
  return header ? header.split(";")[0] : "";
};

describe("registrations (owners and admins, Enterprise Plus)", () => {
  it("lists, changes and validates registrations; the tool's addresses are shown", async () => {
    const overview = await t.as(cast.admin, { method: "GET", url: base() });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().tool).toEqual({
      loginUrl: `${TEST_ORIGIN}/api/lti/login`,
      launchUrl: `${TEST_ORIGIN}/api/lti/launch`,
      jwksUrl: `${TEST_ORIGIN}/api/lti/jwks`,
      deepLinkingUrl: `${TEST_ORIGIN}/api/lti/launch`,
    });
    const list = await t.as(cast.admin, { method: "GET", url: `${base()}/registrations` });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([registrationId]);
    expect(list.json().total).toBe(1);

    const bad = await t.as(cast.owner, {
      method: "POST",
      url: `${base()}/registrations`,
      payload: { ...platform.registration("Bad"), jwksUrl: "ftp://example.com/keys", deploymentIds: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/deployment id/);

    const duplicate = await t.as(cast.owner, {
      method: "POST",
      url: `${base()}/registrations`,
      payload: platform.registration(),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toMatch(/already registered/);

    const extra = await t.as(cast.owner, {
      method: "POST",
      url: `${base()}/registrations`,
      payload: { ...platform.registration("Second LMS"), clientId: "second-client" },
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const changed = await t.as(cast.admin, {
      method: "PUT",
      url: `${base()}/registrations/${extra.json().id}`,
      payload: {
        ...platform.registration("Second LMS renamed"),
        clientId: "second-client",
        deploymentIds: ["a", "b", "a"],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: "Second LMS renamed", deploymentIds: ["a", "b"] });
    const removed = await t.as(cast.owner, { method: "DELETE", url: `${base()}/registrations/${extra.json().id}` });
    expect(removed.statusCode).toBe(200);
    const actions = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${cast.orgId} and action like 'lti_registration.%' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "lti_registration.created",
      "lti_registration.created",
      "lti_registration.updated",
      "lti_registration.deleted",
    ]);
  });

  it("answers 404 for another Enterprise Plus organisation's registration and course", async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const rival = await createOrganization(db(), { name: "Rival Academy", slug: `rival-${suffix}` });
    const rivalOwner = await t.signUp();
    await addMember(db(), { organizationId: rival.id, userId: rivalOwner.id, role: "owner", department: null });
    await createOrganizationPlan(db(), {
      organizationId: rival.id,
      planId: "enterprise_plus",
      billingCycle: "yearly",
      seats: null,
      invoiceRef: "INV-LTI-3",
      now,
    });
    const theirs = `/api/organizations/${rival.id}/lti`;
    const update = await t.as(rivalOwner, {
      method: "PUT",
      url: `${theirs}/registrations/${registrationId}`,
      payload: { ...platform.registration("Taken over"), clientId: "taken" },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await t.as(rivalOwner, { method: "DELETE", url: `${theirs}/registrations/${registrationId}` })).statusCode,
    ).toBe(404);
    const list = await t.as(rivalOwner, { method: "GET", url: `${theirs}/registrations` });
    expect(list.json().items).toEqual([]);
    const ours = await createLtiRegistrationRow(db(), { organizationId: cast.orgId });
    const sync = await t.as(rivalOwner, { method: "POST", url: `${theirs}/contexts/${ours.contextId}/sync` });
    expect(sync.statusCode).toBe(404);
    const picker = await t.as(rivalOwner, { method: "DELETE", url: `${theirs}/registrations/${ours.registrationId}` });
    expect(picker.statusCode).toBe(404);
    expect(
      (await t.as(cast.owner, { method: "DELETE", url: `${base()}/registrations/${ours.registrationId}` })).statusCode,
    ).toBe(200);
    expect((await t.as(cast.owner, { method: "GET", url: `${base()}/registrations` })).json().items[0].name).toBe(
      "Stand-in LMS",
    );
  });

  it("refuses members, other organisations and organisations without Enterprise Plus", async () => {
    expect((await t.as(cast.member, { method: "GET", url: base() })).statusCode).toBe(403);
    expect((await t.as(cast.stranger, { method: "GET", url: base() })).statusCode).toBe(403);
    const ownerOfOther = await t.as(cast.stranger, { method: "GET", url: `/api/organizations/${cast.otherOrgId}/lti` });
    expect(ownerOfOther.statusCode).toBe(403);
    expect(ownerOfOther.json().message).toBe(
      "LMS integration comes with the Enterprise Plus plan. Contact sales to add it.",
    );
    const notTheirs = await t.as(cast.owner, {
      method: "DELETE",
      url: `${base()}/registrations/lti_doesnotexist`,
    });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe("the tool's keys", () => {
  it("publishes an RS256 JWK Set without private parts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/lti/jwks" });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json() as { keys: Record<string, string>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
      expect(key.kid).toBeTruthy();
      expect(key.d).toBeUndefined();
    }
  });
});

describe("login initiation and launch", () => {
  it("redirects to the platform with the OIDC parameters and a stored state", async () => {
    const location = new URL(await login({ sub: "params-check" }));
    expect(`${location.origin}${location.pathname}`).toBe(platform.authLoginUrl);
    const q = location.searchParams;
    expect(q.get("scope")).toBe("openid");
    expect(q.get("response_type")).toBe("id_token");
    expect(q.get("response_mode")).toBe("form_post");
    expect(q.get("prompt")).toBe("none");
    expect(q.get("client_id")).toBe(platform.clientId);
    expect(q.get("redirect_uri")).toBe(`${TEST_ORIGIN}/api/lti/launch`);
    expect(q.get("login_hint")).toBeTruthy();
    expect(q.get("lti_message_hint")).toBe(q.get("login_hint"));
    const [stored] = await queryRows<{ nonce: string }>(
      db(),
      sql`select nonce from lti_states where state = ${q.get("state")}`,
    );
    expect(stored.nonce).toBe(q.get("nonce"));
    // The GET form of the same initiation works too.
    const viaGet = await t.app.inject({
      method: "GET",
      url: `/api/lti/login?${new URLSearchParams(platform.loginParams(platform.plan({}), `${TEST_ORIGIN}/module/${plain.id}`))}`,
    });
    expect(viaGet.statusCode).toBe(302);
  });

  it("refuses a login from an unregistered platform with a page", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/lti/login?iss=https://unknown.example&login_hint=x&target_link_uri=https://x.example",
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("This LMS is not registered with PIVOT");
  });

  it("signs the learner in and opens the module the link points at", async () => {
    const email = `lti-learner-${Date.now()}@learners.example`;
    const { res } = await launchWith({
      sub: "learner-one",
      name: "Lin Launch",
      email,
      custom: { module_id: String(plain.id) },
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/module/${plain.id}`);
    const cookie = sessionCookieOf(res.headers["set-cookie"]);
    expect(cookie).toMatch(/session_token=/);
    expect(res.headers["set-cookie"]).toEqual(expect.stringMatching(/HttpOnly/));
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email, firstName: "Lin", lastName: "Launch" });
    const [membership] = await queryRows<{ role: string }>(
      db(),
      sql`select m.role from member m join "user" u on u.id = m.user_id where m.organization_id = ${cast.orgId} and u.email = ${email}`,
    );
    expect(membership.role).toBe("member");
    const [launch] = await queryRows<{ module_id: number; lineitem_url: string; context_id: string }>(
      db(),
      sql`select l.module_id, l.lineitem_url, l.context_id from lti_launches l join "user" u on u.id = l.user_id where u.email = ${email}`,
    );
    expect(launch).toMatchObject({ module_id: plain.id, context_id: "course-101" });
    expect(launch.lineitem_url).toContain(platform.url);
    const [audit] = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${cast.orgId} and action = 'lti.launched' limit 1`,
    );
    expect(audit.action).toBe("lti.launched");
    // The same person launching again is the same account (linked by the platform's sub).
    const again = await launchWith({ sub: "learner-one", name: "Lin Launch", custom: { module_id: String(plain.id) } });
    expect(again.res.statusCode).toBe(303);
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from external_learners where organization_id = ${cast.orgId} and external_id = 'learner-one'`,
    );
    expect(count).toBe(1);
  });

  it("takes the module from target_link_uri when there is no custom parameter", async () => {
    const { res } = await launchWith({ sub: "target-only" }, `${TEST_ORIGIN}/module/${checked.id}`);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`/module/${checked.id}`);
  });

  it("accepts the cross-site launch even when the browser holds another site's cookie", async () => {
    const answer = await platform.authorize(
      await login({ sub: "with-cookie", custom: { module_id: String(plain.id) } }),
    );
    const res = await postLaunch({ id_token: answer.idToken, state: answer.state }, cast.owner.cookie);
    expect(res.statusCode, res.body).toBe(303);
  });

  const refused = (
    res: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
    text: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain(text);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  };

  it("refuses a token meant for another tool (audience)", async () => {
    const { res } = await launchWith({ aud: "some-other-tool" });
    refused(res, 403, "This launch was meant for another tool (audience)");
  });

  it("refuses several audiences without azp naming the tool", async () => {
    const { res } = await launchWith({ aud: [platform.clientId, "another"], azp: "another" });
    refused(res, 403, "meant for another tool");
  });

  it("refuses a launch used twice (state and nonce single use)", async () => {
    const { answer, res } = await launchWith({ sub: "replayer", custom: { module_id: String(plain.id) } });
    expect(res.statusCode).toBe(303);
    refused(await postLaunch({ id_token: answer.idToken, state: answer.state }), 401, "This launch was already used");
    // The same id token (its nonce spent) with a fresh state from a new login.
    const fresh = await platform.authorize(await login({ sub: "replayer" }));
    refused(await postLaunch({ id_token: answer.idToken, state: fresh.state }), 401, "already used");
  });

  it("refuses a token signed with a key the platform does not publish (unknown kid)", async () => {
    const { res } = await launchWith({ unknownKey: true });
    refused(res, 401, "The platform's signature could not be checked (unknown key)");
  });

  it("refuses a deployment that is not registered", async () => {
    const { res } = await launchWith({ deploymentId: "deployment-unknown" });
    refused(res, 403, "This launch came from a deployment PIVOT does not know");
  });

  it("refuses an expired token", async () => {
    const { res } = await launchWith({ issuedAtOffsetSeconds: -900, expiresInSeconds: 300 });
    refused(res, 401, "expired");
  });

  it("refuses an unknown state and a launch with nothing in it", async () => {
    const answer = await platform.authorize(await login({}));
    refused(
      await postLaunch({ id_token: answer.idToken, state: "not-a-state-we-made" }),
      401,
      "PIVOT did not start this launch",
    );
    refused(await postLaunch({}), 400, "The LMS did not send a launch");
  });

  it("refuses a token whose signature was tampered with", async () => {
    const answer = await platform.authorize(await login({}));
    const [header, payload, signature] = answer.idToken.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    claims.sub = "someone-else";
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    refused(await postLaunch({ id_token: forged, state: answer.state }), 401, "signature");
  });

  it("refuses launches for an organisation whose plan has no LMS integration", async () => {
    const lapsed = await startLtiPlatform({ toolLoginUrl: `${TEST_ORIGIN}/api/lti/login`, toolJwks });
    try {
      const r = lapsed.registration("Lapsed LMS");
      await db().execute(sql`
        insert into lti_registrations (id, organization_id, name, issuer, client_id, auth_login_url, access_token_url, jwks_url, deployment_ids)
        values (${`lti_lapsed_${Date.now()}`}, ${cast.otherOrgId}, ${r.name}, ${r.issuer}, ${r.clientId}, ${r.authLoginUrl},
          ${r.accessTokenUrl}, ${r.jwksUrl}, ${`{${r.deploymentIds.join(",")}}`}::text[])
      `);
      const hint = lapsed.plan({ sub: "lapsed-learner", custom: { module_id: String(plain.id) } });
      const login = await t.app.inject({
        method: "GET",
        url: `/api/lti/login?${new URLSearchParams(lapsed.loginParams(hint, `${TEST_ORIGIN}/module/${plain.id}`))}`,
      });
      expect(login.statusCode).toBe(302);
      const answer = await lapsed.authorize(login.headers.location as string);
      refused(
        await postLaunch({ id_token: answer.idToken, state: answer.state }),
        403,
        "LMS integration comes with the Enterprise Plus plan. Contact sales to add it.",
      );
    } finally {
      await lapsed.close();
    }
  });

  it("refuses another LTI version and unknown message types", async () => {
    refused((await launchWith({ version: "1.1" })).res, 400, "version 1.3.0");
    refused((await launchWith({ messageType: "LtiSubmissionReviewRequest" })).res, 400, "not supported");
  });
});

describe("deep linking", () => {
  it("lets a teacher pick modules and answers a signed response the tool's JWKS verifies", async () => {
    const { res } = await launchWith({ messageType: "LtiDeepLinkingRequest", roles: [INSTRUCTOR], sub: "teacher-1" });
    expect(res.statusCode, res.body).toBe(303);
    const picker = res.headers.location as string;
    expect(picker).toMatch(/^\/api\/lti\/deep-linking\/[A-Za-z0-9_-]+$/);
    const page = await t.app.inject({ method: "GET", url: picker });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Add PIVOT modules to your course");
    expect(page.body).toContain(checked.title.replace(/&/g, "&amp;"));
    const searched = await t.app.inject({
      method: "GET",
      url: `${picker}?q=${encodeURIComponent(plain.title)}&pillar=`,
    });
    expect(searched.body).toContain(`value="${plain.id}"`);
    const none = await t.app.inject({ method: "GET", url: `${picker}?q=zzzz-no-such-module` });
    expect(none.body).toContain("No modules found");

    const empty = await t.app.inject({
      method: "POST",
      url: picker,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
      payload: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("Choose at least one module");

    const chosen = await t.app.inject({
      method: "POST",
      url: picker,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN },
      payload: `moduleId=${checked.id}&moduleId=${plain.id}`,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.body).toContain(`action="${platform.url}/deep-link-return"`);
    expect(chosen.headers["content-security-policy"]).toContain(`form-action 'self' ${platform.url}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(chosen.body)?.[1] as string;
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(await toolJwks()), {
      issuer: platform.clientId,
      audience: platform.issuer,
      algorithms: ["RS256"],
    });
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload[CLAIM.messageType]).toBe("LtiDeepLinkingResponse");
    expect(payload[CLAIM.version]).toBe("1.3.0");
    expect(payload[CLAIM.deploymentId]).toBe(platform.deploymentId);
    expect(payload[CLAIM.data]).toBe("platform-opaque-data-123");
    const items = payload[CLAIM.contentItems] as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    const byModule = Object.fromEntries(items.map((i) => [(i.custom as { module_id: string }).module_id, i]));
    expect(byModule[String(checked.id)]).toMatchObject({
      type: "ltiResourceLink",
      title: checked.title,
      url: `${TEST_ORIGIN}/module/${checked.id}`,
      lineItem: { scoreMaximum: 100 },
    });
    expect(byModule[String(plain.id)].lineItem).toBeUndefined();

    // The platform's return endpoint verifies it against the tool's keys and records the items.
    const returned = await fetch(`${platform.url}/deep-link-return`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ JWT: jwt }),
    });
    expect(returned.status).toBe(200);
    expect(platform.deepLinks.at(-1)?.payload[CLAIM.contentItems]).toHaveLength(2);

    // Single use.
    const again = await t.app.inject({ method: "GET", url: picker });
    expect(again.statusCode).toBe(409);
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where organization_id = ${cast.orgId} and action = 'lti.deep_linked'`,
    );
    expect(audit.length).toBe(1);
  });

  it("refuses a learner opening the picker", async () => {
    const { res } = await launchWith({ messageType: "LtiDeepLinkingRequest", sub: "student-dl" });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain("Only a teacher can add modules");
  });
});

describe("scores back to the LMS (AGS)", () => {
  it("sends the knowledge check result to the launch's line item with a token from the platform", async () => {
    const { res } = await launchWith({
      sub: "scored-learner",
      name: "Sam Score",
      custom: { module_id: String(checked.id) },
      resourceLinkId: "graded-link",
    });
    expect(res.statusCode, res.body).toBe(303);
    const [launch] = await queryRows<{ user_id: string; ags_scopes: string[] }>(
      db(),
      sql`select user_id, ags_scopes from lti_launches where resource_link_id = 'graded-link'`,
    );
    expect(launch.ags_scopes).toContain(SCORE_SCOPE);
    await passCheck(db(), launch.user_id, checked.id, new Date());
    const deliveries = await queryRows<{ id: number }>(
      db(),
      sql`select d.id::int as id from event_deliveries d join lti_launches l on l.id = d.lti_launch_id
          where d.destination = 'lti' and l.resource_link_id = 'graded-link' order by d.id`,
    );
    expect(deliveries.length).toBe(1);
    for (const delivery of deliveries) expect(await deliverEvent(db(), config(), delivery.id)).toBe("delivered");
    const [score] = await platform.receivedScores(1);
    expect(score.lineitem).toBe(platform.lineitemUrl("course-101", "graded-link"));
    expect(score.contentType).toBe("application/vnd.ims.lis.v1.score+json");
    expect(score.score).toMatchObject({
      userId: "scored-learner",
      scoreMaximum: 100,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
    });
    expect(score.score.scoreGiven).toBeGreaterThanOrEqual(80);
    expect(typeof score.score.timestamp).toBe("string");
    expect(platform.tokenRequests.filter((r) => r.ok).map((r) => r.scope)).toContain(SCORE_SCOPE);
    const [sent] = await queryRows<{ details: { scoreGiven: number } }>(
      db(),
      sql`select details from audit_log where organization_id = ${cast.orgId} and action = 'lti.score_sent'`,
    );
    expect(sent.details.scoreGiven).toBe(score.score.scoreGiven);
    // The card's log shows it.
    const overview = await t.as(cast.owner, { method: "GET", url: base() });
    expect(overview.json().scores[0]).toMatchObject({
      learner: "Sam Score",
      moduleTitle: checked.title,
      status: "delivered",
    });
  });

  it("sends nothing for a learner who did not come through LTI", async () => {
    await passCheck(db(), cast.member.id, checked.id, new Date());
    const rows = await queryRows<{ id: number }>(
      db(),
      sql`select d.id from event_deliveries d join event_outbox e on e.id = d.event_id
          where d.destination = 'lti' and e.payload->>'userId' = ${cast.member.id}`,
    );
    expect(rows).toEqual([]);
  });
});

describe("members from the course (NRPS)", () => {
  it("syncs the course's active members across pages, as a job with its counts", async () => {
    const overview = await t.as(cast.owner, { method: "GET", url: base() });
    const context = overview.json().contexts.find((c: { contextId: string }) => c.contextId === "course-101");
    expect(context).toMatchObject({ canSync: true, title: "Sustainable Business 101" });
    const queued = await t.as(cast.owner, { method: "POST", url: `${base()}/contexts/${context.id}/sync` });
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json().status).toBe("queued");
    expect(await runMemberSync(db(), config(), queued.json().id)).toBe("done");
    const after = await t.as(cast.owner, { method: "GET", url: base() });
    const synced = after.json().contexts.find((c: { id: number }) => c.id === context.id).lastSync;
    expect(synced).toMatchObject({ status: "done", seen: 3, added: 3, existing: 0, refusedNoSeat: 0 });
    const linked = await queryRows<{ external_id: string }>(
      db(),
      sql`select external_id from external_learners where organization_id = ${cast.orgId} and external_id like 'nrps-%' order by external_id`,
    );
    expect(linked.map((l) => l.external_id)).toEqual(["nrps-1", "nrps-2", "nrps-4"]);
    expect(platform.tokenRequests.some((r) => r.ok && r.scope.includes("contextmembership.readonly"))).toBe(true);

    // A second sync finds them all there.
    const second = await t.as(cast.owner, { method: "POST", url: `${base()}/contexts/${context.id}/sync` });
    expect(await runMemberSync(db(), config(), second.json().id)).toBe("done");
    const last = (await t.as(cast.owner, { method: "GET", url: base() }))
      .json()
      .contexts.find((c: { id: number }) => c.id === context.id).lastSync;
    expect(last).toMatchObject({ seen: 3, added: 0, existing: 3 });
  });

  it("answers 404 for another organisation's course", async () => {
    const [context] = await queryRows<{ id: number }>(db(), sql`select id::int as id from lti_contexts limit 1`);
    const res = await t.as(cast.stranger, {
      method: "POST",
      url: `/api/organizations/${cast.otherOrgId}/lti/contexts/${context.id}/sync`,
    });
    // The other organisation has no Enterprise Plus: the plan refuses first.
    expect(res.statusCode).toBe(403);
  });
});
