import { randomBytes } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationDetail } from "../../../contracts/organizations";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { DAILY_TASKS } from "../../background-work";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  activityComments,
  activityLikes,
  mentoringMessages,
  mentoringOffers,
  pathwayAssignments,
  pathways,
  studyGroupMembers,
  subscriptions,
  teamChallengeParticipants,
  teamEventAttendees,
} from "../../db/schema";
import {
  addMember,
  catalogueModuleIds,
  completeModule,
  createActivity,
  createLearner,
  createMentoringRequest,
  createOrganization,
  createOrganizationPlan,
  createStudyGroup,
  createTeamChallenge,
  createTeamEvent,
} from "../../test/factories";
import { signedInSession } from "../../test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/** The app's clock, moved by the tests (issue 28: the 30-day grace period). */
let now = new Date("2026-03-02T10:00:00Z");
let t: TestApp;
const db = () => t.database.db;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
});
afterAll(() => t?.close());

const DAY = 86_400_000;
// The daily task as the job runner runs it, with billing's part (the plan ended) wired in.
const closingTask = DAILY_TASKS.find((task) => task.name === "organisation closing")!;
const deleteClosedOrganizations = (db: Db, at: Date, config?: AppConfig) => closingTask.run(db, at, config);

async function person(firstName: string) {
  const created = await createLearner(db(), {
    email: `${firstName.toLowerCase()}.${randomBytes(3).toString("hex")}@closing.example.com`,
    firstName,
    lastName: "Tester",
  });
  return { ...created, user: await signedInSession(t, created) };
}
type Person = Awaited<ReturnType<typeof person>>;

async function organisation(people: { p: Person; role: OrganizationRole }[]) {
  const suffix = randomBytes(4).toString("hex");
  const org = await createOrganization(db(), { name: `Closing Ltd ${suffix}`, slug: `closing-${suffix}` });
  for (const x of people)
    await addMember(db(), { organizationId: org.id, userId: x.p.id, role: x.role, department: null });
  return org;
}

