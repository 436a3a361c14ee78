import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { createModule, createOrganizationPlan } from "../../test/factories";
import { type LtiPlatform, startLtiPlatform } from "../../test/lti-platform";
import { createOrganizationCast, type OrganizationCast } from "../../test/organization-cast";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app";
import { deleteExpiredLtiStates } from "./launch";

/**
 * Decision 397: a launch inside the LMS's frame. The browser marks the frame's requests with
 * `Sec-Fetch-Dest: iframe`; the launch answers with a partitioned cookie and a single-use ticket; the
 * frame spends it with the cookie and is sent to the module page, which only the platform may frame;
 * without the cookie (a browser that blocks it), the frame offers "Open in a new window", which spends
 * the same ticket and signs the learner in there.
 */

let t: TestApp;
let platform: LtiPlatform;
let cast: OrganizationCast;
let moduleId: number;
let moduleTitle: string;

beforeAll(async () => {
  t = await createTestApp();
  platform = await startLtiPlatform({
    toolLoginUrl: `${TEST_ORIGIN}/api/lti/login`,
    toolJwks: async (): Promise<JSONWebKeySet> => (await t.app.inject({ method: "GET", url: "/api/lti/jwks" })).json(),
  });
  const suffix = Math.random().toString(36).slice(2, 8);
  cast = await createOrganizationCast(
    t,
    { name: "Framed Academy", slug: `framed-${suffix}` },
    { name: "Elsewhere", slug: `framed-elsewhere-${suffix}` },
  );
  await createOrganizationPlan(t.database.db, {
    organizationId: cast.orgId,
    planId: "enterprise_plus",
    billingCycle: "yearly",
    seats: null,
    invoiceRef: "INV-LTI-FRAME",
    now: new Date(),
  });
  const own = await createModule(t.database.db, { content: "## Introduction\n\nA module opened in a frame." });
  moduleId = own.id;
  moduleTitle = own.title;
  const created = await t.as(cast.owner, {
    method: "POST",
    url: `/api/organizations/${cast.orgId}/lti/registrations`,
    payload: platform.registration(),
  });
  expect(created.statusCode, created.body).toBe(201);
});

afterAll(async () => {
  await platform?.close();
  await t?.close();
});

const framed = { "sec-fetch-dest": "iframe", "sec-fetch-site": "cross-site" };

/** A launch as the frame makes it: the login, the platform's answer, its form post into the frame. */
async function framedLaunch(sub: string) {
  const hint = platform.plan({ sub, name: "Fay Framed", custom: { module_id: String(moduleId) } });
  const login = await t.app.inject({
    method: "POST",
    url: "/api/lti/login",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url, ...framed },
    payload: new URLSearchParams(platform.loginParams(hint, `${TEST_ORIGIN}/module/${moduleId}`)).toString(),
  });
  expect(login.statusCode, login.body).toBe(302);
  const answer = await platform.authorize(login.headers.location as string);
  return t.app.inject({
    method: "POST",
    url: "/api/lti/launch",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url, ...framed },
    payload: new URLSearchParams({ id_token: answer.idToken, state: answer.state }).toString(),
  });
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).find((c) => c.includes("session_token=")) ?? "";

