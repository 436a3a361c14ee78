import { and, asc, eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_DPA_VERSION } from "../domain/dpa";
import { ASSESSMENT_QUESTIONS } from "../domain/jedi-assessment";
import {
  certificates,
  dataExports,
  departments,
  pathwayEnrollments,
  pathways,
  payments,
  session,
  user as userAccounts,
} from "./db/schema";
import { createEvidenceRow } from "./features/bcorp-workbench/bcorp-fixtures";
import { createOrganizationPaymentRow } from "./features/billing/billing-fixtures";
import { createOrgAssessmentRow, createSurveyRow } from "./features/jedi-surveys/jedi-survey-fixtures";
import { createLmsPackageRow, createPendingLearnerRow } from "./features/lms-packages/lms-package-fixtures";
import {
  createInvitationBatchRow,
  createInvitationRow,
  createVerifiedDomainRow,
} from "./features/organizations/invitations-fixtures";
import { createEqualityPlanRow, createPayGapYear, recordEntry } from "./features/pay-gap/pay-gap-fixtures";
import { createApiKeyRow } from "./features/public-api/api-key-fixtures";
import { createScimTokenRow } from "./features/scim/scim-fixtures";
import { createScormCourseRow } from "./features/scorm-courses/scorm-fixtures";
import { createSsoProviderRow, ssoConfigurationFor } from "./features/sso/sso-fixtures";
import { createWebhookEndpointRow } from "./features/webhooks/webhook-fixtures";
import { registerAccessPolicy } from "./plugins/access-policy";
import { addMember, createComplianceRule, createDraft, createLearner, createUserCertificate } from "./test/factories";
import {
  accessVerdict,
  BETTER_AUTH_CATCH_ALL,
  CALLER_NAMES,
  type CallableRoute,
  type CallerName,
  callableRoutes,
  changedTables,
  createWorld,
  databaseFingerprint,
  encodeSegment,
  fillParams,
  isUnauthorizedAnswer,
  OWNED_ROWS,
  pathParams,
  type RouteRequest,
  type RowOwners,
  requestFor,
  routeKey,
  routesWithoutPolicy,
  send,
  signedInSession,
  type World,
} from "./test/route-callers";
import { expectNothingOfTheTarget, paddingAttack } from "./test/survey-attacks";
import { createTestApp, type TestApp, type TestUser } from "./test/test-app";

/**
 * DESIGN §5: every route declares its access policy; this calls every registered route as each kind
 * of caller and checks the answer against the policy, and that no caller reads another's data.
 */

let t: TestApp;
let world: World;
let routes: CallableRoute[];

beforeAll(async () => {
  // The test-support routes too: they exist in end-to-end servers, so they are in the matrix.
  t = await createTestApp({ E2E_TEST_SUPPORT: "true" });
  world = await createWorld(t);
  routes = callableRoutes(t.app);
});
afterAll(() => t?.close());

describe("access policies", () => {
  it("are declared by every /api route the app registers", () => {
    expect(t.app.routePolicies.length).toBeGreaterThan(0);
    expect(routesWithoutPolicy(t.app)).toEqual([]);
  });

  it("are the GET route's for the HEAD route Fastify adds", () => {
    const heads = t.app.routePolicies.filter((r) => r.method === "HEAD");
    expect(heads.length).toBeGreaterThan(0);
    for (const head of heads) {
      const get = t.app.routePolicies.find((r) => r.method === "GET" && r.url === head.url);
      expect(head.access, head.url).toEqual(get?.access);
    }
  });

  it("keep an /api route without one from booting, and leave other routes alone", async () => {
    const app = Fastify({ logger: false });
    registerAccessPolicy(app);
    app.get("/robots.txt", async () => "");
    app.register(async (feature) => {
      feature.get("/api/declared", { config: { access: "public" } }, async () => ({}));
      feature.get("/api/forgotten", async () => ({}));
    });
    await expect(app.ready()).rejects.toThrow("GET /api/forgotten declares no access policy");
    expect(app.routePolicies.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(["GET /robots.txt", "HEAD /robots.txt", "GET /api/declared"]),
    );
    await app.close().catch(() => {});
  });

  it("have a request in the matrix for every route", () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => !requestFor(route, world, "learner")).map(routeKey);
    expect(missing, "add a request for these routes to ROUTE_REQUESTS (test/route-callers.ts)").toEqual([]);
    // The catch-all is called through the endpoints it lets through.
    expect(routes.some((r) => r.url === BETTER_AUTH_CATCH_ALL)).toBe(false);
    expect(routes.filter((r) => r.url.startsWith("/api/auth/") && r.url !== "/api/auth/user").length).toBeGreaterThan(
      0,
    );
  });
});

/** Strings only some callers may ever be answered: whose data they are. The admin may see all. */
function privateMarkers(w: World): { text: string; visibleTo: CallerName[] }[] {
  const learner = w.callers.learner.user!;
  const employerA = w.callers.employerA.user!;
  const employerB = w.callers.employerB.user!;
  return [
    { text: learner.id, visibleTo: ["learner", "employerA"] },
    { text: learner.email, visibleTo: ["learner", "employerA"] },
    { text: w.organizationA.id, visibleTo: ["learner", "employerA"] },
    { text: w.organizationA.name, visibleTo: ["learner", "employerA"] },
    ...w.organizationA.memberIds.slice(1).map((text) => ({ text, visibleTo: ["employerA"] as CallerName[] })),
    ...w.organizationA.memberEmails.slice(1).map((text) => ({ text, visibleTo: ["employerA"] as CallerName[] })),
    { text: employerA.email, visibleTo: ["employerA"] },
    { text: w.organizationB.id, visibleTo: ["employerB"] },
    { text: w.organizationB.name, visibleTo: ["employerB"] },
    ...w.organizationB.memberIds.map((text) => ({ text, visibleTo: ["employerB"] as CallerName[] })),
    ...w.organizationB.memberEmails.map((text) => ({ text, visibleTo: ["employerB"] as CallerName[] })),
    { text: employerB.email, visibleTo: ["employerB"] },
  ];
}

/** Sends the route's matrix request as the caller; `body` replaces the request's body (a malformed one). */
async function callRoute(
  route: CallableRoute,
  request: RouteRequest,
  callerName: CallerName,
  body: { payload: unknown } = { payload: request.body },
) {
  const caller = world.callers[callerName];
  const user = caller.user && request.endsSession ? await signedInSession(t, caller.user) : caller.user;
  const url = fillParams(
    route.url,
    Object.fromEntries(Object.entries(request.params ?? {}).map(([k, v]) => [k, encodeSegment(v)])),
  );
  const query = new URLSearchParams(request.query ?? {}).toString();
  const res = await send(t, user, {
    method: route.method,
    url: query ? `${url}?${query}` : url,
    payload: body.payload === undefined ? undefined : JSON.stringify(body.payload),
    headers: {
      ...(body.payload === undefined ? {} : { "content-type": "application/json" }),
      ...request.headers,
    },
  });
  return { res, url };
}

