import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../contracts/routes";
import { BETTER_AUTH_ENDPOINTS } from "./auth/better-auth-endpoints";
import { createVerifiedDomainRow } from "./features/organizations/invitations-fixtures";
import { packageUpload, samplePackage } from "./features/scorm-courses/scorm-fixtures";
import { addMember, createLearner, createOrganization, createOrganizationPlan } from "./test/factories";
import {
  BETTER_AUTH_CATCH_ALL,
  type CallableRoute,
  type Caller,
  type CallerName,
  callableRoutes,
  callerAllowedBy,
  createAppWithTarget,
  encodeSegment,
  pathParams,
  requestFor,
  routeKey,
  send,
  signedInSession,
  type TargetedWorld,
} from "./test/route-callers";
import type { TestApp, TestUser } from "./test/test-app";

/**
 * DESIGN §5: bad input gets a 4xx answer that is JSON with a message, never a 5xx. Every registered
 * route gets random and malformed params, query strings and bodies, signed out and signed in as a
 * caller its policy lets in; then each field of each valid request is spoiled in turn.
 * Deterministic (a fixed seed), and bounded so the file runs in seconds on each database.
 */

const SEED = 5_318_008;
/** Runs per route and caller; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Better Auth hashes a password or writes its rate-limit row on every call; test support makes users. */
const isCostly = (route: CallableRoute) => /^\/api\/(auth|test-support)\//.test(route.url);

/**
 * Runs for one route and caller. A signed-out caller on a route the policy closes to them is refused
 * before the body is read: a few runs cover the router and the policy.
 */
function runsFor(route: CallableRoute, caller: Caller): number {
  const runs = isCostly(route) ? Math.ceil(RUNS / 3) : RUNS;
  const open = route.access === "public" || route.access === "testSupport";
  return caller.user || open ? runs : Math.ceil(RUNS / 4);
}

let t: TestApp;
/** Its target is a learner the admin endpoints act on, so the fuzzer never bans or removes a caller. */
let world: TargetedWorld;
let routes: CallableRoute[];

beforeAll(async () => {
  ({ t, world } = await createAppWithTarget("fuzz-target@example.com"));
  routes = [
    ...callableRoutes(t.app),
    // The catch-all itself, for the paths it does not let through.
    { method: "GET", url: BETTER_AUTH_CATCH_ALL, access: "public", schema: undefined },
    { method: "POST", url: BETTER_AUTH_CATCH_ALL, access: "public", schema: undefined },
  ];
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// Values

const NASTY_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "null",
  "0",
  "-1",
  "2147483648",
  "1e309",
  "NaN",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "\ud800",
  "\u202e\u0301🙂",
  "\r\n\t",
  "a".repeat(3000),
  // Issue 43 item 6: nested XML, for every field that may hold it (SSO metadata, SCORM manifests).
  `${"<a>".repeat(2000)}${"</a>".repeat(2000)}`,
];

const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXTS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const { value: nastyValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", maxDepth: 3 },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
}));

/** Bodies no parser should turn into a 500. */
const MALFORMED_BODIES = [
  "",
  "{",
  "nul",
  '{"a":}',
  "\u0000",
  '"\u0000"',
  "[".repeat(5000) + "]".repeat(5000),
  `{"a":${"{".repeat(3000)}${"}".repeat(3000)}}`,
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `"${"x".repeat(300 * 1024)}"`,
];

const OTHER_CONTENT_TYPES = [
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
];

/** Path segments sent as they are (not encoded): broken escapes, traversal. */
const RAW_SEGMENTS = ["%", "%zz", "%c0%af", "%ff", "%00", "..", "%2e%2e", "%2F", "%E2%80%AE"];
const NUMERIC_TEXTS = ["2147483648", "2147483647", "9".repeat(400), "-1", "0", "1.5", "1e3", "0x1A", " 1", "+1", "١"];

