import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember, createOrganization } from "../../test/factories";
import { type HttpReceiver, startHttpReceiver } from "../../test/http-receiver";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 23 item 5 through the real job runner (pg-boss): a test event is queued by the request and
 * delivered by the "event-deliveries" job, and a delivery stored while no runner worked is found by
 * the sweep when one starts.
 */

let t: TestApp;
let owner: TestUser;
let orgId: string;
let receiver: HttpReceiver;

beforeAll(async () => {
  receiver = await startHttpReceiver();
  t = await createTestApp();
  owner = await t.signUp();
  const org = await createOrganization(t.database.db, { name: "Queued Ltd", slug: `queued-${Date.now()}` });
  orgId = org.id;
  await addMember(t.database.db, { organizationId: orgId, userId: owner.id, role: "owner", department: null });
});

afterAll(async () => {
  await t?.app.services.jobs.stop();
  await t?.close();
  await receiver?.close();
});

const base = () => `/api/organizations/${orgId}/webhooks`;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the event-deliveries job", () => {
  it("delivers what was stored before the runner started, then what a request queues", async () => {
    const created = await t.as(owner, {
      method: "POST",
      url: base(),
      payload: { url: `${receiver.url}/job`, events: ["member.joined"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json();
    // No runner yet: the delivery waits in the table.
    const early = await t.as(owner, { method: "POST", url: `${base()}/${id}/test` });
    expect(early.statusCode).toBe(202);
    expect(receiver.requests).toHaveLength(0);

    await t.app.services.jobs.start();
    await receiver.received(1);
    const queued = await t.as(owner, { method: "POST", url: `${base()}/${id}/test` });
    expect(queued.statusCode).toBe(202);
    const requests = await receiver.received(2);
    for (const request of requests)
      expect(
        new Webhook(secret).verify(request.body, {
          "webhook-id": String(request.headers["webhook-id"]),
          "webhook-timestamp": String(request.headers["webhook-timestamp"]),
          "webhook-signature": String(request.headers["webhook-signature"]),
        }),
      ).toMatchObject({ type: "webhook.test" });
    await until(async () => {
      const log = (await t.as(owner, { method: "GET", url: `${base()}/${id}/deliveries` })).json();
      return log.items.length === 2 && log.items.every((d: { status: string }) => d.status === "delivered");
    }, "both deliveries to be logged as delivered");
    expect(receiver.requests).toHaveLength(2);
  });
});
