import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CertificateIssuingSetting, SetupChecklist } from "../contracts/guided-start";
import type { OrganizationRole } from "../domain/organization-roles";
import { rowsOf } from "./db/rows";
import { certificates, modules, pathwayAssignments } from "./db/schema";
import { createPayGapYear } from "./features/pay-gap/pay-gap-fixtures";
import { createSsoProviderRow } from "./features/sso/sso-fixtures";
import {
  addMember,
  catalogueModuleIds,
  completeModule,
  createLearner,
  createOrganization,
  createPathway,
} from "./test/factories";
import { signedInSession } from "./test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "./test/test-app";

let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function person(firstName: string) {
  const created = await createLearner(db(), {
    email: `${firstName.toLowerCase()}.${randomBytes(3).toString("hex")}@guided.example.com`,
    firstName,
    lastName: "Tester",
  });
  return signedInSession(t, created);
}

/** A fresh organisation with its owner, and people in the roles given. */
async function organisation(roles: OrganizationRole[] = []) {
  const suffix = randomBytes(4).toString("hex");
  const org = await createOrganization(db(), { name: `Guided ${suffix}`, slug: `guided-${suffix}` });
  const owner = await person("Olive");
  await addMember(db(), { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  const people: TestUser[] = [];
  for (const role of roles) {
    const p = await person(role);
    await addMember(db(), { organizationId: org.id, userId: p.id, role, department: null });
    people.push(p);
  }
  return { id: org.id, owner, people };
}

const checklist = (u: TestUser, orgId: string) =>
  t.as(u, { method: "GET", url: `/api/organizations/${orgId}/setup-checklist` });
const stepsDone = (body: SetupChecklist) => Object.fromEntries(body.steps.map((s) => [s.step, s.done]));

describe("GET /api/organizations/:id/setup-checklist", () => {
  it("starts with nothing done and ticks each step as the organisation's data changes", async () => {
    const org = await organisation();
    const first = await checklist(org.owner, org.id);
    expect(first.statusCode).toBe(200);
    const fresh: SetupChecklist = first.json();
    expect(fresh.steps.map((s) => s.step)).toEqual(["branding", "invite", "departments", "pathway", "sso", "payGap"]);
    expect(fresh.progress).toBe("0 of 6 done");
    expect(fresh.allDone).toBe(false);
    expect(fresh.dismissedAt).toBeNull();

    // Branding through the settings' own route.
    const branded = await t.as(org.owner, {
      method: "PATCH",
      url: `/api/organizations/${org.id}`,
      payload: { brandColor: "#1f4e79" },
    });
    expect(branded.statusCode).toBe(200);
    expect(stepsDone((await checklist(org.owner, org.id)).json()).branding).toBe(true);

    // An invitation.
    const invited = await t.as(org.owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/invitations`,
      payload: { invitations: [{ email: `new.${randomBytes(3).toString("hex")}@guided.example.com` }] },
    });
    expect(invited.statusCode).toBeLessThan(300);
    const afterInvite: SetupChecklist = (await checklist(org.owner, org.id)).json();
    expect(stepsDone(afterInvite).invite).toBe(true);
    expect(afterInvite.progress).toBe("2 of 6 done");

    // A department alone is not enough: a line manager too.
    const department = await t.as(org.owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/departments`,
      payload: { name: "Operations" },
    });
    expect(department.statusCode).toBe(201);
    expect(stepsDone((await checklist(org.owner, org.id)).json()).departments).toBe(false);
    const report = await person("Rita");
    await addMember(db(), {
      organizationId: org.id,
      userId: report.id,
      role: "member",
      department: "Operations",
      managerId: org.owner.id,
    });
    expect(stepsDone((await checklist(org.owner, org.id)).json()).departments).toBe(true);

    // A pathway assigned by the organisation.
    const [moduleId] = await catalogueModuleIds(db());
    const pathwayId = await createPathway(db(), {
      title: `Guided pathway ${randomBytes(3).toString("hex")}`,
      moduleIds: [moduleId],
    });
    await db()
      .insert(pathwayAssignments)
      .values({ userId: report.id, pathwayId, organizationId: org.id, assignedBy: org.owner.id });
    expect(stepsDone((await checklist(org.owner, org.id)).json()).pathway).toBe(true);

    // Single sign-on, and a pay-gap year with its records.
    await createSsoProviderRow(db(), { organizationId: org.id, userId: org.owner.id, domain: "guided.example.com" });
    await createPayGapYear(db(), t.app.services.config, { organizationId: org.id, userId: org.owner.id, year: 2025 });
    const all: SetupChecklist = (await checklist(org.owner, org.id)).json();
    expect(all.progress).toBe("6 of 6 done");
    expect(all.allDone).toBe(true);
  });

  it("is for owners and admins: managers and members get 403, and so does another organisation's owner", async () => {
    const org = await organisation(["admin", "manager", "member"]);
    const [admin, manager, member] = org.people;
    const other = await organisation();
    expect((await checklist(admin, org.id)).statusCode).toBe(200);
    expect((await checklist(manager, org.id)).statusCode).toBe(403);
    expect((await checklist(member, org.id)).statusCode).toBe(403);
    // Both ids exist: the other owner learns nothing about this organisation.
    expect((await checklist(other.owner, org.id)).statusCode).toBe(403);
    expect((await checklist(org.owner, other.id)).statusCode).toBe(403);
    expect((await t.as(null, { method: "GET", url: `/api/organizations/${org.id}/setup-checklist` })).statusCode).toBe(
      401,
    );
  });
});

describe("PUT /api/organizations/:id/setup-checklist/dismissal", () => {
  it("puts the checklist away for the organisation and brings it back", async () => {
    const org = await organisation(["admin", "member"]);
    const [admin, member] = org.people;
    const dismiss = (u: TestUser, dismissed: unknown) =>
      t.as(u, { method: "PUT", url: `/api/organizations/${org.id}/setup-checklist/dismissal`, payload: { dismissed } });
    expect((await dismiss(member, true)).statusCode).toBe(403);
    expect((await dismiss(org.owner, "yes")).statusCode).toBe(400);
    const away = await dismiss(org.owner, true);
    expect(away.statusCode).toBe(200);
    expect(away.json().dismissedAt).not.toBeNull();
    // Remembered for the organisation: its admin sees it dismissed too.
    expect((await checklist(admin, org.id)).json().dismissedAt).not.toBeNull();
    const back = await dismiss(admin, false);
    expect(back.json().dismissedAt).toBeNull();
  });
});

describe("the organisation's certificate issuing", () => {
  it("is offered by default, changed by owners and admins only, and the change is in the audit log", async () => {
    const org = await organisation(["manager"]);
    const [manager] = org.people;
    const url = `/api/organizations/${org.id}/certificate-issuing`;
    const read = await t.as(org.owner, { method: "GET", url });
    expect(read.json()).toEqual({ certificateIssuing: "offer" } satisfies CertificateIssuingSetting);
    expect((await t.as(manager, { method: "PUT", url, payload: { certificateIssuing: "automatic" } })).statusCode).toBe(
      403,
    );
    expect((await t.as(org.owner, { method: "PUT", url, payload: { certificateIssuing: "always" } })).statusCode).toBe(
      400,
    );
    const changed = await t.as(org.owner, { method: "PUT", url, payload: { certificateIssuing: "automatic" } });
    expect(changed.json()).toEqual({ certificateIssuing: "automatic" });
    expect((await t.as(org.owner, { method: "GET", url })).json()).toEqual({ certificateIssuing: "automatic" });
    const audit = rowsOf<{ action: string; details: Record<string, unknown> }>(
      await db().execute(sql`select action, details from audit_log where organization_id = ${org.id} order by id`),
    );
    expect(audit).toEqual([{ action: "organization.settings_changed", details: { certificateIssuing: "automatic" } }]);
  });
});

describe("GET /api/dashboard/assignments", () => {
  it("lists the learner's assigned work due dates first, overdue before due soon, with modules done", async () => {
    const org = await organisation(["member"]);
    const [learner] = org.people;
    const [m1, m2, m3] = await catalogueModuleIds(db());
    const make = (title: string, moduleIds: number[]) =>
      createPathway(db(), { title: `${title} ${randomBytes(3).toString("hex")}`, moduleIds });
    const later = await make("Later", [m1]);
    const overdue = await make("Overdue", [m1, m2]);
    const soon = await make("Soon", [m3]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await db()
      .insert(pathwayAssignments)
      .values([
        { userId: learner.id, pathwayId: later, organizationId: org.id, dueDate: day(30) },
        { userId: learner.id, pathwayId: overdue, organizationId: org.id, dueDate: day(-3) },
        { userId: learner.id, pathwayId: soon, organizationId: org.id, dueDate: day(2) },
      ]);
    const res = await t.as(learner, { method: "GET", url: "/api/dashboard/assignments" });
    expect(res.statusCode).toBe(200);
    const work = res.json() as { pathwayId: number; dueDate: string; moduleCount: number; organizationName: string }[];
    expect(work.map((w) => w.pathwayId)).toEqual([overdue, soon, later]);
    expect(work[0]).toMatchObject({
      dueDate: day(-3),
      moduleCount: 2,
      modulesDone: 0,
      completed: false,
      nextModuleId: m1,
    });
    expect(work[0].organizationName).toMatch(/^Guided /);
    // Another learner sees none of it.
    const stranger = await person("Sam");
    expect((await t.as(stranger, { method: "GET", url: "/api/dashboard/assignments" })).json()).toEqual([]);
    expect((await t.as(null, { method: "GET", url: "/api/dashboard/assignments" })).statusCode).toBe(401);
  });
});

describe("POST /api/certificates/earned", () => {
  const GPG = "gender-pay-gap-reporting-certificate";
  async function meetRequirements(learner: TestUser) {
    const [cert] = await db().select().from(certificates).where(eq(certificates.slug, GPG));
    for (const slug of cert.requirements.modules ?? []) {
      const [m] = await db().select({ id: modules.id }).from(modules).where(eq(modules.slug, slug));
      await completeModule(db(), { userId: learner.id, moduleId: m.id, now: new Date() });
    }
    return cert;
  }
  const held = async (userId: string) =>
    rowsOf<{ certificate_id: number }>(
      await db().execute(sql`select certificate_id from user_certificates where user_id = ${userId}`),
    ).map((r) => r.certificate_id);
  const mails = async (email: string) =>
    rowsOf<{ subject: string }>(await db().execute(sql`select subject from mail_messages where to_address = ${email}`));

  it("offers a certificate whose last requirement is met, without issuing it, and tells the learner once", async () => {
    const org = await organisation(["member"]);
    const [learner] = org.people;
    expect((await t.as(learner, { method: "POST", url: "/api/certificates/earned" })).json()).toEqual({
      certificates: [],
    });
    const cert = await meetRequirements(learner);
    const res = await t.as(learner, { method: "POST", url: "/api/certificates/earned" });
    expect(res.statusCode).toBe(200);
    expect(res.json().certificates).toEqual([
      expect.objectContaining({ certificateId: cert.id, title: cert.title, state: "ready" }),
    ]);
    expect(await held(learner.id)).toEqual([]);
    await t.as(learner, { method: "POST", url: "/api/certificates/earned" });
    expect((await mails(learner.email)).length).toBe(1);
  });

  it("issues it at once where the organisation chose automatic issuing, with its e-mail", async () => {
    const org = await organisation(["member"]);
    const [learner] = org.people;
    await t.as(org.owner, {
      method: "PUT",
      url: `/api/organizations/${org.id}/certificate-issuing`,
      payload: { certificateIssuing: "automatic" },
    });
    const cert = await meetRequirements(learner);
    const res = await t.as(learner, { method: "POST", url: "/api/certificates/earned" });
    expect(res.json().certificates).toEqual([expect.objectContaining({ certificateId: cert.id, state: "issued" })]);
    expect(await held(learner.id)).toEqual([cert.id]);
    expect((await mails(learner.email)).length).toBe(1);
    // Held now: nothing more to issue or offer.
    expect((await t.as(learner, { method: "POST", url: "/api/certificates/earned" })).json()).toEqual({
      certificates: [],
    });
  });
});