const badParam = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_TEXTS).map(encodeSegment) },
  { weight: 3, arbitrary: nastyText.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

/** Paths below /api/auth/: the allowlisted ones, others Better Auth has, and tricks. */
const authPath = fc.oneof(
  fc.constantFrom(
    ...BETTER_AUTH_ENDPOINTS.map((e) => e.path.slice(1).replace(/:[A-Za-z]+/g, "oidc")),
    "update-user",
    "change-email",
    "delete-user",
    "organization/create",
    "admin/impersonate-user",
    "sign-in/social",
    "%2e%2e/admin/list-users",
    "sign-up%2Femail",
    "SIGN-IN/EMAIL",
    "sign-in/email/",
    "",
  ),
  fc.array(nastyText.map(encodeSegment), { minLength: 1, maxLength: 3 }).map((s) => s.join("/")),
);

/** Query parameters Better Auth's endpoints read (the matrix sends none). */
const AUTH_QUERIES: Record<string, Record<string, string>> = {
  "GET /api/auth/admin/list-users": {
    searchValue: "a",
    searchField: "email",
    limit: "10",
    offset: "0",
    sortBy: "email",
    filterField: "role",
    filterValue: "learner",
  },
  "GET /api/auth/oauth2/callback/:providerId": { code: "abc", state: "xyz" },
  "GET /api/auth/sso/callback/:providerId": { code: "abc", state: "xyz" },
  "GET /api/auth/error": { error: "access_denied" },
};

/** Query keys some route reads. */
const QUERY_KEYS = [
  ...new Set([
    ...["returnTo", "isPublic", "sort", "category", "search", "pillar", "pivotPillar", "type", "id"],
    // SCIM list queries (issue 21).
    ...["filter", "startIndex", "count", "attributes", "excludedAttributes"],
    ...Object.values(AUTH_QUERIES).flatMap((query) => Object.keys(query)),
  ]),
];

const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
          fc.oneof(nastyText, fc.constantFrom(...NUMERIC_TEXTS)),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join("&")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("a=%zz", "=&=&", "a[b]=1&a[c]=2", "%00=%00", `returnTo=${"x".repeat(3000)}`),
  },
);

// ---------------------------------------------------------------------------------------------
// Requests

/** Valid bodies for Better Auth's endpoints (the matrix calls them with an empty one). */
const AUTH_BODIES: Record<string, () => unknown> = {
  "POST /api/auth/sign-up/email": () => ({
    firstName: "Sam",
    lastName: "Jones",
    email: "fuzz-sign-up@example.com",
    password: "a-long-passphrase-42",
  }),
  "POST /api/auth/sign-in/email": () => ({ email: "fuzz-sign-up@example.com", password: "a-long-passphrase-42" }),
  "POST /api/auth/admin/set-role": () => ({ userId: world.target.id, role: "employer" }),
  "POST /api/auth/admin/ban-user": () => ({ userId: world.target.id }),
  "POST /api/auth/admin/unban-user": () => ({ userId: world.target.id }),
  "POST /api/auth/admin/revoke-user-sessions": () => ({ userId: world.target.id }),
  "POST /api/auth/admin/remove-user": () => ({ userId: world.target.id }),
};

/** The query of a valid request: its keys are the ones worth spoiling. */
function validQuery(route: CallableRoute, caller: CallerName): Record<string, string> {
  return {
    ...Object.fromEntries(schemaKeys(route.schema?.querystring).map((key) => [key, ""])),
    ...AUTH_QUERIES[routeKey(route)],
    ...requestFor(route, world, caller)?.query,
  };
}

const validBody = (route: CallableRoute, caller: CallerName): unknown =>
  AUTH_BODIES[routeKey(route)]?.() ?? requestFor(route, world, caller)?.body;

/** The keys a route's body schema names (a zod object), so spoiled values land on real fields. */
/** The keys a zod object schema names, also behind a transform (a pipe's input). */
function schemaKeys(schema: unknown): string[] {
  const zod = schema as { shape?: Record<string, unknown>; in?: { shape?: Record<string, unknown> } } | undefined;
  return Object.keys(zod?.shape ?? zod?.in?.shape ?? {});
}

