import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EqualityActionPlan, PlanFiling } from "../../../contracts/equality-action-plans";
import { NINE, person } from "../../../domain/jedi-pay-gap-fixtures";
import { queryRows } from "../../db/rows";
import { addMember, createOrganization } from "../../test/factories";
import { pdfPageText } from "../../test/pdf-text";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { csvOf } from "./pay-gap-fixtures";

/**
 * Issue 49: equality action plans over the API, on PGlite and PostgreSQL. Owners and equality leads
 * (HR analysts) build them, only owners approve, the approved version is frozen, and the exports give
 * the filing text with its word counts and the board PDF.
 */

let t: TestApp;
let owner: TestUser;
let lead: TestUser;
let admin: TestUser;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let organizationId: string;
let otherOrganizationId: string;
let ruleId: number;

const base = (orgId = organizationId) => `/api/organizations/${orgId}/equality-action-plans`;
const upload = (user: TestUser, year: number, csv: string) =>
  t.as(user, {
    method: "POST",
    url: `/api/organizations/${organizationId}/pay-gap/snapshots?year=${year}`,
    headers: { "content-type": "text/csv" },
    payload: csv,
  });

const draft = (more: Record<string, unknown> = {}) => ({
  narrative: "Our gap comes from too few women in senior roles; these actions address it and support menopause.",
  actions: [
    {
      menuItemId: "pay-gap-automatic-promotion-consideration",
      stage: "new",
      text: "Every eligible employee is considered at each promotion round.",
      ownerUserId: lead.id,
      startsOn: "2026-05-01",
      dueOn: "2027-03-31",
      indicator: { metric: "women-upper-quarter", baselineYear: 2026, baseline: 0, target: 25, targetYear: 2027 },
      links: [{ kind: "assignment", ruleId }],
    },
    {
      menuItemId: "menopause-flexible-working",
      stage: "in-progress",
      text: "Managers offer flexible working to colleagues whose symptoms call for it.",
      ownerUserId: owner.id,
      startsOn: "2026-05-01",
      dueOn: "2027-03-31",
      indicator: { metric: "assignment-completion", baselineYear: null, baseline: 0, target: 90, targetYear: 2027 },
      links: [{ kind: "evidence", title: "Menopause policy", url: "https://example.org/policy" }],
    },
  ],
  ...more,
});

