import net from "node:net";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { BACKOFF_SECONDS, CONNECTION_FAILED, deliverEvent, MAX_ATTEMPTS } from "../../platform/events/deliver";
import { recordEvent } from "../../platform/events/record-event";
import { isNonPublicAddress, RefusedTarget, resolveTarget } from "../../platform/events/safe-request";
import { addMember, createModule, createOrganization } from "../../test/factories";
import { type HttpReceiver, startHttpReceiver } from "../../test/http-receiver";
import { createOrganizationCast, type OrganizationCast } from "../../test/organization-cast";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createEndpoint } from "./service";

/**
 * Issue 23 item 5: webhook endpoints, signed deliveries from the event outbox, retries, the delivery
 * log, test events, replays, switching off an endpoint that keeps failing, and the SSRF refusals.
 * The receivers are HTTP servers on loopback (allowed outside production); the retries are driven by
 * calling the delivery job's function with the clock moved on, not by waiting.
 */

let t: TestApp;
let cast: OrganizationCast;
let otherEndpointId: string;
let receiver: HttpReceiver;
let free: ModuleSummary;

const db = () => t.database.db;
const config = () => t.app.services.config;
const base = () => `/api/organizations/${cast.orgId}/webhooks`;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startHttpReceiver();
  cast = await createOrganizationCast(
    t,
    { name: "Hooked Ltd", slug: `hooked-${Date.now()}` },
    { name: "Elsewhere Ltd", slug: `elsewhere-${Date.now()}` },
  );
  const created = await t.as(cast.stranger, {
    method: "POST",
    url: `/api/organizations/${cast.otherOrgId}/webhooks`,
    payload: { url: `${receiver.url}/other`, events: ["member.joined"] },
  });
  expect(created.statusCode, created.body).toBe(201);
  otherEndpointId = created.json().id;
  // Completed through the progress route: a module without a knowledge check, which the test makes.
  const own = await createModule(db(), { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  free = catalogue.find((m) => m.id === own.id && !m.hasKnowledgeCheck) as ModuleSummary;
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

async function register(path: string, events: string[] = ["module.completed"], target = receiver) {
  const res = await t.as(cast.owner, { method: "POST", url: base(), payload: { url: `${target.url}${path}`, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

async function testEvent(endpointId: string) {
  const res = await t.as(cast.owner, { method: "POST", url: `${base()}/${endpointId}/test` });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().deliveryId as number;
}

const deliveriesOf = async (endpointId: string, query = "") => {
  const res = await t.as(cast.owner, { method: "GET", url: `${base()}/${endpointId}/deliveries${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; nextCursor: string | null };
};

const requestsTo = (path: string) => receiver.requests.filter((r) => r.path === path);
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe("webhook endpoints", () => {
  it("registers an endpoint, shows its secret once and never again", async () => {
    const created = await register("/once", ["member.joined", "module.completed"]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const list = await t.as(cast.admin, { method: "GET", url: base() });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().items.find((e: { id: string }) => e.id === created.id)).toMatchObject({
      url: `${receiver.url}/once`,
      events: ["member.joined", "module.completed"],
      enabled: true,
      lastDelivery: null,
    });
    expect(list.json().eventTypes.map((e: { type: string }) => e.type)).toContain("assignment.overdue");
    const [stored] = await queryRows<{ secret_ciphertext: string }>(
      db(),
      sql`select secret_ciphertext from webhook_endpoints where id = ${created.id}`,
    );
    expect(stored.secret_ciphertext).not.toContain(created.secret.slice(6));
  });

  it("switches an endpoint off and on, changes its events and deletes it", async () => {
    const { id } = await register("/toggle");
    const off = await t.as(cast.owner, { method: "PATCH", url: `${base()}/${id}`, payload: { enabled: false } });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: null });
    const test = await t.as(cast.owner, { method: "POST", url: `${base()}/${id}/test` });
    expect(test.statusCode).toBe(409);
    const on = await t.as(cast.owner, {
      method: "PATCH",
      url: `${base()}/${id}`,
      payload: { enabled: true, events: ["certificate.issued"] },
    });
    expect(on.json()).toMatchObject({ enabled: true, events: ["certificate.issued"] });
    const removed = await t.as(cast.owner, { method: "DELETE", url: `${base()}/${id}` });
    expect(removed.json()).toEqual({ ok: true });
    expect((await t.as(cast.owner, { method: "DELETE", url: `${base()}/${id}` })).statusCode).toBe(404);
  });

  it("refuses bad input", async () => {
    for (const payload of [
      { url: "ftp://example.com/hook", events: ["member.joined"] },
      { url: "not a url", events: ["member.joined"] },
      { url: "https://example.com/hook", events: [] },
      { url: "https://example.com/hook", events: ["webhook.test"] },
      { url: "https://user:pw@example.com/hook", events: ["member.joined"] },
    ]) {
      const res = await t.as(cast.owner, { method: "POST", url: base(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("answers 403 to a member who is not an owner or admin, and to another organisation's owner", async () => {
    for (const user of [cast.member, cast.stranger]) {
      expect((await t.as(user, { method: "GET", url: base() })).statusCode).toBe(403);
      const res = await t.as(user, {
        method: "POST",
        url: base(),
        payload: { url: `${receiver.url}/x`, events: ["member.joined"] },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it("answers 404 for another organisation's endpoint and delivery ids", async () => {
    const path = `${base()}/${otherEndpointId}`;
    expect((await t.as(cast.owner, { method: "PATCH", url: path, payload: { enabled: false } })).statusCode).toBe(404);
    expect((await t.as(cast.owner, { method: "DELETE", url: path })).statusCode).toBe(404);
    expect((await t.as(cast.owner, { method: "GET", url: `${path}/deliveries` })).statusCode).toBe(404);
    expect((await t.as(cast.owner, { method: "POST", url: `${path}/test` })).statusCode).toBe(404);
    const theirs = await t.as(cast.stranger, {
      method: "POST",
      url: `/api/organizations/${cast.otherOrgId}/webhooks/${otherEndpointId}/test`,
    });
    const mine = await register("/mine");
    expect(
      (
        await t.as(cast.owner, {
          method: "POST",
          url: `${base()}/${mine.id}/deliveries/${theirs.json().deliveryId}/replay`,
        })
      ).statusCode,
    ).toBe(404);
    // Still there for its owner.
    expect(
      (await t.as(cast.stranger, { method: "GET", url: `/api/organizations/${cast.otherOrgId}/webhooks` })).json()
        .items,
    ).toHaveLength(1);
  });
});

describe("deliveries", () => {
  it("signs a test event so the Standard Webhooks verifier accepts it, and logs the answer", async () => {
    const { id, secret } = await register("/signed");
    const deliveryId = await testEvent(id);
    expect(await deliverEvent(db(), config(), deliveryId)).toBe("delivered");
    const [request] = requestsTo("/signed");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["webhook-id"]).toMatch(/^msg_\d+$/);
    const verified = new Webhook(secret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    }) as { type: string; data: { organizationId: string } };
    expect(verified).toMatchObject({ type: "webhook.test", data: { organizationId: cast.orgId } });
    // A tampered body is refused by the same verifier.
    expect(() =>
      new Webhook(secret).verify(request.body.replace("test", "tset"), {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      }),
    ).toThrow();
    const log = await deliveriesOf(id);
    expect(log.items[0]).toMatchObject({
      id: deliveryId,
      eventType: "webhook.test",
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
      error: null,
    });
  });

  it("retries a receiver that fails twice, then succeeds: exactly one delivery accepted", async () => {
    const flaky = await startHttpReceiver();
    try {
      flaky.answers = [{ status: 500 }, { status: 503 }, { status: 204 }];
      const { id, secret } = await register("/flaky", ["module.completed"], flaky);
      // A real event: the learner completes a module (the progress write stores it in its statement).
      const done = await t.as(cast.member, {
        method: "POST",
        url: "/api/user/progress",
        payload: { moduleId: free.id, isCompleted: true, progressPercentage: 100, timeSpent: 60 },
      });
      expect(done.statusCode, done.body).toBe(200);
      const [delivery] = await queryRows<{ id: number }>(
        db(),
        sql`select id::int as id from event_deliveries where endpoint_id = ${id}`,
      );
      const start = new Date();
      expect(await deliverEvent(db(), config(), delivery.id, { now: start })).toBe("retrying");
      // Not due yet: nothing is sent.
      expect(await deliverEvent(db(), config(), delivery.id, { now: later(start, 10) })).toBe("skipped");
      const second = later(start, BACKOFF_SECONDS[0]);
      expect(await deliverEvent(db(), config(), delivery.id, { now: second })).toBe("retrying");
      const third = later(second, BACKOFF_SECONDS[1]);
      expect(await deliverEvent(db(), config(), delivery.id, { now: third })).toBe("delivered");
      // Done: a later run sends nothing more.
      expect(await deliverEvent(db(), config(), delivery.id, { now: later(third, 86_400) })).toBe("skipped");

      expect(flaky.requests).toHaveLength(3);
      expect(flaky.requests.map((r) => r.answered)).toEqual([500, 503, 204]);
      const accepted = flaky.requests.filter((r) => r.answered !== null && r.answered < 300);
      expect(accepted).toHaveLength(1);
      // The same message id each time (receivers de-duplicate on it), each attempt signed afresh.
      expect(new Set(flaky.requests.map((r) => r.headers["webhook-id"])).size).toBe(1);
      const payload = new Webhook(secret).verify(accepted[0].body, {
        "webhook-id": String(accepted[0].headers["webhook-id"]),
        "webhook-timestamp": String(accepted[0].headers["webhook-timestamp"]),
        "webhook-signature": String(accepted[0].headers["webhook-signature"]),
      });
      expect(payload).toMatchObject({
        type: "module.completed",
        data: { userId: cast.member.id, moduleId: free.id, completed: true, progressPercentage: 100 },
      });
      const log = await deliveriesOf(id);
      expect(log.items[0]).toMatchObject({ status: "delivered", attempts: 3, responseStatus: 204, error: null });
    } finally {
      await flaky.close();
    }
  });

  it("does not follow a redirect: a 3xx is a failure with a clear reason", async () => {
    const { id } = await register("/moved");
    receiver.answers = [{ status: 302, headers: { location: `${receiver.url}/elsewhere` } }, { status: 200 }];
    const deliveryId = await testEvent(id);
    expect(await deliverEvent(db(), config(), deliveryId)).toBe("retrying");
    expect(requestsTo("/moved")).toHaveLength(1);
    expect(requestsTo("/elsewhere")).toHaveLength(0);
    const [entry] = (await deliveriesOf(id)).items;
    expect(entry).toMatchObject({ status: "pending", attempts: 1, responseStatus: 302 });
    expect(entry.error).toMatch(/Redirect \(302.*not followed/);
    expect(entry.nextAttemptAt).not.toBeNull();
  });

  it("gives a slow receiver the timeout, then logs it as a failure", async () => {
    const slow = await startHttpReceiver();
    try {
      slow.answers = [{ status: 200, delayMs: 5_000 }];
      const { id } = await register("/slow", ["module.completed"], slow);
      const deliveryId = await testEvent(id);
      const started = performance.now();
      expect(await deliverEvent(db(), config(), deliveryId, { timeoutMs: 300 })).toBe("retrying");
      expect(performance.now() - started).toBeLessThan(3_000);
      const [entry] = (await deliveriesOf(id)).items;
      expect(entry).toMatchObject({ status: "pending", responseStatus: null });
      expect(entry.error).toBe(CONNECTION_FAILED);
    } finally {
      await slow.close();
    }
  });

  it("logs one reason for every failure to connect: closed, open without HTTP, TLS or silent ports look alike (issue 43 item 5)", async () => {
    const servers: { close: (done: () => void) => void }[] = [];
    const listening = async (server: net.Server) => {
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.address() as net.AddressInfo).port;
    };
    try {
      // A port nobody listens on: a server's, closed again.
      const closed = await listening(net.createServer());
      await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
      const hangsUp = await listening(net.createServer((socket) => socket.destroy()));
      const speaksTls = await listening(
        net.createServer((socket) => socket.end(Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28]))),
      );
      const silent = await listening(net.createServer(() => {}));
      const reasons: unknown[] = [];
      for (const port of [closed, hangsUp, speaksTls, silent]) {
        const { id } = await register(`/port-${port}`, ["module.completed"], {
          url: `http://127.0.0.1:${port}`,
        } as HttpReceiver);
        const deliveryId = await testEvent(id);
        expect(await deliverEvent(db(), config(), deliveryId, { timeoutMs: 300 })).toBe("retrying");
        const [entry] = (await deliveriesOf(id)).items;
        reasons.push(entry.error);
      }
      expect(reasons).toEqual([CONNECTION_FAILED, CONNECTION_FAILED, CONNECTION_FAILED, CONNECTION_FAILED]);
    } finally {
      for (const server of servers) server.close(() => {});
    }
  });

  it("switches off an endpoint that fails every attempt for a day and e-mails the owner", async () => {
    const broken = await startHttpReceiver();
    try {
      broken.answers = [{ status: 500 }];
      const { id } = await register("/broken", ["module.completed"], broken);
      const deliveryId = await testEvent(id);
      let now = new Date();
      const results: string[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        results.push(await deliverEvent(db(), config(), deliveryId, { now }));
        if (attempt < MAX_ATTEMPTS) now = later(now, BACKOFF_SECONDS[attempt - 1]);
      }
      expect(results).toEqual([...Array(MAX_ATTEMPTS - 1).fill("retrying"), "failed"]);
      expect(broken.requests).toHaveLength(MAX_ATTEMPTS);
      const list = (await t.as(cast.owner, { method: "GET", url: base() })).json();
      const endpoint = list.items.find((e: { id: string }) => e.id === id);
      expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: MAX_ATTEMPTS });
      expect(endpoint.disabledReason).toMatch(/failed/);
      const mail = await queryRows<{ to_address: string; subject: string }>(
        db(),
        sql`select to_address, subject from mail_messages where template = 'webhook-disabled'`,
      );
      expect(mail).toEqual([
        { to_address: cast.owner.email, subject: "A webhook endpoint of Hooked Ltd was switched off" },
      ]);
      // Switched off: new events are not stored for it, a test event is refused until it is on again.
      expect((await t.as(cast.owner, { method: "POST", url: `${base()}/${id}/test` })).statusCode).toBe(409);
      const on = await t.as(cast.owner, { method: "PATCH", url: `${base()}/${id}`, payload: { enabled: true } });
      expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    } finally {
      await broken.close();
    }
  });

  it("replays a delivery: the same event, signed again, logged as a replay", async () => {
    receiver.answers = [{ status: 200 }];
    const { id } = await register("/replayed");
    const first = await testEvent(id);
    expect(await deliverEvent(db(), config(), first)).toBe("delivered");
    const res = await t.as(cast.owner, { method: "POST", url: `${base()}/${id}/deliveries/${first}/replay` });
    expect(res.statusCode, res.body).toBe(202);
    const replay = res.json().deliveryId;
    expect(replay).not.toBe(first);
    expect(await deliverEvent(db(), config(), replay)).toBe("delivered");
    const sent = requestsTo("/replayed");
    expect(sent).toHaveLength(2);
    expect(sent[1].headers["webhook-id"]).toBe(sent[0].headers["webhook-id"]);
    const log = await deliveriesOf(id);
    expect(log.items.map((d) => [d.id, d.replayOf])).toEqual([
      [replay, first],
      [first, null],
    ]);
    expect(
      (await t.as(cast.owner, { method: "POST", url: `${base()}/${id}/deliveries/999999/replay` })).statusCode,
    ).toBe(404);
  });

  it("pages the delivery log, newest first", async () => {
    const { id } = await register("/paged");
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await testEvent(id));
    const first = await deliveriesOf(id, "?limit=2");
    expect(first.items.map((d) => d.id)).toEqual([ids[4], ids[3]]);
    const second = await deliveriesOf(id, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((d) => d.id)).toEqual([ids[2], ids[1]]);
    const third = await deliveriesOf(id, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((d) => d.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();
    expect((await t.as(cast.owner, { method: "GET", url: `${base()}/${id}/deliveries?cursor=abc` })).statusCode).toBe(
      400,
    );
  });
});

