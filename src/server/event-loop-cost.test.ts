import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badgeJson, earn, GPG } from "./features/credentials/test-helpers";
import { type CallableRoute, callableRoutes, createWorld, requestFor, routeKey } from "./test/route-callers";
import { createTestApp, nextAddress, TEST_ORIGIN, type TestApp } from "./test/test-app";

/**
 * Issue 29: no public route blocks the event loop for more than 250 ms on any input under its body
 * limit, since one signed-out request that does stalls every other user's. Each worst case is sent
 * while a 1 ms timer ticks; the longest gap between ticks is the longest time the loop could not run
 * it, which is the app's blocking (waiting on a database or a worker thread does not count).
 * On a loaded machine the process can also be descheduled: a case over the limit is measured again
 * and its best run counts, since blocking the app causes repeats and a busy machine does not.
 */

/** The rule: the longest the loop may be blocked by one request. */
const MAX_BLOCKING_MS = 250;
/** Better-of runs for a case over the limit. */
const ATTEMPTS = 3;
/** The API's default body limit (app.ts). */
const DEFAULT_BODY_LIMIT = 256 * 1024;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let t: TestApp;
let publicRoutes: CallableRoute[];
let validBodies: Map<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const world = await createWorld(t);
  publicRoutes = callableRoutes(t.app).filter((r) => r.access === "public" && STATE_CHANGING.has(r.method));
  validBodies = new Map(publicRoutes.map((r) => [routeKey(r), requestFor(r, world, "signedOut")?.body]));
});
afterAll(() => t?.close());

interface Sent {
  statusCode: number;
  blockedMs: number;
}

/**
 * The longest the event loop could not run a timer while `action` ran, in milliseconds: a 1 ms timer
 * re-armed on every tick, and the largest gap between ticks (the first measured from the start, the
 * last up to the end). Measured directly rather than with perf_hooks.monitorEventLoopDelay, whose
 * histogram needs a sample before the stall as its baseline: a request that blocks within its first
 * resolution interval (JSON parsing does) records nothing there.
 */
async function longestStall<T>(action: () => Promise<T>): Promise<{ value: T; blockedMs: number }> {
  let last = performance.now();
  let longest = 0;
  const lap = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    lap();
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  try {
    const value = await action();
    lap();
    return { value, blockedMs: longest };
  } finally {
    clearTimeout(timer);
  }
}

/** One request, signed out, with the longest loop stall while it ran. */
async function measure(route: CallableRoute, body: string, contentType = "application/json"): Promise<Sent> {
  const { value: res, blockedMs } = await longestStall(() =>
    t.app.inject({
      method: route.method,
      url: route.url,
      payload: body,
      // A fresh client address each time: the per-client rate limits stay out of the way.
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, "content-type": contentType },
    }),
  );
  return { statusCode: res.statusCode, blockedMs };
}

/** The best of up to ATTEMPTS runs: a stall the request causes repeats, a descheduled process does not. */
async function blocking(route: CallableRoute, body: string, contentType?: string): Promise<Sent> {
  let best = await measure(route, body, contentType);
  for (let i = 1; i < ATTEMPTS && best.blockedMs > MAX_BLOCKING_MS; i++) {
    const again = await measure(route, body, contentType);
    if (again.blockedMs < best.blockedMs) best = again;
  }
  return best;
}

/**
 * The largest body the route accepts (its own limit, or the API's): the default first, then halves
 * until the answer is not 413. The limit is checked before the body is parsed, so this costs nothing.
 */
async function bodyLimitOf(route: CallableRoute): Promise<number> {
  for (let limit = DEFAULT_BODY_LIMIT; limit >= 1024; limit /= 2) {
    const res = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: `"${"x".repeat(limit - 64)}"`,
      remoteAddress: nextAddress(),
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    });
    if (res.statusCode !== 413) return limit;
  }
  throw new Error(`${routeKey(route)} accepts no body of 1 KB`);
}

