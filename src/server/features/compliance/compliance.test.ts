import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComplianceRule, ComplianceRuleList, ComplianceStatusPage } from "../../../contracts/compliance";
import { ukToday } from "../../../domain/due-dates";
import { queryRows, rowsOf } from "../../db/rows";
import {
  complianceAssignments,
  complianceRules,
  mailMessages,
  notifications,
  pathwayAssignments,
  pathwayModules,
  pathways,
} from "../../db/schema";
import { passCheck, startAttemptFor, submitAttempt } from "../../platform/learning/knowledge-check-attempts";
import { addMember, completeModule, createLearner, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";
import { escalateOverdueAssignments, sendManagerDigests } from "./escalation";
import { applyComplianceRulesToMember, runComplianceCycles } from "./service";

let t: TestApp;
/** Every date in this file comes from this clock (a Monday, 09:00 in London). */
let now = new Date("2027-03-01T09:00:00Z");
const DAY = 86_400_000;
const later = (days: number) => new Date(now.getTime() + days * DAY);
let pathwayId: number;
let pathwayModuleIds: number[];

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const [first] = await t.database.db.select({ id: pathways.id }).from(pathways).orderBy(asc(pathways.id)).limit(1);
  pathwayId = first.id;
  pathwayModuleIds = (
    await t.database.db
      .select({ id: pathwayModules.moduleId })
      .from(pathwayModules)
      .where(eq(pathwayModules.pathwayId, pathwayId))
  ).map((m) => m.id);
});
afterAll(async () => {
  await t?.close();
});

const unique = () => randomUUID().slice(0, 8);
const db = () => t.database.db;

async function person(firstName = "Pat") {
  return createLearner(db(), { email: `${firstName}.${unique()}@example.com`, firstName, lastName: unique() });
}