describe("the event outbox", () => {
  it("stores nothing for an organisation without destinations, and only subscribed types", async () => {
    const quiet = await createOrganization(db(), { name: "Quiet Ltd", slug: `quiet-${Date.now()}` });
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from event_outbox`);
    expect(
      await recordEvent(db(), {
        organizationIds: [quiet.id],
        type: "member.joined",
        payload: { userId: "nobody" },
        now: new Date(),
      }),
    ).toEqual([]);
    // Hooked Ltd's endpoints take module.completed and member.joined, not certificate.revoked.
    expect(
      await recordEvent(db(), {
        organizationIds: [cast.orgId],
        type: "certificate.revoked",
        payload: { userId: "nobody" },
        now: new Date(),
      }),
    ).toEqual([]);
    const after = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from event_outbox`);
    expect(after[0].n).toBe(before[0].n);
  });

  it("records member.left in the removal's transaction", async () => {
    const leaver = await t.signUp();
    await addMember(db(), { organizationId: cast.orgId, userId: leaver.id, role: "member", department: null });
    const { id } = await register("/members", ["member.left"]);
    const res = await t.as(cast.owner, {
      method: "DELETE",
      url: `/api/organizations/${cast.orgId}/members/${leaver.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [delivery] = await queryRows<{ id: number; type: string; payload: Record<string, unknown> }>(
      db(),
      sql`select d.id::int as id, e.type, e.payload from event_deliveries d join event_outbox e on e.id = d.event_id
          where d.endpoint_id = ${id}`,
    );
    expect(delivery).toMatchObject({
      type: "member.left",
      payload: { userId: leaver.id, email: leaver.email, organizationId: cast.orgId },
    });
  });
});

describe("SSRF under production settings", () => {
  const production = { publicOnly: true };

  it("refuses plain http, loopback, private and link-local addresses", async () => {
    for (const url of [
      "http://example.com/hook",
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://10.1.2.3/hook",
      "https://192.168.0.10/hook",
      "https://172.20.0.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[fe80::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
    ])
      await expect(resolveTarget(url, production), url).rejects.toBeInstanceOf(RefusedTarget);
    expect(isNonPublicAddress("93.184.215.14")).toBe(false);
    expect(isNonPublicAddress("2606:2800:21f:cb07:6820:80da:af6b:8b2c")).toBe(false);
  });

  it("refuses a loopback endpoint at registration and at delivery", async () => {
    const productionConfig = { ...config(), env: "production" as const };
    await expect(
      createEndpoint(
        db(),
        productionConfig,
        cast.orgId,
        { url: `${receiver.url}/prod`, events: ["member.joined"] },
        {
          id: cast.owner.id,
          ip: null,
        },
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      createEndpoint(
        db(),
        productionConfig,
        cast.orgId,
        { url: `https://127.0.0.1:${receiver.port}/prod`, events: ["member.joined"] },
        { id: cast.owner.id, ip: null },
      ),
    ).rejects.toMatchObject({ message: expect.stringMatching(/not on the public internet/) });
    // Registered while allowed, then delivered under production settings: refused, nothing sent.
    const { id } = await register("/prod-delivery");
    const deliveryId = await testEvent(id);
    expect(await deliverEvent(db(), productionConfig, deliveryId)).toBe("retrying");
    expect(requestsTo("/prod-delivery")).toHaveLength(0);
    const [entry] = (await deliveriesOf(id)).items;
    expect(entry.error).toMatch(/^Refused: The address must use https/);
  });
});