/** Repeats `unit` (joined by `separator`) as often as fits in `size` bytes with `prefix` and `suffix`. */
function fill(size: number, prefix: string, unit: string, separator: string, suffix: string): string {
  const count = Math.max(1, Math.floor((size - prefix.length - suffix.length) / (unit.length + separator.length)));
  return `${prefix}${Array(count).fill(unit).join(separator)}${suffix}`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The worst cases for a body of at most `size` bytes, built on the route's valid body where it has one. */
function worstBodies(size: number, valid: unknown): { name: string; body: string }[] {
  const room = size - 256;
  const fields = isObject(valid) ? Object.keys(valid) : [];
  const cases = [
    { name: "nested arrays", body: `${"[".repeat(room / 2)}${"]".repeat(room / 2)}` },
    { name: "nested objects", body: `${'{"a":'.repeat(room / 6)}1${"}".repeat(room / 6)}` },
    { name: "a huge array of numbers", body: fill(room, "[", "0", ",", "]") },
    { name: "a huge array of objects", body: fill(room, "[", "{}", ",", "]") },
    { name: "a long string", body: `"${"x".repeat(room)}"` },
    { name: "a string of escapes", body: fill(room, '"', "\\u0000", "", '"') },
    { name: "many keys", body: JSON.stringify(Object.fromEntries(keysFitting(room).map((k) => [k, 0]))) },
  ];
  // Each field of the valid body made as large as the limit allows: a long text, a huge list.
  for (const field of fields) {
    const rest = JSON.stringify({ ...(valid as object), [field]: "" });
    cases.push({
      name: `a long ${field}`,
      body: JSON.stringify({ ...(valid as object), [field]: "y".repeat(room - rest.length) }),
    });
    cases.push({
      name: `a huge list as ${field}`,
      body: rest.replace(`"${field}":""`, `"${field}":${fill(room - rest.length, "[", "1", ",", "]")}`),
    });
  }
  return cases;
}

function keysFitting(room: number): string[] {
  const keys: string[] = [];
  for (let i = 0, used = 2; used < room - 32; i++) {
    const key = `k${i}`;
    keys.push(key);
    used += key.length + 5;
  }
  return keys;
}

/**
 * Random shapes (fast-check, a fixed seed) scaled up to the limit: a nesting depth, a width per level
 * and a leaf, so the cases between the hand-written extremes are tried too.
 */
const shapes = fc.record({
  depth: fc.integer({ min: 1, max: 6 }),
  width: fc.integer({ min: 2, max: 40 }),
  leaf: fc.constantFrom('"a"', "1.5e300", "null", "true", '"\\ud800"', "[]", "{}"),
  keyed: fc.boolean(),
});

function shapedBody(shape: ShapeInput, room: number): string {
  let level = shape.leaf;
  for (let d = 0; d < shape.depth; d++) {
    const items = Array.from({ length: shape.width }, (_, i) => (shape.keyed ? `"k${d}_${i}":${level}` : level));
    const next = shape.keyed ? `{${items.join(",")}}` : `[${items.join(",")}]`;
    if (next.length > room) break;
    level = next;
  }
  // Repeated at the top level until it fills the room.
  return fill(room, "[", level, ",", "]");
}

interface ShapeInput {
  depth: number;
  width: number;
  leaf: string;
  keyed: boolean;
}

describe("the event loop", () => {
  it("is measured: a 300 ms stall in the loop is seen as one, a 300 ms wait is not", async () => {
    const busy = await longestStall(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const until = performance.now() + 300;
      while (performance.now() < until) {}
    });
    expect(busy.blockedMs).toBeGreaterThan(MAX_BLOCKING_MS);
    const waiting = await longestStall(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(waiting.blockedMs).toBeLessThan(MAX_BLOCKING_MS);
  });

  it(`is never blocked more than ${MAX_BLOCKING_MS} ms by a public route's worst bodies`, async () => {
    expect(publicRoutes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const samples = fc.sample(shapes, { seed: 29, numRuns: 4 }) as ShapeInput[];
    let sent = 0;
    let worst = { where: "", blockedMs: 0 };
    for (const route of publicRoutes) {
      const limit = await bodyLimitOf(route);
      const cases = [
        ...worstBodies(limit, validBodies.get(routeKey(route))),
        ...samples.map((shape, i) => ({ name: `random shape ${i}`, body: shapedBody(shape, limit - 256) })),
      ];
      for (const c of cases) {
        expect(c.body.length, `${routeKey(route)} ${c.name}`).toBeLessThanOrEqual(limit);
        const result = await blocking(route, c.body);
        sent++;
        const where = `${routeKey(route)} with ${c.name} (${Math.round(c.body.length / 1024)} KB, answered ${result.statusCode})`;
        if (result.blockedMs > worst.blockedMs) worst = { where, blockedMs: result.blockedMs };
        if (result.blockedMs > MAX_BLOCKING_MS) failures.push(`${where}: blocked ${Math.round(result.blockedMs)} ms`);
        if (result.statusCode >= 500) failures.push(`${where}: a ${result.statusCode}`);
      }
    }
    expect(sent).toBeGreaterThan(publicRoutes.length * 7);
    // The measurement measures: the worst case blocked the loop for some time, which a broken histogram would not show.
    expect(worst.blockedMs, worst.where).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  it("is not blocked by an Open Badges credential whose proof is copied 520 times (/api/verify)", async () => {
    const route = publicRoutes.find((r) => routeKey(r) === "POST /api/verify");
    expect(route).toBeDefined();
    const credential = await signedCredential();
    // One proof, in the array the Open Badges 3.0 schema asks for (decision 396).
    const [proof] = credential.proof as unknown[];
    expect(isObject(proof)).toBe(true);
    const attack = { ...credential, proof: Array(520).fill(proof) };
    const body = JSON.stringify({
      fileName: "badge.json",
      content: Buffer.from(JSON.stringify(attack)).toString("base64"),
    });
    // The attack as reported: about 235 KB on the wire.
    expect(body.length).toBeGreaterThan(200 * 1024);
    const result = await blocking(route!, body);
    expect(result.statusCode).toBeLessThan(500);
    expect(result.blockedMs, `blocked ${Math.round(result.blockedMs)} ms, answered ${result.statusCode}`).toBeLessThan(
      MAX_BLOCKING_MS,
    );
  }, 60_000);
});

/** A credential as the site issues one: a learner completes the module a certificate needs and claims it. */
async function signedCredential(): Promise<Record<string, unknown>> {
  const learner = await t.signUp();
  return badgeJson(t, learner, await earn(t, learner, GPG));
}
