import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ComplianceRule, ComplianceRuleList } from "../../../contracts/compliance";
import { programmeAssignment } from "../../../domain/compliance-programmes";
import { addMember, createLearner, createOrganization } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 47 item 3: the statutory library's ready-made programmes, listed with their audience and
 * recurrence, and assigned in one step as a yearly compliance assignment.
 */
let t: TestApp;
const unique = () => randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function organisation() {
  const { db } = t.database;
  const owner = await t.signUp();
  const org = await createOrganization(db, { name: `Org ${unique()}`, slug: `org-${unique()}` });
  await addMember(db, { organizationId: org.id, userId: owner.id, role: "owner", department: null });
  for (const [role, department] of [
    ["manager", "Finance"],
    ["member", "Finance"],
    ["member", "Operations"],
  ] as const) {
    const person = await createLearner(db, {
      email: `p-${unique()}@example.com`,
      firstName: "Pat",
      lastName: unique(),
    });
    await addMember(db, { organizationId: org.id, userId: person.id, role, department });
  }
  return { owner, org };
}

const list = async (owner: TestUser, orgId: string) => {
  const res = await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/compliance-assignments` });
  expect(res.statusCode).toBe(200);
  return (res.json() as ComplianceRuleList).options.programmes;
};

describe("ready-made compliance programmes", () => {
  it("lists each programme of the statutory library with its audience, recurrence and size", async () => {
    const { owner, org } = await organisation();
    const programmes = await list(owner, org.id);
    // Everyone's first, then the managers', then those for departments the owner chooses.
    expect(programmes.map((p) => p.audience)).toEqual(["everyone", "managers", "department", "department"]);
    const everyone = programmes.find((p) => p.audience === "everyone")!;
    expect(everyone).toMatchObject({
      title: "UK Compliance Essentials for Everyone",
      recurrenceMonths: 12,
      dueDays: 30,
      moduleCount: 7,
      assigned: false,
    });
    expect(everyone.estimatedHours).toBeGreaterThan(2);
  });

  it("assigns the everyone programme yearly in one step, to everyone, and then shows it assigned", async () => {
    const { owner, org } = await organisation();
    const everyone = (await list(owner, org.id)).find((p) => p.audience === "everyone")!;
    const res = await t.as(owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/compliance-assignments`,
      payload: programmeAssignment(everyone.pathwayId, everyone)!,
    });
    expect(res.statusCode).toBe(201);
    const rule = res.json() as ComplianceRule;
    expect(rule).toMatchObject({ audience: "everyone", intervalMonths: 12, dueDays: 30 });
    expect(rule.summary.assigned).toBe(4);
    expect((await list(owner, org.id)).find((p) => p.pathwayId === everyone.pathwayId)!.assigned).toBe(true);
  });

  it("assigns the managers' programme to the manager role only", async () => {
    const { owner, org } = await organisation();
    const managers = (await list(owner, org.id)).find((p) => p.audience === "managers")!;
    const res = await t.as(owner, {
      method: "POST",
      url: `/api/organizations/${org.id}/compliance-assignments`,
      payload: programmeAssignment(managers.pathwayId, managers)!,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as ComplianceRule).summary.assigned).toBe(1);
  });

  it("shows an organisation only its own assignments of a programme", async () => {
    const first = await organisation();
    const second = await organisation();
    const everyone = (await list(first.owner, first.org.id)).find((p) => p.audience === "everyone")!;
    await t.as(first.owner, {
      method: "POST",
      url: `/api/organizations/${first.org.id}/compliance-assignments`,
      payload: programmeAssignment(everyone.pathwayId, everyone)!,
    });
    expect((await list(second.owner, second.org.id)).every((p) => !p.assigned)).toBe(true);
  });

  it("leaves programmes for departments to the owner's choice of department", () => {
    expect(programmeAssignment(1, { audience: "department", recurrenceMonths: 12, dueDays: 30 })).toBeNull();
  });
});