const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from (${query}) q`))[0].n;

const auditActions = async (orgId: string) =>
  rowsOf<{ action: string; details: Record<string, unknown> }>(
    await db().execute(sql`select action, details from audit_log where organization_id = ${orgId} order by id`),
  );

describe("leaving or being removed: what the organisation keeps (issue 28 item 3)", () => {
  it("removes the leaver's hub places, mentoring and reactions, and keeps their completions and shared rows", async () => {
    const [owner, leaver, colleague, sharedColleague, mentee] = await Promise.all(
      ["Olive", "Lee", "Cora", "Sam", "Mia"].map(person),
    );
    const org = await organisation([
      { p: owner, role: "owner" },
      { p: leaver, role: "member" },
      { p: colleague, role: "member" },
      { p: sharedColleague, role: "member" },
      { p: mentee, role: "member" },
    ]);
    // Sam also shares another organisation with the leaver: reactions to Sam's activity stay there.
    const other = await organisation([
      { p: leaver, role: "member" },
      { p: sharedColleague, role: "member" },
    ]);
    const [moduleId] = await catalogueModuleIds(db());

    const group = await createStudyGroup(db(), {
      organizationId: org.id,
      createdBy: leaver.id,
      name: "Leaver's group",
    });
    await db().insert(studyGroupMembers).values({ groupId: group.id, userId: leaver.id });
    await db().insert(studyGroupMembers).values({ groupId: group.id, userId: colleague.id });
    const challenge = await createTeamChallenge(db(), {
      organizationId: org.id,
      createdBy: owner.id,
      title: "Fifty",
      now,
    });
    await db().insert(teamChallengeParticipants).values({ challengeId: challenge.id, userId: leaver.id });
    const event = await createTeamEvent(db(), { organizationId: org.id, facilitatorId: owner.id, title: "Talk", now });
    await db().insert(teamEventAttendees).values({ eventId: event.id, userId: leaver.id });
    await db().insert(mentoringOffers).values({ organizationId: org.id, userId: leaver.id, expertise: "Purpose" });
    const ownRequest = await createMentoringRequest(db(), {
      organizationId: org.id,
      menteeId: leaver.id,
      focus: "Mine",
    });
    await db().insert(mentoringMessages).values({ requestId: ownRequest.id, senderId: owner.id, body: "Reply to Lee" });
    const mentored = await createMentoringRequest(db(), { organizationId: org.id, menteeId: mentee.id, focus: "Hers" });
    await db().execute(
      sql`update mentoring_requests set mentor_id = ${leaver.id}, status = 'matched' where id = ${mentored.id}`,
    );
    await db()
      .insert(mentoringMessages)
      .values([
        { requestId: mentored.id, senderId: leaver.id, body: "Lee's advice" },
        { requestId: mentored.id, senderId: mentee.id, body: "Mia's question" },
      ]);
    const colleagueActivity = await createActivity(db(), { userId: colleague.id, moduleId, now });
    const sharedActivity = await createActivity(db(), { userId: sharedColleague.id, moduleId, now });
    await db()
      .insert(activityComments)
      .values([
        { progressId: colleagueActivity.id, userId: leaver.id, body: "Well done Cora" },
        { progressId: sharedActivity.id, userId: leaver.id, body: "Well done Sam" },
        { progressId: colleagueActivity.id, userId: owner.id, body: "Owner's comment" },
      ]);
    await db()
      .insert(activityLikes)
      .values([
        { progressId: colleagueActivity.id, userId: leaver.id },
        { progressId: sharedActivity.id, userId: leaver.id },
      ]);
    // A completed assignment: the organisation's compliance record of the leaver.
    const [pathway] = await db().select({ id: pathways.id }).from(pathways).limit(1);
    const pathwayModuleIds = rowsOf<{ module_id: number }>(
      await db().execute(sql`select module_id from pathway_modules where pathway_id = ${pathway.id}`),
    ).map((r) => r.module_id);
    expect(pathwayModuleIds.length).toBeGreaterThan(0);
    for (const id of pathwayModuleIds) await completeModule(db(), { userId: leaver.id, moduleId: id, now });
    await db().insert(pathwayAssignments).values({ userId: leaver.id, pathwayId: pathway.id, organizationId: org.id });

    const res = await t.as(leaver.user, { method: "POST", url: `/api/organizations/${org.id}/leave` });
    expect(res.statusCode).toBe(200);

    // Removed: personal to the leaver.
    expect(await count(sql`select 1 from study_group_members where user_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select 1 from team_challenge_participants where user_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select 1 from team_event_attendees where user_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select 1 from mentoring_offers where user_id = ${leaver.id}`)).toBe(0);
    expect(await count(sql`select 1 from mentoring_requests where id = ${ownRequest.id}`)).toBe(0);
    expect(await count(sql`select 1 from mentoring_messages where sender_id = ${leaver.id}`)).toBe(0);
    const [reopened] = rowsOf<{ mentor_id: string | null; status: string }>(
      await db().execute(sql`select mentor_id, status from mentoring_requests where id = ${mentored.id}`),
    );
    expect(reopened).toEqual({ mentor_id: null, status: "open" });
    expect(await count(sql`select 1 from mentoring_messages where request_id = ${mentored.id}`)).toBe(1);
    expect(
      await count(
        sql`select 1 from activity_comments where user_id = ${leaver.id} and progress_id = ${colleagueActivity.id}`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select 1 from activity_likes where user_id = ${leaver.id} and progress_id = ${colleagueActivity.id}`,
      ),
    ).toBe(0);

    // Kept: other people's rows, what the leaver shares elsewhere, the compliance record and shared activity.
    expect(await count(sql`select 1 from study_group_members where group_id = ${group.id}`)).toBe(1);
    expect(await count(sql`select 1 from study_groups where id = ${group.id}`)).toBe(1);
    expect(await count(sql`select 1 from activity_comments where user_id = ${owner.id}`)).toBe(1);
    expect(
      await count(
        sql`select 1 from activity_comments where user_id = ${leaver.id} and progress_id = ${sharedActivity.id}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select 1 from activity_likes where user_id = ${leaver.id} and progress_id = ${sharedActivity.id}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select 1 from pathway_assignments where user_id = ${leaver.id} and organization_id = ${org.id}`),
    ).toBe(1);
    expect(await count(sql`select 1 from member where organization_id = ${other.id} and user_id = ${leaver.id}`)).toBe(
      1,
    );

    const left = (await auditActions(org.id)).find((e) => e.action === "member.left");
    expect(left?.details.personalDataRemoved).toEqual({
      studyGroups: 1,
      challenges: 1,
      events: 1,
      mentoringOffers: 1,
      mentoringRequests: 1,
      mentoringMessages: 1,
      activityComments: 1,
      activityLikes: 1,
    });
  });

  it("does the same when an admin removes the member", async () => {
    const [owner, removed] = await Promise.all(["Owen", "Rory"].map(person));
    const org = await organisation([
      { p: owner, role: "owner" },
      { p: removed, role: "member" },
    ]);
    await db().insert(mentoringOffers).values({ organizationId: org.id, userId: removed.id, expertise: "Value" });
    const res = await t.as(owner.user, { method: "DELETE", url: `/api/organizations/${org.id}/members/${removed.id}` });
    expect(res.statusCode).toBe(200);
    expect(await count(sql`select 1 from mentoring_offers where user_id = ${removed.id}`)).toBe(0);
    const entry = (await auditActions(org.id)).find((e) => e.action === "member.removed");
    expect(entry?.details.personalDataRemoved).toMatchObject({ mentoringOffers: 1 });
  });
});

