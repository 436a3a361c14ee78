import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Department, Member, MemberList } from "../../../contracts/organizations";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { rowsOf } from "../../db/rows";
import { pathwayAssignments, userProgress } from "../../db/schema";
import {
  addMember,
  createLearner,
  createOrganization,
  createOrganizationPlan,
  createPathway,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Person {
  id: string;
  email: string;
  name: string;
}

/** A person with a name (and a session when `signedIn`). */
async function person(firstName: string, lastName: string, email?: string): Promise<Person & { user: TestUser }> {
  const created = await createLearner(db(), {
    email: email ?? `${firstName}.${lastName}.${randomBytes(3).toString("hex")}@members.example.com`,
    firstName,
    lastName,
  });
  return { id: created.id, email: created.email, name: created.name, user: await signedInSession(t, created) };
}

/** An organisation with its owner and the people given, each with a role and optionally a department. */
async function organisation(
  people: { p: Person; role: OrganizationRole; department?: string | null; managerId?: string | null }[] = [],
) {
  const suffix = randomBytes(4).toString("hex");
  const org = await createOrganization(db(), { name: `Members ${suffix}`, slug: `members-${suffix}` });
  const owner = await person("Olive", "Owner");
  await addMember(db(), { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  for (const x of people)
    await addMember(db(), {
      organizationId: org.id,
      userId: x.p.id,
      role: x.role,
      department: x.department ?? null,
      managerId: x.managerId ?? null,
    });
  return { id: org.id, slug: org.slug, owner };
}

const list = (u: TestUser, orgId: string, query = "") =>
  t.as(u, { method: "GET", url: `/api/organizations/${orgId}/members${query}` });
const patch = (u: TestUser, orgId: string, userId: string, payload: object) =>
  t.as(u, { method: "PATCH", url: `/api/organizations/${orgId}/members/${userId}`, payload });
const remove = (u: TestUser, orgId: string, userId: string) =>
  t.as(u, { method: "DELETE", url: `/api/organizations/${orgId}/members/${userId}` });
const leave = (u: TestUser, orgId: string) => t.as(u, { method: "POST", url: `/api/organizations/${orgId}/leave` });

async function auditActions(orgId: string) {
  return rowsOf<{ action: string; target_id: string | null; details: Record<string, unknown> }>(
    await db().execute(
      sql`select action, target_id, details from audit_log where organization_id = ${orgId} order by id`,
    ),
  );
}

async function membership(orgId: string, userId: string) {
  const [row] = rowsOf<{ role: string; department: string | null; manager_id: string | null }>(
    await db().execute(
      sql`select role, department, manager_id from member where organization_id = ${orgId} and user_id = ${userId}`,
    ),
  );
  return row ?? null;
}

describe("GET /api/organizations/:id/members", () => {
  it("pages everyone in name order for the owner, with the issue's keys, until nextCursor is null", async () => {
    const people = await Promise.all([
      person("Zoe", "Adams"),
      person("amy", "Baker"),
      person("Ben", "baker"),
      person("Cleo", "Young"),
    ]);
    const org = await organisation(people.map((p) => ({ p, role: "member" as const, department: "Finance" })));
    const seen: Member[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(org.owner.user, org.id, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as MemberList;
      seen.push(...body.items);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((m) => `${m.firstName} ${m.lastName}`)).toEqual([
      "Zoe Adams",
      "amy Baker",
      "Ben baker",
      "Olive Owner",
      "Cleo Young",
    ]);
    expect(Object.keys(seen[0]).sort()).toEqual(
      ["department", "email", "firstName", "joinedAt", "lastName", "managerId", "managerName", "role", "userId"].sort(),
    );
    expect(seen[0]).toMatchObject({ role: "member", department: "Finance", managerId: null });
  });

  it("searches names and e-mails ignoring case, takes LIKE wildcards literally, and filters", async () => {
    const percent = await person("Per%cy", "Wild");
    const sam = await person("Sam", "Stone", `sam.stone.${randomBytes(2).toString("hex")}@quarry.example.com`);
    const ria = await person("Ria", "Reed");
    const org = await organisation([
      { p: percent, role: "member", department: "Finance" },
      { p: sam, role: "manager", department: "Operations" },
      { p: ria, role: "member", department: "Operations" },
    ]);
    const names = async (query: string) => {
      const res = await list(org.owner.user, org.id, query);
      expect(res.statusCode).toBe(200);
      return (res.json() as MemberList).items.map((m) => m.firstName);
    };
    expect(await names("?q=QUARRY")).toEqual(["Sam"]);
    expect(await names("?q=sam%20st")).toEqual(["Sam"]);
    expect(await names("?q=%25")).toEqual(["Per%cy"]);
    expect(await names("?q=_")).toEqual([]);
    expect(await names("?department=Operations")).toEqual(["Ria", "Sam"]);
    expect(await names("?department=Operations&role=manager")).toEqual(["Sam"]);
    expect(await names("?role=owner")).toEqual(["Olive"]);
  });

  it("shows a manager their direct and indirect reports only, and refuses members and other organisations", async () => {
    const [lead, direct, indirect, other] = await Promise.all([
      person("Lee", "Lead"),
      person("Dee", "Direct"),
      person("Ian", "Indirect"),
      person("Oli", "Other"),
    ]);
    const org = await organisation([{ p: lead, role: "manager" }]);
    await addMember(db(), {
      organizationId: org.id,
      userId: direct.id,
      role: "manager",
      department: null,
      managerId: lead.id,
    });
    await addMember(db(), {
      organizationId: org.id,
      userId: indirect.id,
      role: "member",
      department: null,
      managerId: direct.id,
    });
    await addMember(db(), { organizationId: org.id, userId: other.id, role: "member", department: null });
    const res = await list(lead.user, org.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as MemberList).items.map((m) => m.firstName)).toEqual(["Dee", "Ian"]);
    expect((res.json() as MemberList).items[1]).toMatchObject({ managerId: direct.id, managerName: "Dee Direct" });

    expect((await list(other.user, org.id)).statusCode).toBe(403);
    const elsewhere = await organisation();
    expect((await list(elsewhere.owner.user, org.id)).statusCode).toBe(403);
    expect((await list(org.owner.user, org.id, "?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await list(org.owner.user, org.id, "?role=boss")).statusCode).toBe(400);
  });
});

describe("PATCH /api/organizations/:id/members/:userId", () => {
  it("changes a role with an audit entry of before and after; owner only through a transfer", async () => {
    const m = await person("Rory", "Role");
    const org = await organisation([{ p: m, role: "member" }]);
    const res = await patch(org.owner.user, org.id, m.id, { role: "admin" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: m.id, role: "admin" });
    expect((await auditActions(org.id)).at(-1)).toMatchObject({
      action: "member.role_changed",
      target_id: m.id,
      details: { before: { role: "member" }, after: { role: "admin" } },
    });
    const owner = await patch(org.owner.user, org.id, m.id, { role: "owner" });
    expect(owner.statusCode).toBe(400);
    expect(owner.json().message).toMatch(/transfer/i);
    expect((await membership(org.id, m.id))?.role).toBe("admin");
  });

  it("lets an admin make managers and members only, and not touch an owner's or admin's role", async () => {
    const [admin, other, plain] = await Promise.all([
      person("Ada", "Admin"),
      person("Abe", "Admin"),
      person("Pat", "Plain"),
    ]);
    const org = await organisation([
      { p: admin, role: "admin" },
      { p: other, role: "admin" },
      { p: plain, role: "member" },
    ]);
    expect((await patch(admin.user, org.id, plain.id, { role: "manager" })).statusCode).toBe(200);
    expect((await patch(admin.user, org.id, plain.id, { role: "admin" })).statusCode).toBe(403);
    expect((await patch(admin.user, org.id, other.id, { role: "member" })).statusCode).toBe(403);
    expect((await patch(admin.user, org.id, org.owner.id, { role: "member" })).statusCode).toBe(403);
    expect((await membership(org.id, plain.id))?.role).toBe("manager");
    expect((await membership(org.id, other.id))?.role).toBe("admin");
    // A plain member may not change anyone.
    expect((await patch(plain.user, org.id, admin.id, { department: null })).statusCode).toBe(403);
  });

  it("never demotes the last owner; with a second owner, one may step down", async () => {
    const second = await person("Sid", "Second");
    const org = await organisation([{ p: second, role: "admin" }]);
    const refused = await patch(org.owner.user, org.id, org.owner.id, { role: "admin" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/last owner/);
    expect((await membership(org.id, org.owner.id))?.role).toBe("owner");
    await db().execute(
      sql`update member set role = 'owner' where organization_id = ${org.id} and user_id = ${second.id}`,
    );
    expect((await patch(org.owner.user, org.id, org.owner.id, { role: "admin" })).statusCode).toBe(200);
    expect((await membership(org.id, org.owner.id))?.role).toBe("admin");
  });

  it("takes a department of this organisation only, never creating one; null clears it", async () => {
    const m = await person("Dot", "Dept");
    const org = await organisation([{ p: m, role: "member", department: "Finance" }]);
    const elsewhere = await organisation([{ p: await person("Xi", "Else"), role: "member", department: "Skunkworks" }]);
    const before = (await auditActions(org.id)).length;
    const refused = await patch(org.owner.user, org.id, m.id, { department: "Skunkworks" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('"Skunkworks"');
    expect((await membership(org.id, m.id))?.department).toBe("Finance");
    expect(
      rowsOf(
        await db().execute(sql`select 1 from departments where organization_id = ${org.id} and name = 'Skunkworks'`),
      ),
    ).toHaveLength(0);
    expect(await auditActions(org.id)).toHaveLength(before);
    expect(elsewhere.id).not.toBe(org.id);

    const cleared = await patch(org.owner.user, org.id, m.id, { department: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().department).toBeNull();
    expect((await auditActions(org.id)).at(-1)).toMatchObject({
      action: "member.updated",
      details: { before: { department: "Finance" }, after: { department: null } },
    });
    expect((await patch(org.owner.user, org.id, m.id, {})).statusCode).toBe(400);
  });

  it("sets a line manager of this organisation, never the person themself, never closing a loop", async () => {
    const [a, b, c] = await Promise.all([person("Ann", "Alpha"), person("Bob", "Beta"), person("Cat", "Gamma")]);
    const org = await organisation([
      { p: a, role: "manager" },
      { p: b, role: "manager" },
      { p: c, role: "member" },
    ]);
    const outsider = await organisation([{ p: await person("Out", "Sider"), role: "member" }]);
    const [outsiderMember] = rowsOf<{ user_id: string }>(
      await db().execute(sql`select user_id from member where organization_id = ${outsider.id} and role = 'member'`),
    );

    expect((await patch(org.owner.user, org.id, b.id, { managerId: a.id })).statusCode).toBe(200);
    expect((await patch(org.owner.user, org.id, c.id, { managerId: b.id })).statusCode).toBe(200);
    expect((await auditActions(org.id)).at(-1)).toMatchObject({
      action: "member.updated",
      details: { before: { managerId: null }, after: { managerId: b.id } },
    });
    const direct = await patch(org.owner.user, org.id, a.id, { managerId: b.id });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toMatch(/would make a reporting loop/);
    const indirect = await patch(org.owner.user, org.id, a.id, { managerId: c.id });
    expect(indirect.statusCode).toBe(400);
    expect(indirect.json().message).toBe("Making Cat Gamma the line manager of Ann Alpha would make a reporting loop");
    expect((await patch(org.owner.user, org.id, a.id, { managerId: a.id })).statusCode).toBe(400);
    expect((await patch(org.owner.user, org.id, a.id, { managerId: outsiderMember.user_id })).statusCode).toBe(400);
    expect((await membership(org.id, a.id))?.manager_id).toBeNull();
  });

  it("never reaches another organisation's member: not through B's id, not through A's", async () => {
    const m = await person("Mia", "Victim");
    const a = await organisation([{ p: m, role: "member", department: "Finance" }]);
    const adminB = await person("Bea", "Admin");
    const b = await organisation([{ p: adminB, role: "admin" }]);
    expect((await patch(adminB.user, b.id, m.id, { role: "manager" })).statusCode).toBe(404);
    expect((await patch(adminB.user, a.id, m.id, { role: "manager" })).statusCode).toBe(403);
    expect((await remove(adminB.user, b.id, m.id)).statusCode).toBe(404);
    expect((await remove(adminB.user, a.id, m.id)).statusCode).toBe(403);
    expect(await membership(a.id, m.id)).toEqual({ role: "member", department: "Finance", manager_id: null });
    expect((await auditActions(b.id)).filter((e) => e.target_id === m.id)).toEqual([]);
  });
});

describe("DELETE /api/organizations/:id/members/:userId and POST …/leave", () => {
  it("removes a member: their reports lose the line, their unfinished assignments go, their history stays", async () => {
    const [lead, report] = await Promise.all([person("Lou", "Lead"), person("Rae", "Report")]);
    const org = await organisation([{ p: lead, role: "manager" }]);
    await addMember(db(), {
      organizationId: org.id,
      userId: report.id,
      role: "member",
      department: null,
      managerId: lead.id,
    });
    const modules = rowsOf<{ id: number }>(
      await db().execute(sql`select id from modules where is_active order by id limit 2`),
    );
    const done = await createPathway(db(), { title: "A members test pathway", moduleIds: [modules[0].id] });
    const pending = await createPathway(db(), {
      title: "A members test pathway",
      moduleIds: [modules[0].id, modules[1].id],
    });
    await db().insert(userProgress).values({
      userId: lead.id,
      moduleId: modules[0].id,
      isCompleted: true,
      progressPercentage: 100,
      timeSpent: 600,
      completedAt: new Date(),
    });
    await db()
      .insert(pathwayAssignments)
      .values([
        { userId: lead.id, pathwayId: done, organizationId: org.id },
        { userId: lead.id, pathwayId: pending, organizationId: org.id },
      ]);

    const res = await remove(org.owner.user, org.id, lead.id);
    expect(res.statusCode).toBe(200);
    expect(await membership(org.id, lead.id)).toBeNull();
    expect((await membership(org.id, report.id))?.manager_id).toBeNull();
    const left = rowsOf<{ pathway_id: number }>(
      await db().execute(sql`select pathway_id from pathway_assignments where user_id = ${lead.id}`),
    );
    expect(left.map((r) => r.pathway_id)).toEqual([done]);
    expect(
      rowsOf(await db().execute(sql`select 1 from user_progress where user_id = ${lead.id} and is_completed`)),
    ).toHaveLength(1);
    expect((await auditActions(org.id)).at(-1)).toMatchObject({
      action: "member.removed",
      target_id: lead.id,
      details: { role: "manager", pendingAssignmentsRemoved: 1 },
    });
    expect((await remove(org.owner.user, org.id, lead.id)).statusCode).toBe(404);
  });

  it("keeps the last owner, and admins away from owners and admins", async () => {
    const [admin, other] = await Promise.all([person("Ada", "Admin"), person("Abe", "Admin")]);
    const org = await organisation([
      { p: admin, role: "admin" },
      { p: other, role: "admin" },
    ]);
    const last = await remove(org.owner.user, org.id, org.owner.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last owner/);
    expect((await remove(admin.user, org.id, org.owner.id)).statusCode).toBe(403);
    expect((await remove(admin.user, org.id, other.id)).statusCode).toBe(403);
    expect((await leave(org.owner.user, org.id)).statusCode).toBe(409);
    expect((await membership(org.id, org.owner.id))?.role).toBe("owner");
    expect((await membership(org.id, other.id))?.role).toBe("admin");
    // The owner removes an admin.
    expect((await remove(org.owner.user, org.id, other.id)).statusCode).toBe(200);
  });

  it("ends organisation access and the organisation's premium on the next request", async () => {
    const m = await person("Pam", "Premium");
    const org = await organisation([{ p: m, role: "member" }]);
    await createOrganizationPlan(db(), {
      organizationId: org.id,
      planId: "team_leader",
      billingCycle: "monthly",
      seats: null,
      invoiceRef: "INV-MEMBERS",
      now: new Date(),
    });
    const catalogue = (await (await t.as(m.user, { method: "GET", url: "/api/modules" })).json()) as {
      id: number;
      isPremium: boolean;
      hasContent: boolean;
    }[];
    const premium = catalogue.find((x) => x.isPremium && x.hasContent);
    expect(premium).toBeDefined();
    const content = () => t.as(m.user, { method: "GET", url: `/api/modules/${premium?.id}/content` });
    expect((await content()).statusCode).toBe(200);
    expect((await t.as(m.user, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(200);

    expect((await remove(org.owner.user, org.id, m.id)).statusCode).toBe(200);
    const locked = await content();
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe("Premium Content Access Required");
    expect((await t.as(m.user, { method: "GET", url: `/api/organizations/${org.id}` })).statusCode).toBe(403);
    expect((await t.as(m.user, { method: "GET", url: "/api/organizations" })).json()).toEqual([]);
  });

  it("lets a member leave, and an owner who is not the last", async () => {
    const [m, co] = await Promise.all([person("Lea", "Leaver"), person("Co", "Owner")]);
    const org = await organisation([
      { p: m, role: "member" },
      { p: co, role: "owner" },
    ]);
    expect((await leave(m.user, org.id)).statusCode).toBe(200);
    expect(await membership(org.id, m.id)).toBeNull();
    expect((await auditActions(org.id)).at(-1)).toMatchObject({ action: "member.left", target_id: m.id });
    expect((await leave(m.user, org.id)).statusCode).toBe(403);
    expect((await leave(co.user, org.id)).statusCode).toBe(200);
    expect((await leave(org.owner.user, org.id)).statusCode).toBe(409);
  });
});

describe("GET /api/organizations/:id/members.csv", () => {
  it("exports the filtered members for owners and admins, formulas defused; managers are refused", async () => {
    const [evil, plain, lead] = await Promise.all([
      person("=HYPERLINK(1)", "Evil"),
      person("Pia", "Plain"),
      person("Lee", "Lead"),
    ]);
    const org = await organisation([
      { p: evil, role: "member", department: "Finance" },
      { p: plain, role: "member", department: "Operations" },
      { p: lead, role: "manager" },
    ]);
    const res = await t.as(org.owner.user, {
      method: "GET",
      url: `/api/organizations/${org.id}/members.csv?department=Finance`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`attachment; filename="members-${org.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("First name,Last name,Email,Role,Department,Line manager,Joined");
    expect(lines).toHaveLength(2);
    expect(lines[1].startsWith("'=HYPERLINK(1),Evil,")).toBe(true);
    expect((await t.as(lead.user, { method: "GET", url: `/api/organizations/${org.id}/members.csv` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(plain.user, { method: "GET", url: `/api/organizations/${org.id}/members.csv` })).statusCode,
    ).toBe(403);
  });
});

describe("departments", () => {
  const url = (orgId: string, id?: number) => `/api/organizations/${orgId}/departments${id ? `/${id}` : ""}`;

  it("lists with member counts for any member; owners add, rename (members follow) and delete (members cleared)", async () => {
    const m = await person("Deb", "Dept");
    const org = await organisation([{ p: m, role: "member", department: "Finance" }]);
    const listed = await t.as(m.user, { method: "GET", url: url(org.id) });
    expect(listed.statusCode).toBe(200);
    const [finance] = listed.json() as Department[];
    expect(listed.json()).toEqual([{ id: finance.id, name: "Finance", members: 1 }]);

    const created = await t.as(org.owner.user, { method: "POST", url: url(org.id), payload: { name: "People" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "People", members: 0 });
    const duplicate = await t.as(org.owner.user, { method: "POST", url: url(org.id), payload: { name: "finance" } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('There is already a department named "Finance"');
    expect((await t.as(m.user, { method: "POST", url: url(org.id), payload: { name: "Mine" } })).statusCode).toBe(403);

    const renamed = await t.as(org.owner.user, {
      method: "PATCH",
      url: url(org.id, finance.id),
      payload: { name: "Money" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: finance.id, name: "Money", members: 1 });
    expect((await membership(org.id, m.id))?.department).toBe("Money");
    const clash = await t.as(org.owner.user, {
      method: "PATCH",
      url: url(org.id, finance.id),
      payload: { name: "people" },
    });
    expect(clash.statusCode).toBe(409);

    expect((await t.as(org.owner.user, { method: "DELETE", url: url(org.id, finance.id) })).statusCode).toBe(200);
    expect((await membership(org.id, m.id))?.department).toBeNull();
    expect((await auditActions(org.id)).map((e) => e.action)).toEqual([
      "department.created",
      "department.renamed",
      "department.deleted",
    ]);
  });

  it("answers 404 and writes nothing for a department of another organisation", async () => {
    const m = await person("Vic", "Victim");
    const a = await organisation([{ p: m, role: "member", department: "Secret Lab" }]);
    const b = await organisation();
    const [dept] = (await (await t.as(m.user, { method: "GET", url: url(a.id) })).json()) as Department[];
    const rename = await t.as(b.owner.user, {
      method: "PATCH",
      url: url(b.id, dept.id),
      payload: { name: "Mine now" },
    });
    expect(rename.statusCode).toBe(404);
    expect((await t.as(b.owner.user, { method: "DELETE", url: url(b.id, dept.id) })).statusCode).toBe(404);
    expect((await t.as(b.owner.user, { method: "DELETE", url: url(a.id, dept.id) })).statusCode).toBe(403);
    expect((await membership(a.id, m.id))?.department).toBe("Secret Lab");
    expect(await auditActions(b.id)).toEqual([]);
    expect((await t.as(b.owner.user, { method: "GET", url: url(a.id) })).statusCode).toBe(403);
  });
});