describe("a launch inside the LMS's frame", () => {
  it("sets a partitioned cookie, and the frame with it goes on to a module page only the platform may frame", async () => {
    const launch = await framedLaunch("framed-learner-1");
    expect(launch.statusCode, launch.body).toBe(303);
    const cookie = cookieOf(launch.headers["set-cookie"]);
    expect(cookie).toMatch(/; SameSite=None/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Partitioned/);
    const location = launch.headers.location as string;
    expect(location).toMatch(/^\/api\/lti\/frame\/[A-Za-z0-9_-]{43}$/);

    const frame = await t.app.inject({
      method: "GET",
      url: location,
      headers: { cookie: cookie.split(";")[0], ...framed },
    });
    expect(frame.statusCode, frame.body).toBe(303);
    const modulePage = frame.headers.location as string;
    expect(modulePage).toMatch(new RegExp(`^/module/${moduleId}\\?lti_frame=`));

    // The module page: framed by the platform's origin alone, no X-Frame-Options.
    const page = await t.app.inject({ method: "GET", url: modulePage });
    expect(page.headers["content-security-policy"]).toContain(`frame-ancestors ${platform.url}`);
    expect(page.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBeUndefined();
    // The same page without the grant, with an altered grant, or for another module keeps 'none'.
    const grant = new URL(modulePage, TEST_ORIGIN).searchParams.get("lti_frame") as string;
    for (const url of [
      `/module/${moduleId}`,
      `/module/${moduleId}?lti_frame=${grant.slice(0, -2)}xx`,
      `/module/${moduleId + 1}?lti_frame=${grant}`,
      `/dashboard?lti_frame=${grant}`,
    ]) {
      const other = await t.app.inject({ method: "GET", url });
      expect(other.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(other.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }

    // The cookie signs the learner in; the ticket worked once.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: cookie.split(";")[0] },
    });
    expect(session.json().user).toMatchObject({ firstName: "Fay", lastName: "Framed" });
    const again = await t.app.inject({ method: "GET", url: location, headers: { cookie: cookie.split(";")[0] } });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain("This launch was already used");
  });

  it("without the cookie offers a new window that continues the same launch, once", async () => {
    const launch = await framedLaunch("framed-learner-2");
    expect(launch.statusCode, launch.body).toBe(303);
    const location = launch.headers.location as string;

    // The browser kept the cookie from the frame: the frame says so, and the platform may frame it.
    const frame = await t.app.inject({ method: "GET", url: location, headers: framed });
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.body).toContain("Open the module in a new window");
    expect(frame.body).toContain(moduleTitle);
    expect(frame.body).toContain(`href="${location}?window=1" target="_blank" rel="noopener"`);
    expect(frame.headers["content-security-policy"]).toContain(`frame-ancestors ${platform.url}`);

    // The new window spends the ticket: a first-party (Lax) session, then the module.
    const opened = await t.app.inject({ method: "GET", url: `${location}?window=1` });
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe(`/module/${moduleId}`);
    const cookie = cookieOf(opened.headers["set-cookie"]);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Partitioned/);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: cookie.split(";")[0] },
    });
    expect(session.json().user).toMatchObject({ firstName: "Fay", lastName: "Framed" });

    // Once: the link, opened again, and the frame's page both say the launch was used.
    for (const url of [`${location}?window=1`, location]) {
      const again = await t.app.inject({ method: "GET", url });
      expect(again.statusCode, url).toBe(401);
      expect(again.body).toContain("This launch was already used");
      // A refusal has nothing to click: any LMS may frame it, so the learner reads why in the course.
      expect(again.headers["content-security-policy"]).toContain("frame-ancestors *");
    }
  });

  it("refuses a ticket nobody was given, and a launch outside a frame is unchanged (Lax, straight to the module)", async () => {
    const unknown = await t.app.inject({ method: "GET", url: `/api/lti/frame/${"x".repeat(43)}?window=1` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain("This launch has expired");
    expect(unknown.headers["set-cookie"]).toBeUndefined();

    const hint = platform.plan({ sub: "top-level-learner", custom: { module_id: String(moduleId) } });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/lti/login",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: platform.url },
      payload: new URLSearchParams(platform.loginParams(hint, `${TEST_ORIGIN}/module/${moduleId}`)).toString(),
    });
    const answer = await platform.authorize(login.headers.location as string);
    const launch = await t.app.inject({
      method: "POST",
      url: "/api/lti/launch",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: platform.url,
        "sec-fetch-dest": "document",
      },
      payload: new URLSearchParams({ id_token: answer.idToken, state: answer.state }).toString(),
    });
    expect(launch.statusCode, launch.body).toBe(303);
    expect(launch.headers.location).toBe(`/module/${moduleId}`);
    expect(cookieOf(launch.headers["set-cookie"])).toMatch(/; SameSite=Lax/);
  });

  it("leaves no ticket or registration link behind once expired: the daily purge takes them", async () => {
    const launch = await framedLaunch("framed-learner-purged");
    const ticket = (launch.headers.location as string).split("/").pop() as string;
    const hash = createHash("sha256").update(ticket).digest("hex");
    const db = t.database.db;
    await db.execute(
      sql`update lti_frame_tickets set expires_at = now() - interval '1 minute' where ticket_hash = ${hash}`,
    );
    await db.execute(sql`insert into lti_registration_links (token_hash, organization_id, expires_at)
      values (${`purge-${hash}`}, ${cast.orgId}, now() - interval '1 minute')`);
    expect(await deleteExpiredLtiStates(db, new Date())).toBeGreaterThanOrEqual(2);
    const left = await queryRows<{ n: number }>(
      db,
      sql`select ((select count(*) from lti_frame_tickets where ticket_hash = ${hash})
        + (select count(*) from lti_registration_links where token_hash = ${`purge-${hash}`}))::int as n`,
    );
    expect(left[0].n).toBe(0);
  });
});
