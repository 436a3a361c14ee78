/**
 * Issue 45 item 2 (decision 403): the organisation console agrees with itself and with its exports.
 * After each console mutation — invitations sent and accepted, a department and a line manager set, a
 * pathway assigned, a module completed by a member, a compliance assignment created — every console
 * view's API is read and compared with the export that carries the same facts, row for row:
 *
 * - the members list (GET …/members) and the analytics' members and Total Employees with members.csv;
 * - the analytics' assignments (the Assignments table) with the export's assignments.csv, pathway rows;
 * - the compliance assignments' counts and people with assignments.csv's compliance rows;
 * - each member's completed modules in the analytics with the export's completions.csv.
 *
 * The analytics' own Export Report is built in the browser from the same answer (team-report-csv.ts).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import JSZip from "jszip";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComplianceRuleList, ComplianceStatusPage } from "../contracts/compliance";
import type { OrganizationAnalytics } from "../contracts/employer";
import type { Member, MemberList } from "../contracts/organizations";
import { mailMessages } from "./db/schema";
import { catalogueSummaries } from "./platform/caches/catalogue-cache";
import { addMember, createLearner, createModule, createOrganization, createPathway } from "./test/factories";
import { signedInSession } from "./test/route-callers";
import { createTestApp, type TestApp, type TestUser } from "./test/test-app";

let t: TestApp;
const db = () => t.database.db;
const suffix = randomBytes(4).toString("hex");
let organizationId: string;
let owner: TestUser;
/** The two people invited: one becomes a line manager, the other reports to them. */
const people: Record<"manager" | "member", TestUser & { firstName: string }> = {} as never;
let moduleId: number;
let moduleMinutes: number;
let pathwayId: number;

beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT: "100000" });
  const org = await createOrganization(db(), { name: `Coherent ${suffix}`, slug: `coherent-${suffix}` });
  organizationId = org.id;
  const ownerAccount = await createLearner(db(), {
    email: `owner-${suffix}@coherent.example.com`,
    firstName: "Olive",
    lastName: "Owner",
    password: "a-long-passphrase-42",
  });
  owner = await signedInSession(t, ownerAccount);
  await addMember(db(), { organizationId, userId: owner.id, role: "owner", department: null });
  // A module completed by reading (no knowledge check: every catalogue module has one), in a pathway of its own.
  const created = await createModule(db(), { content: "Hybrid meetings where everyone is heard. ".repeat(400) });
  moduleId = created.id;
  const summary = (await catalogueSummaries(db())).find((m) => m.id === moduleId);
  moduleMinutes = summary?.duration ?? 0;
  expect(moduleMinutes).toBeGreaterThan(0);
  pathwayId = await createPathway(db(), { title: `Coherence path ${suffix}`, moduleIds: [moduleId] });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = async <T>(who: TestUser, url: string): Promise<T> => {
  const res = await t.as(who, { method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};

const send = async (who: TestUser, method: "POST" | "PATCH", url: string, payload?: object) => {
  const res = await t.as(who, { method, url, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const csvRows = (text: string) => {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  return parsed.data;
};

async function exported() {
  const res = await t.as(owner, { method: "POST", url: `/api/organizations/${organizationId}/export` });
  expect(res.statusCode, res.body).toBe(200);
  const zip = await JSZip.loadAsync(res.rawPayload);
  const file = async (name: string) => csvRows(await zip.file(name)!.async("string"));
  const membersCsv = await t.as(owner, { method: "GET", url: `/api/organizations/${organizationId}/members.csv` });
  expect(membersCsv.statusCode).toBe(200);
  return {
    members: csvRows(membersCsv.body),
    zipMembers: await file("members.csv"),
    assignments: await file("assignments.csv"),
    completions: await file("completions.csv"),
  };
}

const sorted = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

/** Every console view read through its API, compared with the exports row for row. */
async function expectConsoleAgreesWithExports() {
  const base = `/api/organizations/${organizationId}`;
  const [analytics, list, compliance, files] = [
    await get<OrganizationAnalytics>(owner, "/api/organizations/analytics"),
    await get<MemberList>(owner, `${base}/members?limit=100`),
    await get<ComplianceRuleList>(owner, `${base}/compliance-assignments`),
    await exported(),
  ];
  expect(files.members.length).toBeGreaterThan(0);

  // Members: the list, the analytics and the two CSV files name the same people.
  const listed = list.items.map((m: Member) => ({ email: m.email, role: m.role, department: m.department ?? "" }));
  const csvMembers = files.members.map((r) => ({ email: r.Email, role: r.Role, department: r.Department }));
  expect(sorted(listed)).toEqual(sorted(csvMembers));
  expect(sorted(files.zipMembers)).toEqual(sorted(files.members));
  expect(analytics.totalMembers).toBe(files.members.length);
  expect(sorted(analytics.members.map((m) => ({ email: m.email, department: m.department ?? "" })))).toEqual(
    sorted(csvMembers.map(({ email, department }) => ({ email, department }))),
  );

  // Assignments: the Assignments table's rows are the export's pathway rows.
  const emailOf = new Map(analytics.members.map((m) => [m.id, m.email]));
  const titleOf = new Map(analytics.pathways.map((p) => [p.id, p.title]));
  const onScreen = analytics.assignments.map((a) => ({
    email: emailOf.get(a.memberId) ?? "",
    pathway: titleOf.get(a.pathwayId) ?? "",
    due: a.dueDate ?? "",
    complete: a.completed ? "yes" : "no",
  }));
  const pathwayRows = files.assignments
    .filter((r) => r.Kind === "pathway")
    .map((r) => ({ email: r.Email, pathway: r.Pathway, due: r["Due date"], complete: r.Complete }));
  expect(sorted(onScreen)).toEqual(sorted(pathwayRows));
  // Each pathway card's count of overdue people is the table's.
  for (const pathway of analytics.pathways)
    expect(pathway.overdueCount).toBe(
      analytics.assignments.filter((a) => a.pathwayId === pathway.id && a.overdue).length,
    );

  // Compliance: each rule's counts and people are its current cycle's export rows.
  for (const rule of compliance.items) {
    const rows = files.assignments.filter(
      (r) => r.Kind === "compliance" && r.Pathway === rule.pathwayTitle && Number(r.Cycle) === rule.cycle,
    );
    expect(rule.summary.assigned).toBe(rows.length);
    expect(rule.summary.onTime + rule.summary.late).toBe(rows.filter((r) => r.Complete === "yes").length);
    const status = await get<ComplianceStatusPage>(owner, `${base}/compliance-assignments/${rule.id}/status?limit=100`);
    expect(
      sorted(status.items.map((p) => ({ email: p.email, complete: p.completedAt === null ? "no" : "yes" }))),
    ).toEqual(sorted(rows.map((r) => ({ email: r.Email, complete: r.Complete }))));
  }

  // Completions: each member's completed modules are their rows in completions.csv.
  for (const m of analytics.members)
    expect(m.modulesCompleted).toBe(files.completions.filter((r) => r.Email === m.email).length);
  return { analytics, list, compliance, files };
}

async function tokenMailedTo(email: string): Promise<string> {
  const messages = await db()
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.toAddress, email)));
  const latest = messages.sort((a, b) => b.id - a.id).find((m) => /\/invitations\/[A-Za-z0-9_-]+/.test(m.textBody));
  const token = latest && /\/invitations\/([A-Za-z0-9_-]+)/.exec(latest.textBody)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

describe("the organisation console and its exports", () => {
  it("agree after invitations are sent and accepted", { timeout: 120_000 }, async () => {
    for (const [key, firstName] of [
      ["manager", "Mina"],
      ["member", "Theo"],
    ] as const) {
      const email = `${firstName.toLowerCase()}-${suffix}@coherent.example.com`;
      const account = await createLearner(db(), { email, firstName, lastName: "Person", password: "a-long-pass-42" });
      people[key] = { ...(await signedInSession(t, account)), firstName };
    }
    await send(owner, "POST", `/api/organizations/${organizationId}/invitations`, {
      invitations: [{ email: people.manager.email }, { email: people.member.email }],
    });
    await expectConsoleAgreesWithExports();
    for (const who of [people.manager, people.member])
      await send(who, "POST", `/api/invitations/${await tokenMailedTo(who.email)}/accept`);
    const { analytics } = await expectConsoleAgreesWithExports();
    // A three-person organisation counts three people.
    expect(analytics.totalMembers).toBe(3);
  });

  it("agree after a department and a line manager are set", { timeout: 120_000 }, async () => {
    const base = `/api/organizations/${organizationId}/members`;
    await send(owner, "POST", `/api/organizations/${organizationId}/departments`, { name: "Operations" });
    await send(owner, "PATCH", `${base}/${people.manager.id}`, { role: "manager", department: "Operations" });
    await send(owner, "PATCH", `${base}/${people.member.id}`, {
      department: "Operations",
      managerId: people.manager.id,
    });
    const { analytics } = await expectConsoleAgreesWithExports();
    expect(analytics.departmentBreakdown.find((d) => d.department === "Operations")?.members).toBe(2);
  });

  it("agree after a pathway is assigned, the manager included", { timeout: 120_000 }, async () => {
    const assigned = await send(owner, "POST", "/api/organizations/pathways/assign", {
      pathwayId,
      memberIds: [people.manager.id, people.member.id],
    });
    expect(assigned.assignedCount).toBe(2);
    const { analytics } = await expectConsoleAgreesWithExports();
    expect(analytics.pathways.find((p) => p.id === pathwayId)?.assignedCount).toBe(2);
    const rows = analytics.assignments.filter((a) => a.pathwayId === pathwayId);
    expect(rows.map((a) => a.memberId).sort()).toEqual([people.manager.id, people.member.id].sort());
  });

  it("agree after a member completes a module", { timeout: 120_000 }, async () => {
    await send(people.member, "POST", "/api/user/progress", {
      moduleId,
      isCompleted: true,
      progressPercentage: 100,
      timeSpent: moduleMinutes * 60,
    });
    const { analytics } = await expectConsoleAgreesWithExports();
    expect(analytics.learningHours).toBeCloseTo(Math.round((moduleMinutes / 60) * 10) / 10, 5);
    expect(analytics.members.find((m) => m.id === people.member.id)?.modulesCompleted).toBe(1);
    expect(analytics.assignments.find((a) => a.memberId === people.member.id)?.completed).toBe(true);
  });

  it("agree after a compliance assignment is created", { timeout: 120_000 }, async () => {
    await send(owner, "POST", `/api/organizations/${organizationId}/compliance-assignments`, {
      pathwayId,
      audience: "everyone",
      dueDays: 30,
    });
    const { analytics, compliance } = await expectConsoleAgreesWithExports();
    expect(compliance.items[0].summary.assigned).toBe(3);
    // The owner is assigned too, and the Assignments table shows them as the export does.
    expect(analytics.assignments.filter((a) => a.pathwayId === pathwayId)).toHaveLength(3);
    expect(analytics.pathways.find((p) => p.id === pathwayId)?.assignedCount).toBe(3);
  });
});