describe("POST /api/organizations/:id/export", () => {
  it("gives owners and admins a ZIP of members, assignments, completions and the audit log, and logs it", async () => {
    const [owner, admin, member] = await Promise.all(["Orla", "Adam", "Mo"].map(person));
    const org = await organisation([
      { p: owner, role: "owner" },
      { p: admin, role: "admin" },
      { p: member, role: "member" },
    ]);
    const [moduleId] = await catalogueModuleIds(db());
    await completeModule(db(), { userId: member.id, moduleId, now });
    const [pathway] = await db().select({ id: pathways.id, title: pathways.title }).from(pathways).limit(1);
    await db().insert(pathwayAssignments).values({ userId: member.id, pathwayId: pathway.id, organizationId: org.id });

    const res = await t.as(owner.user, { method: "POST", url: `/api/organizations/${org.id}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="organisation-data-${org.slug}-2026-03-02.zip"`,
    );
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([
      "README.txt",
      "assignments.csv",
      "audit-log.csv",
      "completions.csv",
      "members.csv",
      "organization.json",
    ]);
    const members = await zip.file("members.csv")?.async("string");
    expect(members).toContain(member.email);
    expect(members).toContain(admin.email);
    const assignments = await zip.file("assignments.csv")?.async("string");
    expect(assignments).toContain(pathway.title);
    const completions = await zip.file("completions.csv")?.async("string");
    expect(completions).toContain(member.email);
    const details = JSON.parse((await zip.file("organization.json")?.async("string")) ?? "{}");
    expect(details).toMatchObject({ id: org.id, slug: org.slug, closingAt: null });

    expect((await t.as(admin.user, { method: "POST", url: `/api/organizations/${org.id}/export` })).statusCode).toBe(
      200,
    );
    expect((await t.as(member.user, { method: "POST", url: `/api/organizations/${org.id}/export` })).statusCode).toBe(
      403,
    );
    const exported = (await auditActions(org.id)).filter((e) => e.action === "organization.exported");
    expect(exported).toHaveLength(2);
    // The second export holds the first one's audit entry.
    const second = await JSZip.loadAsync(
      (await t.as(owner.user, { method: "POST", url: `/api/organizations/${org.id}/export` })).rawPayload,
    );
    expect(await second.file("audit-log.csv")?.async("string")).toContain("organization.exported");
  });
});

describe("closing an organisation (issue 28 item 3)", () => {
  it("needs the owner and the organisation's exact name, shows when it closes, and can be cancelled", async () => {
    now = new Date("2026-03-02T10:00:00Z");
    const [owner, admin] = await Promise.all(["Oona", "Abe"].map(person));
    const org = await organisation([
      { p: owner, role: "owner" },
      { p: admin, role: "admin" },
    ]);
    const close = (u: TestUser, confirmName: unknown) =>
      t.as(u, { method: "POST", url: `/api/organizations/${org.id}/close`, payload: { confirmName } });

    expect((await close(admin.user, org.name)).statusCode).toBe(403);
    const wrong = await close(owner.user, "Closing Ltd");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([expect.objectContaining({ path: "confirmName" })]);
    expect((await close(owner.user, "")).statusCode).toBe(400);

    const closed = await close(owner.user, ` ${org.name} `);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ closingAt: "2026-04-01T10:00:00.000Z" });
    const detail: OrganizationDetail = (
      await t.as(admin.user, { method: "GET", url: `/api/organizations/${org.id}` })
    ).json();
    expect(detail.closingAt).toBe("2026-04-01T10:00:00.000Z");
    expect((await close(owner.user, org.name)).statusCode).toBe(409);

    expect((await t.as(admin.user, { method: "POST", url: `/api/organizations/${org.id}/reopen` })).statusCode).toBe(
      403,
    );
    const reopened = await t.as(owner.user, { method: "POST", url: `/api/organizations/${org.id}/reopen` });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toEqual({ closingAt: null });
    expect((await t.as(owner.user, { method: "POST", url: `/api/organizations/${org.id}/reopen` })).statusCode).toBe(
      409,
    );
    expect((await auditActions(org.id)).map((e) => e.action)).toEqual([
      "organization.closing_scheduled",
      "organization.reopened",
    ]);
  });

  it("is deleted by the daily job once 30 days have passed, after e-mailing the owner its final export", async () => {
    now = new Date("2026-05-04T09:00:00Z");
    const [owner, member] = await Promise.all(["Odile", "Max"].map(person));
    const org = await organisation([
      { p: owner, role: "owner" },
      { p: member, role: "member" },
    ]);
    await createOrganizationPlan(db(), {
      organizationId: org.id,
      planId: "team_leader",
      billingCycle: "yearly",
      seats: 10,
      invoiceRef: `INV-${org.slug}`,
      now,
    });
    const planOf = async (u: TestUser) =>
      (await t.as(u, { method: "GET", url: "/api/auth/user" })).json().subscriptionPlan;
    expect(await planOf(member.user)).toBe("team_leader");

    const closed = await t.as(owner.user, {
      method: "POST",
      url: `/api/organizations/${org.id}/close`,
      payload: { confirmName: org.name },
    });
    expect(closed.statusCode).toBe(200);
    const exists = async () => count(sql`select 1 from organization where id = ${org.id}`);

    // A day before the end of the grace period: nothing happens.
    await deleteClosedOrganizations(db(), new Date(now.getTime() + 29 * DAY));
    expect(await exists()).toBe(1);
    expect(await planOf(member.user)).toBe("team_leader");

    const deleted = await deleteClosedOrganizations(db(), new Date(now.getTime() + 30 * DAY));
    expect(deleted).toBe(1);
    expect(await exists()).toBe(0);
    expect(await count(sql`select 1 from member where organization_id = ${org.id}`)).toBe(0);
    expect(await count(sql`select 1 from subscriptions where organization_id = ${org.id}`)).toBe(0);
    expect(await planOf(member.user)).toBe("free");

    const mails = rowsOf<{
      to_address: string;
      template: string;
      attachments: { filename: string; contentType: string; content: string }[];
    }>(
      await db().execute(
        sql`select to_address, template, attachments from mail_messages where template = 'organization-closed' and to_address = ${owner.email}`,
      ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].attachments).toHaveLength(1);
    expect(mails[0].attachments[0].contentType).toBe("application/zip");
    const finalExport = await JSZip.loadAsync(Buffer.from(mails[0].attachments[0].content, "base64"));
    expect(await finalExport.file("members.csv")?.async("string")).toContain(member.email);

    // The audit log outlives the organisation: the plan's end and the deletion are recorded.
    const actions = (await auditActions(org.id)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(["plan.changed", "organization.deleted"]);

    // Run again (a retry, the next day): nothing more is done or sent.
    expect(await deleteClosedOrganizations(db(), new Date(now.getTime() + 31 * DAY))).toBe(0);
  });

  it("keeps an organisation whose owner cancelled closing", async () => {
    now = new Date("2026-06-01T09:00:00Z");
    const owner = await person("Ottilie");
    const org = await organisation([{ p: owner, role: "owner" }]);
    await t.as(owner.user, {
      method: "POST",
      url: `/api/organizations/${org.id}/close`,
      payload: { confirmName: org.name },
    });
    await t.as(owner.user, { method: "POST", url: `/api/organizations/${org.id}/reopen` });
    await deleteClosedOrganizations(db(), new Date(now.getTime() + 40 * DAY));
    expect(await count(sql`select 1 from organization where id = ${org.id}`)).toBe(1);
  });
});

