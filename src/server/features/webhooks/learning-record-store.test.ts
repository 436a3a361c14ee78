import { createHash } from "node:crypto";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { queryRows } from "../../db/rows";
import { BACKOFF_SECONDS, deliverEvent } from "../../platform/events/deliver";
import { addMember, createModule, createOrganization } from "../../test/factories";
import { type HttpReceiver, startHttpReceiver } from "../../test/http-receiver";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from "../../test/test-app";
import { xapiStatementSchema } from "../../test/xapi-statement-schema";

/**
 * Issue 23 item 6: an organisation's learning record store receives its people's learning as xAPI
 * 1.0.3 statements from the event outbox. The LRS is a stub on loopback; every statement it receives is
 * checked against the xAPI statement schema. An LRS that is down never slows the learner's request.
 */

let t: TestApp;
let owner: TestUser;
let learner: TestUser;
let member: TestUser;
let orgId: string;
let lrs: HttpReceiver;
let free: ModuleSummary;
const statements: Record<string, unknown>[] = [];
let lrsDown = false;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
ajv.addFormat("iri", (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value));
const validStatement = ajv.compile(xapiStatementSchema);

const db = () => t.database.db;
const config = () => t.app.services.config;
const lrsPath = () => `/api/organizations/${orgId}/learning-record-store`;

beforeAll(async () => {
  t = await createTestApp();
  lrs = await startHttpReceiver((request) => {
    if (lrsDown) return { status: 503 };
    if (!request.path.startsWith("/xapi/statements")) return { status: 404 };
    const statement = JSON.parse(request.body);
    statements.push(statement);
    return { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify([statement.id]) };
  });
  [owner, learner, member] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  const org = await createOrganization(db(), { name: "Recorded Ltd", slug: `recorded-${Date.now()}` });
  orgId = org.id;
  await addMember(db(), { organizationId: orgId, userId: owner.id, role: "owner", department: null });
  await addMember(db(), { organizationId: orgId, userId: learner.id, role: "member", department: null });
  await addMember(db(), { organizationId: orgId, userId: member.id, role: "member", department: null });
  // Completed through the progress route: a module without a knowledge check, which the test makes.
  const own = await createModule(db(), { content: "## Introduction\n\nA module completed by its content." });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  free = catalogue.find((m) => m.id === own.id && !m.hasKnowledgeCheck) as ModuleSummary;
});

afterAll(async () => {
  await lrs?.close();
  await t?.close();
});

const configure = (agentFormat: "account" | "mbox_sha1sum", secret?: string) =>
  t.as(owner, {
    method: "PUT",
    url: lrsPath(),
    payload: { endpoint: `${lrs.url}/xapi`, key: "lrs-key", ...(secret ? { secret } : {}), agentFormat },
  });

const progress = (user: TestUser, percentage: number, isCompleted = false) =>
  t.as(user, {
    method: "POST",
    url: "/api/user/progress",
    payload: { moduleId: free.id, isCompleted, progressPercentage: percentage, timeSpent: 30 },
  });

async function pendingXapi(): Promise<{ id: number; type: string }[]> {
  return queryRows(
    db(),
    sql`select d.id::int as id, e.type from event_deliveries d join event_outbox e on e.id = d.event_id
        where d.destination = 'xapi' and d.status = 'pending' order by d.id`,
  );
}

async function deliverAll(now = new Date()) {
  const results: string[] = [];
  for (const { id } of await pendingXapi()) results.push(await deliverEvent(db(), config(), id, { now }));
  return results;
}

