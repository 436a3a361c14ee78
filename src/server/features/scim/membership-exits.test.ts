import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { addMember, createStudyGroup, createVerifiedDomainRow } from "../../test/factories";
import { type HttpReceiver, startHttpReceiver } from "../../test/http-receiver";
import { createOrganizationCast, type OrganizationCast } from "../../test/organization-cast";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 41 item 1: one way out of an organisation. Every way a membership ends — removed on the members
 * page, left by the person, deactivated or deprovisioned by the identity provider — goes through
 * `platform/organizations/end-membership.ts`, so a subscriber's HR system hears "member.left" each time
 * and the audit log says why. Before, SCIM's `active: false` deleted the member row with no event.
 */

let t: TestApp;
let cast: OrganizationCast;
let receiver: HttpReceiver;
let scimToken: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startHttpReceiver();
  const suffix = randomBytes(4).toString("hex");
  cast = await createOrganizationCast(
    t,
    { name: `Exits ${suffix}`, slug: `exits-${suffix}` },
    { name: `Elsewhere ${suffix}`, slug: `exits-other-${suffix}` },
  );
  const endpoint = await t.as(cast.owner, {
    method: "POST",
    url: `/api/organizations/${cast.orgId}/webhooks`,
    payload: { url: `${receiver.url}/members`, events: ["member.joined", "member.left"] },
  });
  expect(endpoint.statusCode, endpoint.body).toBe(201);
  const token = await t.as(cast.owner, {
    method: "POST",
    url: `/api/organizations/${cast.orgId}/scim/tokens`,
    payload: { name: "Entra" },
  });
  expect(token.statusCode, token.body).toBe(201);
  scimToken = token.json().token;
  // Provisioning makes accounts only at the organisation's verified domains (issue 43 item 2).
  await createVerifiedDomainRow(db(), { organizationId: cast.orgId, domain: "exits.example.com", now: new Date() });
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

function scim(method: "POST" | "PATCH" | "DELETE", path: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      authorization: `Bearer ${scimToken}`,
      ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

const setActive = (id: string, active: boolean) =>
  scim("PATCH", `/Users/${id}`, {
    schemas: ["urn:ietf:params:scim:api:messages:2.0:PatchOp"],
    Operations: [{ op: "replace", value: { active } }],
  });

/** The organisation's membership events about one person, oldest first, with the reason a leave gave. */
async function membershipEvents(userId: string) {
  const rows = await queryRows<{ type: string; reason: string | null }>(
    db(),
    sql`select type, payload->>'reason' as reason from event_outbox
        where organization_id = ${cast.orgId} and payload->>'userId' = ${userId} order by id`,
  );
  return rows.map((r) => (r.reason ? `${r.type} (${r.reason})` : r.type));
}

async function auditOf(userId: string) {
  const rows = await queryRows<{ action: string; reason: string | null }>(
    db(),
    sql`select action, details->>'reason' as reason from audit_log
        where organization_id = ${cast.orgId} and target_id = ${userId} and action like 'member.%' order by id`,
  );
  return rows.map((r) => (r.reason ? `${r.action} (${r.reason})` : r.action));
}

const memberRow = async (userId: string) =>
  (
    await queryRows<{ role: string }>(
      db(),
      sql`select role from member where organization_id = ${cast.orgId} and user_id = ${userId}`,
    )
  )[0];

describe("every way out of an organisation", () => {
  it("provision → deactivate → reactivate → delete tells subscribers joined, left, joined, left", async () => {
    const email = `exit.${randomBytes(3).toString("hex")}@exits.example.com`;
    const created = await scim("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: email,
      name: { givenName: "Ada", familyName: "Exit" },
      emails: [{ primary: true, value: email, type: "work" }],
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const scimId = created.json().id as string;
    const [{ id: userId }] = await queryRows<{ id: string }>(db(), sql`select id from "user" where email = ${email}`);

    expect((await setActive(scimId, false)).statusCode).toBe(200);
    expect(await memberRow(userId)).toBeUndefined();
    expect((await setActive(scimId, true)).statusCode).toBe(200);
    expect(await memberRow(userId)).toEqual({ role: "member" });
    expect((await scim("DELETE", `/Users/${scimId}`)).statusCode).toBe(204);
    expect(await memberRow(userId)).toBeUndefined();

    expect(await membershipEvents(userId)).toEqual([
      "member.joined",
      "member.left (deactivated)",
      "member.joined",
      "member.left (deprovisioned)",
    ]);
    expect(await auditOf(userId)).toEqual([
      "member.joined",
      "member.left (deactivated)",
      "member.joined",
      "member.left (deprovisioned)",
    ]);
  });

  it("deactivation keeps a person's place in study groups for their return; deprovisioning takes it", async () => {
    const email = `return.${randomBytes(3).toString("hex")}@exits.example.com`;
    const created = await scim("POST", "/Users", {
      schemas: ["urn:ietf:params:scim:schemas:core:2.0:User"],
      userName: email,
      emails: [{ primary: true, value: email, type: "work" }],
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const scimId = created.json().id as string;
    const [{ id: userId }] = await queryRows<{ id: string }>(db(), sql`select id from "user" where email = ${email}`);
    const group = await createStudyGroup(db(), {
      organizationId: cast.orgId,
      createdBy: cast.owner.id,
      name: "Book club",
    });
    await db().execute(sql`insert into study_group_members (group_id, user_id) values (${group.id}, ${userId})`);
    const places = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from study_group_members where group_id = ${group.id} and user_id = ${userId}`,
        )
      )[0].n;

    expect((await setActive(scimId, false)).statusCode).toBe(200);
    expect(await places()).toBe(1);
    expect((await scim("DELETE", `/Users/${scimId}`)).statusCode).toBe(204);
    expect(await places()).toBe(0);
    expect(await membershipEvents(userId)).toEqual(["member.joined", "member.left (deactivated)"]);
  });

  it("a removal and a leave say so, to subscribers and in the audit log", async () => {
    const [removed, leaver] = await Promise.all([t.signUp(), t.signUp()]);
    for (const person of [removed, leaver])
      await addMember(db(), { organizationId: cast.orgId, userId: person.id, role: "member", department: null });

    const removal = await t.as(cast.admin, {
      method: "DELETE",
      url: `/api/organizations/${cast.orgId}/members/${removed.id}`,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const leave = await t.as(leaver, { method: "POST", url: `/api/organizations/${cast.orgId}/leave` });
    expect(leave.statusCode, leave.body).toBe(200);

    expect(await membershipEvents(removed.id)).toEqual(["member.left (removed)"]);
    expect(await membershipEvents(leaver.id)).toEqual(["member.left (left)"]);
    expect(await auditOf(removed.id)).toEqual(["member.removed (removed)"]);
    expect(await auditOf(leaver.id)).toEqual(["member.left (left)"]);
  });

  it("keeps the last owner whichever way out is tried, and writes nothing", async () => {
    const leave = await t.as(cast.owner, { method: "POST", url: `/api/organizations/${cast.orgId}/leave` });
    expect(leave.statusCode).toBe(409);
    expect(await memberRow(cast.owner.id)).toEqual({ role: "owner" });
    expect(await membershipEvents(cast.owner.id)).toEqual([]);
  });
});
