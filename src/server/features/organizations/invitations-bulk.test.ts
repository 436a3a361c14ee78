import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationBatch } from "../../../contracts/organizations";
import { rowsOf } from "../../db/rows";
import { createTestApp, type TestApp } from "../../test/test-app";
import { INVITATION_TEMPLATE } from "./invitation-mail";
import { processInvitationBatch } from "./invitations-batch";
import { invitationFixtures, unique } from "./invitations-fixtures";

/**
 * Issue 20 item 3: lists of more than 50 invitations, stored as a batch and run by the job queue
 * "invitation-batches" in chunks. Jobs are off (the harness's default): the tests call the job's own
 * function, processInvitationBatch, except the one that starts the runner. DESIGN §7's budget, 5,000
 * invitations in under 60 s on the embedded database, is measured here on both databases.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { db, organisation, invite, seatsOf } = invitationFixtures(() => t);

describe("a list of more than 50 (a job, in chunks)", () => {
  // First: the runner delivers every stored message when it starts, so it starts before the big lists.
  it("is run by the job queue when the runner works", async () => {
    const org = await organisation({ seats: 100 });
    await t.app.services.jobs.start();
    try {
      const res = await invite(
        org.owner,
        org,
        Array.from({ length: 60 }, (_, i) => ({ email: `queued-${i}-${unique()}@example.com` })),
      );
      expect(res.statusCode).toBe(202);
      const deadline = Date.now() + 30_000;
      let batch: InvitationBatch;
      do {
        await new Promise((r) => setTimeout(r, 100));
        batch = (
          await t.as(org.owner, {
            method: "GET",
            url: `/api/organizations/${org.id}/invitation-batches/${res.json().batchId}`,
          })
        ).json();
      } while (batch.status !== "done" && Date.now() < deadline);
      expect(batch).toMatchObject({ status: "done", invited: 60, processed: 60 });
    } finally {
      await t.app.services.jobs.stop();
    }
  }, 60_000);

  it("a CSV of 10,000 rows: accepted up to the seat limit, the rest refused by row", async () => {
    const org = await organisation({ seats: 40 });
    const tag = unique();
    const list = Array.from({ length: 10_000 }, (_, i) => ({ email: `bulk-${i}-${tag}@bulk.example.com` }));
    list[3] = { email: "broken" };
    const res = await invite(org.owner, org, list);
    expect(res.statusCode, res.body).toBe(202);
    const { batchId, total } = res.json() as { batchId: string; total: number };
    expect(total).toBe(10_000);
    const progress = async () =>
      (
        await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/invitation-batches/${batchId}` })
      ).json() as InvitationBatch;
    expect(await progress()).toMatchObject({ id: batchId, status: "queued", total: 10_000, processed: 0 });

    await processInvitationBatch(db(), batchId);
    const done = await progress();
    expect(done).toMatchObject({ status: "done", total: 10_000, processed: 10_000, invited: 39 });
    expect(done.rejected).toHaveLength(10_000 - 39);
    expect(done.rejected[0]).toEqual({ row: 4, email: "broken", reason: "Enter a valid email address" });
    expect(done.rejected[1]).toMatchObject({
      row: 41,
      reason: expect.stringMatching(/^Your organisation has used all 40/),
    });
    expect(done.rejected.at(-1)?.row).toBe(10_000);
    expect(await seatsOf(org.owner, org)).toMatchObject({ used: 40, limit: 40 });
    // Each invitation was mailed once.
    const mailed = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from mail_messages where template = ${INVITATION_TEMPLATE} and to_address like ${`%-${tag}@bulk.example.com`}`,
      ),
    );
    expect(mailed[0].n).toBe(39);
    // Another organisation's owner cannot read the batch; nor can anyone through another organisation.
    const other = await organisation();
    const foreign = await t.as(other.owner, {
      method: "GET",
      url: `/api/organizations/${other.id}/invitation-batches/${batchId}`,
    });
    expect(foreign.statusCode).toBe(404);
  }, 120_000);

  it("5,000 invitations finish within 60 seconds (DESIGN §7), mails queued in bulk", async () => {
    const org = await organisation({ seats: null });
    const tag = unique();
    const list = Array.from({ length: 5_000 }, (_, i) => ({
      email: `speed-${i}-${tag}@speed.example.com`,
      firstName: `First${i}`,
      lastName: "Speed",
    }));
    const started = performance.now();
    const res = await invite(org.owner, org, list);
    expect(res.statusCode, res.body).toBe(202);
    await processInvitationBatch(db(), res.json().batchId);
    const seconds = (performance.now() - started) / 1000;
    const batch = (
      await t.as(org.owner, {
        method: "GET",
        url: `/api/organizations/${org.id}/invitation-batches/${res.json().batchId}`,
      })
    ).json() as InvitationBatch;
    expect(batch).toMatchObject({ status: "done", processed: 5_000, invited: 5_000, rejected: [] });
    expect(seconds).toBeLessThan(60);
    console.info(`5,000 invitations on ${process.env.TEST_DB_DRIVER}: ${seconds.toFixed(1)} s`);
  }, 120_000);
});
