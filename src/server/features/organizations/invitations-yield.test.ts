import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { InvitationBatch } from "../../../contracts/organizations";
import { favourMeasuredProcesses, type LoadProbe, startLoadProbe } from "../../test/load-probe-client";
import { createTestApp, type TestApp } from "../../test/test-app";
import { invitationFixtures, unique } from "./invitations-fixtures";

/**
 * Issue 44 item 2: one organisation's list of 5,000 invitations must not stop the server for everyone
 * else. The server runs as in production (its job runner working, a mail server to deliver to) and
 * listens on a port; another client, in a process of its own (test/load-probe.ts), asks for
 * `GET /api/health` and a signed-in read throughout, from before the list is sent until its last
 * e-mail has arrived at that client's mail server. No answer may take 250 ms or more. Both processes
 * get the CPU before the rest of the suite where the system allows (favourMeasuredProcesses): on two
 * busy cores the scheduler alone made answers wait 300 ms that the server would have given in 10.
 */

/** The longest another client may wait for an answer while the job runs (issue 44). */
const MAX_ANSWER_MS = 250;
const INVITATIONS = 5_000;

let t: TestApp;
let probe: LoadProbe;
let baseUrl: string;
let restorePriorities = () => {};

// Generous: under a load average of 30, building the app alone took over two minutes.
beforeAll(async () => {
  probe = await startLoadProbe();
  restorePriorities = favourMeasuredProcesses([process.pid, probe.pid]);
  // The probe asks about 40 times a second: above the per-client API limit, which is not what is measured.
  t = await createTestApp({ SMTP_URL: probe.smtpUrl, API_RATE_LIMIT: "1000000" });
  // The runner as JOBS=true starts it, outside the app's start-up hook and its 10 s limit (a loaded machine).
  await t.app.services.jobs.start();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 10 * 60_000);
afterAll(async () => {
  restorePriorities();
  probe?.kill();
  await t?.close();
}, 5 * 60_000);

const { organisation, person, invite } = invitationFixtures(() => t);

it(
  `${INVITATIONS} invitations: every other request answers within ${MAX_ANSWER_MS} ms until the last e-mail is sent`,
  async () => {
    const org = await organisation({ seats: null });
    const reader = await person();
    const paths = [{ path: "/api/health" }, { path: "/api/dashboard", cookie: reader.cookie }];
    // Warm: the first answer of each path compiles and caches what later ones reuse.
    for (let i = 0; i < 5; i++)
      for (const p of paths) {
        const res = await fetch(`${baseUrl}${p.path}`, { headers: p.cookie ? { cookie: p.cookie } : {} });
        expect(res.status, p.path).toBe(200);
        await res.arrayBuffer();
      }

    const tag = unique();
    const list = Array.from({ length: INVITATIONS }, (_, i) => ({
      email: `yield-${i}-${tag}@yield.example.com`,
      firstName: `First${i}`,
      lastName: "Yield",
    }));
    await probe.start(baseUrl, paths);
    const started = performance.now();
    const res = await invite(org.owner, org, list);
    expect(res.statusCode, res.body).toBe(202);
    const { batchId } = res.json() as { batchId: string };

    // The progress bar's own question, as the page asks it, until the job says it is done.
    let batch: InvitationBatch;
    for (;;) {
      batch = (
        await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/invitation-batches/${batchId}` })
      ).json();
      if (batch.status !== "queued" && batch.status !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const jobSeconds = (performance.now() - started) / 1000;
    expect(batch).toMatchObject({ status: "done", processed: INVITATIONS, invited: INVITATIONS });
    await probe.waitForMails(INVITATIONS, 15 * 60_000);
    const mailSeconds = (performance.now() - started) / 1000;
    const summary = await probe.stop();

    console.info(
      `${INVITATIONS} invitations on ${process.env.TEST_DB_DRIVER}: job ${jobSeconds.toFixed(1)} s, ` +
        `all e-mails delivered ${mailSeconds.toFixed(1)} s\n` +
        summary
          .map(
            (s) =>
              `  ${s.path}: ${s.requests} requests, p50 ${s.p50Ms.toFixed(0)} ms, p99 ${s.p99Ms.toFixed(0)} ms, ` +
              `max ${s.maxMs.toFixed(0)} ms, ${s.failures} failed`,
          )
          .join("\n"),
    );
    for (const s of summary) {
      expect(s.failures, `${s.path}: ${s.firstFailure}`).toBe(0);
      expect(s.requests, s.path).toBeGreaterThan(10);
      expect(s.maxMs, `${s.path}'s slowest answer`).toBeLessThan(MAX_ANSWER_MS);
    }
  },
  20 * 60_000,
);
