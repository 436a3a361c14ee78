import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import {
  addMember,
  catalogueModuleIds,
  createEmployerWithTeam,
  createLearner,
  createOrganizationPlan,
  seededRandom,
} from "../../test/factories";
import { fillLargeOrganization } from "../../test/large-seed";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 23 items 3 and 4: organisation API keys (who may create them, shown once and stored hashed,
 * scopes, revocation, expiry, rate limit, audit) and the public API v1 they open (organisation
 * scoping, cursor pagination with updatedSince, ETags, every refusal as JSON).
 */

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Org {
  id: string;
  owner: TestUser;
  memberIds: string[];
}

/** An organisation with a team, its owner signed in, and (unless `plan: null`) the Organisation plan. */
async function organisation(plan: "organisation" | "team_leader" | null = "organisation", members = 3): Promise<Org> {
  const suffix = randomBytes(4).toString("hex");
  const team = await createEmployerWithTeam(db(), {
    employer: { email: `owner-${suffix}@api.example.com`, firstName: "Olive", lastName: "Owner" },
    organization: { name: `API ${suffix}`, slug: `api-${suffix}` },
    members,
    memberEmailDomain: `api-${suffix}.example.com`,
    random: seededRandom(7),
    now: new Date(),
  });
  if (plan)
    await createOrganizationPlan(db(), {
      organizationId: team.organization.id,
      planId: plan,
      billingCycle: "yearly",
      seats: null,
      invoiceRef: `API-${suffix}`,
      now: new Date(),
    });
  return {
    id: team.organization.id,
    owner: await signedInSession(t, team.employer),
    memberIds: team.members.map((m) => m.id),
  };
}

async function createKey(org: Org, body: Record<string, unknown> = {}, as: TestUser = org.owner) {
  return t.as(as, {
    method: "POST",
    url: `/api/organizations/${org.id}/api-keys`,
    payload: { name: "HR sync", scope: "read", ...body },
  });
}

