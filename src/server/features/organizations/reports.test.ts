import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationAnalytics } from "../../../contracts/employer";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { pathways } from "../../db/schema";
import { reportsOf } from "../../platform/organizations/reports";
import { addMember, createLearner, createOrganization } from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * The manager scope (issue 20 item 4): a manager sees the employer views for their own reports,
 * direct and indirect, and nobody else; owners and admins see the whole team.
 *
 *   owner
 *   lead (manager) ── mid (manager) ── deep (member)
 *                 └── near (member)
 *   stranger (member, no manager)
 */
let t: TestApp;
const db = () => t.database.db;
let orgId: string;
let pathwayId: number;
const people = {} as Record<"owner" | "lead" | "mid" | "near" | "deep" | "stranger", { id: string; user: TestUser }>;

async function join(
  key: keyof typeof people,
  firstName: string,
  role: OrganizationRole,
  managerId: string | null = null,
) {
  const created = await createLearner(db(), {
    email: `${firstName.toLowerCase()}.${randomBytes(3).toString("hex")}@reports.example.com`,
    firstName,
    lastName: "Person",
  });
  await addMember(db(), { organizationId: orgId, userId: created.id, role, department: "Operations", managerId });
  people[key] = { id: created.id, user: await signedInSession(t, created) };
}

beforeAll(async () => {
  t = await createTestApp();
  const suffix = randomBytes(4).toString("hex");
  orgId = (await createOrganization(db(), { name: `Reports ${suffix}`, slug: `reports-${suffix}` })).id;
  await join("owner", "Owen", "owner");
  await join("lead", "Lena", "manager");
  await join("mid", "Milo", "manager", people.lead.id);
  await join("near", "Nora", "member", people.lead.id);
  await join("deep", "Dara", "member", people.mid.id);
  await join("stranger", "Sten", "member");
  [{ id: pathwayId }] = await db().select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
});
afterAll(() => t?.close());

const analytics = async (u: TestUser) => {
  const res = await t.as(u, { method: "GET", url: "/api/organizations/analytics" });
  expect(res.statusCode).toBe(200);
  return res.json() as OrganizationAnalytics;
};
const assign = (u: TestUser, memberIds: string[]) =>
  t.as(u, { method: "POST", url: "/api/organizations/pathways/assign", payload: { pathwayId, memberIds } });
const firstNames = (a: OrganizationAnalytics) => a.members.map((m) => m.name.split(" ")[0]);

describe("reportsOf", () => {
  it("walks down the line: direct and indirect reports, nobody else", async () => {
    expect((await reportsOf(db(), orgId, people.lead.id)).sort()).toEqual(
      [people.mid.id, people.near.id, people.deep.id].sort(),
    );
    expect(await reportsOf(db(), orgId, people.mid.id)).toEqual([people.deep.id]);
    expect(await reportsOf(db(), orgId, people.near.id)).toEqual([]);
  });
});

describe("the Employer Dashboard for a manager", () => {
  it("counts a manager's reports only, a sub-manager included; owners see everyone (decision 403)", async () => {
    const lead = await analytics(people.lead.user);
    expect(firstNames(lead)).toEqual(["Dara", "Milo", "Nora"]);
    expect(lead.totalMembers).toBe(3);
    expect(firstNames(await analytics(people.mid.user))).toEqual(["Dara"]);
    const owner = await analytics(people.owner.user);
    expect(firstNames(owner)).toEqual(["Dara", "Lena", "Milo", "Nora", "Owen", "Sten"]);
    expect(owner.totalMembers).toBe(6);
  });

  it("lets a manager assign their reports and refuses anyone else, as another organisation's member", async () => {
    const refused = await assign(people.mid.user, [people.deep.id, people.near.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(people.near.id);
    expect(refused.json().message).not.toContain(people.deep.id);
    expect((await assign(people.lead.user, [people.stranger.id])).statusCode).toBe(400);
    const ok = await assign(people.lead.user, [people.near.id, people.deep.id]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().assignedCount).toBe(2);
    expect((await assign(people.owner.user, [people.stranger.id])).json().assignedCount).toBe(3);
    // A manager is a learner too: their own manager may assign them (the lead's view: Nora, Dara, Milo).
    expect((await assign(people.lead.user, [people.mid.id])).json().assignedCount).toBe(3);
  });

  it("keeps plain members out of the dashboard", async () => {
    expect((await t.as(people.near.user, { method: "GET", url: "/api/organizations/analytics" })).statusCode).toBe(403);
  });
});

describe("the team hub", () => {
  it("treats owners, admins and managers as the team's managers and members as members", async () => {
    const overview = (u: TestUser) =>
      t.as(u, { method: "GET", url: `/api/organizations/${orgId}/team/overview` }).then((r) => r.json().viewerRole);
    expect(await overview(people.owner.user)).toBe("manager");
    expect(await overview(people.lead.user)).toBe("manager");
    expect(await overview(people.near.user)).toBe("member");
  });
});