describe("the learning record store settings", () => {
  it("is set by an owner, answered without its secret, refused to a member", async () => {
    expect((await t.as(owner, { method: "GET", url: lrsPath() })).json()).toMatchObject({ configured: false });
    const missingSecret = await configure("account");
    expect(missingSecret.statusCode).toBe(400);
    const set = await configure("account", "lrs-secret-value");
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      configured: true,
      endpoint: `${lrs.url}/xapi`,
      key: "lrs-key",
      agentFormat: "account",
    });
    const read = await t.as(owner, { method: "GET", url: lrsPath() });
    expect(read.body).not.toContain("lrs-secret-value");
    expect((await t.as(member, { method: "GET", url: lrsPath() })).statusCode).toBe(403);
    expect((await t.as(member, { method: "DELETE", url: lrsPath() })).statusCode).toBe(403);
    const bad = await t.as(owner, {
      method: "PUT",
      url: lrsPath(),
      payload: { endpoint: "not a url", key: "k", secret: "s", agentFormat: "openid" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("statements", () => {
  it("sends launched, progressed and completed as valid xAPI 1.0.3 statements with an account agent", async () => {
    expect((await configure("account")).statusCode).toBe(200); // keeps the stored secret
    expect((await progress(learner, 10)).statusCode).toBe(200);
    expect((await progress(learner, 50)).statusCode).toBe(200);
    expect((await progress(learner, 100, true)).statusCode).toBe(200);
    expect((await pendingXapi()).map((d) => d.type)).toEqual([
      "module.launched",
      "module.progressed",
      "module.completed",
    ]);
    expect(await deliverAll()).toEqual(["delivered", "delivered", "delivered"]);

    expect(statements).toHaveLength(3);
    for (const statement of statements)
      expect(validStatement(statement), JSON.stringify(validStatement.errors)).toBe(true);
    expect(statements.map((s) => (s.verb as { id: string }).id)).toEqual([
      "http://adlnet.gov/expapi/verbs/launched",
      "http://adlnet.gov/expapi/verbs/progressed",
      "http://adlnet.gov/expapi/verbs/completed",
    ]);
    expect(statements[0].actor).toMatchObject({
      objectType: "Agent",
      account: { homePage: TEST_ORIGIN, name: learner.id },
    });
    expect(statements[1].result).toEqual({
      extensions: { "https://w3id.org/xapi/cmi5/result/extensions/progress": 50 },
    });
    expect(statements[2]).toMatchObject({
      object: { id: `${TEST_ORIGIN}/module/${free.id}`, definition: { name: { "en-GB": free.title } } },
      result: { completion: true },
    });
    const request = lrs.requests.at(-1);
    expect(request?.headers["x-experience-api-version"]).toBe("1.0.3");
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("lrs-key:lrs-secret-value").toString("base64")}`);
  });

  it("names the person by mbox_sha1sum when the organisation chooses it", async () => {
    expect((await configure("mbox_sha1sum")).statusCode).toBe(200);
    statements.length = 0;
    expect((await progress(member, 20)).statusCode).toBe(200);
    expect(await deliverAll()).toEqual(["delivered"]);
    expect(validStatement(statements[0]), JSON.stringify(validStatement.errors)).toBe(true);
    expect(statements[0].actor).toEqual({
      objectType: "Agent",
      name: expect.any(String),
      mbox_sha1sum: createHash("sha1").update(`mailto:${member.email}`).digest("hex"),
    });
  });

  it("an LRS that is down delays statements, never the learner's request", async () => {
    lrsDown = true;
    statements.length = 0;
    try {
      const started = performance.now();
      const res = await progress(member, 40);
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
      const [pending] = await pendingXapi();
      const now = new Date();
      expect(await deliverEvent(db(), config(), pending.id, { now })).toBe("retrying");
      const status = (await t.as(owner, { method: "GET", url: lrsPath() })).json();
      expect(status).toMatchObject({ pendingStatements: 1 });
      expect(status.lastError).toMatch(/HTTP 503/);
      // Back up: the retry, when due, delivers the same statement.
      lrsDown = false;
      expect(
        await deliverEvent(db(), config(), pending.id, { now: new Date(now.getTime() + BACKOFF_SECONDS[0] * 1000) }),
      ).toBe("delivered");
      expect(statements).toHaveLength(1);
      expect(validStatement(statements[0])).toBe(true);
    } finally {
      lrsDown = false;
    }
  });

  it("stops sending once the store is removed", async () => {
    expect((await t.as(owner, { method: "DELETE", url: lrsPath() })).json()).toEqual({ ok: true });
    expect((await progress(member, 60)).statusCode).toBe(200);
    expect(await pendingXapi()).toEqual([]);
    expect((await t.as(owner, { method: "GET", url: lrsPath() })).json()).toMatchObject({ configured: false });
  });
});
