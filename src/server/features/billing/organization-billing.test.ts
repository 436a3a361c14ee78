import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganizationSubscription } from "../../../contracts/organization-billing";
import { PLANS } from "../../../domain/plans";
import { rowsOf } from "../../db/rows";
import { modules, payments, salesEnquiries, subscriptions, user } from "../../db/schema";
import { usersWritten } from "../../platform/caches/writes";
import { addMember } from "../../test/factories";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT: "100000" });
});
afterAll(() => t?.close());

const unique = () => randomUUID().slice(0, 8);

/** An organisation made through the API by a new owner, with plain members (each a new user). */
async function organisationWith(members = 1) {
  const owner = await t.signUp({ firstName: "Olu", lastName: "Owner" });
  const res = await t.as(owner, { method: "POST", url: "/api/organizations", payload: { name: `Org ${unique()}` } });
  expect(res.statusCode, res.body).toBe(201);
  const org = res.json() as { id: string; name: string; slug: string };
  const people: TestUser[] = [];
  for (let i = 0; i < members; i++) {
    const person = await t.signUp();
    await addMember(t.database.db, { organizationId: org.id, userId: person.id, role: "member", department: null });
    await usersWritten(t.database.db, person.id);
    people.push(person);
  }
  return { org, owner, people };
}

async function siteAdmin() {
  const admin = await t.signUp();
  await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
  await usersWritten(t.database.db, admin.id);
  return admin;
}

let premiumId: number | undefined;
async function premiumModuleId() {
  if (premiumId) return premiumId;
  const rows = await t.database.db.select({ id: modules.id, title: modules.title }).from(modules);
  const premium = rows.find((m) => m.title.includes("JEDI") || m.title.includes("B-Corp"));
  if (!premium) throw new Error("the catalogue needs a premium module");
  premiumId = premium.id;
  return premium.id;
}
const openPremium = async (u: TestUser) =>
  (await t.as(u, { method: "GET", url: `/api/modules/${await premiumModuleId()}/content` })).statusCode;
const planOf = async (u: TestUser) => (await t.as(u, { method: "GET", url: "/api/auth/user" })).json().subscriptionPlan;

/** A UK customer: the VAT invoice's "Billed to" (decision 401). */
const UK_BILLING = { name: "Olu Owner Ltd", address: "1 Market Street, Leeds, LS1 6DT", country: "GB" };

/** Buys with UK billing details unless the payload gives its own (or is not an object). */
const buy = (u: TestUser, orgId: string, payload: unknown) =>
  t.as(u, {
    method: "POST",
    url: `/api/organizations/${orgId}/subscription`,
    payload:
      payload && typeof payload === "object" && !("billing" in payload) && "planId" in payload
        ? { ...payload, billing: UK_BILLING }
        : (payload as object),
  });
const subscriptionOf = (u: TestUser, orgId: string) =>
  t.as(u, { method: "GET", url: `/api/organizations/${orgId}/subscription` });
const auditActions = async (orgId: string) =>
  rowsOf<{ action: string; actor_id: string | null; details: Record<string, unknown> }>(
    await t.database.db.execute(
      sql`select action, actor_id, details from audit_log where organization_id = ${orgId} order by id`,
    ),
  );
const orgRows = (orgId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, orgId));