const bodyKeys = (route: CallableRoute) => schemaKeys(route.schema?.body);

const hasBody = (route: CallableRoute) => route.method !== "GET" && route.method !== "HEAD";

interface Payload {
  body?: string;
  contentType?: string;
}

function payloadArbitrary(route: CallableRoute, caller: CallerName): fc.Arbitrary<Payload> {
  if (!hasBody(route)) return fc.constant({});
  const valid = validBody(route, caller);
  const keys = [...new Set([...bodyKeys(route), ...Object.keys(isObject(valid) ? valid : {})])];
  const spoiled = fc
    .array(fc.tuple(fc.constantFrom(...keys, "__proto__", "extra"), nastyValue), { minLength: 1, maxLength: 3 })
    .map((entries) => JSON.stringify({ ...(isObject(valid) ? valid : {}), ...Object.fromEntries(entries) }));
  return fc.record({
    body: fc.oneof(
      { weight: 5, arbitrary: spoiled },
      { weight: 2, arbitrary: nastyValue.map((v) => JSON.stringify(v) ?? "null") },
      { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
      { weight: 1, arbitrary: fc.constant(valid === undefined ? "" : JSON.stringify(valid)) },
    ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant("application/json") },
      { weight: 2, arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  });
}

function urlArbitrary(route: CallableRoute, caller: CallerName): fc.Arbitrary<string> {
  const validParams = requestFor(route, world, caller)?.params ?? {};
  const names = pathParams(route.url);
  // Mostly one parameter spoiled and the others valid, so the request gets past the ones before it.
  const params = fc.oneof(
    fc
      .tuple(fc.integer({ min: -1, max: names.length - 1 }), badParam)
      .map(([spoilt, bad]) => names.map((name, i) => (i === spoilt ? bad : encodeSegment(validParams[name] ?? "1")))),
    fc.tuple(...names.map(() => badParam)),
  );
  const path = route.url.endsWith("/*") ? authPath : fc.constant("");
  return fc.tuple(params, path, queryString).map(([values, rest, query]) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i]);
    });
    if (url.endsWith("/*")) url = `${url.slice(0, -1)}${rest}`;
    return query ? `${url}?${query}` : url;
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A session of its own for requests that may end one (sign-out, account changes, Better Auth). */
async function sessionFor(route: CallableRoute, caller: Caller): Promise<TestUser | null> {
  if (!caller.user) return null;
  const risky =
    route.url.startsWith("/api/auth/") || route.url.startsWith("/api/account/") || route.url === "/api/logout";
  // Issue 21: "sign out everywhere else" ends every session but the one sent: sent from the caller's own, it
  // ends only fresh ones, never the session the other routes are fuzzed with.
  const endsOthers = route.method === "DELETE" && route.url === "/api/account/sessions";
  return risky && !endsOthers ? signedInSession(t, caller.user) : caller.user;
}

/** Control characters escaped, so a failure report prints. */
const printable = (text: string) => JSON.stringify(text).slice(1, -1);