/** An organisation owned by a signed-up user, with a Finance member (managed by a manager) and an Operations member. */
async function world() {
  const owner = await t.signUp();
  const org = await createOrganization(db(), { name: `Org ${unique()}`, slug: `org-${unique()}` });
  await addMember(db(), { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  const manager = await person("Manny");
  await addMember(db(), { organizationId: org.id, userId: manager.id, role: "manager", department: "Finance" });
  const finance = await person("Fin");
  await addMember(db(), {
    organizationId: org.id,
    userId: finance.id,
    role: "member",
    department: "Finance",
    managerId: manager.id,
  });
  const operations = await person("Opal");
  await addMember(db(), { organizationId: org.id, userId: operations.id, role: "member", department: "Operations" });
  return { owner, org, manager, finance, operations };
}

const createRule = (owner: TestUser, orgId: string, payload: Record<string, unknown>) =>
  t.as(owner, { method: "POST", url: `/api/organizations/${orgId}/compliance-assignments`, payload });

const assignmentOf = async (userId: string) =>
  (
    await db()
      .select()
      .from(pathwayAssignments)
      .where(and(eq(pathwayAssignments.userId, userId), eq(pathwayAssignments.pathwayId, pathwayId)))
  )[0];

const countRows = async (table: "compliance_rules" | "compliance_assignments" | "audit_log") =>
  Number((await queryRows<{ n: number }>(db(), sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

describe("compliance assignment rules (issue 22 item 7)", () => {
  it("reaches a person who joins through the join link, and one moved into the department, in that request", async () => {
    now = new Date("2027-03-01T09:00:00Z");
    const w = await world();
    expect(
      (await createRule(w.owner, w.org.id, { pathwayId, audience: "department", department: "Finance", dueDays: 30 }))
        .statusCode,
    ).toBe(201);
    // The operations member moves into Finance: the membership change assigns it.
    const moved = await t.as(w.owner, {
      method: "PATCH",
      url: `/api/organizations/${w.org.id}/members/${w.operations.id}`,
      payload: { department: "Finance" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await assignmentOf(w.operations.id))?.dueDate).toBe("2027-03-31");

    // A rule for everyone, then someone joins through the join link.
    const everyone = await createRule(w.owner, w.org.id, { pathwayId, audience: "everyone", dueDays: 14 });
    expect(everyone.statusCode, everyone.body).toBe(201);
    const link = await t.as(w.owner, {
      method: "PATCH",
      url: `/api/organizations/${w.org.id}`,
      payload: { joinLinkEnabled: true },
    });
    const joiner = await t.signUp();
    const joined = await t.as(joiner, { method: "POST", url: `/api${link.json().joinPath}` });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await assignmentOf(joiner.id))?.dueDate).toBe("2027-03-15");
  });

  it("assigns the current audience at once with its due date, and anyone who joins later", async () => {
    now = new Date("2027-03-01T09:00:00Z");
    const w = await world();
    const res = await createRule(w.owner, w.org.id, {
      pathwayId,
      audience: "department",
      department: "Finance",
      intervalMonths: 12,
      dueDays: 30,
    });
    expect(res.statusCode).toBe(201);
    const rule = res.json() as ComplianceRule;
    expect(rule).toMatchObject({ audience: "department", department: "Finance", intervalMonths: 12, cycle: 0 });
    expect(rule.nextRunOn).toBe("2028-03-01");
    // The manager and the member are in Finance; Operations is not.
    expect(rule.summary).toMatchObject({ assigned: 2, outstanding: 2, onTime: 0, late: 0 });
    expect((await assignmentOf(w.finance.id))?.dueDate).toBe("2027-03-31");
    expect(await assignmentOf(w.operations.id)).toBeUndefined();
    const notices = await db().select().from(notifications).where(eq(notifications.userId, w.finance.id));
    expect(notices.map((n) => n.kind)).toEqual(["pathway_assigned"]);
    const audit = await db().execute(
      sql`select action, target_id from audit_log where organization_id = ${w.org.id} and action = 'assignment.created'`,
    );
    expect(rowsOf<unknown>(audit)).toHaveLength(1);

    // Someone joins Finance afterwards: the joining code calls the apply function.
    now = later(10);
    const joiner = await person("Jo");
    await addMember(db(), { organizationId: w.org.id, userId: joiner.id, role: "member", department: "Finance" });
    expect(await applyComplianceRulesToMember(db(), w.org.id, joiner.id, now)).toBe(1);
    expect(await applyComplianceRulesToMember(db(), w.org.id, joiner.id, now)).toBe(0);
    expect((await assignmentOf(joiner.id))?.dueDate).toBe("2027-04-10");
    // The learner sees it among their pathways with its due date.
    const joinerPathways = await db().execute(
      sql`select 1 from pathway_enrollments where user_id = ${joiner.id} and pathway_id = ${pathwayId}`,
    );
    expect(rowsOf<unknown>(joinerPathways)).toHaveLength(1);

    // One who joins by a path that did not call it is caught up by the daily task, once.
    const missed = await person("Miss");
    await addMember(db(), { organizationId: w.org.id, userId: missed.id, role: "member", department: "Finance" });
    expect(await runComplianceCycles(db(), now)).toBe(1);
    expect(await runComplianceCycles(db(), now)).toBe(0);
    expect((await assignmentOf(missed.id))?.dueDate).toBe("2027-04-10");
  });

  it("creates the next cycle once when the interval has passed, counting only completions since", async () => {
    now = new Date("2027-01-31T10:00:00Z");
    const w = await world();
    const res = await createRule(w.owner, w.org.id, {
      pathwayId,
      audience: "role",
      role: "member",
      intervalMonths: 1,
      dueDays: 14,
    });
    expect(res.statusCode).toBe(201);
    const rule = res.json() as ComplianceRule;
    expect(rule.nextRunOn).toBe("2027-02-28");
    expect(rule.summary.assigned).toBe(2);
    // Finance completes the pathway in the first cycle.
    for (const moduleId of pathwayModuleIds) await completeModule(db(), { userId: w.finance.id, moduleId, now });

    now = new Date("2027-02-27T10:00:00Z");
    expect(await runComplianceCycles(db(), now)).toBe(0);
    now = new Date("2027-02-28T10:00:00Z");
    expect(await runComplianceCycles(db(), now)).toBe(2);
    expect(await runComplianceCycles(db(), now)).toBe(0);
    const [stored] = await db().select().from(complianceRules).where(eq(complianceRules.id, rule.id));
    expect(stored).toMatchObject({ cycle: 1, nextRunOn: "2027-03-31" });
    const assignment = await assignmentOf(w.finance.id);
    expect(assignment?.dueDate).toBe("2027-03-14");
    expect(assignment?.completionSince).not.toBeNull();
    // The earlier completion does not count for the new cycle.
    const status = await t.as(w.owner, {
      method: "GET",
      url: `/api/organizations/${w.org.id}/compliance-assignments/${rule.id}/status`,
    });
    expect(status.statusCode).toBe(200);
    const page = status.json() as ComplianceStatusPage;
    expect(page.rule.cycle).toBe(1);
    expect(page.items.map((i) => i.status)).toEqual(["outstanding", "outstanding"]);
  });

  it("reports each person's knowledge check attempts and best score in the pathway (issue 47)", async () => {
    now = new Date("2027-04-12T09:00:00Z");
    const w = await world();
    const rule = (
      await createRule(w.owner, w.org.id, { pathwayId, audience: "department", department: "Finance", dueDays: 14 })
    ).json() as ComplianceRule;
    const [assessed] = await queryRows<{ id: number; title: string }>(
      db(),
      sql`select m.id, m.title from modules m join pathway_modules pm on pm.module_id = m.id
          where pm.pathway_id = ${pathwayId}
            and exists (select 1 from knowledge_check_questions q where q.module_id = m.id and q.retired_at is null)
          order by pm.position limit 1`,
    );
    expect(assessed).toBeDefined();
    // A failed attempt (nothing answered), then a pass.
    const failing = await startAttemptFor(db(), w.finance.id, assessed.id, now);
    await submitAttempt(db(), w.finance, assessed.id, failing.attemptId, { answers: {} }, now);
    await passCheck(db(), w.finance.id, assessed.id, later(1));
    now = later(2);
    const page = (
      await t.as(w.owner, {
        method: "GET",
        url: `/api/organizations/${w.org.id}/compliance-assignments/${rule.id}/status`,
      })
    ).json() as ComplianceStatusPage;
    const line = page.items.find((i) => i.userId === w.finance.id);
    expect(line?.knowledgeChecks).toEqual([
      { moduleId: assessed.id, title: assessed.title, attempts: 2, bestScore: 100, passed: true },
    ]);
  });

  it("shows each assignment on time, late or outstanding", async () => {
    now = new Date("2027-05-03T09:00:00Z");
    const w = await world();
    const third = await person("Tess");
    await addMember(db(), { organizationId: w.org.id, userId: third.id, role: "member", department: "Operations" });
    const res = await createRule(w.owner, w.org.id, {
      pathwayId,
      audience: "department",
      department: "Operations",
      dueDays: 7,
    });
    const rule = res.json() as ComplianceRule;
    expect(rule.intervalMonths).toBeNull();
    expect(rule.nextRunOn).toBeNull();
    for (const moduleId of pathwayModuleIds)
      await completeModule(db(), { userId: w.operations.id, moduleId, now: later(7) }); // on the due day
    const lateDay = later(9);
    for (const moduleId of pathwayModuleIds) await completeModule(db(), { userId: third.id, moduleId, now: lateDay });
    now = later(10);
    const list = await t.as(w.owner, { method: "GET", url: `/api/organizations/${w.org.id}/compliance-assignments` });
    expect(list.statusCode).toBe(200);
    const body = list.json() as ComplianceRuleList;
    expect(body.items[0].summary).toMatchObject({ assigned: 2, onTime: 1, late: 1, outstanding: 0, overdue: 0 });
    expect(body.options.departments).toEqual(["Finance", "Operations"]);
    expect(body.options.pathways.length).toBeGreaterThan(0);
  });

  it("escalates an overdue learner to the line manager once, after the grace period", async () => {
    now = new Date("2027-06-01T09:00:00Z");
    const w = await world();
    expect(
      (await createRule(w.owner, w.org.id, { pathwayId, audience: "department", department: "Finance", dueDays: 0 }))
        .statusCode,
    ).toBe(201);
    now = new Date("2027-06-07T09:00:00Z"); // 6 days overdue
    const before = await escalateOverdueAssignments(db(), now);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.manager.id), eq(notifications.kind, "compliance_escalation"))),
    ).toHaveLength(0);
    now = new Date("2027-06-08T09:00:00Z"); // 7 days overdue
    // Other tests' organisations may escalate too; this manager hears once.
    expect(await escalateOverdueAssignments(db(), now)).toBeGreaterThanOrEqual(1);
    expect(await escalateOverdueAssignments(db(), later(1))).toBe(0);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.manager.id), eq(notifications.kind, "compliance_escalation")));
    expect(told).toHaveLength(1);
    expect(told[0].title).toContain("Fin");
    const mails = await db()
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, w.manager.id), eq(mailMessages.template, "compliance_escalation")));
    expect(mails).toHaveLength(1);
    const [row] = await db().select().from(complianceAssignments).where(eq(complianceAssignments.userId, w.finance.id));
    expect(row.escalatedAt).not.toBeNull();
    expect(before).toBeGreaterThanOrEqual(0);
  });

  it("sends each manager one digest a week, on Mondays", async () => {
    now = new Date("2027-07-01T09:00:00Z"); // a Thursday
    const w = await world();
    await createRule(w.owner, w.org.id, { pathwayId, audience: "everyone", dueDays: 1 });
    const digests = () =>
      db()
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.userId, w.manager.id), eq(mailMessages.template, "manager_digest")));
    expect(await sendManagerDigests(db(), new Date("2027-07-04T09:00:00Z"))).toBe(0); // Sunday
    const monday = new Date("2027-07-05T09:00:00Z");
    expect(ukToday(monday)).toBe("2027-07-05");
    await sendManagerDigests(db(), monday);
    await sendManagerDigests(db(), new Date("2027-07-05T15:00:00Z")); // a restart the same day
    expect(await digests()).toHaveLength(1);
    expect((await digests())[0].textBody).toContain("Fin");
    // The organisation's name heads the digest, as its brand (issue 45 item 9).
    expect((await digests())[0].textBody).toContain(`${w.org.name} · PIVOT Learning`);
    expect(await sendManagerDigests(db(), new Date("2027-07-06T09:00:00Z"))).toBe(0); // Tuesday
    await sendManagerDigests(db(), new Date("2027-07-12T09:00:00Z"));
    expect(await digests()).toHaveLength(2);
  });

  it("ends a rule: no more cycles, nobody newly assigned", async () => {
    now = new Date("2027-08-02T09:00:00Z");
    const w = await world();
    const rule = (
      await createRule(w.owner, w.org.id, { pathwayId, audience: "everyone", intervalMonths: 3, dueDays: 10 })
    ).json() as ComplianceRule;
    const ended = await t.as(w.owner, {
      method: "DELETE",
      url: `/api/organizations/${w.org.id}/compliance-assignments/${rule.id}`,
    });
    expect(ended.statusCode).toBe(200);
    const joiner = await person("Late");
    await addMember(db(), { organizationId: w.org.id, userId: joiner.id, role: "member", department: null });
    expect(await applyComplianceRulesToMember(db(), w.org.id, joiner.id, now)).toBe(0);
    now = new Date("2027-11-02T09:00:00Z");
    await runComplianceCycles(db(), now);
    const [stored] = await db().select().from(complianceRules).where(eq(complianceRules.id, rule.id));
    expect(stored.cycle).toBe(0);
    expect(stored.endedAt).not.toBeNull();
  });

  it("refuses another organisation's caller and ids, and plain members, writing nothing", async () => {
    now = new Date("2027-09-01T09:00:00Z");
    const a = await world();
    const b = await world();
    const rule = (
      await createRule(a.owner, a.org.id, { pathwayId, audience: "everyone", dueDays: 10 })
    ).json() as ComplianceRule;
    const rules = await countRows("compliance_rules");
    const assigned = await countRows("compliance_assignments");
    expect((await createRule(b.owner, a.org.id, { pathwayId, audience: "everyone", dueDays: 10 })).statusCode).toBe(
      403,
    );
    const base = `/api/organizations`;
    expect((await t.as(b.owner, { method: "GET", url: `${base}/${a.org.id}/compliance-assignments` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(b.owner, { method: "DELETE", url: `${base}/${b.org.id}/compliance-assignments/${rule.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(b.owner, { method: "GET", url: `${base}/${b.org.id}/compliance-assignments/${rule.id}/status` }))
        .statusCode,
    ).toBe(404);
    const member = await t.signUp();
    await addMember(db(), { organizationId: a.org.id, userId: member.id, role: "member", department: null });
    expect((await createRule(member, a.org.id, { pathwayId, audience: "everyone", dueDays: 10 })).statusCode).toBe(403);
    expect(await countRows("compliance_rules")).toBe(rules);
    expect(await countRows("compliance_assignments")).toBe(assigned);
    const [stored] = await db().select().from(complianceRules).where(eq(complianceRules.id, rule.id));
    expect(stored.endedAt).toBeNull();
  });

  it("answers bad input with 400 and writes nothing", async () => {
    now = new Date("2027-10-01T09:00:00Z");
    const w = await world();
    const other = await world();
    await addMember(db(), {
      organizationId: other.org.id,
      userId: (await person("Else")).id,
      role: "member",
      department: "Elsewhere",
    });
    const rules = await countRows("compliance_rules");
    const audit = await countRows("audit_log");
    const bad: [Record<string, unknown>, string][] = [
      [{ pathwayId, audience: "everyone", intervalMonths: 0, dueDays: 10 }, "intervalMonths"],
      [{ pathwayId, audience: "everyone", intervalMonths: 37, dueDays: 10 }, "intervalMonths"],
      [{ pathwayId: 2_147_483_647, audience: "everyone", dueDays: 10 }, "pathwayId"],
      [{ pathwayId: 2_147_483_648, audience: "everyone", dueDays: 10 }, "pathwayId"],
      [{ pathwayId, audience: "department", department: "Elsewhere", dueDays: 10 }, "department"],
      [{ pathwayId, audience: "department", dueDays: 10 }, "department"],
      [{ pathwayId, audience: "role", role: "boss", dueDays: 10 }, "role"],
      [{ pathwayId, audience: "everyone" }, "dueDays"],
      [{ pathwayId, audience: "everyone", dueDays: 10, dueDate: "2027-12-01" }, "dueDays"],
      [{ pathwayId, audience: "everyone", dueDays: 366 }, "dueDays"],
      [{ pathwayId, audience: "everyone", dueDate: "2027-09-30" }, "dueDate"],
      [{ pathwayId, audience: "team", dueDays: 10 }, "audience"],
    ];
    for (const [payload, field] of bad) {
      const res = await createRule(w.owner, w.org.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(field);
    }
    expect(
      (await t.as(w.owner, { method: "DELETE", url: `/api/organizations/${w.org.id}/compliance-assignments/0` }))
        .statusCode,
    ).toBe(400);
    expect(await countRows("compliance_rules")).toBe(rules);
    expect(await countRows("audit_log")).toBe(audit);
  });
});
