import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationResult, InvitationsPreview } from "../../../contracts/organizations";
import { rowsOf } from "../../db/rows";
import { changedTables, databaseFingerprint } from "../../test/route-callers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { processInvitationBatch } from "./invitations-batch";
import { invitationFixtures, type Org, unique } from "./invitations-fixtures";

/**
 * Issue 45 item 1: the preview of a list of invitations is the send's dry run. It runs the send's own
 * rules on the same body, so what it says of each row is what sending does; the departments the file
 * names are matched ignoring case or created when the sender agrees; the names travel with the
 * invitation to the account form.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { db, organisation, memberOf, person, inviteNow, tokenMailedTo } = invitationFixtures(() => t);

const preview = async (org: Org, body: object): Promise<InvitationsPreview> => {
  const res = await t.as(org.owner, {
    method: "POST",
    url: `/api/organizations/${org.id}/invitations/preview`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const send = async (org: Org, body: object): Promise<InvitationResult[]> => {
  const res = await t.as(org.owner, { method: "POST", url: `/api/organizations/${org.id}/invitations`, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().results;
};

const departmentsOf = async (organizationId: string) =>
  rowsOf<{ name: string }>(
    await db().execute(sql`select name from departments where organization_id = ${organizationId} order by name`),
  ).map((r) => r.name);

describe("the invitations preview (POST /api/organizations/{id}/invitations/preview)", () => {
  it("says of each row of a mixed file what the send then does, and writes nothing", async () => {
    // 8 seats: the owner, one member and one pending invitation leave 5.
    const org = await organisation({ seats: 8, departments: ["Finance"] });
    const member = await memberOf(org, "member");
    const pending = `pending-${unique()}@example.com`;
    await inviteNow(org.owner, org, [{ email: pending }]);
    const s = unique();
    const lead = `lead-${s}@example.com`;
    const invitations = [
      { email: lead, firstName: "Lena", lastName: "Lead", department: "operations", role: "manager" },
      { email: `report-${s}@example.com`, firstName: "Rob", department: "Operations", managerEmail: lead },
      { email: "josé.núñez@example.com", firstName: "José", lastName: "Núñez", department: "Operations" },
      { email: `fin-${s}@example.com`, department: "FINANCE" },
      { email: lead.toUpperCase() },
      { email: member.email },
      { email: pending },
      { email: `research-${s}@example.com`, department: "Research" },
      { email: `orphan-${s}@example.com`, managerEmail: `nobody-${s}@example.com` },
      { email: `fourth-${s}@example.com` },
      { email: `fifth-${s}@example.com` },
      { email: `sixth-${s}@example.com` },
      { email: "not an address" },
    ];
    const body = { invitations, createDepartments: ["Operations"] };

    const before = await databaseFingerprint(t);
    const dryRun = await preview(org, body);
    expect(changedTables(before, await databaseFingerprint(t))).toEqual([]);

    expect(dryRun.rows.map((r) => [r.row, r.outcome])).toEqual([
      [1, "invite"],
      [2, "invite"],
      [3, "invalid"],
      [4, "invite"],
      [5, "duplicate"],
      [6, "already_member"],
      [7, "already_invited"],
      [8, "no_department"],
      [9, "no_manager"],
      [10, "invite"],
      [11, "invite"],
      [12, "over_seats"],
      [13, "invalid"],
    ]);
    expect(dryRun.rows[2].reason).toBe(
      "PIVOT cannot use an address with accents or non-Latin letters before the @ (josé.núñez@example.com) yet: use an address without them",
    );
    // Departments are matched ignoring case: the organisation's spelling, or the agreed new one's.
    expect(dryRun.rows[0]).toMatchObject({
      firstName: "Lena",
      lastName: "Lead",
      role: "manager",
      department: "Operations",
      newDepartment: true,
    });
    expect(dryRun.rows[3]).toMatchObject({ department: "Finance", newDepartment: false });
    expect(dryRun.rows[4]).toMatchObject({
      duplicateOf: 1,
      reason: "Appears more than once in the list (first at row 1)",
    });
    expect(dryRun.newDepartments).toEqual([
      { name: "Operations", rows: 2, create: true },
      { name: "Research", rows: 1, create: false },
    ]);
    expect(dryRun).toMatchObject({ invite: 5, overSeats: 1, seats: { limit: 8, used: 3, free: 5 } });

    const results = await send(org, body);
    const shape = (
      rows: readonly { row: number; email: string; outcome: string; reason?: string; duplicateOf?: number }[],
    ) => rows.map((r) => ({ row: r.row, email: r.email, outcome: r.outcome, reason: r.reason, of: r.duplicateOf }));
    expect(shape(results)).toEqual(shape(dryRun.rows));
    expect(results.filter((r) => r.status === "invited").map((r) => r.row)).toEqual([1, 2, 4, 10, 11]);

    // The agreed department exists, once, with its audit entry; the one not agreed was not made.
    expect(await departmentsOf(org.id)).toEqual(["Finance", "Operations"]);
    const [created] = rowsOf<{ details: { name: string } }>(
      await db().execute(
        sql`select details from audit_log where organization_id = ${org.id} and action = 'department.created'`,
      ),
    );
    expect(created.details.name).toBe("Operations");
    const stored = rowsOf<{ email: string; first_name: string | null; department: string | null }>(
      await db().execute(sql`
        select email, first_name, department from organization_invitations
        where organization_id = ${org.id} and email in (${lead}, ${`fin-${s}@example.com`})
        order by email
      `),
    );
    expect(stored).toEqual([
      { email: `fin-${s}@example.com`, first_name: null, department: "Finance" },
      { email: lead, first_name: "Lena", department: "Operations" },
    ]);

    // The same list again: the preview now says who is invited already, and that no seat is free.
    const again = await preview(org, body);
    expect([1, 2, 4, 10, 11].map((row) => again.rows[row - 1].outcome)).toEqual(Array(5).fill("already_invited"));
    expect(again.rows[11].outcome).toBe("over_seats");
    expect(again).toMatchObject({ invite: 0, seats: { limit: 8, used: 8, free: 0 } });
    expect(again.newDepartments).toEqual([{ name: "Research", rows: 1, create: false }]);
  });

  it("without agreement a missing department refuses its rows, in the preview and the send alike", async () => {
    const org = await organisation({ seats: 20 });
    const body = { invitations: [{ email: `ops-${unique()}@example.com`, department: "Operations" }] };
    const dryRun = await preview(org, body);
    expect(dryRun.rows[0]).toMatchObject({
      outcome: "no_department",
      reason: 'There is no department "Operations" in this organisation',
    });
    expect(dryRun.newDepartments).toEqual([{ name: "Operations", rows: 1, create: false }]);
    const [result] = await send(org, body);
    expect(result).toMatchObject({ status: "refused", outcome: "no_department", reason: dryRun.rows[0].reason });
    expect(await departmentsOf(org.id)).toEqual([]);
  });

  it("warns of the rows over the free seats of a free organisation", async () => {
    const org = await organisation();
    const invitations = Array.from({ length: 6 }, (_, i) => ({ email: `seat-${i}-${unique()}@example.com` }));
    const dryRun = await preview(org, { invitations });
    expect(dryRun).toMatchObject({ invite: 4, overSeats: 2, seats: { limit: 5, used: 1, free: 4 } });
    expect(dryRun.rows[5].reason).toMatch(/^Your organisation has used all 5 of its seats/);
  });

  it("carries the names into the invitation link's page, and links a report to the manager invited beside them", async () => {
    const org = await organisation({ seats: 20 });
    const s = unique();
    const manager = `manager-${s}@example.com`;
    const report = `report-${s}@example.com`;
    await send(org, {
      invitations: [
        { email: report, firstName: "Rhea", lastName: "Report", managerEmail: manager },
        { email: manager, firstName: "Max", lastName: "Manager", role: "manager" },
      ],
    });
    const reportToken = await tokenMailedTo(report);
    const page = (await t.as(null, { method: "GET", url: `/api/invitations/${reportToken}` })).json();
    expect(page).toMatchObject({ email: report, firstName: "Rhea", lastName: "Report", accountExists: false });

    // The report joins first: their manager is not a member yet.
    const rhea = await person(report, "Rhea");
    expect((await t.as(rhea, { method: "POST", url: `/api/invitations/${reportToken}/accept` })).statusCode).toBe(200);
    const managerOf = async (userId: string) =>
      rowsOf<{ manager_id: string | null }>(
        await db().execute(
          sql`select manager_id from member where organization_id = ${org.id} and user_id = ${userId}`,
        ),
      )[0].manager_id;
    expect(await managerOf(rhea.id)).toBeNull();

    // The manager joins: the report now reports to them.
    const max = await person(manager, "Max");
    const managerToken = await tokenMailedTo(manager);
    expect((await t.as(max, { method: "POST", url: `/api/invitations/${managerToken}/accept` })).statusCode).toBe(200);
    expect(await managerOf(rhea.id)).toBe(max.id);
    const members = (await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/members` })).json();
    expect(members.items.find((m: { userId: string }) => m.userId === rhea.id)).toMatchObject({ managerId: max.id });
  });

  it("a list of more than 50 (the job, in chunks) creates the agreed departments and agrees with its preview", async () => {
    const org = await organisation({ seats: 100 });
    const s = unique();
    const lead = `lead-${s}@example.com`;
    // The manager is the last row, in the last chunk; their reports come before them.
    const invitations = [
      ...Array.from({ length: 58 }, (_, i) => ({
        email: `p${i}-${s}@example.com`,
        department: "Warehouse",
        managerEmail: lead,
      })),
      { email: "josé.núñez@example.com" },
      { email: lead, department: "warehouse", role: "manager" },
    ];
    const body = { invitations, createDepartments: ["Warehouse"] };
    const dryRun = await preview(org, body);
    expect(dryRun).toMatchObject({ invite: 59, newDepartments: [{ name: "Warehouse", rows: 59, create: true }] });
    const res = await t.as(org.owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/invitations`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(202);
    // The department exists before the first chunk runs.
    expect(await departmentsOf(org.id)).toEqual(["Warehouse"]);
    await processInvitationBatch(db(), res.json().batchId, { chunkSize: 20 });
    const batch = (
      await t.as(org.owner, {
        method: "GET",
        url: `/api/organizations/${org.id}/invitation-batches/${res.json().batchId}`,
      })
    ).json();
    expect(batch).toMatchObject({ status: "done", invited: 59 });
    expect(batch.rejected.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual(
      dryRun.rows.filter((r) => r.outcome !== "invite").map((r) => [r.row, r.reason]),
    );
  });

  it("refuses a preview to a member who is not an owner or admin", async () => {
    const org = await organisation();
    const member = await memberOf(org, "member");
    const res = await t.as(member, {
      method: "POST",
      url: `/api/organizations/${org.id}/invitations/preview`,
      payload: { invitations: [{ email: `x-${unique()}@example.com` }] },
    });
    expect(res.statusCode).toBe(403);
  });
});
