import { monitorEventLoopDelay } from "node:perf_hooks";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../../contracts/credentials";
import { createTestApp, nextAddress, type TestApp } from "../../test/test-app";
import { bakeCredential, renderBadgeImage } from "./badge-png";
import { exportAll } from "./certificate-files";
import { type CredentialSettings, ExportCache } from "./credential-runtime";
import { siteVerificationData } from "./issuer";
import { CREDENTIAL_LIMITS } from "./open-badge";
import { badgeJson, earn, learner, uploadRaw } from "./test-helpers";
import { createWorkerPool, WorkerJobTimeout, WorkerPoolFull } from "./worker-pool";

/**
 * Issue 29 item 2: no input to /api/verify (nor Export All) may hold the event loop. The signature
 * work runs in workers; these tests send the worst inputs under the body limit and measure the main
 * thread's longest stall while they run.
 */

let t: TestApp;
let credential: Record<string, unknown> & { proof: [Record<string, unknown>] };
beforeAll(async () => {
  t = await createTestApp();
  const holder = await learner(t);
  credential = await badgeJson(t, holder, await earn(t, holder));
});
afterAll(() => t.close());

const EVENT_LOOP_BUDGET_MS = 250;

/** The longest the event loop was blocked while `work` ran, in milliseconds. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    const result = await work();
    return { result, stallMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

/**
 * The quietest of up to three runs of `work`. On a loaded machine the OS may set the process aside
 * mid-request, which reads as a stall; work done on the event loop stalls it on every run.
 */
async function quietestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let quietest = await longestStall(work);
  for (let attempt = 0; attempt < 2 && quietest.stallMs >= EVENT_LOOP_BUDGET_MS; attempt++) {
    const next = await longestStall(work);
    if (next.stallMs < quietest.stallMs) quietest = next;
  }
  return quietest;
}

/** Pads a text to just under the largest upload. */
const largest = (make: (n: number) => string) => {
  let n = 1;
  while (make(n * 2).length <= MAX_UPLOAD_BYTES) n *= 2;
  for (let step = n / 2; step >= 1; step = Math.floor(step / 2))
    if (make(n + step).length <= MAX_UPLOAD_BYTES) n += step;
  return make(n);
};

/**
 * The costliest credential that still reaches the signature check: this site's issuer, key and
 * status entry, with as many blank-node identifiers as the shape limits allow and a description
 * padding it to the size limit.
 */
function costliestCredential() {
  const subject = credential.credentialSubject as Record<string, unknown>;
  const identifiers = Math.floor((CREDENTIAL_LIMITS.maxValues - 90) / 6);
  const heavy = {
    ...credential,
    credentialSubject: {
      ...subject,
      identifier: Array.from({ length: identifiers }, (_, i) => ({
        type: "IdentityObject",
        identityHash: `sha256$${i}`,
        identityType: "emailAddress",
        hashed: true,
      })),
    },
  };
  const room = CREDENTIAL_LIMITS.maxChars - JSON.stringify(heavy).length - 64;
  return JSON.stringify({ ...heavy, description: "x".repeat(room) });
}