async function keyOf(org: Org, scope: "read" | "write" = "read"): Promise<{ id: string; key: string }> {
  const res = await createKey(org, { scope });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function v1(
  key: string | null,
  method: "GET" | "POST" | "DELETE",
  path: string,
  options: { payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${path}`,
    payload: options.payload as never,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...options.headers },
  });
}

describe("API keys", () => {
  it("are created by owners and admins on a plan with API access, shown once and stored hashed", async () => {
    const org = await organisation();
    const res = await createKey(org, { scope: "write", expiresInDays: 90 });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.key).toMatch(/^pvt_[A-Za-z]{64}$/);
    expect(created.scope).toBe("write");
    expect(created.start).toBe(created.key.slice(0, 10));
    expect(new Date(created.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    // The list never holds the key; the database holds only its hash.
    const list = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/api-keys` });
    expect(list.statusCode).toBe(200);
    expect(list.json().apiAccess).toBe(true);
    expect(list.json().baseUrl).toMatch(/\/api\/v1$/);
    expect(list.json().keys).toEqual([expect.objectContaining({ id: created.id, name: "HR sync", scope: "write" })]);
    expect(list.body).not.toContain(created.key);
    const dump = await queryRows<{ row: string }>(
      db(),
      sql`select row_to_json(k)::text as row from apikey k where reference_id = ${org.id}`,
    );
    expect(dump).toHaveLength(1);
    expect(dump[0].row).not.toContain(created.key);
    expect(dump[0].row).not.toContain(created.key.slice(12));

    // An admin may create one too.
    const adminRow = await createLearner(db(), {
      email: `admin-${randomBytes(3).toString("hex")}@api.example.com`,
      firstName: "Ad",
      lastName: "Min",
    });
    await addMember(db(), { organizationId: org.id, userId: adminRow.id, role: "admin", department: null });
    expect((await createKey(org, {}, await signedInSession(t, adminRow))).statusCode).toBe(201);
  });

  it("are refused without API access on the plan, and to managers, members and other organisations", async () => {
    const noPlan = await organisation(null);
    const refused = await createKey(noPlan);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/plan does not include API access/);
    const teamPlan = await organisation("team_leader");
    expect((await createKey(teamPlan)).statusCode).toBe(403);
    const list = await t.as(teamPlan.owner, { method: "GET", url: `/api/organizations/${teamPlan.id}/api-keys` });
    expect(list.json()).toMatchObject({ apiAccess: false, keys: [] });

    const org = await organisation();
    const member = await signedInSession(t, { id: org.memberIds[0], email: "member@example.com" });
    expect((await createKey(org, {}, member)).statusCode).toBe(403);
    const other = await organisation();
    expect((await createKey(org, {}, other.owner)).statusCode).toBe(403);
    expect(
      (
        await t.as(null, {
          method: "POST",
          url: `/api/organizations/${org.id}/api-keys`,
          payload: { name: "x", scope: "read" },
        })
      ).statusCode,
    ).toBe(401);
    const [{ count }] = await queryRows<{ count: number }>(
      db(),
      sql`select count(*)::int as count from apikey where reference_id in (${noPlan.id}, ${teamPlan.id}, ${org.id})`,
    );
    expect(count).toBe(0);
  });

  it("refuses bad input as field issues", async () => {
    const org = await organisation();
    const res = await createKey(org, { name: "", scope: "admin", expiresInDays: 0 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(["expiresInDays", "name", "scope"]);
  });

  it("scopes: a read key writing is 403; a write key may write", async () => {
    const org = await organisation();
    const read = await keyOf(org, "read");
    const write = await keyOf(org, "write");
    const [pathway] = await queryRows<{ id: number }>(db(), sql`select id from pathways order by id limit 1`);
    const body = { personId: org.memberIds[0], pathwayId: pathway.id, dueDate: "2099-01-31" };
    const refused = await v1(read.key, "POST", "/assignments", { payload: body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/read-only/);
    const created = await v1(write.key, "POST", "/assignments", { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: `${org.memberIds[0]}:${pathway.id}`, dueDate: "2099-01-31" });
    const listed = await v1(read.key, "GET", "/assignments");
    expect(listed.json().items).toEqual([created.json()]);
    expect((await v1(read.key, "DELETE", `/assignments/${created.json().id}`)).statusCode).toBe(403);
    expect((await v1(write.key, "DELETE", `/assignments/${created.json().id}`)).statusCode).toBe(200);
    expect((await v1(write.key, "DELETE", `/assignments/${created.json().id}`)).statusCode).toBe(404);
  });

  it("a revoked key is refused at once; an expired key too", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    expect((await v1(key.key, "GET", "/members")).statusCode).toBe(200);
    const revoked = await t.as(org.owner, { method: "DELETE", url: `/api/organizations/${org.id}/api-keys/${key.id}` });
    expect(revoked.statusCode).toBe(200);
    const after = await v1(key.key, "GET", "/members");
    expect(after.statusCode).toBe(401);
    expect(after.headers["content-type"]).toMatch(/^application\/json/);
    expect(after.json().message).toMatch(/not valid/);

    const expiring = await keyOf(org);
    expect((await v1(expiring.key, "GET", "/departments")).statusCode).toBe(200);
    await db().execute(sql`update apikey set expires_at = now() - interval '1 second' where id = ${expiring.id}`);
    expect((await v1(expiring.key, "GET", "/departments")).statusCode).toBe(401);

    // Another organisation's key id cannot be revoked from here.
    const other = await organisation();
    const foreign = await keyOf(other);
    expect(
      (await t.as(org.owner, { method: "DELETE", url: `/api/organizations/${org.id}/api-keys/${foreign.id}` }))
        .statusCode,
    ).toBe(404);
    expect((await v1(foreign.key, "GET", "/members")).statusCode).toBe(200);
  });

  it("without a key, with a malformed or unknown one, or with a cookie only: 401 JSON", async () => {
    const org = await organisation();
    const cases: Record<string, string>[] = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic dXNlcjpwYXNz" },
      { authorization: "Bearer pvt_unknownunknownunknownunknown" },
      { authorization: "Bearer ../../etc/passwd" },
      { cookie: org.owner.cookie },
    ];
    for (const headers of cases) {
      const res = await v1(null, "GET", "/members", { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("refuses a key that has expired or been disabled: 401", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    expect((await v1(key.key, "GET", "/modules")).statusCode).toBe(200);
    await db().execute(sql`update apikey set expires_at = now() - interval '1 minute' where id = ${key.id}`);
    expect((await v1(key.key, "GET", "/modules")).statusCode).toBe(401);
    await db().execute(sql`update apikey set expires_at = null, enabled = false where id = ${key.id}`);
    expect((await v1(key.key, "GET", "/modules")).statusCode).toBe(401);
  });

  it("is rate limited per key: 429 with Retry-After", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    await db().execute(sql`update apikey set rate_limit_max = 2, rate_limit_time_window = 60000 where id = ${key.id}`);
    expect((await v1(key.key, "GET", "/modules")).statusCode).toBe(200);
    expect((await v1(key.key, "GET", "/modules")).statusCode).toBe(200);
    const limited = await v1(key.key, "GET", "/modules");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json().message).toMatch(/too many requests/);
    // Another key of the same organisation has its own allowance.
    expect((await v1((await keyOf(org)).key, "GET", "/modules")).statusCode).toBe(200);
  });

  it("writes its creation, one entry per hour of use with its count per route, and its revocation to the audit log", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    await v1(key.key, "GET", "/members?limit=2");
    await v1(key.key, "GET", "/members?limit=3");
    await v1(key.key, "GET", "/departments");
    await t.as(org.owner, { method: "DELETE", url: `/api/organizations/${org.id}/api-keys/${key.id}` });
    const entries = async () =>
      queryRows<{ action: string; actor_id: string | null; details: Record<string, unknown> }>(
        db(),
        sql`select action, actor_id, details from audit_log where organization_id = ${org.id} and target_id = ${key.id} order by id`,
      );
    // Nothing is written per request: the use reaches the audit log once its hour is over.
    await t.app.services.apiKeyUsage.flush();
    expect((await entries()).map((e) => e.action)).toEqual(["api_key.created", "api_key.revoked"]);
    const hourStarting = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString().replace(".000", "");
    expect(
      await t.app.services.apiKeyUsage.auditFinishedHours(new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    const after = await entries();
    expect(after.map((e) => e.action)).toEqual(["api_key.created", "api_key.revoked", "api_key.used"]);
    expect(after[2].actor_id).toBeNull();
    expect(after[2].details).toEqual({
      hourStarting,
      requests: 3,
      routes: { "GET /api/v1/departments": 1, "GET /api/v1/members": 2 },
    });
    // Audited once: a second pass (another process's, say) adds nothing for that hour.
    await t.app.services.apiKeyUsage.auditFinishedHours(new Date(Date.now() + 2 * 3_600_000));
    expect((await entries()).filter((e) => e.action === "api_key.used")).toHaveLength(1);
    expect(after[0].actor_id).toBeTruthy();
  });

  it("shows when a key was last used", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    const before = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/api-keys` });
    expect(before.json().keys[0].lastUsedAt).toBeNull();
    await v1(key.key, "GET", "/modules");
    await v1(key.key, "GET", "/modules");
    // The requests wrote nothing to the key's row: its last use is set by the next flush.
    const [row] = await queryRows<{ last_request: Date | null; updated_at: Date; created_at: Date }>(
      db(),
      sql`select last_request, updated_at, created_at from apikey where id = ${key.id}`,
    );
    expect(row.last_request).toBeNull();
    expect(new Date(row.updated_at).getTime()).toBe(new Date(row.created_at).getTime());
    await t.app.services.apiKeyUsage.flush();
    const after = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/api-keys` });
    expect(Date.parse(after.json().keys[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("public API v1", () => {
  it("answers the key's organisation only: another organisation's person or assignment is 404", async () => {
    const a = await organisation();
    const b = await organisation();
    const keyA = await keyOf(a, "write");
    const members = await v1(keyA.key, "GET", "/members");
    expect(members.statusCode).toBe(200);
    const ids = members.json().items.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining(a.memberIds));
    expect(ids.some((id: string) => b.memberIds.includes(id))).toBe(false);
    expect((await v1(keyA.key, "GET", `/members/${a.memberIds[0]}`)).statusCode).toBe(200);
    expect((await v1(keyA.key, "GET", `/members/${b.memberIds[0]}`)).statusCode).toBe(404);

    const [pathway] = await queryRows<{ id: number }>(db(), sql`select id from pathways order by id limit 1`);
    const keyB = await keyOf(b, "write");
    const ofB = await v1(keyB.key, "POST", "/assignments", {
      payload: { personId: b.memberIds[0], pathwayId: pathway.id },
    });
    expect(ofB.statusCode, ofB.body).toBe(201);
    expect((await v1(keyA.key, "DELETE", `/assignments/${ofB.json().id}`)).statusCode).toBe(404);
    expect(
      (await v1(keyA.key, "POST", "/assignments", { payload: { personId: b.memberIds[0], pathwayId: pathway.id } }))
        .statusCode,
    ).toBe(404);
    expect((await v1(keyB.key, "GET", "/assignments")).json().items).toHaveLength(1);

    // Progress, completions, certificates: A's people only.
    const progress = await v1(keyA.key, "GET", "/progress?limit=1000");
    expect(progress.json().items.length).toBeGreaterThan(0);
    expect(progress.json().items.every((p: { personId: string }) => a.memberIds.includes(p.personId))).toBe(true);
    for (const path of [
      "/completions",
      "/knowledge-check-results",
      "/certificates",
      "/enrolments",
      "/departments",
      "/modules",
    ]) {
      const res = await v1(keyA.key, "GET", path);
      expect(res.statusCode, path).toBe(200);
      const people = res
        .json()
        .items.map((i: { personId?: string }) => i.personId)
        .filter(Boolean);
      expect(
        people.every((p: string) => a.memberIds.includes(p)),
        path,
      ).toBe(true);
    }
  });

  it("pages progress with updatedSince and the cursor, every row exactly once", async () => {
    const org = await organisation("organisation", 6);
    const key = await keyOf(org);
    const moduleIds = await catalogueModuleIds(db());
    // Many rows at the same instant (microseconds apart or equal) test the (updated_at, id) order.
    await db().execute(sql`
      update user_progress set updated_at = '2026-03-01T10:00:00.123456Z'
      where user_id in (select user_id from member where organization_id = ${org.id})
        and module_id = any(${`{${moduleIds.slice(0, 3).join(",")}}`}::int[])
    `);
    const all = await queryRows<{ id: number; updated_at: string }>(
      db(),
      sql`select id, updated_at::text from user_progress where user_id in (select user_id from member where organization_id = ${org.id})`,
    );
    expect(all.length).toBeGreaterThan(6);

    const walk = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await v1(key.key, "GET", `/progress?limit=3${query}${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        seen.push(...body.items.map((i: { personId: string; moduleId: number }) => `${i.personId}/${i.moduleId}`));
        const times = body.items.map((i: { updatedAt: string }) => i.updatedAt);
        expect([...times].sort()).toEqual(times);
        cursor = body.nextCursor;
        pages++;
      } while (cursor && pages < 500);
      return seen;
    };
    const everything = await walk("");
    expect(everything).toHaveLength(all.length);
    expect(new Set(everything).size).toBe(all.length);

    const since = "2026-03-01T10:00:00.123Z";
    const expected = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from user_progress where updated_at >= ${since}::timestamptz and user_id in (select user_id from member where organization_id = ${org.id})`,
    );
    const recent = await walk(`&updatedSince=${encodeURIComponent(since)}`);
    expect(recent).toHaveLength(expected[0].n);
    expect(new Set(recent).size).toBe(recent.length);

    expect((await v1(key.key, "GET", "/progress?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
    expect((await v1(key.key, "GET", "/progress?limit=1001")).statusCode).toBe(400);
    expect((await v1(key.key, "GET", "/progress?updatedSince=yesterday")).statusCode).toBe(400);
  });

  it("answers with an ETag, and 304 when the client has it", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    const first = await v1(key.key, "GET", "/members");
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    const again = await v1(key.key, "GET", "/members", { headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("compresses a large page for a client that accepts it, and still answers 304 to its ETag (issue 44 item 3)", async () => {
    const org = await organisation();
    await fillLargeOrganization(db(), {
      organizationId: org.id,
      name: "API large",
      members: 300,
      progressPerMember: 0,
      activityDaysPerMember: 0,
    });
    const key = await keyOf(org);
    const page = "/members?limit=300";
    const plain = await v1(key.key, "GET", page);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(32 * 1024);
    const packed = await v1(key.key, "GET", page, { headers: { "accept-encoding": "gzip" } });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(packed.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString("utf8"))).toEqual(plain.json());
    const etag = packed.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await v1(key.key, "GET", page, {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("lists certificates with their verification address", async () => {
    const org = await organisation();
    const key = await keyOf(org);
    const [certificate] = await queryRows<{ id: number }>(db(), sql`select id from certificates order by id limit 1`);
    await db().execute(sql`
      insert into user_certificates (user_id, certificate_id, earned_at, issued_at, verification_code, credential)
      values (${org.memberIds[0]}, ${certificate.id}, now(), now(), ${`code-${randomBytes(6).toString("hex")}`}, '{}'::jsonb)
    `);
    const res = await v1(key.key, "GET", "/certificates");
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        personId: org.memberIds[0],
        verificationUrl: expect.stringMatching(/\/verify\/code-[0-9a-f]+$/),
      }),
    ]);
  });
});
