/**
 * The compliance report at scale (issue 44 item 1, decision 360): each assignment keeps its completion
 * (`completed_at`, kept by triggers), the status is read from it a keyset page at a time with the counts
 * from the same statement. Checked against a straightforward computation — every person's pathway
 * completion computed afresh (db/completion-evidence.ts), statuses by the domain rule, sorted in
 * JavaScript — on a varied set: done before the rule, on the due day, late, through a knowledge check,
 * part done, not started, overdue, joined later, left the organisation; and again after the pathway
 * gains and loses a module.
 */
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ComplianceAssignmentStatus,
  ComplianceRule,
  ComplianceRuleList,
  ComplianceStatusPage,
} from "../../../contracts/compliance";
import { complianceStatus } from "../../../domain/compliance-schedule";
import { daysUntilDue, ukToday } from "../../../domain/due-dates";
import { pathwayDoneAt } from "../../db/completion-evidence";
import { queryRows } from "../../db/rows";
import { member, modules, pathwayModules, pathways, userProgress } from "../../db/schema";
import { addMember, completeModule, createLearner, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { applyComplianceRulesToMember } from "./service";

let t: TestApp;
let now = new Date("2027-04-05T09:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(new Date("2027-04-05T09:00:00Z").getTime() + days * DAY);
let pathwayId: number;
let moduleIds: number[];
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, onQuery: (q) => statements.push(q) });
  const [first] = await t.database.db.select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
  pathwayId = first.id;
  moduleIds = (
    await t.database.db
      .select({ id: pathwayModules.moduleId })
      .from(pathwayModules)
      .where(eq(pathwayModules.pathwayId, pathwayId))
      .orderBy(asc(pathwayModules.position))
  ).map((m) => m.id);
  expect(moduleIds.length).toBeGreaterThan(1);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const unique = () => randomUUID().slice(0, 8);

async function person(orgId: string, name: string, department: string | null) {
  const [firstName, lastName] = name.split(" ");
  const learner = await createLearner(db(), { email: `${firstName}.${unique()}@example.com`, firstName, lastName });
  await addMember(db(), { organizationId: orgId, userId: learner.id, role: "member", department });
  return learner;
}

/** Completed as a learner does (a passed knowledge check where the module has one, else progress). */
const completeAll = async (userId: string, when: Date, ids = moduleIds) => {
  for (const moduleId of ids) await completeModule(db(), { userId, moduleId, now: when });
};

/** Completed as progress rows, whatever the modules' checks (a first completion counts in a first cycle). */
const progressAll = (userId: string, when: Date) =>
  db()
    .insert(userProgress)
    .values(
      moduleIds.map((moduleId) => ({
        userId,
        moduleId,
        progressPercentage: 100,
        isCompleted: true,
        completedAt: when,
      })),
    );

/** What the report must say, computed the plain way: each person's pathway afresh, sorted in JavaScript. */
async function expectedReport(ruleId: number, orgId: string) {
  const today = ukToday(now);
  const rows = await queryRows<{
    user_id: string;
    name: string;
    email: string;
    department: string | null;
    due_date: string;
    completed_at: string | null;
  }>(
    db(),
    sql`
      select ca.user_id, u.name, u.email, m.department, ca.due_date::text as due_date,
        to_char(${pathwayDoneAt(sql`ca.user_id`, sql`r.pathway_id`, sql`ca.completion_since`)} at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at
      from compliance_rules r
      join compliance_assignments ca on ca.rule_id = r.id and ca.cycle = r.cycle
      join "user" u on u.id = ca.user_id
      left join member m on m.organization_id = ${orgId} and m.user_id = ca.user_id
      where r.id = ${ruleId}
    `,
  );
  const items: ComplianceAssignmentStatus[] = rows.map((r) => {
    const status = complianceStatus(r.due_date, r.completed_at ? ukToday(new Date(r.completed_at)) : null);
    return {
      userId: r.user_id,
      name: r.name,
      email: r.email,
      department: r.department,
      dueDate: r.due_date,
      completedAt: r.completed_at,
      status,
      overdue: status === "outstanding" && daysUntilDue(r.due_date, today) < 0,
    };
  });
  const rank = (s: ComplianceAssignmentStatus) => (s.overdue ? 0 : { outstanding: 1, late: 2, on_time: 3 }[s.status]);
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  items.sort(
    (a, b) => rank(a) - rank(b) || byCode(a.name.toLowerCase(), b.name.toLowerCase()) || byCode(a.userId, b.userId),
  );
  const count = (f: (s: ComplianceAssignmentStatus) => boolean) => items.filter(f).length;
  return {
    items,
    summary: {
      assigned: items.length,
      onTime: count((s) => s.status === "on_time"),
      late: count((s) => s.status === "late"),
      outstanding: count((s) => s.status === "outstanding"),
      overdue: count((s) => s.overdue),
    },
  };
}