async function auditActions(): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where organization_id = ${organizationId} and action like 'equality_plan.%' order by id`,
  );
  return rows.map((r) => r.action);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, lead, admin, manager, member, outsider] = await Promise.all(Array.from({ length: 6 }, () => t.signUp()));
  const { db } = t.database;
  const suffix = Math.random().toString(36).slice(2, 8);
  organizationId = (await createOrganization(db, { name: "Fairplan Ltd", slug: `fairplan-${suffix}` })).id;
  otherOrganizationId = (await createOrganization(db, { name: "Otherplan Ltd", slug: `otherplan-${suffix}` })).id;
  await addMember(db, { organizationId, userId: owner.id, role: "owner", department: null });
  await addMember(db, { organizationId, userId: lead.id, role: "member", department: null });
  await addMember(db, { organizationId, userId: admin.id, role: "admin", department: null });
  await addMember(db, { organizationId, userId: manager.id, role: "manager", department: null });
  await addMember(db, { organizationId, userId: member.id, role: "member", department: null });
  await addMember(db, { organizationId: otherOrganizationId, userId: outsider.id, role: "owner", department: null });
  const granted = await t.as(owner, {
    method: "PUT",
    url: `/api/organizations/${organizationId}/pay-gap/analysts/${lead.id}`,
    payload: { hrAnalyst: true },
  });
  expect(granted.statusCode, granted.body).toBe(200);
  const uploaded = await upload(owner, 2026, csvOf(NINE.map((r) => ({ ...r, weeklyHours: 37.5 }))));
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const [pathway] = await queryRows<{ id: number }>(
    db,
    sql`select id from pathways where slug = 'uk-compliance-for-managers'`,
  );
  const rule = await t.as(owner, {
    method: "POST",
    url: `/api/organizations/${organizationId}/compliance-assignments`,
    payload: { pathwayId: Number(pathway.id), audience: "role", role: "manager", dueDays: 30 },
  });
  expect(rule.statusCode, rule.body).toBe(201);
  ruleId = rule.json().id;
}, 120_000);
afterAll(() => t?.close());

describe("equality action plans", () => {
  let planId: number;

  it("lets the owner and the equality lead in, refuses admin, manager and member (403) and another organisation (404)", async () => {
    const created = await t.as(lead, {
      method: "POST",
      url: base(),
      payload: { title: "Plan 2026", reportingYear: 2026 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as EqualityActionPlan;
    planId = plan.id;
    expect(plan.current.version).toBe(1);
    expect(plan.current.status).toBe("draft");
    expect(plan.canApprove).toBe(false);
    for (const user of [admin, manager, member]) {
      expect((await t.as(user, { method: "GET", url: base() })).statusCode).toBe(403);
      expect((await t.as(user, { method: "GET", url: `${base()}/${planId}` })).statusCode).toBe(403);
    }
    expect((await t.as(outsider, { method: "GET", url: base() })).statusCode).toBe(404);
    expect((await t.as(outsider, { method: "GET", url: `${base()}/${planId}` })).statusCode).toBe(404);
    // The outsider's own organisation does not hold this plan either.
    expect((await t.as(outsider, { method: "GET", url: `${base(otherOrganizationId)}/${planId}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(owner, { method: "GET", url: base() })).json().items).toHaveLength(1);
  });

  it("diagnoses the snapshot and suggests actions, saying why", async () => {
    const plan = (await t.as(owner, { method: "GET", url: `${base()}/${planId}` })).json() as EqualityActionPlan;
    expect(plan.diagnosis.unavailable).toBeNull();
    expect(plan.diagnosis.basis).toBe("hourly");
    expect(plan.diagnosis.drivers.map((d) => d.key)).toContain("upper-quarter-women");
    expect(plan.diagnosis.baselines["women-upper-quarter"]).toBe(0);
    expect(plan.diagnosis.suggestions[0].reason).toMatch(/^Suggested because/);
    expect(plan.current.approvalIssues.map((i) => i.message)).toContain("Choose at least 2 actions");
  });

  it("refuses bad input: a year without data, an unknown action, too many words, someone else's member or assignment", async () => {
    const noYear = await t.as(owner, { method: "POST", url: base(), payload: { title: "X", reportingYear: 2019 } });
    expect(noYear.statusCode).toBe(400);
    const unknown = await t.as(owner, {
      method: "PUT",
      url: `${base()}/${planId}`,
      payload: draft({ actions: [{ ...draft().actions[0], menuItemId: "made-up" }] }),
    });
    expect(unknown.statusCode).toBe(400);
    const long = await t.as(owner, {
      method: "PUT",
      url: `${base()}/${planId}`,
      payload: draft({ narrative: Array.from({ length: 201 }, () => "word").join(" ") }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("narrative: The narrative has 201 words; the limit is 200");
    const stranger = await t.as(owner, {
      method: "PUT",
      url: `${base()}/${planId}`,
      payload: draft({ actions: [{ ...draft().actions[0], ownerUserId: outsider.id }] }),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().issues[0].message).toBe("Not a member of this organisation");
  });

  it("saves a draft with the linked assignment's progress, approves it (owner only) and freezes that version", async () => {
    const saved = await t.as(lead, { method: "PUT", url: `${base()}/${planId}`, payload: draft() });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = saved.json() as EqualityActionPlan;
    expect(plan.current.approvalIssues).toEqual([]);
    const link = plan.current.actions[0].links[0];
    expect(link.pathwayTitle).toBe("UK Compliance for Managers");
    expect(link.progress?.assigned).toBe(1);
    expect(link.progress?.completed).toBe(0);
    expect(plan.current.actions[0].ownerName).toBeTruthy();

    const approval = { version: 1, approverName: "Ada Director", approverJobTitle: "Chief Executive" };
    const byLead = await t.as(lead, { method: "POST", url: `${base()}/${planId}/approve`, payload: approval });
    expect(byLead.statusCode).toBe(403);
    const stale = await t.as(owner, {
      method: "POST",
      url: `${base()}/${planId}/approve`,
      payload: { ...approval, version: 2 },
    });
    expect(stale.statusCode).toBe(409);
    const approved = await t.as(owner, { method: "POST", url: `${base()}/${planId}/approve`, payload: approval });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().current.status).toBe("approved");
    expect(approved.json().current.approverName).toBe("Ada Director");
    expect(
      (await t.as(owner, { method: "POST", url: `${base()}/${planId}/approve`, payload: approval })).statusCode,
    ).toBe(409);

    // An edit after approval is the next version; version 1 stays as approved.
    const edited = await t.as(lead, {
      method: "PUT",
      url: `${base()}/${planId}`,
      payload: draft({ narrative: "A changed narrative." }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = edited.json() as EqualityActionPlan;
    expect(next.current.version).toBe(2);
    expect(next.current.status).toBe("draft");
    expect(next.versions.map((v) => [v.version, v.status])).toEqual([
      [2, "draft"],
      [1, "approved"],
    ]);
    expect(await auditActions()).toEqual([
      "equality_plan.created",
      "equality_plan.updated",
      "equality_plan.approved",
      "equality_plan.updated",
    ]);
  });

  it("exports the approved version: the filing text with word counts, and the board PDF", async () => {
    const filing = await t.as(lead, { method: "GET", url: `${base()}/${planId}/export?format=filing` });
    expect(filing.statusCode, filing.body).toBe(200);
    const body = filing.json() as PlanFiling;
    expect(body.version).toBe(1);
    expect(body.narrative.text).toMatch(/^Our gap comes/);
    expect(body.narrative.words).toBe(17);
    expect(body.narrative.limit).toBe(200);
    expect(body.actions.map((a) => [a.words, a.limit])).toEqual([
      [9, 100],
      [11, 100],
    ]);
    expect(body.copyText).toContain("Approved by Ada Director, Chief Executive");

    const pdf = await t.as(owner, { method: "GET", url: `${base()}/${planId}/export?format=pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfPageText(pdf.rawPayload);
    expect(text).toContain("Equality action plan");
    expect(text).toContain("Consider eligible employees for promotion automatically");
    expect(text).toContain("Approved by Ada Director, Chief Executive");
    expect((await t.as(owner, { method: "GET", url: `${base()}/${planId}/export?format=word` })).statusCode).toBe(400);
    expect((await t.as(member, { method: "GET", url: `${base()}/${planId}/export?format=pdf` })).statusCode).toBe(403);
  });

  it("reviews the indicator against next year's snapshot", async () => {
    const nextYear = [
      ...NINE.slice(0, 8).map((r) => ({ ...r, weeklyHours: 37.5 })),
      person("female", 70000, { weeklyHours: 37.5 }),
    ];
    const uploaded = await upload(owner, 2027, csvOf(nextYear));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const plan = (await t.as(owner, { method: "GET", url: `${base()}/${planId}` })).json() as EqualityActionPlan;
    expect(plan.latestSnapshotYear).toBe(2027);
    const review = plan.current.actions[0].review;
    expect(review?.resultYear).toBe(2027);
    expect(review?.result).toBeGreaterThan(0);
    expect(review?.outcome).toBe("met");
  });
});