const worstCases: [string, () => string | Buffer][] = [
  [
    "the proof copied as often as fits",
    () => largest((n) => JSON.stringify({ ...credential, proof: Array(n).fill(credential.proof[0]) })),
  ],
  ["arrays nested as deep as fits", () => largest((n) => `${"[".repeat(n)}${"]".repeat(n)}`)],
  ["objects nested as deep as fits", () => largest((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`)],
  ["the costliest credential that reaches the signature check", costliestCredential],
  ["the costliest credential baked into a PNG", () => bakeCredential(renderBadgeImage("Value"), costliestCredential())],
  [
    "a signed badge padded with values to the size limit",
    () => largest((n) => JSON.stringify({ ...credential, description: Array(n).fill("y") })),
  ],
];

describe("the cost of /api/verify (issue 29 item 2)", () => {
  it.each(worstCases)("answers %s with invalid, holding the event loop under 250 ms", async (_name, make) => {
    const content = make();
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    const { result, stallMs } = await quietestStall(() => uploadRaw(t, "worst.json", content));
    expect(result.statusCode).toBe(200);
    expect(result.json().status).toBe("invalid");
    expect(stallMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
  });

  it("refuses the issue's 520-proof badge at once, and a body beyond the limit before it is parsed", async () => {
    const content = JSON.stringify({ ...credential, proof: Array(520).fill(credential.proof[0]) });
    const { result, stallMs } = await quietestStall(() => uploadRaw(t, "badge.json", content));
    expect(result.json()).toMatchObject({
      status: "invalid",
      reason: "The credential is larger than 32 KB; a PIVOT Learning credential is about 3 KB",
    });
    expect(stallMs).toBeLessThan(EVENT_LOOP_BUDGET_MS);
    // Copies that fit the size limit are refused by their count, before any signature work.
    const fewer = await uploadRaw(
      t,
      "badge.json",
      JSON.stringify({ ...credential, proof: Array(50).fill(credential.proof[0]) }),
    );
    expect(fewer.json()).toMatchObject({
      status: "invalid",
      reason: "The credential carries 50 proofs; a PIVOT Learning credential carries exactly one",
    });
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/verify",
      remoteAddress: "10.254.0.2",
      payload: { fileName: "x.json", content: "A".repeat(300 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it("keeps /api/health answering within 200 ms while 10 worst-case verifications run", async () => {
    const content = costliestCredential();
    const verifications = Array.from({ length: 10 }, () => uploadRaw(t, "worst.json", content, "10.254.0.3"));
    const health: number[] = [];
    let settled = false;
    const all = Promise.all(verifications).finally(() => {
      settled = true;
    });
    // Health is asked again and again until the last verification has answered.
    do {
      const started = performance.now();
      // Each probe from its own address: the probes alone would pass the API's rate limit.
      const res = await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: nextAddress() });
      expect(res.statusCode).toBe(200);
      health.push(performance.now() - started);
      // inject settles through promises only: one turn of the event loop lets the workers' answers in.
      await new Promise((resolve) => setImmediate(resolve));
    } while (!settled);
    const answers = await all;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.json().status).toBe("invalid");
    expect(health.length).toBeGreaterThan(0);
    // Nine probes in ten within 200 ms, none beyond a second: a verification on the main thread holds
    // every probe behind it for its whole length, while one slow probe alone is the 2-core machine
    // scheduling other test files (a lone maximum failed this under load with 214 ms).
    const sorted = [...health].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)] ?? 0).toBeLessThan(200);
    expect(sorted.at(-1)).toBeLessThan(1000);
  });

  it("still verifies a real badge, as JSON and PNG, in the worker", async () => {
    const json = JSON.stringify(credential);
    for (const content of [json, bakeCredential(renderBadgeImage("Value"), json)]) {
      const res = await uploadRaw(t, "badge", content, "10.254.0.4");
      expect(res.json()).toMatchObject({ status: "valid", holderName: "Test Learner" });
    }
  });
});

describe("the credentials workers", () => {
  it("end a job past its time limit, and the next job runs on a new worker", async () => {
    const pool = createWorkerPool({
      size: 1,
      maxQueue: 4,
      timeoutMs: { "verify-upload": 1, "verify-stored": 10_000, "export-zip": 10_000 },
    });
    try {
      // The site's real keys, so the check runs its whole course (the signature over the canonical
      // document) rather than stopping at an unknown key in well under a millisecond.
      const { config } = t.app.services;
      const site = await siteVerificationData(t.database.db, {
        baseUrl: config.baseUrl,
        signingKeyJwk: config.credentials.signingKeyJwk,
      });
      const slow = pool.run("verify-upload", {
        content: Buffer.from(costliestCredential()).toString("base64"),
        site,
        now: new Date(),
      });
      await expect(slow).rejects.toBeInstanceOf(WorkerJobTimeout);
      const next = await pool.run("verify-stored", { credential: { not: "a credential" }, site, now: new Date() });
      expect(next.checks[0]).toMatchObject({ check: "format", ok: false });
    } finally {
      await pool.close();
    }
  });

  it("start every worker when warmed, so the first job finds one ready (issue 44 item 6)", async () => {
    const pool = createWorkerPool({
      size: 2,
      maxQueue: 4,
      timeoutMs: { "verify-upload": 10_000, "verify-stored": 10_000, "export-zip": 10_000 },
    });
    try {
      expect(pool.idleWorkers).toBe(0);
      await pool.warm();
      expect(pool.idleWorkers).toBe(2);
      // Warming again starts no more than the pool's size.
      await pool.warm();
      expect(pool.idleWorkers).toBe(2);
      const site = { baseUrl: "http://localhost:5000", keys: [], revokedCertificateIds: [] };
      const answer = await pool.run("verify-stored", { credential: {}, site, now: new Date() });
      expect(answer.ok).toBe(false);
      expect(pool.idleWorkers).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("refuse a job at once when the queue is full", async () => {
    const pool = createWorkerPool({
      size: 1,
      maxQueue: 1,
      timeoutMs: { "verify-upload": 10_000, "verify-stored": 10_000, "export-zip": 10_000 },
    });
    try {
      const site = { baseUrl: "http://localhost:5000", keys: [], revokedCertificateIds: [] };
      const job = () => pool.run("verify-stored", { credential: {}, site, now: new Date() });
      const running = job();
      const waiting = job();
      await expect(job()).rejects.toBeInstanceOf(WorkerPoolFull);
      expect((await running).ok).toBe(false);
      expect((await waiting).ok).toBe(false);
    } finally {
      await pool.close();
    }
  });
});

describe("Export All (issue 29 item 2)", () => {
  it("builds the ZIP off the event loop and keeps it until the person's certificates change", async () => {
    const holder = await learner(t, { firstName: "Zip", lastName: "Holder" });
    await earn(t, holder);
    const settings: CredentialSettings = {
      baseUrl: "http://localhost:5000",
      signingKeyJwk: null,
      linkedInOrganizationId: null,
    };
    const runtime = {
      workers: createWorkerPool({
        size: 2,
        maxQueue: 4,
        timeoutMs: { "verify-upload": 4_000, "verify-stored": 4_000, "export-zip": 30_000 },
      }),
      exports: new ExportCache(),
    };
    try {
      const folders = async (body: Buffer | Uint8Array) =>
        Object.keys((await JSZip.loadAsync(body)).files).filter((n) => n.endsWith("/"));
      const { result: first, stallMs } = await longestStall(() =>
        exportAll(t.database.db, holder.id, settings, runtime),
      );
      expect(await folders(first.body)).toHaveLength(1);
      expect(runtime.workers.jobsStarted).toBe(1);
      // As quietestStall, with an empty cache for each further build (the first is cached below).
      let quietest = stallMs;
      for (let attempt = 0; attempt < 2 && quietest >= EVENT_LOOP_BUDGET_MS; attempt++) {
        const fresh = { workers: runtime.workers, exports: new ExportCache() };
        const rebuilt = await longestStall(() => exportAll(t.database.db, holder.id, settings, fresh));
        quietest = Math.min(quietest, rebuilt.stallMs);
      }
      expect(quietest).toBeLessThan(EVENT_LOOP_BUDGET_MS);
      const started = runtime.workers.jobsStarted;

      const again = await exportAll(t.database.db, holder.id, settings, runtime);
      expect(again.body).toBe(first.body);
      expect(runtime.workers.jobsStarted).toBe(started);

      // A second certificate is a new export.
      await earn(t, holder, "pivot-innovation-certificate");
      const after = await exportAll(t.database.db, holder.id, settings, runtime);
      expect(runtime.workers.jobsStarted).toBe(started + 1);
      expect(await folders(after.body)).toHaveLength(2);
    } finally {
      await runtime.workers.close();
    }
  });

  it("serves the cached ZIP through the route", async () => {
    const holder = await learner(t);
    await earn(t, holder);
    const first = await t.as(holder, { method: "GET", url: "/api/certificates/export.zip" });
    const second = await t.as(holder, { method: "GET", url: "/api/certificates/export.zip" });
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