/** The answer's fault, or null when it is a fine answer to bad input. */
function fault(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  route?: CallableRoute,
): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${printable(res.body.slice(0, 200))}`;
  if (res.statusCode < 400) return null;
  // The verification page (not /api) answers an unknown code with the page itself, saying so.
  if (route?.url === paths.verifyPattern && String(res.headers["content-type"]).startsWith("text/html")) return null;
  // Issue 24 item 2: the LTI tool's browser-facing routes (login, launch, the picker) answer a refusal as a
  // page saying why (the browser came from the LMS), with the reason in an alert, never a stack trace.
  if (
    route?.url.startsWith("/api/lti/") &&
    String(res.headers["content-type"]).startsWith("text/html") &&
    res.body.includes('role="alert"')
  )
    return null;
  // Issue 21: SCIM routes answer in RFC 7644's error format ({schemas, status, scimType?, detail}).
  if (route?.access === "scimToken" && isScimError(res)) return null;
  if (!String(res.headers["content-type"] ?? "").startsWith("application/json")) {
    return `${res.statusCode} is not JSON (${res.headers["content-type"]}): ${printable(res.body.slice(0, 200))}`;
  }
  let message: unknown;
  try {
    message = (JSON.parse(res.body) as { message?: unknown }).message;
  } catch {
    return `${res.statusCode} is not JSON: ${printable(res.body.slice(0, 200))}`;
  }
  return typeof message === "string" && message.length > 0
    ? null
    : `${res.statusCode} has no message: ${printable(res.body.slice(0, 200))}`;
}

function isScimError(res: { statusCode: number; headers: Record<string, unknown>; body: string }): boolean {
  if (!String(res.headers["content-type"] ?? "").startsWith("application/scim+json")) return false;
  try {
    const body = JSON.parse(res.body) as { status?: unknown; detail?: unknown };
    return body.status === String(res.statusCode) && typeof body.detail === "string" && body.detail.length > 0;
  } catch {
    return false;
  }
}

async function fuzzRoute(route: CallableRoute, caller: Caller, numRuns: number): Promise<string | null> {
  const property = fc.asyncProperty(
    urlArbitrary(route, caller.name),
    payloadArbitrary(route, caller.name),
    async (url, payload) => {
      const res = await send(t, await sessionFor(route, caller), {
        method: route.method,
        url,
        payload: payload.body,
        headers: {
          ...(payload.contentType ? { "content-type": payload.contentType } : {}),
          ...requestFor(route, world, caller.name)?.headers,
        },
      });
      const problem = fault(res, route);
      if (problem) throw new Error(problem);
    },
  );
  // A seed of its own per route and caller, so each sees different values; the same on every run.
  const seed = SEED + [...`${routeKey(route)} ${caller.name}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0);
  const details = await fc.check(property, { seed, numRuns, endOnFailure: true });
  if (!details.failed) return null;
  const [url, payload] = details.counterexample ?? [];
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${routeKey(route)} as ${caller.name}: ${error}\n    ${route.method} ${url} ${JSON.stringify(payload).slice(0, 300)}`;
}

describe("random and malformed input to every route", () => {
  it("is never answered with a 5xx, and every refusal is JSON with a message", async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      for (const caller of [world.callers.signedOut, callerAllowedBy(world, route)]) {
        const failure = await fuzzRoute(route, caller, runsFor(route, caller));
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/** Each value put in each field of a valid request, one at a time: the cases the finding listed. */
const FIELD_VALUES: unknown[] = [null, "Sam\u0000Jones", 2 ** 31, -1, 1.5, [], "x".repeat(6000)];
const PARAM_VALUES = ["2147483648", "99999999999999999999", "-1", "1.5", encodeSegment("a\u0000b"), "%zz"];

describe("each field of a valid request, spoiled in turn", () => {
  it("gets a 4xx JSON answer with a message", async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes.filter((r) => !r.url.endsWith("/*"))) {
      const caller = callerAllowedBy(world, route);
      const request = requestFor(route, world, caller.name);
      const valid = validBody(route, caller.name);
      const params = Object.fromEntries(Object.entries(request?.params ?? {}).map(([k, v]) => [k, encodeSegment(v)]));
      const urlWith = (overrides: Record<string, string>) =>
        route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => overrides[name] ?? params[name] ?? "1");
      const query = Object.fromEntries(
        Object.entries(validQuery(route, caller.name)).map(([k, v]) => [k, encodeSegment(v)]),
      );
      const withQuery = (url: string, overrides: Record<string, string> = {}) => {
        const search = Object.entries({ ...query, ...overrides })
          .map(([k, v]) => `${encodeSegment(k)}=${v}`)
          .join("&");
        return search ? `${url}?${search}` : url;
      };
      const cases: { url: string; body?: unknown }[] = [];
      for (const name of pathParams(route.url)) {
        for (const value of PARAM_VALUES) cases.push({ url: withQuery(urlWith({ [name]: value })), body: valid });
      }
      for (const key of Object.keys(query)) {
        for (const value of PARAM_VALUES) cases.push({ url: withQuery(urlWith({}), { [key]: value }), body: valid });
        // The key twice: an array where the schema expects text.
        cases.push({ url: `${withQuery(urlWith({}))}&${encodeSegment(key)}=a`, body: valid });
      }
      if (hasBody(route) && isObject(valid)) {
        const url = withQuery(urlWith({}));
        for (const [key, field] of Object.entries(valid)) {
          for (const value of FIELD_VALUES) {
            cases.push({ url, body: { ...valid, [key]: value } });
            // One level down: an item of a list, an entry of a record.
            if (Array.isArray(field)) cases.push({ url, body: { ...valid, [key]: [...field, value] } });
            const [first] = isObject(field) ? Object.keys(field) : [];
            if (first !== undefined)
              cases.push({ url, body: { ...valid, [key]: { ...(field as object), [first]: value } } });
          }
        }
      }
      for (const c of cases) {
        requests++;
        const res = await send(t, await sessionFor(route, caller), {
          method: route.method,
          url: c.url,
          payload: c.body === undefined ? undefined : JSON.stringify(c.body),
          headers: { ...(c.body === undefined ? {} : { "content-type": "application/json" }), ...request?.headers },
        });
        const problem = fault(res, route);
        if (problem) {
          failures.push(`${routeKey(route)} as ${caller.name}: ${problem}\n    ${c.url} ${JSON.stringify(c.body)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 240_000);
});