describe("closing an organisation with a Stripe plan", () => {
  it("cancels the Stripe subscription at once before deleting, and only once", async () => {
    // Stripe's side, on loopback: what the SDK asks for (the real SDK, pointed at this stub).
    const calls: string[] = [];
    let status = "active";
    const stub = http.createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      if (request.method === "DELETE") status = "canceled";
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ id: "sub_closing_1", object: "subscription", status }));
    });
    stub.listen(0, "127.0.0.1");
    await once(stub, "listening");
    const port = (stub.address() as AddressInfo).port;
    try {
      now = new Date("2026-07-01T09:00:00Z");
      const owner = await person("Stella");
      const org = await organisation([{ p: owner, role: "owner" }]);
      await db()
        .insert(subscriptions)
        .values({
          organizationId: org.id,
          tier: "team_leader",
          billingCycle: "monthly",
          seats: 10,
          status: "active",
          provider: "stripe",
          providerRef: "sub_closing_1",
          currentPeriodStart: now,
          currentPeriodEnd: new Date(now.getTime() + 31 * DAY),
        });
      await db().execute(sql`update organization set closing_at = ${now.toISOString()} where id = ${org.id}`);
      const config = {
        ...t.app.services.config,
        stripe: { secretKey: "sk_test_closing", webhookSecret: null, apiUrl: `http://127.0.0.1:${port}` },
      };

      expect(await deleteClosedOrganizations(db(), new Date(now.getTime() + DAY), config)).toBe(1);
      expect(calls).toEqual(["GET /v1/subscriptions/sub_closing_1", "DELETE /v1/subscriptions/sub_closing_1"]);
      expect(await count(sql`select 1 from organization where id = ${org.id}`)).toBe(0);
      const ended = (await auditActions(org.id)).find((e) => e.action === "plan.changed");
      expect(ended?.details).toMatchObject({ planId: "team_leader", ended: "organisation closed", provider: "stripe" });
    } finally {
      stub.close();
    }
  });
});
