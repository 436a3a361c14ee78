import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CallableRoute,
  callableRoutes,
  callerAllowedBy,
  changedTables,
  createAppWithTarget,
  databaseFingerprint,
  encodeSegment,
  fillParams,
  requestFor,
  routeKey,
  signedInSession,
  type TargetedWorld,
} from "./test/route-callers";
import { nextAddress, TEST_ORIGIN, type TestApp, type TestUser } from "./test/test-app";

/**
 * DESIGN §5 and issue 29: a state-changing request that carries the session cookie is refused (403,
 * nothing written) unless it comes from a trusted origin, whatever the route, the content type a form
 * on another site can send, or how the origin is hidden. Every state-changing route the app registers
 * is in the matrix, Better Auth's included, with the endpoints it has but the product does not expose.
 */

/** Routes left out, each with its reason. */
const EXEMPT: Record<string, string> = {
  "POST /api/stripe/webhook":
    "authenticated by Stripe's signature over the body, not by a cookie: Stripe's servers send no Origin and no cookie",
  "POST /api/auth/sso/saml2/sp/acs/:providerId":
    "the identity provider posts its answer from its own origin (SAML's HTTP-POST binding); only a signed answer to a request we made signs in (saml.test.ts)",
  // Issue 24 item 2: the LMS posts its LTI launch from its own origin, like SAML's HTTP-POST binding.
  "POST /api/lti/launch":
    "the LMS posts its signed id_token from its own origin; only a token signed by the registered platform, for our client id, answering a login we started (single-use state and nonce) signs in (lti.test.ts)",
  // Issue 21: SCIM is a server-to-server API authenticated by a bearer token a forged page cannot send;
  // a cookie is never looked at (scim.test.ts: with the cookie alone, 401).
  ...Object.fromEntries(
    [
      "POST /scim/v2/Users",
      "PUT /scim/v2/Users/:id",
      "PATCH /scim/v2/Users/:id",
      "DELETE /scim/v2/Users/:id",
      "POST /scim/v2/Groups",
      "PUT /scim/v2/Groups/:id",
      "PATCH /scim/v2/Groups/:id",
      "DELETE /scim/v2/Groups/:id",
    ].map((key) => [key, "a SCIM route: a bearer token, never a cookie"]),
  ),
  // Issue 23: the public API's writes take an organisation API key in the Authorization header, which a
  // forged page cannot send (a cross-site form sends no such header, and fetch with it needs a CORS
  // preflight we never grant); a cookie is never looked at (public-api.test.ts: with the cookie alone, 401).
  // Its keys are managed through cookie routes (/api/organizations/:id/api-keys), which stay in the matrix.
  ...Object.fromEntries(
    ["POST /api/v1/assignments", "DELETE /api/v1/assignments/:id"].map((key) => [
      key,
      "the public API: an API key in the Authorization header, never a cookie",
    ]),
  ),
  // Issue 24 item 1: an LMS package's launch page posts from the LMS's origin, without credentials; the
  // package key in the body is the only credential and a cookie is never read (lms-packages.test.ts).
  "POST /api/lms/launches":
    "an LMS package's launch: called from the LMS's origin with the package key in the body, never a cookie",
  // Issue 24: the PIVOT player's calls carry a player key in the Authorization header (a forged page
  // cannot send one), and the session is made from a single-use launch token in the body; a cookie is
  // never looked at (lms-player.test.ts: with the cookie alone, 401).
  ...Object.fromEntries(
    [
      "POST /api/lms/player-sessions",
      "POST /api/lms/player/modules/:moduleId/progress",
      "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts",
      "POST /api/lms/player/modules/:moduleId/knowledge-check/attempts/:attemptId/submit",
    ].map((key) => [key, "the LMS player: a launch token or a player key, never a cookie"]),
  ),
};

/**
 * Better Auth endpoints the product does not expose (the proxy answers 404) but a forged request would
 * aim at: they change the account of whoever's cookie comes along.
 */
const HIDDEN_BETTER_AUTH_ENDPOINTS = [
  "/change-password",
  "/update-user",
  "/delete-user",
  "/change-email",
  "/set-password",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/admin/create-user",
  "/admin/impersonate-user",
  "/admin/set-user-password",
  "/organization/create",
];