/** Every page of the report, following the cursors, `limit` people a page. */
async function walkReport(owner: TestUser, orgId: string, ruleId: number, limit: number) {
  const items: ComplianceAssignmentStatus[] = [];
  const rules: ComplianceRule[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await t.as(owner, {
      method: "GET",
      url: `/api/organizations/${orgId}/compliance-assignments/${ruleId}/status?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ComplianceStatusPage;
    // The attempts at the pathway's checks are the knowledge-check report's (compliance.test.ts).
    items.push(...body.items.map(({ knowledgeChecks: _checks, ...line }) => line));
    rules.push(body.rule);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  expect(cursor).toBeNull();
  return { items, rules };
}

describe("the compliance report (issue 44 item 1)", () => {
  let owner: TestUser;
  let orgId: string;
  let ruleId: number;

  it("answers as a fresh computation would, page by page, with the counts of the same pass", async () => {
    now = at(-10);
    owner = await t.signUp();
    const org = await createOrganization(db(), { name: `Report ${unique()}`, slug: `report-${unique()}` });
    orgId = org.id;
    await addMember(db(), { organizationId: orgId, userId: owner.id, role: "owner", department: null });
    const early = await person(orgId, "amy Early", "Finance");
    await completeAll(early.id, at(-10)); // before the rule: a first cycle counts it
    const onTime = await person(orgId, "Ben Ontime", "Finance");
    const late = await person(orgId, "cara Late", "Operations");
    const partial = await person(orgId, "Dan Partial", "Operations");
    const idle = await person(orgId, "eve Idle", null);
    const leaver = await person(orgId, "Finn Leaver", "Finance");
    const twin1 = await person(orgId, "Gil Same", "Finance");
    const twin2 = await person(orgId, "gil same", "Finance");
    // Another organisation on the same pathway, whose people must not appear.
    const other = await createOrganization(db(), { name: `Other ${unique()}`, slug: `other-${unique()}` });
    const otherOwner = await t.signUp();
    await addMember(db(), { organizationId: other.id, userId: otherOwner.id, role: "owner", department: null });
    await person(other.id, "Zed Elsewhere", null);

    now = at(0);
    const created = await t.as(owner, {
      method: "POST",
      url: `/api/organizations/${orgId}/compliance-assignments`,
      payload: { pathwayId, audience: "everyone", dueDays: 7 },
    });
    expect(created.statusCode, created.body).toBe(201);
    ruleId = (created.json() as ComplianceRule).id;
    expect(
      (
        await t.as(otherOwner, {
          method: "POST",
          url: `/api/organizations/${other.id}/compliance-assignments`,
          payload: { pathwayId, audience: "everyone", dueDays: 7 },
        })
      ).statusCode,
    ).toBe(201);
    // The creation's answer already counts the one who had done it.
    expect((created.json() as ComplianceRule).summary).toMatchObject({ assigned: 9, onTime: 1, outstanding: 8 });

    await progressAll(onTime.id, at(7)); // on the due day, as progress rows in one statement
    await completeAll(late.id, at(9)); // two days late
    await completeAll(partial.id, at(3), moduleIds.slice(0, 1)); // part done
    await completeAll(leaver.id, at(2));
    await completeAll(twin1.id, at(1));
    await db().delete(member).where(eq(member.userId, leaver.id)); // left, still on the report
    now = at(5);
    const joiner = await person(orgId, "hal Joiner", "Operations"); // due 7 days after joining
    expect(await applyComplianceRulesToMember(db(), orgId, joiner.id, now)).toBe(1);
    void idle;
    void twin2;

    now = at(10);
    const expected = await expectedReport(ruleId, orgId);
    expect(expected.items).toHaveLength(10);
    expect(expected.summary).toEqual({ assigned: 10, onTime: 4, late: 1, outstanding: 5, overdue: 4 });
    for (const limit of [1, 3, 50]) {
      const walked = await walkReport(owner, orgId, ruleId, limit);
      expect(walked.items).toEqual(expected.items);
      for (const rule of walked.rules) expect(rule.summary).toEqual(expected.summary);
    }
    const list = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/compliance-assignments` });
    expect((list.json() as ComplianceRuleList).items.find((r) => r.id === ruleId)?.summary).toEqual(expected.summary);
  }, 180_000); // about fifty writes and twenty page requests: generous for a loaded machine

  it("reads the kept completions: no page or list request recomputes a pathway from progress", async () => {
    statements.length = 0;
    await t.as(owner, {
      method: "GET",
      url: `/api/organizations/${orgId}/compliance-assignments/${ruleId}/status?limit=2`,
    });
    await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/compliance-assignments` });
    const reads = statements.filter((q) => /compliance_assignments/.test(q));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((q) => /user_progress/.test(q))).toEqual([]);
    // Attempts are read only for the page's people (their scores), never to decide completion.
    expect(reads.filter((q) => /knowledge_check_attempts/.test(q) && !/ca\.user_id in \(/.test(q))).toEqual([]);
  });

  it("follows the pathway when a module is added to it or taken out of it", async () => {
    const [extra] = await db()
      .insert(modules)
      .values({
        slug: `compliance-extra-${unique()}`,
        title: "An added module",
        description: "Added to the pathway after people completed it",
        category: "Compliance",
        pivotPillar: "Purpose",
        type: "reading",
      })
      .returning({ id: modules.id });
    const [{ position }] = await db()
      .select({ position: sql<number>`max(${pathwayModules.position}) + 1` })
      .from(pathwayModules)
      .where(eq(pathwayModules.pathwayId, pathwayId));
    await db().insert(pathwayModules).values({ pathwayId, moduleId: extra.id, position });
    const added = await expectedReport(ruleId, orgId);
    expect(added.summary).toMatchObject({ onTime: 0, late: 0, outstanding: 10 });
    expect((await walkReport(owner, orgId, ruleId, 4)).items).toEqual(added.items);

    await db().delete(modules).where(eq(modules.id, extra.id)); // its pathway row goes with it
    const removed = await expectedReport(ruleId, orgId);
    expect(removed.summary).toMatchObject({ onTime: 4, late: 1 });
    expect((await walkReport(owner, orgId, ruleId, 4)).items).toEqual(removed.items);
    expect(await db().select().from(pathways).where(eq(pathways.id, pathwayId))).toHaveLength(1);
  });

  it("refuses a cursor it did not give", async () => {
    for (const cursor of ["10", "bm90LWpzb24", Buffer.from(JSON.stringify([9, "a", "b"])).toString("base64url")]) {
      const res = await t.as(owner, {
        method: "GET",
        url: `/api/organizations/${orgId}/compliance-assignments/${ruleId}/status?cursor=${cursor}`,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toContain("cursor");
    }
  });
});
