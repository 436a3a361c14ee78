import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DpaAcceptanceStatus } from "../../../contracts/dpa";
import { CURRENT_DPA_VERSION } from "../../../domain/dpa";
import { auditLog, dpaAcceptances } from "../../db/schema";
import { addMember, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 45 item 5 (decision 402): an organisation's owner accepts the data processing agreement with a
 * record (version, account, the name and role typed, time, address) and an audit entry; admins read it,
 * members and other organisations' owners are refused, bad input is refused with the field.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let counter = 0;

async function organizationWithPeople() {
  const n = ++counter;
  const org = await createOrganization(t.database.db, { name: `Processor Ltd ${n}`, slug: `processor-ltd-${n}` });
  const people: Record<"owner" | "admin" | "member", TestUser> = {
    owner: await t.signUp(),
    admin: await t.signUp(),
    member: await t.signUp(),
  };
  for (const [role, person] of Object.entries(people) as [keyof typeof people, TestUser][]) {
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role, department: null });
  }
  return { id: org.id, ...people };
}

const url = (id: string) => `/api/organizations/${encodeURIComponent(id)}/dpa-acceptance`;
const read = (caller: TestUser | null, id: string) => t.as(caller, { method: "GET", url: url(id) });
const accept = (caller: TestUser | null, id: string, payload: unknown) =>
  t.as(caller, { method: "POST", url: url(id), payload: payload as object });
const valid = {
  version: CURRENT_DPA_VERSION.id,
  signatoryName: "  Priya Shah ",
  signatoryRole: "Head of People",
  confirm: true,
};

describe("the data processing agreement's acceptance", () => {
  let org: Awaited<ReturnType<typeof organizationWithPeople>>;
  let other: Awaited<ReturnType<typeof organizationWithPeople>>;
  beforeAll(async () => {
    org = await organizationWithPeople();
    other = await organizationWithPeople();
  });

  it("reads as not accepted until an owner accepts, for owners (who may accept) and admins (who may not)", async () => {
    const asOwner = await read(org.owner, org.id);
    expect(asOwner.statusCode).toBe(200);
    const status = asOwner.json<DpaAcceptanceStatus>();
    expect(status).toEqual({ currentVersion: CURRENT_DPA_VERSION, current: null, history: [], canAccept: true });
    const asAdmin = await read(org.admin, org.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<DpaAcceptanceStatus>().canAccept).toBe(false);
  });

  it("refuses members, signed-out callers and another organisation's owner, reading or accepting", async () => {
    expect((await read(org.member, org.id)).statusCode).toBe(403);
    expect((await read(null, org.id)).statusCode).toBe(401);
    expect((await read(other.owner, org.id)).statusCode).toBe(403);
    expect((await accept(org.member, org.id, valid)).statusCode).toBe(403);
    expect((await accept(org.admin, org.id, valid)).statusCode).toBe(403);
    expect((await accept(other.owner, org.id, valid)).statusCode).toBe(403);
    expect((await accept(null, org.id, valid)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(dpaAcceptances).where(eq(dpaAcceptances.organizationId, org.id));
    expect(rows).toEqual([]);
  });

  it("refuses bad input with the field that is wrong, and a version that is not the current one", async () => {
    const blankName = await accept(org.owner, org.id, { ...valid, signatoryName: "   " });
    expect(blankName.statusCode).toBe(400);
    expect(JSON.stringify(blankName.json())).toContain("Your full name is required");
    const noRole = await accept(org.owner, org.id, { ...valid, signatoryRole: undefined });
    expect(noRole.statusCode).toBe(400);
    expect(JSON.stringify(noRole.json())).toContain("Your job title is required");
    const unconfirmed = await accept(org.owner, org.id, { ...valid, confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(JSON.stringify(unconfirmed.json())).toContain("Confirm that you accept the agreement");
    const tooLong = await accept(org.owner, org.id, { ...valid, signatoryRole: "x".repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    const oldVersion = await accept(org.owner, org.id, { ...valid, version: "2025-06-27" });
    expect(oldVersion.statusCode).toBe(409);
    expect(oldVersion.json().message).toContain(`version ${CURRENT_DPA_VERSION.id}`);
    const rows = await t.database.db.select().from(dpaAcceptances).where(eq(dpaAcceptances.organizationId, org.id));
    expect(rows).toEqual([]);
  });

  it("records an owner's acceptance with the name and role typed, the time and address, and an audit entry", async () => {
    const res = await accept(org.owner, org.id, valid);
    expect(res.statusCode).toBe(201);
    const status = res.json<DpaAcceptanceStatus>();
    expect(status.current).toMatchObject({
      version: CURRENT_DPA_VERSION.id,
      signatoryName: "Priya Shah",
      signatoryRole: "Head of People",
      acceptedBy: { id: org.owner.id, email: org.owner.email },
      ipAddress: org.owner.address,
    });
    expect(status.history).toHaveLength(1);

    const [row] = await t.database.db.select().from(dpaAcceptances).where(eq(dpaAcceptances.organizationId, org.id));
    expect(row).toMatchObject({
      version: CURRENT_DPA_VERSION.id,
      acceptedBy: org.owner.id,
      signatoryName: "Priya Shah",
      signatoryRole: "Head of People",
      ipAddress: org.owner.address,
    });
    expect(Math.abs(row.acceptedAt.getTime() - Date.now())).toBeLessThan(5 * 60_000);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, org.id), eq(auditLog.action, "dpa.accepted")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: org.owner.id,
      details: { version: CURRENT_DPA_VERSION.id, signatoryName: "Priya Shah", signatoryRole: "Head of People" },
    });

    const log = await t.as(org.owner, { method: "GET", url: `/api/organizations/${org.id}/audit-log` });
    expect(log.statusCode).toBe(200);
    expect(log.json().items.map((i: { action: string }) => i.action)).toContain("dpa.accepted");

    const asAdmin = (await read(org.admin, org.id)).json<DpaAcceptanceStatus>();
    expect(asAdmin.current?.signatoryName).toBe("Priya Shah");
    // The other organisation is untouched.
    expect((await read(other.owner, other.id)).json<DpaAcceptanceStatus>().current).toBeNull();
  });

  it("accepts a version once per organisation: a second owner's acceptance of it is a 409", async () => {
    const second = await t.signUp();
    await addMember(t.database.db, { organizationId: org.id, userId: second.id, role: "owner", department: null });
    const res = await accept(second, org.id, { ...valid, signatoryName: "Sam Lee" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("already been accepted");
    const rows = await t.database.db.select().from(dpaAcceptances).where(eq(dpaAcceptances.organizationId, org.id));
    expect(rows).toHaveLength(1);
  });
});