const ORIGINS: { name: string; headers: Record<string, string> }[] = [
  { name: "a foreign origin", headers: { origin: "https://evil.example", referer: "https://evil.example/attack" } },
  // What a sandboxed frame, a data: page or a cross-origin redirect sends.
  { name: "the null origin", headers: { origin: "null" } },
  { name: "no origin", headers: {} },
];

const STATE_CHANGING = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);

let t: TestApp;
/** Its target is the user Better Auth's admin endpoints name, so a request that got through would change them. */
let world: TargetedWorld;
let routes: CallableRoute[];

beforeAll(async () => {
  ({ t, world } = await createAppWithTarget("csrf-target@example.com"));
  routes = callableRoutes(t.app).filter((r) => STATE_CHANGING.has(r.method));
});
afterAll(() => t?.close());

/** Valid bodies for Better Auth's endpoints: a forged request would carry one. */
function betterAuthBody(path: string): Record<string, unknown> {
  const bodies: Record<string, Record<string, unknown>> = {
    "/sign-up/email": {
      firstName: "Eve",
      lastName: "Il",
      email: "csrf-eve@example.com",
      password: "a-long-passphrase-42",
    },
    "/sign-in/email": { email: "csrf-eve@example.com", password: "a-long-passphrase-42" },
    "/request-password-reset": { email: world.target.email, redirectTo: "/reset-password" },
    "/reset-password": { newPassword: "a-long-passphrase-43", token: "not-a-token" },
    "/send-verification-email": { email: world.target.email },
    "/admin/set-role": { userId: world.target.id, role: "admin" },
    "/admin/ban-user": { userId: world.target.id },
    "/admin/unban-user": { userId: world.target.id },
    "/admin/revoke-user-sessions": { userId: world.target.id },
    "/admin/remove-user": { userId: world.target.id },
    "/change-password": { currentPassword: "correct-horse-battery", newPassword: "evil-long-passphrase-1" },
    "/update-user": { name: "Owned", firstName: "Owned" },
    "/delete-user": {},
    "/change-email": { newEmail: "evil@evil.example" },
    "/set-password": { newPassword: "evil-long-passphrase-1" },
    "/revoke-session": { token: "any" },
    "/admin/create-user": {
      email: "evil@evil.example",
      password: "evil-long-passphrase-1",
      name: "Evil",
      role: "admin",
    },
    "/admin/impersonate-user": { userId: world.target.id },
    "/admin/set-user-password": { userId: world.target.id, newPassword: "evil-long-passphrase-1" },
    "/organization/create": { name: "Evil", slug: "evil" },
  };
  return bodies[path] ?? {};
}

interface Case {
  key: string;
  method: HTTPMethods;
  url: string;
  body: unknown;
  caller: TestUser;
}

/** Fields as a form would send them: text as is, anything else as JSON. */
const formFields = (body: unknown): [string, string][] =>
  Object.entries(body && typeof body === "object" && !Array.isArray(body) ? body : { value: body }).map(([k, v]) => [
    k,
    typeof v === "string" ? v : JSON.stringify(v),
  ]);

const BOUNDARY = "----csrf-matrix-boundary";

/** The body in each encoding a page on another site can send without a preflight (and JSON, which it cannot). */
const ENCODINGS: { name: string; contentType: string; encode: (body: unknown) => string }[] = [
  { name: "JSON", contentType: "application/json", encode: (body) => JSON.stringify(body ?? {}) },
  {
    name: "form",
    contentType: "application/x-www-form-urlencoded",
    encode: (body) => new URLSearchParams(formFields(body)).toString(),
  },
  {
    name: "multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    encode: (body) =>
      `${formFields(body)
        .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join("")}--${BOUNDARY}--\r\n`,
  },
  // <form enctype="text/plain"> with a field named `{"a":"` and a value of `"}` posts JSON-looking text.
  { name: "text", contentType: "text/plain", encode: (body) => JSON.stringify(body ?? {}) },
];

async function casesFor(route: CallableRoute): Promise<Case> {
  const caller = callerAllowedBy(world, route);
  const request = requestFor(route, world, caller.name);
  const params = Object.fromEntries(Object.entries(request?.params ?? {}).map(([k, v]) => [k, encodeSegment(v)]));
  const query = new URLSearchParams(request?.query ?? {}).toString();
  const url = fillParams(route.url, params);
  const isAuth = route.url.startsWith("/api/auth/");
  return {
    key: routeKey(route),
    method: route.method,
    url: query ? `${url}?${query}` : url,
    body: isAuth ? betterAuthBody(route.url.slice("/api/auth".length)) : (request?.body ?? {}),
    // A session of its own: a request that got through and ended it would not hide the next route's answer.
    caller: await signedInSession(t, caller.user!),
  };
}