/** XML nested `depth` deep inside `root`. */
const nestedXml = (root: string, depth: number) =>
  `<?xml version="1.0"?><${root}>${"<a>".repeat(depth)}${"</a>".repeat(depth)}</${root}>`;

describe("nested XML to the routes that read XML (issue 43 item 6)", () => {
  it("is refused with a 4xx that says why, never a 5xx", async () => {
    const { db } = t.database;
    const suffix = Math.random().toString(36).slice(2, 8);
    const organization = await createOrganization(db, { name: `Deep XML ${suffix}`, slug: `deep-xml-${suffix}` });
    const ownerRow = await createLearner(db, {
      email: `deep-${suffix}@deep-xml.example.com`,
      firstName: "Dee",
      lastName: "Xml",
    });
    await addMember(db, { organizationId: organization.id, userId: ownerRow.id, role: "owner", department: null });
    await createOrganizationPlan(db, {
      organizationId: organization.id,
      planId: "enterprise_plus",
      billingCycle: "yearly",
      seats: 10,
      invoiceRef: `DEEP-${suffix}`,
      now: new Date(),
    });
    const domain = `deep-${suffix}.example.com`;
    await createVerifiedDomainRow(db, { organizationId: organization.id, domain, now: new Date() });
    const owner = await signedInSession(t, ownerRow);
    const answers = [];
    for (const depth of [200, 20_000]) {
      const scorm = await send(t, owner, {
        method: "POST",
        url: `/api/organizations/${organization.id}/scorm-courses`,
        ...packageUpload(await samplePackage({ manifest: nestedXml("manifest", depth) })),
      });
      expect(scorm.statusCode, scorm.body).toBe(400);
      expect(scorm.json().message).toMatch(/nested more than 100 deep/);
      answers.push(scorm);
    }
    for (const depth of [200, 12_000]) {
      answers.push(
        await send(t, owner, {
          method: "PUT",
          url: `/api/organizations/${organization.id}/sso`,
          payload: JSON.stringify({
            protocol: "saml",
            domain,
            saml: { metadataXml: nestedXml("EntityDescriptor", depth) },
          }),
          headers: { "content-type": "application/json" },
        }),
      );
    }
    const faults = answers.map((res) => fault(res)).filter((problem) => problem !== null);
    expect(answers.length).toBe(4);
    expect(faults).toEqual([]);
  }, 120_000);
});