describe("every route, as each caller", () => {
  for (const callerName of CALLER_NAMES) {
    it(`answers ${callerName} as the route's policy says`, async () => {
      const caller = world.callers[callerName];
      const markers = privateMarkers(world);
      const failures: string[] = [];
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const request = requestFor(route, world, callerName);
        if (!request) continue; // reported by "have a request in the matrix for every route"
        const { res, url } = await callRoute(route, request, callerName);
        const where = `${routeKey(route)} as ${callerName} (${JSON.stringify(route.access)})`;
        const verdict = accessVerdict(route.access, caller);
        if (verdict === 401) {
          if (res.statusCode !== 401 || !isUnauthorizedAnswer(route.access, res.body)) {
            failures.push(`${where}: expected 401 Unauthorized, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (verdict === 403) {
          if (res.statusCode !== 403 || typeof safeJson(res.body)?.message !== "string") {
            failures.push(`${where}: expected 403 with a message, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (request.status === null) {
          if (res.statusCode >= 500 || res.statusCode === 401 || res.statusCode === 403) {
            failures.push(`${where}: expected to be let in, got ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        } else if (![request.status].flat().includes(res.statusCode)) {
          failures.push(`${where}: expected ${request.status}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        // No caller but the admin is ever answered another user's or another organisation's data
        // (a value the caller sent itself, echoed in a message, is not a leak).
        if (callerName !== "admin") {
          const sent = `${url} ${JSON.stringify(request.body ?? "")}`;
          for (const marker of markers) {
            if (
              !marker.visibleTo.includes(callerName) &&
              !sent.includes(marker.text) &&
              res.body.includes(marker.text)
            ) {
              failures.push(`${where}: answered another's data (${marker.text})`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      // Some 20 s each on a loaded 2-core machine: the default 30 s left too little room.
    }, 120_000);
  }

  it("keeps what a learner owns to them: no other caller reads it", async () => {
    const { learner } = world.callers;
    const moduleId = world.otherFreeModuleId;
    const json = (body: unknown) => ({
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    const write = [
      await send(t, learner.user, { method: "POST", url: `/api/modules/${moduleId}/bookmark` }),
      await send(t, learner.user, {
        method: "POST",
        url: "/api/user/progress",
        ...json({ moduleId, isCompleted: false, progressPercentage: 70, timeSpent: 30 }),
      }),
    ];
    expect(write.map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await send(t, learner.user, { method: "GET", url: `/api/progress/${moduleId}` })).json()).toMatchObject({
      progressPercentage: 70,
    });
    for (const name of ["employerA", "employerB", "admin"] as const) {
      const other = world.callers[name].user;
      const bookmarks = await send(t, other, { method: "GET", url: "/api/bookmarks" });
      expect(bookmarks.json().map((m: { id: number }) => m.id)).not.toContain(moduleId);
      expect((await send(t, other, { method: "GET", url: `/api/progress/${moduleId}` })).json()).toBeNull();
      const progress = await send(t, other, { method: "GET", url: "/api/progress" });
      expect(progress.json().map((p: { moduleId: number }) => p.moduleId)).not.toContain(moduleId);
    }
  });

  it("never lets employer B enrol organisation A's team members, nor see organisation A", async () => {
    const { db } = t.database;
    const learnerId = world.callers.learner.user!.id;
    const enrolment = and(eq(pathwayEnrollments.pathwayId, world.pathwayId), eq(pathwayEnrollments.userId, learnerId));
    await db.delete(pathwayEnrollments).where(enrolment);
    const assign = await send(t, world.callers.employerB.user, {
      method: "POST",
      url: "/api/organizations/pathways/assign",
      payload: JSON.stringify({ pathwayId: world.pathwayId, memberIds: [learnerId] }),
      headers: { "content-type": "application/json" },
    });
    expect(assign.statusCode).toBe(400);
    expect(await db.select().from(pathwayEnrollments).where(enrolment)).toEqual([]);

    const analytics = await send(t, world.callers.employerB.user, {
      method: "GET",
      url: "/api/organizations/analytics",
    });
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().organization).toEqual({ id: world.organizationB.id, name: world.organizationB.name });
    expect(analytics.body).not.toContain(learnerId);
  });
});

describe("an organisation's own owner attacking its members' anonymous answers (decision 390)", () => {
  it("the survey's padding attack: nine accounts joined by the link beside one colleague read nothing of the colleague", async () => {
    const attack = await paddingAttack(t, { now: new Date() });
    // Closed the same day: nothing before the two-week window has passed.
    for (const view of await attack.readAll()) expectNothingOfTheTarget(view);
    // As if read after the window (the survey's days moved back): the nine do not count, so nothing still.
    await t.database.db.execute(
      sql`update jedi_surveys set opens_on = opens_on - 15, closes_on = closes_on - 15 where id = ${attack.surveyId}`,
    );
    for (const view of await attack.readAll()) expectNothingOfTheTarget(view);
  });
});

describe("SCIM provisioning across domains (issue 43 item 2)", () => {
  it("makes an account only at the token's organisation's verified domain: never another's, an unproved one or a mailbox provider's", async () => {
    const { db } = t.database;
    const provision = (token: string, email: string, active = true) =>
      send(t, null, {
        method: "POST",
        url: "/scim/v2/Users",
        payload: JSON.stringify({
          schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
          userName: email,
          emails: [{ value: email, type: "work", primary: true }],
          active,
        }),
        headers: { authorization: `Bearer ${token}`, "content-type": "application/scim+json" },
      });
    const tag = () => Math.random().toString(36).slice(2, 8);
    const squats = [
      { token: world.scim.tokenA, email: `cross-${tag()}@${world.scim.domainB}` },
      { token: world.scim.tokenB, email: `cross-${tag()}@${world.scim.domainA}` },
      { token: world.scim.tokenA, email: `someone-${tag()}@gmail.com` },
      { token: world.scim.tokenA, email: `someone-${tag()}@unproved-${tag()}.example.com` },
    ];
    for (const { token, email } of squats) {
      const res = await provision(token, email);
      expect(res.statusCode, `${email}: ${res.body}`).toBe(400);
      expect(String(res.headers["content-type"])).toMatch(/^application\/scim\+json/);
      expect(res.json()).toMatchObject({
        schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"],
        status: "400",
        scimType: "invalidValue",
      });
      expect(await db.select({ id: userAccounts.id }).from(userAccounts).where(eq(userAccounts.email, email))).toEqual(
        [],
      );
    }
    // The token's own verified domain is its to provision (deactivated: organisation A's seats are taken).
    const own = await provision(world.scim.tokenA, `own-${tag()}@${world.scim.domainA}`, false);
    expect(own.statusCode, own.body).toBe(201);
  });
});

function safeJson(body: string): { message?: unknown } | undefined {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Issue 29: ids that exist and belong to someone else

/**
 * Route parameters that name nobody's row, and why. Every route with a parameter is here or in
 * OWNED_ROUTES below (the test fails on one in neither), so a new id route states who owns its id.
 */
const SCIM_SCOPED = "a SCIM resource, found only within the bearer token's organisation (scim.test.ts)";
const CATALOGUE = "names a module or pathway of the catalogue, everyone's; a write lands on the caller's own row";
const NOT_OWNED: Record<string, string> = {
  "GET /api/auth/oauth2/callback/:providerId": "names the sign-in provider",
  "GET /api/auth/sso/callback/:providerId":
    "names an organisation's identity provider; its answer is checked, not the caller",
  "POST /api/auth/sso/saml2/sp/acs/:providerId":
    "names an organisation's identity provider; the signed answer is checked, not the caller",
  "GET /api/organizations/:id/sso/saml/metadata":
    "public metadata for the organisation's IdP administrator; holds no secret",
  "GET /api/organizations/:id/logo":
    "public by design: the organisation's logo for its e-mails, which mail programs fetch without a session (decision 398)",
  "GET /api/modules/:id": CATALOGUE,
  "GET /api/modules/:id/content": CATALOGUE,
  "POST /api/modules/:id/bookmark": CATALOGUE,
  // issue 22: a new attempt of the caller's own at a catalogue module.
  "POST /api/modules/:id/knowledge-check/attempts": CATALOGUE,
  "DELETE /api/modules/:id/bookmark": CATALOGUE,
  "GET /api/modules/:id/guides": CATALOGUE,
  "PUT /api/modules/:id/guides/:guideId": CATALOGUE,
  // issue 46 item 3: a scenario of the catalogue module (another module's is a 404); the choice is the caller's own.
  "POST /api/modules/:id/scenarios/:scenarioId/choices": CATALOGUE,
  "GET /api/modules/:id/downloads/:resourceId/:format": CATALOGUE,
  "GET /api/modules/:id/media": CATALOGUE,
  "GET /api/modules/:id/cover.svg": CATALOGUE,
  "GET /api/modules/:id/media/:file": CATALOGUE,
  // "keeps what a learner owns to them" above: another's progress on the module is never answered.
  "GET /api/progress/:moduleId": CATALOGUE,
  "POST /api/pathways/:id/enroll": CATALOGUE,
  // Issue 24 item 1: a package of a catalogue module or pathway, made for the caller's own active organisation.
  "GET /api/modules/:id/export": CATALOGUE,
  "GET /api/pathways/:id/export": CATALOGUE,
  "POST /api/content/generate/:moduleId": CATALOGUE,
  "POST /api/content/notify-when-ready/:moduleId": CATALOGUE,
  "POST /api/content/modules/:id/podcast": CATALOGUE,
  "GET /api/protection/modules/:id/policy": CATALOGUE,
  "GET /api/verify/:code": "public by design: the unguessable code is the capability to read the certificate",
  "GET /verify/:code": "the verification page's head, public by design like GET /api/verify/:code",
  "GET /api/docs/:file": "a file of the public API's reference page (Swagger UI), the same for everyone",
  "GET /api/portfolio/:slug": "public by design: the random slug of a wallet its owner made public",
  "GET /api/shared-progress/:token": "public by design: the unguessable token of a share link its owner turned on",
  "GET /api/credentials/status/:listId": "the issuer's public revocation list",
  "GET /api/credentials/achievements/:slug": "a public achievement of the catalogue",
  // Issue 20 item 3: a link's secret is the capability; whoever holds it joins as themselves.
  "GET /api/invitations/:token": "public by design: the unguessable token of an e-mailed invitation link",
  "POST /api/invitations/:token/accept":
    "the invitation link's secret; the caller joins as themselves, and only with the invited address",
  "POST /api/invitations/:token/confirm-address":
    "the invitation link's secret, with the password of the invited address's account",
  "GET /api/join/:token": "public by design: the unguessable token of a join link its owner turned on",
  "POST /api/join/:token": "the join link's secret; the caller joins as themselves",
  // issue 22 item 4: a catalogue module's bank and its questions are admins' work, nobody's own rows.
  "GET /api/admin/knowledge-checks/modules/:moduleId": CATALOGUE,
  "POST /api/admin/knowledge-checks/modules/:moduleId/questions": CATALOGUE,
  "PUT /api/admin/knowledge-checks/modules/:moduleId/settings": CATALOGUE,
  "POST /api/admin/knowledge-checks/modules/:moduleId/publish-drafts": CATALOGUE,
  "GET /api/admin/knowledge-checks/analysis/:moduleId": CATALOGUE,
  "PUT /api/admin/knowledge-checks/questions/:questionId": "a catalogue module's question: admins' work (admin only)",
  "POST /api/admin/knowledge-checks/questions/:questionId/retire":
    "a catalogue module's question: admins' work (admin only)",
  "POST /api/admin/knowledge-checks/questions/:questionId/restore":
    "a catalogue module's question: admins' work (admin only)",
  "POST /api/admin/enquiries/:id/convert":
    "a Contact Sales enquiry: admins' work, nobody's own row (admin only; the body's organisation is any, by design)",
  "PATCH /api/admin/pilot/cohorts/:id": "a pilot cohort: the public offer admins edit, nobody's own row (admin only)",
  // Issue 21: SCIM routes take a bearer token, never a cookie, so these cookie attacks cannot name them;
  // the token's organisation scopes every id (the matrix's employerB sends B's token for A's ids: 404),
  // and scim.test.ts checks another organisation's token against each of them.
  "GET /scim/v2/ResourceTypes/:id": "a discovery document, the same for every organisation",
  "GET /scim/v2/Schemas/:id": "a discovery document, the same for every organisation",
  "GET /scim/v2/Users/:id": SCIM_SCOPED,
  "PUT /scim/v2/Users/:id": SCIM_SCOPED,
  "PATCH /scim/v2/Users/:id": SCIM_SCOPED,
  "DELETE /scim/v2/Users/:id": SCIM_SCOPED,
  "GET /scim/v2/Groups/:id": SCIM_SCOPED,
  "PUT /scim/v2/Groups/:id": SCIM_SCOPED,
  "PATCH /scim/v2/Groups/:id": SCIM_SCOPED,
  "DELETE /scim/v2/Groups/:id": SCIM_SCOPED,
  // Issue 23: the public API takes an API key, never a cookie, so these cookie attacks cannot name
  // them; the key's organisation scopes every id (the matrix's employerB sends B's key for A's ids:
  // 404), and public-api.test.ts checks A's key on B's member and assignment.
  "GET /api/v1/members/:id": "a member of the API key's organisation; another organisation's is not found",
  "DELETE /api/v1/assignments/:id": "an assignment of the API key's organisation; another organisation's is not found",
  // Issue 24: the LMS player takes a player key, never a cookie, so these cookie attacks cannot name
  // them; the key names its learner and module (another module is not found), and lms-player.test.ts
  // checks another key, another module and another learner's attempt.
  ...Object.fromEntries(
    [
      "GET /api/lms/player/modules/:moduleId",
      "GET /api/lms/player/modules/:moduleId/content",
      "POST /api/lms/player/modules/:moduleId/progress",
      "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts",
      "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts/:attemptId/submit",
    ].map((key) => [key, "the module of the player key's session, for the key's learner alone (lms-player.test.ts)"]),
  ),
  // Issue 24 item 2: the LTI tool's picker is opened by the unguessable id of a deep-linking request an
  // LMS made (single use, 30 minutes); cookies play no part (lti.test.ts).
  "GET /api/lti/deep-linking/:requestId": "the unguessable id of an LMS's deep-linking request is the capability",
  "POST /api/lti/deep-linking/:requestId": "the unguessable id of an LMS's deep-linking request is the capability",
  // Decision 397: a framed launch's ticket (single use, 10 minutes) names its learner and module; the
  // frame spends it with the learner's own cookie, or a new window with the ticket alone (frame.test.ts).
  "GET /api/lti/frame/:ticket": "the unguessable, single-use ticket of a framed launch is the capability",
  // Decision 397: the LMS opens an owner's registration link (one use, 24 hours); it registers the LMS
  // with that organisation and nothing else (dynamic-registration.test.ts).
  "GET /api/lti/register/:token": "the unguessable, single-use registration link an owner or admin made",
  // Issue 24 item 3: a sandboxed frame sends no cookies; the signed, expiring token in the path names the
  // course and the learner (scorm-courses.test.ts checks forged, altered and expired tokens).
  "GET /api/scorm-content/*": "the signed content token in the path is the capability",
};

interface Scene {
  /** A learner of organisation A: the owner of the personal rows. */
  victim: TestUser;
  victimEmployer: TestUser;
  /** A manager of organisation A with no reports (issue 20's manager scope). */
  managerA: TestUser;
  /** The attackers: a learner of organisation B, and organisation B's employer. */
  learnerB: TestUser;
  employerB: TestUser;
  admin: TestUser;
  organizationA: string;
  organizationB: string;
  moduleId: number;
  now: Date;
  /** A catalogue certificate the victim holds no issued one of yet (one per case: one issue per user and certificate). */
  nextCertificateId: () => number;
}

interface Attack {
  label: string;
  attacker: TestUser;
  /** Parameters that differ from the victim's request: the attacker's own organisation, say. */
  params?: Record<string, string>;
}

interface OwnedTarget {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Whose row it is (or the admin, for admin routes): answered `ownerStatus`, which proves the id real. */
  owner: TestUser;
  ownerStatus: "success" | number;
  attacks: Attack[];
  /** Text of the victim's row that no attacker's answer may carry. */
  secret: string;
}

type OwnedCase = (scene: Scene) => Promise<OwnedTarget>;

const personalAttacks = (s: Scene): Attack[] => [
  { label: "a learner of another organisation", attacker: s.learnerB },
  { label: "another organisation's employer", attacker: s.employerB },
];

/** Attacks on an admin route: its id is someone's row, and neither kind of attacker may touch it. */
const adminAttacks = (s: Scene): Attack[] => [...personalAttacks(s), { label: "the row's owner", attacker: s.victim }];

/** Organisation A's hub, attacked through A's id and, for a row of A's, through the attacker's own organisation B. */
function teamAttacks(s: Scene, crossOrganisation: boolean): Attack[] {
  return [
    { label: "another organisation's employer, naming organisation A", attacker: s.employerB },
    { label: "a learner of another organisation, naming organisation A", attacker: s.learnerB },
    ...(crossOrganisation
      ? [
          {
            label: "a learner of organisation B, naming their own organisation and A's row",
            attacker: s.learnerB,
            params: { organizationId: s.organizationB },
          },
          {
            label: "organisation B's employer, naming their own organisation and A's row",
            attacker: s.employerB,
            params: { organizationId: s.organizationB },
          },
        ]
      : []),
  ];
}

const db = () => t.database.db;

/** The victim's side of OWNED_ROWS: theirs, their organisation A's and its employer's. */
const victimOwners = (s: Scene): RowOwners => ({
  owner: s.victim,
  organizationId: s.organizationA,
  employerId: s.victimEmployer.id,
  moduleId: s.moduleId,
  now: s.now,
});

/** A row made for one case, and the text of it no attacker's answer may carry. */
interface VictimRow {
  id: number;
  secret: string;
}

/** An issued certificate of the victim's; its verification code is the secret. */
const victimCertificate =
  (expiresInDays = 365) =>
  async (s: Scene): Promise<VictimRow> => {
    const expiresAt = new Date(s.now.getTime() + expiresInDays * 86_400_000);
    const cert = await createUserCertificate(db(), {
      userId: s.victim.id,
      certificateId: s.nextCertificateId(),
      now: s.now,
      expiresAt,
    });
    return { id: cert.id, secret: cert.verificationCode };
  };

/** A row of the victim's made by OWNED_ROWS, marked with the text that is its secret. */
/** Issue 28: one of the victim's data exports, finished (one queued or running per person at most). */
const victimDataExport =
  (status: "cancelled" | "failed") =>
  async (s: Scene): Promise<VictimRow> => {
    const [row] = await db()
      .insert(dataExports)
      .values({ userId: s.victim.id, status, finishedAt: s.now })
      .returning({ id: dataExports.id });
    return { id: row.id, secret: s.victim.email };
  };

const markedRow =
  (kind: "goal" | "notification" | "conversation" | "mail", text: string) =>
  async (s: Scene): Promise<VictimRow> => ({
    id: (await OWNED_ROWS[kind](db(), victimOwners(s), text)).id,
    secret: text,
  });

/**
 * A route naming one row by id, made afresh for the case: the victim's own, attacked by the other
 * organisation's learner and employer, or (`admin`) an admin route's, which the victim attacks too.
 */
const victimRow =
  (
    make: (s: Scene) => Promise<VictimRow>,
    options: {
      admin?: boolean;
      ownerStatus?: OwnedTarget["ownerStatus"];
      body?: unknown;
      /** How the request names the row (and what it sends); by default its `:id` parameter. */
      naming?: (id: number, s: Scene) => Pick<OwnedTarget, "params" | "body">;
    } = {},
  ): OwnedCase =>
  async (s) => {
    const { admin = false, ownerStatus = "success", body, naming = (id) => ({ params: { id: String(id) } }) } = options;
    const row = await make(s);
    return {
      body,
      ...naming(row.id, s),
      owner: admin ? s.admin : s.victim,
      ownerStatus,
      attacks: admin ? adminAttacks(s) : personalAttacks(s),
      secret: row.secret,
    };
  };

/** A team hub route of organisation A with no row of its own in the path (lists, new rows). */
const teamOnly =
  (body?: unknown, query?: Record<string, string>): OwnedCase =>
  async (s) => ({
    params: { organizationId: s.organizationA },
    body,
    query,
    owner: s.victim,
    ownerStatus: "success",
    attacks: teamAttacks(s, false),
    secret: s.victim.email,
  });

/** A team hub route naming one of organisation A's rows. */
const teamRow =
  (param: string, make: (s: Scene) => Promise<{ id: number }>, body?: unknown): OwnedCase =>
  async (s) => {
    const row = await make(s);
    return {
      params: { organizationId: s.organizationA, [param]: String(row.id) },
      body,
      owner: s.victim,
      ownerStatus: "success",
      attacks: teamAttacks(s, true),
      secret: s.victim.email,
    };
  };

/**
 * An organisation route of organisation A (issue 20), named by its `:id`: A's owner reaches it;
 * organisation B's owner and learner never do, and neither does A's plain member where the route
 * needs an owner or admin (`membersToo` false).
 */
const organizationRoute =
  (
    options: {
      membersToo?: boolean;
      /** Managers are let in, to their own reports only (their scope is tested in members.test.ts). */
      managersToo?: boolean;
      body?: unknown | ((s: Scene) => Promise<unknown>);
      query?: Record<string, string>;
      /** More path parameters (a row of A's), made for the case. */
      params?: (s: Scene) => Promise<Record<string, string>>;
      ownerStatus?: OwnedTarget["ownerStatus"];
    } = {},
  ): OwnedCase =>
  async (s) => ({
    params: { id: s.organizationA, ...(await options.params?.(s)) },
    body: typeof options.body === "function" ? await (options.body as (s: Scene) => Promise<unknown>)(s) : options.body,
    query: options.query,
    owner: s.victimEmployer,
    ownerStatus: options.ownerStatus ?? "success",
    attacks: [
      { label: "organisation B's owner, naming organisation A", attacker: s.employerB },
      { label: "a learner of organisation B, naming organisation A", attacker: s.learnerB },
      ...(options.membersToo ? [] : [{ label: "a plain member of organisation A", attacker: s.victim }]),
      // Issue 20's "manager" scope: a manager of A with no reports is no owner or admin.
      ...(options.membersToo || options.managersToo
        ? []
        : [{ label: "a manager of organisation A, outside their reports", attacker: s.managerA }]),
    ],
    secret: s.victim.email,
  });

/**
 * A row of organisation A's (made by `options.params`), attacked also by B's owner naming it, as A's
 * `what`, under B's own organisation.
 */
const rowOfARoute =
  (what: string, options: Parameters<typeof organizationRoute>[0] = {}): OwnedCase =>
  async (s) => {
    const target = await organizationRoute(options)(s);
    return {
      ...target,
      attacks: [
        ...target.attacks,
        {
          label: `organisation B's owner, naming A's ${what} under B`,
          attacker: s.employerB,
          params: { id: s.organizationB },
        },
      ],
    };
  };

/** An owner-only route of organisation A (issue 28: closing it): an admin of A is refused as well. */
const ownerOnlyOrganizationRoute =
  (options: Parameters<typeof organizationRoute>[0]): OwnedCase =>
  async (s) => {
    const target = await organizationRoute(options)(s);
    const adminOfA = await createLearner(db(), {
      email: `admin-${++organizationRowCount}@matrix-a.example.com`,
      firstName: "Ada",
      lastName: "Admin",
    });
    await addMember(db(), { organizationId: s.organizationA, userId: adminOfA.id, role: "admin", department: null });
    return {
      ...target,
      attacks: [
        ...target.attacks,
        { label: "an admin of organisation A", attacker: await signedInSession(t, adminOfA) },
      ],
    };
  };

/** Organisation A's rows made for one case (issue 20 item 4): a member to remove, a department. */
let organizationRowCount = 0;
const freshMemberOfA = async (s: Scene) => {
  const n = ++organizationRowCount;
  const someone = await createLearner(db(), {
    email: `member-${n}@matrix-a.example.com`,
    firstName: "Mo",
    lastName: `Member ${n}`,
  });
  await addMember(db(), { organizationId: s.organizationA, userId: someone.id, role: "member", department: null });
  return { userId: someone.id };
};
/**
 * Issue 25 item 4: a workbench item of A's with an evidence file, attacked also by B's owner naming
 * it under B's own organisation.
 */
const bcorpRoute = (
  options: { membersToo?: boolean; body?: unknown; ownerStatus?: OwnedTarget["ownerStatus"] } = {},
): OwnedCase =>
  rowOfARoute("row", {
    ...options,
    params: (s) =>
      createEvidenceRow(db(), t.app.services.config, {
        organizationId: s.organizationA,
        userId: s.victimEmployer.id,
      }),
  });
/** Issue 25 item 1: a reporting year of A's pay-gap data, with its first record. */
let payGapYearCount = 0;
const payGapYearOfA = async (s: Scene) => {
  const { year, recordId } = await createPayGapYear(db(), t.app.services.config, {
    organizationId: s.organizationA,
    userId: s.victimEmployer.id,
    year: 2060 + ++payGapYearCount,
  });
  return { year: String(year), recordId: String(recordId) };
};
/** Issue 49: an equality action plan of A's (owners and HR analysts), attacked also by B's owner naming it under B. */
const equalityPlanRoute =
  (options: Parameters<typeof organizationRoute>[0] = {}): OwnedCase =>
  async (s) => {
    const target = await ownerOnlyOrganizationRoute({
      ...options,
      params: async () => {
        const { planId } = await createEqualityPlanRow(db(), t.app.services.config, {
          organizationId: s.organizationA,
          userId: s.victimEmployer.id,
          year: 2060 + ++payGapYearCount,
        });
        return { planId: String(planId) };
      },
    })(s);
    return {
      ...target,
      attacks: [
        ...target.attacks,
        {
          label: "organisation B's owner, naming A's plan under B",
          attacker: s.employerB,
          params: { id: s.organizationB },
        },
      ],
    };
  };
const freshDepartmentOfA = async (s: Scene) => {
  const [row] = await db()
    .insert(departments)
    .values({ organizationId: s.organizationA, name: `Matrix department ${++organizationRowCount}` })
    .returning({ id: departments.id });
  return { departmentId: String(row.id) };
};

const freshComplianceRuleOfA = async (s: Scene) => {
  const row = await createComplianceRule(db(), {
    organizationId: s.organizationA,
    createdBy: s.victimEmployer.id,
    now: new Date(),
  });
  return { ruleId: String(row.id) };
};

/** Issue 21: a session of the victim's other than the one the victim calls with. */
const victimSessionId = async (s: Scene) => {
  const token = await signedInSession(t, s.victim);
  const [row] = await db()
    .select({ id: session.id })
    .from(session)
    .where(eq(session.token, decodeURIComponent(token.cookie.slice(token.cookie.indexOf("=") + 1)).split(".")[0]));
  return row.id;
};

/** Invitations and domains of A's made for the cases (issue 20 item 3). */
let invitationRowCount = 0;

/**
 * Issue 23 item 5: a webhook endpoint of A's (and a logged delivery) made for the case, attacked also by
 * B's owner naming it under B's own organisation.
 */
const webhookRoute = (options: { body?: unknown; delivery?: boolean } = {}): OwnedCase =>
  rowOfARoute("endpoint", {
    body: options.body,
    params: async (s) => {
      const row = await createWebhookEndpointRow(db(), {
        organizationId: s.organizationA,
        appSecret: t.app.services.config.authSecret,
      });
      return { endpointId: row.endpointId, ...(options.delivery ? { deliveryId: String(row.deliveryId) } : {}) };
    },
  });

/** Issue 24 item 3: an imported course of A's, attacked also by B's owner naming it under B. */
const scormCourseRoute = (
  options: { body?: unknown | ((s: Scene) => Promise<unknown>); ownerStatus?: OwnedTarget["ownerStatus"] } = {},
): OwnedCase =>
  rowOfARoute("course", {
    ...options,
    params: async (s) => ({
      courseId: (await createScormCourseRow(db(), { organizationId: s.organizationA, createdBy: s.victimEmployer.id }))
        .id,
    }),
  });

/** Issue 24 item 3: a course of A's as its member plays it; nobody outside A finds it. */
const scormLearnerRoute =
  (ownerStatus: OwnedTarget["ownerStatus"], body?: unknown): OwnedCase =>
  async (s) => ({
    params: {
      courseId: (await createScormCourseRow(db(), { organizationId: s.organizationA, createdBy: s.victimEmployer.id }))
        .id,
    },
    body,
    owner: s.victim,
    ownerStatus,
    attacks: personalAttacks(s),
    secret: s.victim.email,
  });

const LTI_REGISTRATION = {
  name: "Owned LMS",
  issuer: "https://lms.matrix-a.example",
  clientId: "owned-client",
  authLoginUrl: "https://lms.matrix-a.example/auth",
  accessTokenUrl: "https://lms.matrix-a.example/token",
  jwksUrl: "https://lms.matrix-a.example/jwks",
  deploymentIds: ["1"],
};

/** Each route whose parameters (or body) name a row of a user or an organisation: how to make the victim's. */
const OWNED_ROUTES: Record<string, OwnedCase> = {
  // Invitations and verified domains (issue 20 item 3): rows of A's made for each case.
  // A department A does not have: refused by row (201), nothing written.
  "POST /api/organizations/:id/invitations": organizationRoute({
    body: { invitations: [{ email: "owned-invitee@matrix-a.example.com", department: "No such department" }] },
  }),
  // The send's dry run (issue 45): the owner reads A's verdicts, nothing written.
  "POST /api/organizations/:id/invitations/preview": organizationRoute({
    body: { invitations: [{ email: "owned-invitee@matrix-a.example.com", department: "Operations" }] },
  }),
  "GET /api/organizations/:id/invitations": organizationRoute(),
  "GET /api/organizations/:id/invitation-batches/:batchId": organizationRoute({
    params: async (s) => ({
      batchId: (
        await createInvitationBatchRow(db(), {
          organizationId: s.organizationA,
          createdBy: s.victimEmployer.id,
          email: s.victim.email,
        })
      ).id,
    }),
  }),
  ...Object.fromEntries(
    [
      "POST /api/organizations/:id/invitations/:invitationId/resend",
      "POST /api/organizations/:id/invitations/:invitationId/revoke",
    ].map((key): [string, OwnedCase] => [
      key,
      organizationRoute({
        params: async (s) => ({
          invitationId: (
            await createInvitationRow(db(), {
              organizationId: s.organizationA,
              email: `invitee-${++invitationRowCount}@matrix-a.example.com`,
              invitedBy: s.victimEmployer.id,
              now: new Date(),
            })
          ).id,
        }),
      }),
    ]),
  ),
  // Issue 21 item 2: SCIM tokens are the owner's alone.
  "GET /api/organizations/:id/scim/tokens": ownerOnlyOrganizationRoute({}),
  "POST /api/organizations/:id/scim/tokens": ownerOnlyOrganizationRoute({ body: { name: "Owned" } }),
  "DELETE /api/organizations/:id/scim/tokens/:tokenId": ownerOnlyOrganizationRoute({
    params: async (s) => ({
      tokenId: (await createScimTokenRow(db(), { organizationId: s.organizationA, createdBy: s.victimEmployer.id })).id,
    }),
  }),
  // Issue 23 item 4: API keys belong to A's owners and admins. A has no plan with API access, so its
  // owner's creation is refused (403) too; the listing and revocation reach them.
  "GET /api/organizations/:id/api-keys": organizationRoute(),
  "POST /api/organizations/:id/api-keys": organizationRoute({
    body: { name: "Owned", scope: "read" },
    ownerStatus: 403,
  }),
  "DELETE /api/organizations/:id/api-keys/:keyId": organizationRoute({
    params: async (s) => ({
      keyId: (
        await createApiKeyRow(db(), { organizationId: s.organizationA, scope: "read", createdBy: s.victimEmployer.id })
      ).id,
    }),
  }),
  // Issue 24 item 1: A's LMS packages belong to its owners and admins. A has no Enterprise Plus plan, so
  // its owner's revocation is refused (403) too; B's owner naming A's package under B finds nothing.
  "GET /api/organizations/:id/lms-packages": organizationRoute(),
  "POST /api/organizations/:id/lms-packages/:packageId/revoke": rowOfARoute("package", {
    ownerStatus: 403,
    params: async (s) => ({
      packageId: (
        await createLmsPackageRow(db(), {
          organizationId: s.organizationA,
          moduleId: s.moduleId,
          createdBy: s.victimEmployer.id,
        })
      ).id,
    }),
  }),
  // Decision 392: a package's LMS web addresses and its held learners are A's owners' and admins' too.
  "PUT /api/organizations/:id/lms-packages/:packageId/origins": rowOfARoute("package", {
    ownerStatus: 403,
    body: { origins: ["https://attacker.example"] },
    params: async (s) => ({
      packageId: (
        await createLmsPackageRow(db(), {
          organizationId: s.organizationA,
          moduleId: s.moduleId,
          createdBy: s.victimEmployer.id,
        })
      ).id,
    }),
  }),
  "GET /api/organizations/:id/lms-pending-learners": organizationRoute(),
  ...Object.fromEntries(
    ["approve", "reject"].map((action) => [
      `POST /api/organizations/:id/lms-pending-learners/:learnerId/${action}`,
      rowOfARoute("held LMS learner", {
        ownerStatus: 403,
        params: async (s) => {
          const pkg = await createLmsPackageRow(db(), {
            organizationId: s.organizationA,
            moduleId: s.moduleId,
            createdBy: s.victimEmployer.id,
          });
          return {
            learnerId: (await createPendingLearnerRow(db(), { organizationId: s.organizationA, packageId: pkg.id })).id,
          };
        },
      }),
    ]),
  ),
  // Issue 24 item 3: A's imported SCORM courses belong to its owners and admins; A has no Enterprise Plus
  // plan, so its owner is refused (403) too, and B's owner naming A's course under B finds nothing.
  "GET /api/organizations/:id/scorm-courses": organizationRoute(),
  "POST /api/organizations/:id/scorm-courses": organizationRoute({ ownerStatus: 403 }),
  "PATCH /api/organizations/:id/scorm-courses/:courseId": scormCourseRoute({
    ownerStatus: 403,
    body: { archived: true },
  }),
  "DELETE /api/organizations/:id/scorm-courses/:courseId": scormCourseRoute({ ownerStatus: 403 }),
  "POST /api/organizations/:id/scorm-courses/:courseId/package": scormCourseRoute({ ownerStatus: 403 }),
  "POST /api/organizations/:id/scorm-courses/:courseId/assignments": scormCourseRoute({
    ownerStatus: 403,
    body: async (s: Scene) => ({ memberIds: [s.victim.id] }),
  }),
  "GET /api/organizations/:id/scorm-course-report": organizationRoute({ managersToo: true }),
  // A member of A plays A's course (the launch is refused without the plan: 403) and saves their attempt.
  "GET /api/scorm-courses/:courseId": scormLearnerRoute(403),
  "PUT /api/scorm-courses/:courseId/attempt": scormLearnerRoute("success", {
    cmi: { core: { lesson_status: "incomplete" } },
  }),
  // Issue 25 items 2 and 3: A's inclusion surveys and readiness rounds are its owners' and admins'.
  "GET /api/organizations/:id/surveys": organizationRoute(),
  "POST /api/organizations/:id/surveys": organizationRoute({
    body: {
      opensOn: new Date().toISOString().slice(0, 10),
      closesOn: new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
    },
  }),
  ...Object.fromEntries(
    [
      "GET /api/organizations/:id/surveys/:surveyId/results",
      "POST /api/organizations/:id/surveys/:surveyId/close",
      "POST /api/organizations/:id/surveys/:surveyId/reminders",
    ].map((key): [string, OwnedCase] => [
      key,
      organizationRoute({
        params: async (s) => ({ surveyId: (await createSurveyRow(db(), { organizationId: s.organizationA })).id }),
      }),
    ]),
  ),
  "POST /api/organizations/:id/surveys/:surveyId/assign": organizationRoute({
    params: async (s) => ({ surveyId: (await createSurveyRow(db(), { organizationId: s.organizationA })).id }),
    body: async () => ({ pathwayId: (await db().select({ id: pathways.id }).from(pathways).limit(1))[0]?.id ?? 1 }),
  }),
  "GET /api/organizations/:id/jedi-assessments": organizationRoute(),
  "POST /api/organizations/:id/jedi-assessments": organizationRoute({
    body: async (s: Scene) => ({ memberIds: [s.victimEmployer.id] }),
  }),
  // Only the invited answer: A's owner is; A's plain member (not invited) is answered 404 (membersToo).
  "PUT /api/organizations/:id/jedi-assessments/:assessmentId/answers": organizationRoute({
    membersToo: true,
    params: async (s) => ({
      assessmentId: (
        await createOrgAssessmentRow(db(), { organizationId: s.organizationA, userIds: [s.victimEmployer.id] })
      ).id,
    }),
    body: { answers: Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, 3])) },
  }),
  // Issue 21 item 1: single sign-on belongs to A's owners and admins.
  "GET /api/organizations/:id/sso": organizationRoute(),
  // Issue 25 item 4: A's B Corp workbench; its members read, its owners and admins write.
  "GET /api/organizations/:id/bcorp-workbench": organizationRoute({ membersToo: true }),
  "GET /api/organizations/:id/bcorp-workbench/export.zip": organizationRoute({ membersToo: true }),
  "PATCH /api/organizations/:id/bcorp-workbench/items/:itemId": bcorpRoute({ body: { status: "done" } }),
  "POST /api/organizations/:id/bcorp-workbench/items/:itemId/evidence": bcorpRoute({ ownerStatus: 415 }),
  "GET /api/organizations/:id/bcorp-workbench/evidence/:fileId": bcorpRoute({ membersToo: true }),
  "DELETE /api/organizations/:id/bcorp-workbench/evidence/:fileId": bcorpRoute(),
  // Issue 25 item 1: pay data is A's owners' and HR analysts' alone; an admin of A without the permission is refused.
  "GET /api/organizations/:id/pay-gap": ownerOnlyOrganizationRoute({}),
  "PUT /api/organizations/:id/pay-gap/sector": ownerOnlyOrganizationRoute({ body: { sector: "private" } }),
  "GET /api/organizations/:id/pay-gap/analysts": ownerOnlyOrganizationRoute({}),
  "PUT /api/organizations/:id/pay-gap/analysts/:userId": ownerOnlyOrganizationRoute({
    params: async (s) => ({ userId: s.victim.id }),
    body: { hrAnalyst: false },
  }),
  "POST /api/organizations/:id/pay-gap/snapshots": ownerOnlyOrganizationRoute({ body: { rows: [] }, ownerStatus: 415 }),
  ...Object.fromEntries(
    [
      "GET /api/organizations/:id/pay-gap/snapshots/:year/records",
      "GET /api/organizations/:id/pay-gap/snapshots/:year/report",
      "GET /api/organizations/:id/pay-gap/snapshots/:year/report.pdf",
      "GET /api/organizations/:id/pay-gap/snapshots/:year/report.csv",
      "DELETE /api/organizations/:id/pay-gap/snapshots/:year",
      "DELETE /api/organizations/:id/pay-gap/snapshots/:year/records/:recordId",
    ].map((key): [string, OwnedCase] => [key, ownerOnlyOrganizationRoute({ params: payGapYearOfA })]),
  ),
  "POST /api/organizations/:id/pay-gap/snapshots/:year/records": ownerOnlyOrganizationRoute({
    params: payGapYearOfA,
    body: recordEntry(),
  }),
  "PUT /api/organizations/:id/pay-gap/snapshots/:year/statement": ownerOnlyOrganizationRoute({
    params: payGapYearOfA,
    body: { narrative: "Why.", actionPlan: "What next.", seniorName: "Sam Senior", seniorJobTitle: "Director" },
  }),
  // Issue 49: A's equality action plans, for its owners and HR analysts (an admin without it is refused).
  "GET /api/organizations/:id/equality-action-plans": ownerOnlyOrganizationRoute({}),
  "POST /api/organizations/:id/equality-action-plans": ownerOnlyOrganizationRoute({
    body: async (s: Scene) => ({ title: "Owned plan", reportingYear: Number((await payGapYearOfA(s)).year) }),
  }),
  "GET /api/organizations/:id/equality-action-plans/:planId": equalityPlanRoute(),
  "PUT /api/organizations/:id/equality-action-plans/:planId": equalityPlanRoute({
    body: { narrative: "Owned.", actions: [] },
  }),
  // An empty draft cannot be approved: the owner's 400 proves the plan found.
  "POST /api/organizations/:id/equality-action-plans/:planId/approve": equalityPlanRoute({
    body: { version: 1, approverName: "Owen Owner", approverJobTitle: "Director" },
    ownerStatus: 400,
  }),
  // A draft has no approved version to file: the owner's 409 proves the plan found.
  "GET /api/organizations/:id/equality-action-plans/:planId/export": equalityPlanRoute({
    query: { format: "filing" },
    ownerStatus: 409,
  }),
  // Issue 45: the guided start and certificate issuing (owners and admins), the DPA (an owner accepts).
  "GET /api/organizations/:id/setup-checklist": organizationRoute(),
  "PUT /api/organizations/:id/setup-checklist/dismissal": organizationRoute({ body: { dismissed: true } }),
  "GET /api/organizations/:id/certificate-issuing": organizationRoute(),
  "PUT /api/organizations/:id/certificate-issuing": organizationRoute({ body: { certificateIssuing: "offer" } }),
  "GET /api/organizations/:id/dpa-acceptance": organizationRoute(),
  // Unconfirmed: the owner's 400 proves the organisation found (the route matrix may have accepted it already).
  "POST /api/organizations/:id/dpa-acceptance": ownerOnlyOrganizationRoute({
    body: { version: CURRENT_DPA_VERSION.id, signatoryName: "Owen Owner", signatoryRole: "Director" },
    ownerStatus: 400,
  }),
  // Decision 401: the quote and the VAT invoice are the owner's.
  "GET /api/organizations/:id/quote": ownerOnlyOrganizationRoute({
    query: { planId: "team_leader", billingCycle: "monthly", seats: "5" },
  }),
  "GET /api/organizations/:id/payments/:paymentId/invoice": ownerOnlyOrganizationRoute({
    params: async (s) => {
      const { paymentId } = await createOrganizationPaymentRow(db(), { organizationId: s.organizationA });
      return { paymentId: String(paymentId) };
    },
  }),
  "PUT /api/organizations/:id/sso": organizationRoute({
    body: async (s: Scene) =>
      ssoConfigurationFor(db(), s.organizationA, `sso-${++invitationRowCount}.matrix-a.example`),
  }),
  "DELETE /api/organizations/:id/sso": organizationRoute({
    params: async (s) => {
      await createSsoProviderRow(db(), {
        organizationId: s.organizationA,
        userId: s.victimEmployer.id,
        domain: "sso.matrix-a.example",
      });
      return {};
    },
  }),
  // Issue 23 items 5 and 6: webhooks and the learning record store belong to A's owners and admins.
  "GET /api/organizations/:id/webhooks": organizationRoute(),
  "POST /api/organizations/:id/webhooks": organizationRoute({
    body: { url: "https://hooks.matrix-a.example/owned", events: ["member.joined"] },
  }),
  "PATCH /api/organizations/:id/webhooks/:endpointId": webhookRoute({ body: { description: "Owned" } }),
  "DELETE /api/organizations/:id/webhooks/:endpointId": webhookRoute(),
  "GET /api/organizations/:id/webhooks/:endpointId/deliveries": webhookRoute(),
  "POST /api/organizations/:id/webhooks/:endpointId/test": webhookRoute(),
  "POST /api/organizations/:id/webhooks/:endpointId/deliveries/:deliveryId/replay": webhookRoute({ delivery: true }),
  "GET /api/organizations/:id/learning-record-store": organizationRoute(),
  "PUT /api/organizations/:id/learning-record-store": organizationRoute({
    body: {
      endpoint: "https://lrs.matrix-a.example/xapi/",
      key: "owned",
      secret: "owned-secret",
      agentFormat: "account",
    },
  }),
  "DELETE /api/organizations/:id/learning-record-store": organizationRoute(),
  // Issue 24 item 2: the LTI tool belongs to A's owners and admins on Enterprise Plus. A has no such plan
  // here, so its owner is refused by the plan (403) and nobody else gets further; lti.test.ts checks an
  // Enterprise Plus organisation's rows against another organisation's owner (404).
  ...Object.fromEntries(
    [
      "GET /api/organizations/:id/lti",
      "GET /api/organizations/:id/lti/registrations",
      "DELETE /api/organizations/:id/lti/registrations/:registrationId",
      "POST /api/organizations/:id/lti/contexts/:contextId/sync",
      "POST /api/organizations/:id/lti/registration-links",
    ].map((key) => [
      key,
      organizationRoute({
        ownerStatus: 403,
        params: async () => ({ registrationId: "lti_owned", contextId: "1" }),
      }),
    ]),
  ),
  "POST /api/organizations/:id/lti/registrations": organizationRoute({ ownerStatus: 403, body: LTI_REGISTRATION }),
  "PUT /api/organizations/:id/lti/registrations/:registrationId": organizationRoute({
    ownerStatus: 403,
    params: async () => ({ registrationId: "lti_owned" }),
    body: LTI_REGISTRATION,
  }),
  "GET /api/organizations/:id/domains": organizationRoute(),
  "POST /api/organizations/:id/domains": organizationRoute({
    body: async () => ({ domain: `owned-${++invitationRowCount}.matrix-a.example` }),
  }),
  ...Object.fromEntries(
    [
      "POST /api/organizations/:id/domains/:domainId/verify",
      "PATCH /api/organizations/:id/domains/:domainId",
      "DELETE /api/organizations/:id/domains/:domainId",
    ].map((key): [string, OwnedCase] => [
      key,
      organizationRoute({
        body: key.startsWith("PATCH") ? { autoJoin: true } : undefined,
        params: async (s) => ({
          domainId: String(
            (
              await createVerifiedDomainRow(db(), {
                organizationId: s.organizationA,
                domain: `verified-${++invitationRowCount}.matrix-a.example`,
                now: new Date(),
              })
            ).id,
          ),
        }),
      }),
    ]),
  ),
  "GET /api/organizations/:id/members": organizationRoute({ query: { limit: "200" }, managersToo: true }),
  "GET /api/organizations/:id/members.csv": organizationRoute(),
  "PATCH /api/organizations/:id/members/:userId": organizationRoute({
    params: async (s) => ({ userId: s.victim.id }),
    body: { department: null },
  }),
  "DELETE /api/organizations/:id/members/:userId": organizationRoute({ params: freshMemberOfA }),
  // Any member may leave; A's owner is its last and may not (409).
  "POST /api/organizations/:id/leave": organizationRoute({ membersToo: true, ownerStatus: 409 }),
  "GET /api/organizations/:id/departments": organizationRoute({ membersToo: true }),
  "POST /api/organizations/:id/departments": organizationRoute({
    body: async () => ({ name: `Matrix new department ${++organizationRowCount}` }),
  }),
  "PATCH /api/organizations/:id/departments/:departmentId": organizationRoute({
    params: freshDepartmentOfA,
    body: async () => ({ name: `Matrix renamed ${++organizationRowCount}` }),
  }),
  "DELETE /api/organizations/:id/departments/:departmentId": organizationRoute({ params: freshDepartmentOfA }),
  "GET /api/organizations/:id": organizationRoute({ membersToo: true }),
  "PATCH /api/organizations/:id": organizationRoute({ body: { brandColor: "#1f4e79" } }),
  "POST /api/organizations/:id/activate": organizationRoute({ membersToo: true }),
  // The owner naming themselves is told they already own it (400): proof of reach that changes nothing.
  "POST /api/organizations/:id/transfer-ownership": organizationRoute({
    body: async (s: Scene) => ({ userId: s.victimEmployer.id }),
    ownerStatus: 400,
  }),
  // Issue 28: exporting is for owners and admins; closing and reopening for the owner alone, so an admin
  // of A is refused too. A wrong name (400) and reopening what is not closing (409) prove reach and change nothing.
  "POST /api/organizations/:id/export": organizationRoute(),
  "POST /api/organizations/:id/close": ownerOnlyOrganizationRoute({
    body: { confirmName: "Not its name" },
    ownerStatus: 400,
  }),
  "POST /api/organizations/:id/reopen": ownerOnlyOrganizationRoute({ ownerStatus: 409 }),
  "GET /api/organizations/:id/audit-log": organizationRoute(),
  "GET /api/organizations/:id/audit-log.csv": organizationRoute(),
  // Issue 21 item 4: the sign-in policy (owners and admins of A).
  "GET /api/organizations/:id/security-policy": organizationRoute(),
  "GET /api/organizations/:id/security-policy/two-factor": organizationRoute(),
  "PUT /api/organizations/:id/security-policy": organizationRoute({
    body: { idleTimeoutMinutes: null, deviceLimit: null },
  }),
  // Issue 21 item 3: another session of the victim's; anyone else is told it is not found, and it lives on.
  "DELETE /api/account/sessions/:id": async (s) => ({
    params: { id: await victimSessionId(s) },
    owner: s.victim,
    ownerStatus: "success",
    attacks: personalAttacks(s),
    secret: s.victim.email,
  }),
  // Organisations' plans (issue 20, billing).
  "GET /api/organizations/:id/subscription": organizationRoute({ membersToo: true }),
  // The Organisation plan is Contact Sales (400): proof of reach that charges nothing.
  "POST /api/organizations/:id/subscription": organizationRoute({
    body: { planId: "organisation", billingCycle: "monthly", seats: 5 },
    ownerStatus: 400,
  }),
  "POST /api/organizations/:id/subscription/cancel": organizationRoute({ ownerStatus: 400 }),
  "GET /api/organizations/:id/payments": organizationRoute(),
  "GET /api/organizations/:id/payments/:paymentId/receipt": organizationRoute({
    params: async (s) => {
      const [row] = await db()
        .insert(payments)
        .values({
          organizationId: s.organizationA,
          amountPence: 24_900,
          currency: "gbp",
          planId: "team_leader",
          billingCycle: "monthly",
          status: "succeeded",
          provider: "test",
          providerRef: `test_pay_matrix_${s.organizationA}`,
        })
        .returning({ id: payments.id });
      return { paymentId: String(row.id) };
    },
  }),
  // Compliance assignments (issue 22): A's owner and admins only.
  "GET /api/organizations/:id/compliance-assignments": organizationRoute(),
  // A department A does not have (400): reach without assigning anyone.
  "POST /api/organizations/:id/compliance-assignments": organizationRoute({
    body: async () => {
      const [pathway] = await db().select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
      return { pathwayId: pathway.id, audience: "department", department: "No such department", dueDays: 10 };
    },
    ownerStatus: 400,
  }),
  "DELETE /api/organizations/:id/compliance-assignments/:ruleId": organizationRoute({ params: freshComplianceRuleOfA }),
  "GET /api/organizations/:id/compliance-assignments/:ruleId/status": organizationRoute({
    params: freshComplianceRuleOfA,
  }),
  // Issue 47 item 2: an organisation's rules for its members' checks (owners and admins of A).
  "GET /api/organizations/:id/knowledge-checks/rules": organizationRoute(),
  "PUT /api/organizations/:id/knowledge-checks/rules/:moduleId": organizationRoute({
    params: async (s) => ({ moduleId: String(s.moduleId) }),
    body: { attemptLimit: null, cooldownMinutes: null, passMark: null, showAnswersAfterPass: true },
  }),
  // Knowledge check item analysis (issue 22 item 5): A's owners and admins, over A's members only.
  "GET /api/organizations/:id/knowledge-checks/analysis": organizationRoute(),
  "GET /api/organizations/:id/knowledge-checks/analysis/:moduleId": organizationRoute({
    params: async (s) => ({ moduleId: String(s.moduleId) }),
  }),
  // Within 30 days of expiry, so renewable in time: the owner is told the requirements are unmet (409).
  "POST /api/certificates/:id/renew": victimRow(victimCertificate(10), { ownerStatus: 409 }),
  "GET /api/certificates/:id/badge.json": victimRow(victimCertificate()),
  "GET /api/certificates/:id/badge.png": victimRow(victimCertificate()),
  "GET /api/certificates/:id/certificate.pdf": victimRow(victimCertificate()),
  "POST /api/certificates/share": victimRow(victimCertificate(), {
    naming: (id) => ({ body: { certificateId: id, platform: "linkedin" } }),
  }),
  "POST /api/admin/certificates/:id/revoke": victimRow(victimCertificate(), {
    admin: true,
    body: { reason: "Issued in error" },
  }),
  "PUT /api/learning-goals/:id": victimRow(markedRow("goal", "A private goal"), {
    naming: (id, s) => ({
      params: { id: String(id) },
      body: { title: "Hijacked", targetDate: "2999-01-01", priority: "Medium", moduleIds: [s.moduleId] },
    }),
  }),
  "DELETE /api/learning-goals/:id": victimRow(markedRow("goal", "A private goal")),
  // Issue 28: another person's export is 404; its owner reads it (200) and is told a failed one is gone (410).
  "GET /api/account/data-export/:id": victimRow(victimDataExport("cancelled")),
  "GET /api/account/data-export/:id/download": victimRow(victimDataExport("failed"), { ownerStatus: 410 }),
  "POST /api/notifications/:id/read": victimRow(markedRow("notification", "A private notification")),
  "POST /api/support/conversations/:id/messages": victimRow(markedRow("conversation", "A private question"), {
    body: { message: "Another question" },
  }),
  "POST /api/admin/support/conversations/:id/reply": victimRow(markedRow("conversation", "A private question"), {
    admin: true,
    body: { message: "An answer" },
  }),
  "POST /api/admin/support/conversations/:id/close": victimRow(markedRow("conversation", "A private question"), {
    admin: true,
  }),
  // issue 22: the victim's unsubmitted attempt; the owner's empty submission scores it (200).
  "POST /api/modules/:id/knowledge-check/attempts/:attemptId/submit": victimRow(
    async (s) => {
      const attempt = await OWNED_ROWS.knowledgeCheckAttempt(db(), victimOwners(s));
      return { id: attempt.id, secret: attempt.feedback };
    },
    { naming: (id, s) => ({ params: { id: String(s.moduleId), attemptId: String(id) }, body: { answers: {} } }) },
  ),
  "GET /api/subscription/payments/:id/receipt": victimRow(async (s) => ({
    id: (await OWNED_ROWS.payment(db(), victimOwners(s))).id,
    secret: s.victim.email,
  })),
  ...Object.fromEntries(
    [
      "GET /api/admin/outbox/:id",
      "GET /api/admin/outbox/:id/attachments/:index",
      "POST /api/admin/outbox/:id/retry",
    ].map((key): [string, OwnedCase] => [
      key,
      victimRow(markedRow("mail", "A private e-mail"), {
        admin: true,
        naming: (id) => ({ params: { id: String(id), index: "0" } }),
      }),
    ]),
  ),
  ...Object.fromEntries(
    ["PUT /api/content/drafts/:id", "POST /api/content/drafts/:id/publish"].map((key): [string, OwnedCase] => [
      key,
      victimRow(
        async (s) => {
          const draft = await createDraft(db(), { moduleId: s.moduleId, createdBy: s.admin.id });
          return { id: draft.id, secret: draft.markdown.slice(0, 60) };
        },
        {
          admin: true,
          body: key.startsWith("PUT")
            ? { markdown: "## Introduction\n\nA body long enough to pass the length check of a draft." }
            : undefined,
        },
      ),
    ]),
  ),
  "GET /api/organizations/:organizationId/team/overview": teamOnly(),
  "GET /api/organizations/:organizationId/team/members": teamOnly(undefined, { page: "1" }),
  "GET /api/organizations/:organizationId/team/activity": teamOnly(undefined, { page: "1" }),
  "GET /api/organizations/:organizationId/team/leaderboard": teamOnly(undefined, { period: "month" }),
  "GET /api/organizations/:organizationId/team/study-groups": teamOnly(),
  "POST /api/organizations/:organizationId/team/study-groups": teamOnly({
    name: "Purpose readers",
    topic: "Purpose-driven leadership",
    category: "Purpose",
  }),
  "GET /api/organizations/:organizationId/team/events": teamOnly(),
  "POST /api/organizations/:organizationId/team/events": teamOnly({
    title: "Coffee & Learn",
    type: "discussion",
    topic: "Psychological safety",
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    durationMinutes: 30,
  }),
  "GET /api/organizations/:organizationId/team/challenges": teamOnly(),
  "POST /api/organizations/:organizationId/team/challenges": teamOnly({
    title: "Fifty in a month",
    description: "Fifty modules together this month",
    category: "All pillars",
    reward: "Team lunch",
    startsOn: new Date().toISOString().slice(0, 10),
  }),
  "GET /api/organizations/:organizationId/team/mentoring": teamOnly(),
  "POST /api/organizations/:organizationId/team/mentoring/offers": teamOnly({ expertise: "Inclusive leadership" }),
  "POST /api/organizations/:organizationId/team/mentoring/requests": teamOnly({ focus: "B-Corp readiness" }),
  "PUT /api/organizations/:organizationId/team/activity/:activityId/like": teamRow(
    "activityId",
    (s) => OWNED_ROWS.activity(db(), victimOwners(s)),
    {
      liked: true,
    },
  ),
  "POST /api/organizations/:organizationId/team/activity/:activityId/comments": teamRow(
    "activityId",
    (s) => OWNED_ROWS.activity(db(), victimOwners(s)),
    {
      body: "Well done",
    },
  ),
  "POST /api/organizations/:organizationId/team/study-groups/:groupId/join": teamRow("groupId", (s) =>
    OWNED_ROWS.studyGroup(db(), victimOwners(s), "A's group"),
  ),
  "POST /api/organizations/:organizationId/team/events/:eventId/join": teamRow("eventId", (s) =>
    OWNED_ROWS.teamEvent(db(), victimOwners(s), "A's event"),
  ),
  "GET /api/organizations/:organizationId/team/events/:eventId/calendar.ics": teamRow("eventId", (s) =>
    OWNED_ROWS.teamEvent(db(), victimOwners(s), "A's event"),
  ),
  "POST /api/organizations/:organizationId/team/challenges/:challengeId/join": teamRow("challengeId", (s) =>
    OWNED_ROWS.teamChallenge(db(), victimOwners(s), "A's challenge"),
  ),
  "POST /api/organizations/:organizationId/team/mentoring/requests/:requestId/messages": teamRow(
    "requestId",
    (s) => OWNED_ROWS.mentoringRequest(db(), victimOwners(s), "A's request"),
    { body: "Hello" },
  ),
};

describe("ids that exist and belong to someone else (issue 29)", () => {
  let scene: Scene;

  beforeAll(async () => {
    const { db } = t.database;
    const victim = await createLearner(db, { email: "victim@matrix.example.com", firstName: "Vic", lastName: "Tim" });
    await addMember(db, {
      organizationId: world.organizationA.id,
      userId: victim.id,
      role: "member",
      department: null,
    });
    const managerA = await createLearner(db, {
      email: "manager@matrix-a.example.com",
      firstName: "Max",
      lastName: "Manager",
    });
    await addMember(db, {
      organizationId: world.organizationA.id,
      userId: managerA.id,
      role: "manager",
      department: null,
    });
    const catalogue = (await db.select({ id: certificates.id }).from(certificates).orderBy(asc(certificates.id))).map(
      (c) => c.id,
    );
    const learnerBId = world.organizationB.memberIds[0];
    const learnerBEmail = world.organizationB.memberEmails[0];
    scene = {
      victim: await signedInSession(t, victim),
      victimEmployer: world.callers.employerA.user!,
      managerA: await signedInSession(t, managerA),
      learnerB: await signedInSession(t, { id: learnerBId, email: learnerBEmail }),
      employerB: world.callers.employerB.user!,
      admin: world.callers.admin.user!,
      organizationA: world.organizationA.id,
      organizationB: world.organizationB.id,
      moduleId: world.otherFreeModuleId,
      now: new Date(),
      nextCertificateId: () => {
        const id = catalogue.shift();
        if (id === undefined) throw new Error("the catalogue has too few certificates for one per case");
        return id;
      },
    };
  });

  it("are named for every route with a parameter: owned (tested below) or nobody's, with the reason", () => {
    const withParams = routes.filter((r) => pathParams(r.url).length > 0).map(routeKey);
    expect(withParams.length).toBeGreaterThan(20);
    const unclassified = withParams.filter((key) => !(key in OWNED_ROUTES) && !(key in NOT_OWNED));
    expect(
      unclassified,
      "say whose id the route names: OWNED_ROUTES or NOT_OWNED (authorization-matrix.test.ts)",
    ).toEqual([]);
    const both = Object.keys(OWNED_ROUTES).filter((key) => key in NOT_OWNED);
    expect(both).toEqual([]);
    const known = new Set(routes.map(routeKey));
    const stale = [...Object.keys(OWNED_ROUTES), ...Object.keys(NOT_OWNED)].filter((key) => !known.has(key));
    expect(stale, "entries for routes the app no longer registers").toEqual([]);
  });

  it("are refused to every attacker (403 or 404), change nothing, and reach the owner", async () => {
    const cases = routes.filter((r) => routeKey(r) in OWNED_ROUTES);
    expect(cases.length).toBe(Object.keys(OWNED_ROUTES).length);
    const failures: string[] = [];
    let attacks = 0;
    for (const route of cases) {
      const target = await OWNED_ROUTES[routeKey(route)](scene);
      expect(target.attacks.length, routeKey(route)).toBeGreaterThan(0);
      const request = (params: Record<string, string>, user: TestUser) => {
        const url = fillParams(route.url, params);
        const query = new URLSearchParams(target.query ?? {}).toString();
        return send(t, user, {
          method: route.method,
          url: query ? `${url}?${query}` : url,
          payload: target.body === undefined ? undefined : JSON.stringify(target.body),
          headers: target.body === undefined ? {} : { "content-type": "application/json" },
        });
      };
      for (const attack of target.attacks) {
        attacks++;
        const where = `${routeKey(route)} by ${attack.label}`;
        const before = await databaseFingerprint(t);
        const res = await request({ ...target.params, ...attack.params }, attack.attacker);
        const changed = changedTables(before, await databaseFingerprint(t));
        if (res.statusCode !== 403 && res.statusCode !== 404) {
          failures.push(`${where}: expected 403 or 404, got ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (changed.length > 0) failures.push(`${where}: changed ${changed.join(", ")}`);
        if (res.body.includes(target.secret)) failures.push(`${where}: answered the victim's ${target.secret}`);
      }
      // The control: the same id reaches its owner, so the refusals above were about whose it is.
      const own = await request(target.params ?? {}, target.owner);
      const reached =
        target.ownerStatus === "success"
          ? own.statusCode >= 200 && own.statusCode < 300
          : own.statusCode === target.ownerStatus;
      if (!reached) {
        failures.push(
          `${routeKey(route)} by its owner: expected ${target.ownerStatus}, got ${own.statusCode} ${own.body.slice(0, 200)}`,
        );
      }
    }
    expect(attacks).toBeGreaterThan(cases.length);
    expect(failures).toEqual([]);
    // 150 s alone on 2 cores: room for a loaded machine.
  }, 600_000);
});

/** A body no route's schema accepts: a number where every body is an object or a list. */
const MALFORMED_BODY = 42;
const REFUSALS: readonly number[] = [401, 403, 404];

/**
 * Routes that read the body before they can tell who the caller is, each with its reason: a refused
 * caller there may be told the body is malformed (400). Every other route authorises first (decision 393).
 */
const READS_BODY_BEFORE_AUTHORISING: Record<string, string> = {
  // Public forms whose credential is in the body: there is nothing to authorise before reading it.
  "POST /api/inclusion-survey/open": "the survey link's token, the only credential, is in the body",
  "POST /api/inclusion-survey/responses": "the survey link's token, the only credential, is in the body",
  "POST /api/lms/launches": "an LMS's launch: the package key, the only credential, is in the body",
  "POST /api/lms/player-sessions": "the single-use launch token, the only credential, is in the body",
  "POST /api/lti/login": "an LMS's sign-in form post: the platform it names is in the body",
  "POST /api/sso/start": "the sign-in form: the address in the body picks the identity provider",
  // The body names the resource: a malformed body names none, so there is nothing to look up first.
  "POST /api/certificates/share": "the certificate to share is named in the body",
  "POST /api/organizations/join-by-domain": "the organisation to join is named in the body",
  "POST /api/v1/assignments": "the person and the pathway are named in the body",
};

/** Whether the matrix expects this caller refused (the policy, or the route's own check: 401, 403, 404). */
function refusal(route: CallableRoute, request: RouteRequest, callerName: CallerName) {
  const verdict = accessVerdict(route.access, world.callers[callerName]);
  if (verdict !== "allowed") return verdict;
  const statuses = request.status === null ? [] : [request.status].flat();
  return statuses.length > 0 && statuses.every((status) => REFUSALS.includes(status)) ? statuses : undefined;
}

const takesBody = (route: CallableRoute) =>
  !["GET", "HEAD", "OPTIONS"].includes(route.method) && Boolean((route.schema as { body?: unknown } | undefined)?.body);

describe("authorising before reading the body (decision 393)", () => {
  it("names only routes that take a body among those that read it first", () => {
    const withBody = new Set(routes.filter(takesBody).map(routeKey));
    expect(Object.keys(READS_BODY_BEFORE_AUTHORISING).filter((key) => !withBody.has(key))).toEqual([]);
  });

  for (const callerName of CALLER_NAMES) {
    it(`refuses ${callerName} where it would with a valid body, never 400, when the body is malformed`, async () => {
      const failures: string[] = [];
      let checked = 0;
      for (const route of routes.filter(takesBody)) {
        if (routeKey(route) in READS_BODY_BEFORE_AUTHORISING) continue;
        const request = requestFor(route, world, callerName);
        if (!request || refusal(route, request, callerName) === undefined) continue;
        const { res } = await callRoute(route, request, callerName, { payload: MALFORMED_BODY });
        checked += 1;
        if (!REFUSALS.includes(res.statusCode)) {
          failures.push(
            `${routeKey(route)} as ${callerName}: expected 401, 403 or 404, got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
      expect(failures).toEqual([]);
      if (callerName !== "admin") expect(checked).toBeGreaterThan(0);
    }, 180_000);
  }

  it("still answers a caller it lets in 400 for the same malformed body", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes.filter(takesBody)) {
      for (const callerName of CALLER_NAMES) {
        const request = requestFor(route, world, callerName);
        if (!request || request.status === null || refusal(route, request, callerName) !== undefined) continue;
        if (![request.status].flat().every((status) => status >= 200 && status < 300)) continue;
        const { res } = await callRoute(route, request, callerName, { payload: MALFORMED_BODY });
        checked += 1;
        // The API answers field issues; SCIM answers in its own format (RFC 7644 §3.12), 400 all the same.
        if (res.statusCode !== 400) {
          failures.push(
            `${routeKey(route)} as ${callerName}: expected 400, got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 240_000);
});