function inject(c: Case, headers: Record<string, string>, payload: string) {
  return t.app.inject({
    method: c.method,
    url: c.url,
    payload,
    remoteAddress: nextAddress(),
    headers: { cookie: c.caller.cookie, ...headers },
  });
}

const messageOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

describe("cross-site requests with the session cookie", () => {
  it("cover every state-changing route the app registers, with the exceptions named", () => {
    expect(routes.length).toBeGreaterThan(40);
    const keys = new Set(routes.map(routeKey));
    // Better Auth's own state-changing endpoints are in, not just ours.
    expect([...keys].filter((k) => k.startsWith("POST /api/auth/")).length).toBeGreaterThan(5);
    const missing = routes.filter((r) => !(routeKey(r) in EXEMPT) && !requestFor(r, world, "learner")).map(routeKey);
    expect(missing, "add the route to ROUTE_REQUESTS (test/route-callers.ts)").toEqual([]);
    expect(
      Object.keys(EXEMPT).filter((k) => !keys.has(k)),
      "stale exemptions",
    ).toEqual([]);
  });

  it("are refused (403, nothing written) from a foreign, null or missing origin, in every content type", async () => {
    const hidden: CallableRoute[] = HIDDEN_BETTER_AUTH_ENDPOINTS.map((path) => ({
      method: "POST",
      url: `/api/auth${path}`,
      access: "signedIn",
      schema: undefined,
    }));
    const matrix = [...routes.filter((r) => !(routeKey(r) in EXEMPT)), ...hidden];
    expect(matrix.length).toBeGreaterThan(routes.length - Object.keys(EXEMPT).length);
    const failures: string[] = [];
    let requests = 0;
    for (const route of matrix) {
      const c = await casesFor(route);
      const before = await databaseFingerprint(t);
      for (const origin of ORIGINS) {
        for (const encoding of ENCODINGS) {
          requests++;
          const res = await inject(
            c,
            { ...origin.headers, "content-type": encoding.contentType },
            encoding.encode(c.body),
          );
          const message = messageOf(res.body);
          if (res.statusCode !== 403 || typeof message !== "string" || !message.startsWith("Invalid origin")) {
            failures.push(
              `${c.key} from ${origin.name} as ${encoding.name}: expected 403 Invalid origin, got ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
          }
        }
      }
      const changed = changedTables(before, await databaseFingerprint(t));
      if (changed.length > 0) failures.push(`${c.key}: a refused request changed ${changed.join(", ")}`);
    }
    expect(requests).toBe(matrix.length * ORIGINS.length * ENCODINGS.length);
    expect(failures).toEqual([]);
  }, 240_000);

  it("are let past the origin check from the site's own origin (the matrix's cookies are live)", async () => {
    const failures: string[] = [];
    const matrix = routes.filter((r) => !(routeKey(r) in EXEMPT));
    expect(matrix.length).toBeGreaterThan(0);
    for (const route of matrix) {
      const c = await casesFor(route);
      const res = await inject(c, { origin: TEST_ORIGIN, "content-type": "application/json" }, JSON.stringify(c.body));
      const message = messageOf(res.body);
      if (res.statusCode === 401 || (typeof message === "string" && message.startsWith("Invalid origin"))) {
        failures.push(`${c.key}: refused from the trusted origin, ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe("the named exceptions", () => {
  it("let an identity provider's SAML answer (another origin, the browser's cookie) reach its signature check", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sso/saml2/sp/acs/sso-no-such-organisation",
      payload: "SAMLResponse=PHNhbWxwOlJlc3BvbnNlLz4%3D",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://idp.example",
        cookie: "better-auth.session_token=whatever",
      },
    });
    expect(res.statusCode).not.toBe(403);
    expect(String(messageOf(res.body))).not.toMatch(/origin/i);
  });

  it("let Stripe's webhook (no cookie, no Origin) reach its signature check", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: JSON.stringify({ id: "evt_1", type: "invoice.paid" }),
      headers: { "content-type": "application/json" },
    });
    // Refused for its missing signature, not for its origin.
    expect(res.statusCode).toBe(400);
    expect(String(messageOf(res.body))).not.toMatch(/origin/i);
  });
});
