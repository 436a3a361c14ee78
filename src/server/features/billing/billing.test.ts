import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPremiumModule } from "../../../domain/access";
import { PLANS } from "../../../domain/plans";
import { NO_OWN_PLAN } from "../../../test/subscription-status";
import { modules, notifications, payments, salesEnquiries, subscriptions, user } from "../../db/schema";
import { createTestApp, nextAddress, type TestApp, type TestUser } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ API_RATE_LIMIT: "100000" });
});
afterAll(() => t.close());

const status = (u: TestUser) => t.as(u, { method: "GET", url: "/api/subscription/status" });
const create = (u: TestUser | null, payload: unknown) =>
  t.as(u, { method: "POST", url: "/api/subscription/create", payload: payload as object });
const cancel = (u: TestUser) => t.as(u, { method: "POST", url: "/api/subscription/cancel" });
const currentUser = async (u: TestUser) => (await t.as(u, { method: "GET", url: "/api/auth/user" })).json();
const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const paymentsOf = (userId: string) => t.database.db.select().from(payments).where(eq(payments.userId, userId));

async function premiumModuleId() {
  const rows = await t.database.db.select({ id: modules.id, title: modules.title }).from(modules);
  const premium = rows.find((m) => m.title.includes("JEDI") || m.title.includes("B-Corp"));
  if (!premium) throw new Error("the catalogue needs a premium module");
  return premium.id;
}

describe("the subscription lifecycle with the test provider", () => {
  it("starts free: tier free, status inactive, no period end", async () => {
    const learner = await t.signUp();
    const res = await status(learner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...NO_OWN_PLAN,
      cancelAtPeriodEnd: false,
      canManageCard: false,
      testMode: true,
      organizationPlan: null,
    });
  });

  it("activates Individual monthly at once, records the payment and opens premium modules", async () => {
    const learner = await t.signUp();
    const moduleId = await premiumModuleId();
    // The session is cached before the change: the plan must follow at once all the same.
    expect((await currentUser(learner)).subscriptionPlan).toBe("free");
    expect((await t.as(learner, { method: "GET", url: `/api/modules/${moduleId}/content` })).statusCode).toBe(403);

    const before = Date.now();
    const res = await create(learner, { planId: "individual", billingCycle: "monthly" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: "activated", checkoutUrl: null });

    const me = await currentUser(learner);
    expect(me.subscriptionPlan).toBe("individual");
    expect(me.subscriptionStatus).toBe("active");
    expect((await t.as(learner, { method: "GET", url: `/api/modules/${moduleId}/content` })).statusCode).toBe(200);

    const body = (await status(learner)).json();
    expect(body).toMatchObject({
      tier: "individual",
      status: "active",
      cancelAtPeriodEnd: false,
      billingCycle: "monthly",
    });
    // About a month from now, in Unix seconds.
    const days = (body.currentPeriodEnd * 1000 - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31.01);

    const paid = await paymentsOf(learner.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountPence: 2900, currency: "gbp", planId: "individual", status: "succeeded" });

    const history = await t.as(learner, { method: "GET", url: "/api/subscription/payments" });
    expect(history.json()).toEqual([
      {
        id: paid[0].id,
        createdAt: paid[0].createdAt.toISOString(),
        amountPence: 2900,
        currency: "gbp",
        planId: "individual",
        billingCycle: "monthly",
        status: "succeeded",
        receiptNumber: `PIVOT-${String(paid[0].id).padStart(6, "0")}`,
      },
    ]);
  });

  it("changes the plan on a second create instead of adding a subscription, and refuses the same plan", async () => {
    const learner = await t.signUp();
    expect((await create(learner, { planId: "individual", billingCycle: "monthly" })).statusCode).toBe(200);
    const again = await create(learner, { planId: "individual", billingCycle: "monthly" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("You already have the Professional plan, billed monthly.");
    expect(await subscriptionsOf(learner.id)).toHaveLength(1);
    expect(await paymentsOf(learner.id)).toHaveLength(1);

    const yearly = await create(learner, { planId: "individual", billingCycle: "yearly" });
    expect(yearly.statusCode).toBe(200);
    expect(yearly.json().outcome).toBe("changed");
    const rows = await subscriptionsOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ billingCycle: "yearly", status: "active" });
    const paid = await paymentsOf(learner.id);
    expect(paid.map((p) => p.amountPence).sort((a, b) => a - b)).toEqual([2900, PLANS.individual.yearlyPence]);
  });

  it("cancels at the period's end: access stays, the status says so, a second cancel is refused", async () => {
    const learner = await t.signUp();
    await create(learner, { planId: "individual", billingCycle: "monthly" });
    const periodEnd = (await status(learner)).json().currentPeriodEnd;
    await currentUser(learner); // cache the session

    const res = await cancel(learner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true });
    expect((await status(learner)).json()).toMatchObject({
      tier: "individual",
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect((await currentUser(learner)).subscriptionStatus).toBe("active");
    expect((await subscriptionsOf(learner.id))[0].cancelledAt).toBeInstanceOf(Date);

    const second = await cancel(learner);
    expect(second.statusCode).toBe(400);
  });

  it("ends access when the period is over", async () => {
    const learner = await t.signUp();
    await create(learner, { planId: "individual", billingCycle: "monthly" });
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, learner.id));
    // A fresh session (the cached one still holds the plan, as it would for up to its cache time).
    const fresh = await t.signUp({ email: `again-${learner.email}` });
    expect((await status(learner)).json()).toMatchObject({ tier: "free", status: "inactive" });
    expect((await currentUser(fresh)).subscriptionPlan).toBe("free");
    // Subscribing again replaces the lapsed row with a new live one.
    expect((await create(learner, { planId: "individual", billingCycle: "monthly" })).json().outcome).toBe("activated");
    const rows = await subscriptionsOf(learner.id);
    expect(rows.map((r) => r.status).sort()).toEqual(["active", "ended"]);
  });

  it("refuses cancel with no subscription", async () => {
    const learner = await t.signUp();
    const res = await cancel(learner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("You have no active subscription to cancel.");
  });
});