describe("Team Leader bought by an organisation's owner (test provider)", () => {
  it("activates at once: every member gets premium on their next request, the payment and audit entry are written", async () => {
    const { org, owner, people } = await organisationWith(2);
    const [memberA, memberB] = people;
    // Sessions cached before the purchase must follow it all the same.
    expect(await planOf(memberA)).toBe("free");
    expect(await openPremium(memberA)).toBe(403);
    expect(await openPremium(memberB)).toBe(403);

    const before = (await subscriptionOf(owner, org.id)).json() as OrganizationSubscription;
    expect(before).toMatchObject({ planId: "free", status: "inactive", canManage: true });
    expect(before.seats).toEqual({ limit: 5, used: 3, members: 3, pendingInvitations: 0 });
    expect(before.billing).toMatchObject({ testMode: true, paymentsAvailable: true, provider: null });

    const res = await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: "activated", checkoutUrl: null });

    expect(await planOf(memberA)).toBe("team_leader");
    expect(await openPremium(memberA)).toBe(200);
    expect(await openPremium(memberB)).toBe(200);
    expect(await openPremium(owner)).toBe(200);

    const after = (await subscriptionOf(owner, org.id)).json() as OrganizationSubscription;
    expect(after).toMatchObject({ planId: "team_leader", status: "active" });
    expect(after.seats).toEqual({ limit: 10, used: 3, members: 3, pendingInvitations: 0 });
    expect(after.billing).toMatchObject({
      billingCycle: "monthly",
      provider: "test",
      seatsBought: 10,
      cancelAtPeriodEnd: false,
      invoiceRef: null,
    });

    // A member reads the plan's name and the seats, not the billing detail.
    const asMember = (await subscriptionOf(memberA, org.id)).json() as OrganizationSubscription;
    expect(asMember).toMatchObject({ planId: "team_leader", canManage: false, billing: null });

    // The payment is the organisation's, not the owner's own.
    const history = await t.as(owner, { method: "GET", url: `/api/organizations/${org.id}/payments` });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        // The UK customer pays VAT at 20 % on top (decision 401).
        amountPence: (PLANS.team_leader.monthlyPence * 6) / 5,
        vatInvoiceNumber: expect.stringMatching(/^INV-\d{6}$/),
        planId: "team_leader",
        status: "succeeded",
      }),
    ]);
    expect((await t.as(owner, { method: "GET", url: "/api/subscription/payments" })).json()).toEqual([]);
    const receipt = await t.as(owner, {
      method: "GET",
      url: `/api/organizations/${org.id}/payments/${history.json()[0].id}/receipt`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-type"]).toBe("application/pdf");
    expect((await t.as(memberA, { method: "GET", url: `/api/organizations/${org.id}/payments` })).statusCode).toBe(403);

    const audit = await auditActions(org.id);
    expect(audit.filter((a) => a.action === "plan.changed")).toEqual([
      expect.objectContaining({
        actor_id: owner.id,
        details: expect.objectContaining({
          planId: "team_leader",
          billingCycle: "monthly",
          seats: 10,
          provider: "test",
        }),
      }),
    ]);

    // The member's own subscription page names the organisation's plan.
    const status = (await t.as(memberA, { method: "GET", url: "/api/subscription/status" })).json();
    expect(status).toMatchObject({
      tier: "free",
      organizationPlan: { organizationId: org.id, organizationName: org.name, tier: "team_leader" },
    });
    const usage = (await t.as(memberA, { method: "GET", url: "/api/subscription/usage" })).json();
    expect(usage.maxUsers).toBe(PLANS.team_leader.maxUsers);
    // Issue 26: the seats are the organisation's (owner and two members of the 10 bought).
    expect(usage.organization).toEqual({ id: org.id, name: org.name, members: 3, seatsUsed: 3, seatLimit: 10 });
  });

  it("shows a member of an organisation without a plan its free seats, and a person in none no seats (issue 26)", async () => {
    const { org, people } = await organisationWith(1);
    const usage = (await t.as(people[0], { method: "GET", url: "/api/subscription/usage" })).json();
    expect(usage).toMatchObject({ teamMembers: 2, maxUsers: PLANS.free.maxUsers });
    expect(usage.organization).toEqual({ id: org.id, name: org.name, members: 2, seatsUsed: 2, seatLimit: 5 });
    const alone = (await t.as(await t.signUp(), { method: "GET", url: "/api/subscription/usage" })).json();
    expect(alone.organization).toBeNull();
  });

  it("changes seats without a charge, and the cycle with one; cancels at the period end, once", async () => {
    const { org, owner } = await organisationWith(0);
    await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 });
    const same = await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 });
    expect(same.statusCode).toBe(400);
    const seats = await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 20 });
    expect(seats.json()).toEqual({ outcome: "changed", checkoutUrl: null });
    expect((await orgRows(org.id))[0].seats).toBe(20);
    const yearly = await buy(owner, org.id, { planId: "team_leader", billingCycle: "yearly", seats: 20 });
    expect(yearly.json().outcome).toBe("changed");
    const paid = await t.database.db.select().from(payments).where(eq(payments.organizationId, org.id));
    expect(paid.map((p) => p.amountPence).sort((a, b) => a - b)).toEqual([
      (PLANS.team_leader.monthlyPence * 6) / 5,
      (PLANS.team_leader.yearlyPence * 6) / 5,
    ]);
    expect(await orgRows(org.id)).toHaveLength(1);

    const cancel = await t.as(owner, { method: "POST", url: `/api/organizations/${org.id}/subscription/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().cancelAtPeriodEnd).toBe(true);
    expect(await planOf(owner)).toBe("team_leader");
    const again = await t.as(owner, { method: "POST", url: `/api/organizations/${org.id}/subscription/cancel` });
    expect(again.statusCode).toBe(400);
    expect((await auditActions(org.id)).filter((a) => a.action === "plan.changed")).toHaveLength(4);
  });

  it("refuses a member who is not the owner (403) and writes nothing", async () => {
    const { org, people } = await organisationWith(1);
    const res = await buy(people[0], org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 });
    expect(res.statusCode).toBe(403);
    const outsider = await t.signUp();
    expect((await buy(outsider, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(people[0], { method: "POST", url: `/api/organizations/${org.id}/subscription/cancel` })).statusCode,
    ).toBe(403);
    expect(await orgRows(org.id)).toEqual([]);
  });

  it("refuses seats fewer than those in use (409, naming the numbers)", async () => {
    const { org, owner } = await organisationWith(3);
    await t.database.db.execute(sql`
      insert into organization_invitations (id, organization_id, email, role, token_hash, status, expires_at, invited_by)
      values (${randomUUID()}, ${org.id}, ${`pending-${unique()}@example.com`}, 'member', ${unique()}, 'pending',
        ${new Date(Date.now() + 86_400_000).toISOString()}, ${owner.id})
    `);
    const res = await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Your organisation uses 5 seats (4 members and 1 pending invitation), more than the 4 chosen: choose at least 5 seats, or remove members or revoke invitations first.",
    );
    expect(await orgRows(org.id)).toEqual([]);
    expect((await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ planId: "organisation", billingCycle: "monthly", seats: 251 }, "contact sales"],
    [{ planId: "enterprise_plus", billingCycle: "yearly", seats: 5 }, "Contact Sales"],
    [{ planId: "individual", billingCycle: "monthly", seats: 5 }, "is for one person"],
    [{ planId: "team_leader", billingCycle: "monthly", seats: 26 }, "Team Leader has at most 25 seats"],
    [{ planId: "team_leader", billingCycle: "monthly", seats: 0 }, "Buy at least 1 seat"],
    [{ planId: "team_leader", billingCycle: "monthly" }, "Seats must be a whole number"],
    [{ planId: "team_leader", billingCycle: "weekly", seats: 3 }, "Billing cycle must be monthly or yearly"],
  ])("refuses %j with 400 and writes nothing", async (payload, message) => {
    const { org, owner } = await organisationWith(0);
    const res = await buy(owner, org.id, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await orgRows(org.id)).toEqual([]);
  });

  it("ends a member's access at once when they are removed", async () => {
    const { org, owner, people } = await organisationWith(1);
    await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 });
    expect(await openPremium(people[0])).toBe(200);
    const removal = await t.as(owner, {
      method: "DELETE",
      url: `/api/organizations/${org.id}/members/${people[0].id}`,
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    expect(await openPremium(people[0])).toBe(403);
    expect(await planOf(people[0])).toBe("free");
    expect(await openPremium(owner)).toBe(200);
  });
});

describe("sales-led plans: an admin turns an enquiry into an organisation plan", () => {
  async function enquiry(values: Partial<typeof salesEnquiries.$inferInsert> = {}) {
    const [row] = await t.database.db
      .insert(salesEnquiries)
      .values({
        planId: "organisation",
        name: "Sam Jones",
        email: `sam-${unique()}@example.com`,
        organisation: "Greenleaf Co-operative",
        teamSize: "26-100",
        ...values,
      })
      .returning({ id: salesEnquiries.id });
    return row.id;
  }
  const convert = (u: TestUser | null, id: number, payload: unknown) =>
    t.as(u, { method: "POST", url: `/api/admin/enquiries/${id}/convert`, payload: payload as object });
  const plan = {
    planId: "organisation",
    seats: null,
    period: "yearly",
    invoiceRef: "INV-2026-0042",
  };

  it("records the plan for an existing organisation: its members get premium at once; a second conversion is 409", async () => {
    const admin = await siteAdmin();
    const { org, owner, people } = await organisationWith(2);
    expect(await openPremium(people[0])).toBe(403);
    const found = await t.as(admin, {
      method: "GET",
      url: `/api/admin/organizations?q=${encodeURIComponent(org.slug.slice(0, 10))}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({ id: org.id, name: org.name, ownerEmail: owner.email, members: 3, planId: null }),
    ]);

    const id = await enquiry();
    const res = await convert(admin, id, { ...plan, organization: { kind: "existing", id: org.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      enquiryId: id,
      organizationId: org.id,
      organizationCreated: false,
      planId: "organisation",
      replacedPlanId: null,
    });
    for (const person of [...people, owner]) {
      expect(await openPremium(person)).toBe(200);
      expect(await planOf(person)).toBe("organisation");
    }
    const seen = (await subscriptionOf(owner, org.id)).json() as OrganizationSubscription;
    expect(seen).toMatchObject({ planId: "organisation", seats: { limit: null, used: 3 } });
    expect(seen.billing).toMatchObject({ provider: "invoice", invoiceRef: "INV-2026-0042", billingCycle: "yearly" });
    expect((await auditActions(org.id)).filter((a) => a.action === "plan.changed")).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        details: expect.objectContaining({ planId: "organisation", invoiceRef: "INV-2026-0042", enquiryId: id }),
      }),
    ]);
    const listed = (await t.as(admin, { method: "GET", url: "/api/sales-enquiries" })).json();
    expect(listed.find((e: { id: number }) => e.id === id)).toMatchObject({
      convertedOrganization: { id: org.id, name: org.name },
      convertedAt: expect.any(String),
    });

    const twice = await convert(admin, id, { ...plan, organization: { kind: "existing", id: org.id } });
    expect(twice.statusCode).toBe(409);
    expect(await orgRows(org.id)).toHaveLength(1);

    // The owner cannot buy Team Leader over a sales-led plan.
    const over = await buy(owner, org.id, { planId: "team_leader", billingCycle: "monthly", seats: 5 });
    expect(over.statusCode).toBe(409);
  });

  it("creates the organisation for the enquirer, who owns it; replaces a live plan in the same transaction", async () => {
    const admin = await siteAdmin();
    const enquirer = await t.signUp();
    const id = await enquiry({ userId: enquirer.id, email: enquirer.email });
    const res = await convert(admin, id, {
      ...plan,
      planId: "enterprise_plus",
      seats: 300,
      period: "dates",
      startDate: "2026-01-01",
      endDate: "2099-12-31",
      organization: { kind: "new", name: `Greenleaf ${unique()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ organizationCreated: true, planId: "enterprise_plus" });
    expect(created.currentPeriodEnd).toBe("2100-01-01T00:00:00.000Z");
    const mine = (await t.as(enquirer, { method: "GET", url: "/api/organizations" })).json();
    expect(mine).toEqual([expect.objectContaining({ id: created.organizationId, role: "owner" })]);
    expect(await planOf(enquirer)).toBe("enterprise_plus");
    expect((await auditActions(created.organizationId)).map((a) => a.action)).toEqual([
      "organization.created",
      "plan.changed",
    ]);

    // A later sale for the same organisation replaces the plan.
    const next = await enquiry({ email: enquirer.email });
    const replaced = await convert(admin, next, {
      ...plan,
      invoiceRef: "INV-2026-0099",
      organization: { kind: "existing", id: created.organizationId },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().replacedPlanId).toBe("enterprise_plus");
    const rows = await orgRows(created.organizationId);
    expect(rows.map((r) => `${r.tier}:${r.status}`).sort()).toEqual(["enterprise_plus:ended", "organisation:active"]);
    expect(await planOf(enquirer)).toBe("organisation");
  });

  it("finds the owner by the enquiry's e-mail, and refuses clearly when no account has it", async () => {
    const admin = await siteAdmin();
    const person = await t.signUp();
    const byEmail = await enquiry({ email: person.email.toUpperCase() });
    const res = await convert(admin, byEmail, { ...plan, organization: { kind: "new", name: `By Mail ${unique()}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await planOf(person)).toBe("organisation");

    const nobody = await enquiry({ email: `nobody-${unique()}@example.com`, name: "Nia Nobody" });
    const refused = await convert(admin, nobody, { ...plan, organization: { kind: "new", name: "Nobody Ltd" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^No account uses nobody-.*: ask Nia Nobody to sign up first/);
    const [row] = await t.database.db.select().from(salesEnquiries).where(eq(salesEnquiries.id, nobody));
    expect(row.convertedAt).toBeNull();
  });

  it("is for admins only (403), answers 404 for an unknown enquiry or organisation, and validates", async () => {
    const admin = await siteAdmin();
    const { org, owner } = await organisationWith(0);
    const id = await enquiry();
    const body = { ...plan, organization: { kind: "existing", id: org.id } };
    expect((await convert(owner, id, body)).statusCode).toBe(403);
    expect((await convert(null, id, body)).statusCode).toBe(401);
    expect((await t.as(owner, { method: "GET", url: "/api/admin/organizations" })).statusCode).toBe(403);
    expect((await convert(admin, 2_000_000_000, body)).statusCode).toBe(404);
    expect(
      (await convert(admin, id, { ...plan, organization: { kind: "existing", id: "no-such-org" } })).statusCode,
    ).toBe(404);
    for (const [change, message] of [
      [{ invoiceRef: " " }, "Invoice reference is required"],
      [{ planId: "individual" }, "Plan must be Organisation, Enterprise Plus or Team Leader"],
      [{ planId: "team_leader", seats: 40 }, "Team Leader has at most 25 seats"],
      [{ period: "dates", startDate: "2026-05-01" }, "End date is required"],
      [{ period: "dates", startDate: "2026-05-01", endDate: "2026-04-01" }, "End date must be after the start date"],
      [{ period: "dates", startDate: "2020-01-01", endDate: "2020-12-31" }, "must end in the future"],
    ] as const) {
      const res = await convert(admin, id, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await orgRows(org.id)).toEqual([]);
  });

  it("refuses seats below those in use (409)", async () => {
    const admin = await siteAdmin();
    const { org } = await organisationWith(3);
    const id = await enquiry({ planId: "team_leader" });
    const res = await convert(admin, id, {
      ...plan,
      planId: "team_leader",
      seats: 2,
      organization: { kind: "existing", id: org.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Your organisation uses 4 seats");
    const [row] = await t.database.db.select().from(salesEnquiries).where(eq(salesEnquiries.id, id));
    expect(row.convertedAt).toBeNull();
  });

  it("lists enquiries with the account a new organisation would belong to", async () => {
    const admin = await siteAdmin();
    const person = await t.signUp();
    const res = await t.as(null, {
      method: "POST",
      url: "/api/sales-enquiries",
      remoteAddress: nextAddress(),
      payload: {
        planId: "organisation",
        name: "Pat Person",
        email: person.email,
        organisation: "Pat's Place",
        teamSize: "26-100",
      },
    });
    const listed = (await t.as(admin, { method: "GET", url: "/api/sales-enquiries" })).json();
    expect(listed.find((e: { id: number }) => e.id === res.json().id)).toMatchObject({
      account: { id: person.id, email: person.email },
      convertedAt: null,
      convertedOrganization: null,
    });
  });
});