describe("bad input to create", () => {
  it.each([
    [{ planId: "premium", billingCycle: "monthly" }, "Plan must be one of"],
    [{ planId: "individual", billingCycle: "weekly" }, "Billing cycle must be monthly or yearly"],
    [{ planId: "individual" }, "Billing cycle is required"],
    [{ planId: "free", billingCycle: "monthly" }, "The free plan needs no subscription"],
    [{ planId: "team_leader", billingCycle: "monthly" }, "The Team Leader plan is for a team"],
    [{ planId: "enterprise_plus", billingCycle: "yearly" }, "The Enterprise Plus plan is arranged with our sales team"],
  ])("refuses %j with 400 and writes nothing", async (payload, message) => {
    const learner = await t.signUp();
    const res = await create(learner, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(await subscriptionsOf(learner.id)).toEqual([]);
    expect(await paymentsOf(learner.id)).toEqual([]);
  });

  it("answers 401 signed out", async () => {
    const res = await create(null, { planId: "individual", billingCycle: "monthly" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
    expect((await t.as(null, { method: "GET", url: "/api/subscription/status" })).statusCode).toBe(401);
  });
});

describe("receipts", () => {
  it("serves the user's own receipt as a PDF and hides others' payments", async () => {
    const owner = await t.signUp({ firstName: "Rae", lastName: "Owner" });
    const other = await t.signUp();
    await create(owner, { planId: "individual", billingCycle: "monthly" });
    const [payment] = await paymentsOf(owner.id);
    const url = `/api/subscription/payments/${payment.id}/receipt`;

    const res = await t.as(owner, { method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(
      `pivot-receipt-PIVOT-${String(payment.id).padStart(6, "0")}.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    expect((await t.as(other, { method: "GET", url })).statusCode).toBe(404);
    expect((await t.as(null, { method: "GET", url })).statusCode).toBe(401);
  });
});

describe("usage overview", () => {
  it("counts modules accessed this period and the user alone as the team", async () => {
    const learner = await t.signUp();
    const open = (
      await t.database.db.select({ id: modules.id, title: modules.title, category: modules.category }).from(modules)
    ).filter((m) => !isPremiumModule(m));
    const [first, second] = open;
    for (const m of [first, second]) {
      const res = await t.as(learner, {
        method: "POST",
        url: "/api/user/progress",
        payload: { moduleId: m.id, isCompleted: false, progressPercentage: 10, timeSpent: 0 },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    const res = await t.as(learner, { method: "GET", url: "/api/subscription/usage" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modulesAccessed: 2, teamMembers: 1, maxUsers: 1, organization: null });
  });
});

describe("POST /api/create-payment-intent (spec 3)", () => {
  const valid = {
    amount: 2900,
    currency: "gbp",
    planId: "individual",
    customerEmail: "sam@example.com",
    customerName: "Sam Jones",
  };
  // A client address per request: the route allows 10 a minute from one.
  const post = (payload: unknown) =>
    t.as(null, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: payload as object,
      remoteAddress: nextAddress(),
    });

  it("answers a client secret for each plan's price, signed out too", async () => {
    for (const [planId, amount] of [
      ["individual", 2900],
      ["team_leader", 24900],
      ["organisation", 89900],
      ["individual", 29000],
    ] as const) {
      const res = await post({ ...valid, planId, amount });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().clientSecret).toMatch(/^pi_test_[0-9a-f]{24}_secret_[0-9a-f]{24}$/);
    }
    expect((await post({ ...valid, currency: "GBP" })).statusCode).toBe(200);
  });

  it.each([
    [{ amount: -2900 }, "Amount must be more than 0"],
    [{ amount: 29.5 }, "Amount must be a whole number of pence"],
    [{ amount: 1e12 }, "Amount must be at most"],
    [{ amount: 100 }, "Amount does not match the Professional plan's price"],
    [{ currency: "usd" }, "Currency must be GBP"],
    [{ planId: "free", amount: 0 }, "Amount must be more than 0"],
    [{ planId: "gold" }, "Plan must be one of"],
    [{ customerEmail: "nope" }, "Enter a valid email address"],
    [{ customerName: " " }, "Name is required"],
  ])("refuses %j with 400", async (change, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});

describe("sales enquiries", () => {
  const enquiry = {
    planId: "organisation",
    name: "Sam Jones",
    email: "sam@example.com",
    organisation: "Greenleaf Co-operative",
    teamSize: "26-100",
    message: "We would like a demo for 60 people.",
  };

  it("stores an enquiry (with the user when signed in) and lists it for admins only", async () => {
    const learner = await t.signUp();
    const res = await t.as(learner, { method: "POST", url: "/api/sales-enquiries", payload: enquiry });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(salesEnquiries).where(eq(salesEnquiries.id, res.json().id));
    expect(row).toMatchObject({ ...enquiry, userId: learner.id });

    const admin = await t.signUp();
    await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    const list = await t.as(admin, { method: "GET", url: "/api/sales-enquiries" });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ ...enquiry, id: row.id });
    expect((await t.as(learner, { method: "GET", url: "/api/sales-enquiries" })).statusCode).toBe(403);

    // The admin's bell says so (admins who existed when it arrived).
    const second = await t.as(null, {
      method: "POST",
      url: "/api/sales-enquiries",
      payload: enquiry,
      remoteAddress: nextAddress(),
    });
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(bell).toEqual([
      expect.objectContaining({
        kind: "sales_enquiry",
        title: "New sales enquiry",
        body: "Greenleaf Co-operative asked about Organisation (26-100 people).",
        link: "/admin/enquiries",
        dedupeKey: `sales-enquiry:${second.json().id}`,
      }),
    ]);
  });

  it.each([
    [{ planId: "individual" }, "Plan must be Team Leader, Organisation or Enterprise Plus"],
    [{ organisation: "" }, "Organisation is required"],
    [{ teamSize: "lots" }, "Team size must be one of"],
    [{ email: "x" }, "Enter a valid email address"],
  ])("refuses %j with 400", async (change, message) => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/sales-enquiries",
      payload: { ...enquiry, ...change },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });
});

describe("the webhook without Stripe configured", () => {
  it("refuses every call with 400", async () => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/stripe/webhook",
      payload: { id: "evt_1", type: "invoice.paid" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("the premium demo learner (README)", () => {
  it("is seeded once with a live Professional subscription, and renewed by a later seed once it ran out", async () => {
    const { seedPremiumDemoLearner } = await import("../../cli/seed");
    const { PREMIUM_DEMO_ACCOUNT } = await import("../../auth/demo-accounts");
    const { db } = t.database;
    await seedPremiumDemoLearner(db);
    await seedPremiumDemoLearner(db);
    const accounts = await db.select().from(user).where(eq(user.email, PREMIUM_DEMO_ACCOUNT.email));
    expect(accounts).toHaveLength(1);
    const rows = await subscriptionsOf(accounts[0].id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tier: "individual", billingCycle: "yearly", status: "active" });
    expect(await paymentsOf(accounts[0].id)).toHaveLength(1);

    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, rows[0].id));
    await seedPremiumDemoLearner(db);
    const after = await subscriptionsOf(accounts[0].id);
    expect(after.map((r) => r.status).sort()).toEqual(["active", "ended"]);
  });
});
