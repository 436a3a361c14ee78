import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf as resultRows } from "../../db/rows";
import { billingWebhookEvents, payments, subscriptions } from "../../db/schema";
import { usersWritten } from "../../platform/caches/writes";
import { addMember } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * The Stripe path through the real SDK (issue 9 "Done when"): the SDK's host, port and protocol
 * point at a stub Stripe API on loopback that records each request, and webhook payloads are signed
 * with stripe.webhooks.generateTestHeaderString.
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_the_suite";
const PERIOD_START = 1_893_456_000; // 2030-01-01T00:00:00Z
const PERIOD_END = 1_896_134_400; // 2030-02-01T00:00:00Z

interface StubRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

/** Stripe's side: what it holds of each subscription. */
const stripeSubscriptions = new Map<string, Stripe.Subscription>();
const requests: StubRequest[] = [];
let stub: http.Server;
let t: TestApp;
const sdk = new Stripe("sk_test_signing_only");

function subscriptionObject(id: string, userId: string, extra: Partial<Stripe.Subscription> = {}) {
  return {
    id,
    object: "subscription",
    customer: "cus_stub_1",
    status: "active",
    cancel_at_period_end: false,
    canceled_at: null,
    start_date: PERIOD_START,
    metadata: { userId, planId: "individual", billingCycle: "monthly" },
    items: {
      object: "list",
      data: [
        {
          id: "si_stub_1",
          object: "subscription_item",
          current_period_start: PERIOD_START,
          current_period_end: PERIOD_END,
          price: { id: "price_stub_1", product: "prod_stub_1", recurring: { interval: "month" } },
        },
      ],
    },
    ...extra,
  } as unknown as Stripe.Subscription;
}

function answer(request: StubRequest): [number, unknown] {
  const { method, path, form } = request;
  if (method === "POST" && path === "/v1/customers") return [200, { id: "cus_stub_1", object: "customer" }];
  if (method === "POST" && path === "/v1/checkout/sessions")
    return [200, { id: "cs_stub_1", object: "checkout.session", url: "https://checkout.stripe.test/c/pay/cs_stub_1" }];
  if (method === "POST" && path === "/v1/payment_intents")
    return [200, { id: "pi_stub_1", object: "payment_intent", client_secret: "pi_stub_1_secret_abcdefghijklmnop" }];
  if (method === "POST" && path === "/v1/billing_portal/sessions")
    return [200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/session_1" }];
  if (method === "POST" && path === "/v1/products") return [200, { id: "prod_stub_2", object: "product" }];
  const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
  const current = match ? stripeSubscriptions.get(match[1]) : undefined;
  if (match && current && method === "GET") return [200, current];
  if (match && current && method === "POST") {
    const updated = {
      ...current,
      cancel_at_period_end: form.get("cancel_at_period_end") === "true",
      metadata: form.has("metadata[planId]")
        ? {
            userId: form.get("metadata[userId]") ?? "",
            planId: form.get("metadata[planId]") ?? "",
            billingCycle: form.get("metadata[billingCycle]") ?? "",
          }
        : current.metadata,
    } as Stripe.Subscription;
    stripeSubscriptions.set(current.id, updated);
    return [200, updated];
  }
  return [404, { error: { type: "invalid_request_error", message: `No such route: ${method} ${path}` } }];
}

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      const request = { method: req.method ?? "GET", path: url.pathname, form: new URLSearchParams(body) };
      requests.push(request);
      const [status, payload] = answer(request);
      res.writeHead(status, { "content-type": "application/json", "request-id": "req_stub" });
      res.end(JSON.stringify(payload));
    });
  });
  stub.listen(0, "127.0.0.1");
  await once(stub, "listening");
  const { port } = stub.address() as AddressInfo;
  t = await createTestApp({
    API_RATE_LIMIT: "100000",
    STRIPE_SECRET_KEY: "sk_test_stub",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  stub?.close();
});

const requestsTo = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);

let eventCounter = 0;
function signedEvent(type: string, object: unknown, id = `evt_stub_${++eventCounter}`) {
  const payload = JSON.stringify({ id, object: "event", type, api_version: "2026-10-28", data: { object } });
  const signature = sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { id, payload, signature };
}

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    payload: event.payload,
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
  });

const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
const plan = async (u: TestUser) => (await t.as(u, { method: "GET", url: "/api/auth/user" })).json().subscriptionPlan;

describe("subscribing through Stripe Checkout", () => {
  let learner: TestUser;
  beforeAll(async () => {
    learner = await t.signUp({ firstName: "Kit", lastName: "Card" });
  });
  const subscribeIndividual = (billingCycle: "monthly" | "yearly") =>
    t.as(learner, { method: "POST", url: "/api/subscription/create", payload: { planId: "individual", billingCycle } });

  it("answers a Checkout page and writes nothing until Stripe says it is paid", async () => {
    const res = await subscribeIndividual("monthly");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: "checkout", checkoutUrl: "https://checkout.stripe.test/c/pay/cs_stub_1" });

    const [customer] = requestsTo("POST", "/v1/customers");
    expect(customer.form.get("email")).toBe(learner.email);
    expect(customer.form.get("name")).toBe("Kit Card");
    const [session] = requestsTo("POST", "/v1/checkout/sessions");
    expect(session.form.get("mode")).toBe("subscription");
    expect(session.form.get("client_reference_id")).toBe(learner.id);
    expect(session.form.get("line_items[0][price_data][unit_amount]")).toBe("2900");
    expect(session.form.get("line_items[0][price_data][currency]")).toBe("gbp");
    expect(session.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(session.form.get("subscription_data[metadata][planId]")).toBe("individual");
    expect(session.form.get("success_url")).toBe("http://localhost:5000/subscription?checkout=success");

    expect(await subscriptionsOf(learner.id)).toEqual([]);
    expect(await plan(learner)).toBe("free");
  });

  it("activates the subscription from a signed checkout.session.completed, once", async () => {
    stripeSubscriptions.set("sub_stub_1", subscriptionObject("sub_stub_1", learner.id));
    const event = signedEvent("checkout.session.completed", {
      id: "cs_stub_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: learner.id,
      customer: "cus_stub_1",
      subscription: "sub_stub_1",
      metadata: { userId: learner.id, planId: "individual", billingCycle: "monthly" },
    });
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(requestsTo("GET", "/v1/subscriptions/sub_stub_1")).toHaveLength(1);

    const rows = await subscriptionsOf(learner.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tier: "individual",
      billingCycle: "monthly",
      status: "active",
      provider: "stripe",
      providerRef: "sub_stub_1",
      providerCustomerRef: "cus_stub_1",
      cancelAtPeriodEnd: false,
    });
    expect(rows[0].currentPeriodEnd.getTime()).toBe(PERIOD_END * 1000);
    expect(await plan(learner)).toBe("individual");
    const status = (await t.as(learner, { method: "GET", url: "/api/subscription/status" })).json();
    expect(status).toMatchObject({
      tier: "individual",
      currentPeriodEnd: PERIOD_END,
      canManageCard: true,
      testMode: false,
    });

    // The same event again (Stripe retries): nothing more is read or written.
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(requestsTo("GET", "/v1/subscriptions/sub_stub_1")).toHaveLength(1);
    expect(await subscriptionsOf(learner.id)).toHaveLength(1);
  });

  it("records a paid invoice in the billing history once", async () => {
    const invoice = {
      id: "in_stub_1",
      object: "invoice",
      amount_paid: 2900,
      currency: "gbp",
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: "sub_stub_1",
          metadata: { userId: learner.id, planId: "individual", billingCycle: "monthly" },
        },
      },
    };
    const event = signedEvent("invoice.paid", invoice);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    // A new event id for the same invoice (Stripe may send both paid events) still records it once.
    expect((await deliver(signedEvent("invoice.paid", invoice))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountPence: 2900,
      providerRef: "in_stub_1",
      provider: "stripe",
      planId: "individual",
    });
    const history = (await t.as(learner, { method: "GET", url: "/api/subscription/payments" })).json();
    expect(history).toHaveLength(1);
  });

  it("refuses a payload whose signature does not verify, and changes nothing", async () => {
    const event = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject("sub_stub_1", learner.id, { status: "canceled" }),
    );
    const tampered = {
      payload: event.payload,
      signature: event.signature.replace(/v1=([0-9a-f])/, (_, c) => `v1=${c === "0" ? "1" : "0"}`),
    };
    const res = await deliver(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Invalid Stripe signature" });
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      payload: event.payload,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await subscriptionsOf(learner.id))[0].status).toBe("active");
    const stored = await t.database.db.select().from(billingWebhookEvents).where(eq(billingWebhookEvents.id, event.id));
    expect(stored).toEqual([]);
  });

  it("opens the customer portal for a card change", async () => {
    const res = await t.as(learner, { method: "POST", url: "/api/subscription/portal" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ url: "https://billing.stripe.test/p/session_1" });
    expect(requestsTo("POST", "/v1/billing_portal/sessions")[0].form.get("customer")).toBe("cus_stub_1");
  });

  it("changes monthly to yearly on the Stripe subscription", async () => {
    const res = await subscribeIndividual("yearly");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe("changed");
    const update = requestsTo("POST", "/v1/subscriptions/sub_stub_1").at(-1);
    expect(update?.form.get("items[0][price_data][unit_amount]")).toBe("29000");
    expect(update?.form.get("items[0][price_data][recurring][interval]")).toBe("year");
    expect(update?.form.get("items[0][price_data][product]")).toBe("prod_stub_1");
    expect(await subscriptionsOf(learner.id)).toHaveLength(1);
    expect((await subscriptionsOf(learner.id))[0].billingCycle).toBe("yearly");
  });

  it("cancels at the period end on Stripe, keeps access, and ends it when Stripe deletes the subscription", async () => {
    const res = await t.as(learner, { method: "POST", url: "/api/subscription/cancel" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true });
    expect(requestsTo("POST", "/v1/subscriptions/sub_stub_1").at(-1)?.form.get("cancel_at_period_end")).toBe("true");
    expect((await subscriptionsOf(learner.id))[0].cancelAtPeriodEnd).toBe(true);
    expect(await plan(learner)).toBe("individual");

    const ended = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject("sub_stub_1", learner.id, { status: "canceled", canceled_at: PERIOD_END }),
    );
    expect((await deliver(ended)).statusCode).toBe(200);
    expect((await subscriptionsOf(learner.id))[0].status).toBe("ended");
    expect(await plan(learner)).toBe("free");
  });

  it("creates payment intents through Stripe for the payment test page", async () => {
    const res = await t.as(null, {
      method: "POST",
      url: "/api/create-payment-intent",
      payload: {
        amount: 24900,
        currency: "gbp",
        planId: "team_leader",
        customerEmail: "a@b.example",
        customerName: "Al",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clientSecret: "pi_stub_1_secret_abcdefghijklmnop" });
    const [intent] = requestsTo("POST", "/v1/payment_intents");
    expect(intent.form.get("amount")).toBe("24900");
    expect(intent.form.get("currency")).toBe("gbp");
  });

  it("never calls Stripe for bad input", async () => {
    const before = requests.length;
    for (const payload of [
      { planId: "free", billingCycle: "monthly" },
      { planId: "organisation", billingCycle: "monthly" },
      { planId: "individual", billingCycle: "fortnightly" },
    ]) {
      const res = await t.as(learner, { method: "POST", url: "/api/subscription/create", payload });
      expect(res.statusCode).toBe(400);
    }
    expect(requests.length).toBe(before);
  });
});

describe("an organisation's Team Leader through Stripe (issue 20)", () => {
  let owner: TestUser;
  let teammate: TestUser;
  let orgId: string;
  const orgRows = () => t.database.db.select().from(subscriptions).where(eq(subscriptions.organizationId, orgId));
  // What our Checkout session puts in Stripe's metadata for the organisation's Team Leader plan.
  const orgMetadata = () => ({
    userId: owner.id,
    planId: "team_leader",
    billingCycle: "monthly",
    organizationId: orgId,
    seats: "10",
  });
  const orgSubscription = (extra: Partial<Stripe.Subscription> = {}) =>
    subscriptionObject("sub_org_1", owner.id, {
      metadata: orgMetadata(),
      ...extra,
    });
  const planChanges = async () =>
    resultRows<{ details: Record<string, unknown> }>(
      await t.database.db.execute(
        sql`select details from audit_log where organization_id = ${orgId} and action = 'plan.changed' order by id`,
      ),
    );

  beforeAll(async () => {
    owner = await t.signUp({ firstName: "Olu", lastName: "Owner" });
    teammate = await t.signUp();
    const created = await t.as(owner, {
      method: "POST",
      url: "/api/organizations",
      payload: { name: "Card Payers Ltd" },
    });
    orgId = created.json().id;
    await addMember(t.database.db, { organizationId: orgId, userId: teammate.id, role: "member", department: null });
    await usersWritten(t.database.db, teammate.id);
  });

  it("answers a Checkout page with the plan's price, the organisation and its seats in the metadata, and writes nothing", async () => {
    const res = await t.as(owner, {
      method: "POST",
      url: `/api/organizations/${orgId}/subscription`,
      payload: {
        planId: "team_leader",
        billingCycle: "monthly",
        seats: 10,
        billing: { name: "Card Payers Ltd", address: "1 Card Street, York, YO1 7HH", country: "GB" },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe("checkout");
    const session = requestsTo("POST", "/v1/checkout/sessions").at(-1);
    expect(session?.form.get("line_items[0][quantity]")).toBe("1");
    expect(session?.form.get("line_items[0][price_data][unit_amount]")).toBe("24900");
    // Decision 401: the net price, Stripe Tax adding the VAT for the customer's address.
    expect(session?.form.get("line_items[0][price_data][tax_behavior]")).toBe("exclusive");
    expect(session?.form.get("automatic_tax[enabled]")).toBe("true");
    expect(session?.form.get("line_items[0][price_data][product_data][name]")).toBe(
      "PIVOT Learning Team Leader (up to 10 users)",
    );
    expect(session?.form.get("subscription_data[metadata][organizationId]")).toBe(orgId);
    expect(session?.form.get("subscription_data[metadata][seats]")).toBe("10");
    expect(session?.form.get("metadata[organizationId]")).toBe(orgId);
    expect(session?.form.get("success_url")).toBe("http://localhost:5000/organization/billing?checkout=success");
    expect(await orgRows()).toEqual([]);
    expect(await plan(teammate)).toBe("free");
  });

  it("activates the organisation's plan from the signed webhook, once: every member has it, the buyer's own plan is untouched", async () => {
    stripeSubscriptions.set("sub_org_1", orgSubscription());
    const event = signedEvent("checkout.session.completed", {
      id: "cs_org_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: owner.id,
      customer: "cus_stub_1",
      subscription: "sub_org_1",
      metadata: orgMetadata(),
    });
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await orgRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tier: "team_leader",
      userId: null,
      seats: 10,
      status: "active",
      provider: "stripe",
      providerRef: "sub_org_1",
    });
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect(await plan(teammate)).toBe("team_leader");
    expect(await plan(owner)).toBe("team_leader");
    expect(await planChanges()).toEqual([
      { details: expect.objectContaining({ source: "stripe", planId: "team_leader", status: "active" }) },
    ]);
    const seen = (await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/subscription` })).json();
    expect(seen).toMatchObject({ planId: "team_leader", seats: { limit: 10, used: 2 } });
    expect(seen.billing).toMatchObject({ provider: "stripe", testMode: false, seatsBought: 10 });
  });

  it("records the organisation's paid invoice in its history, not the buyer's", async () => {
    const invoice = {
      id: "in_org_1",
      object: "invoice",
      amount_paid: 24900,
      currency: "gbp",
      parent: {
        type: "subscription_details",
        subscription_details: {
          subscription: "sub_org_1",
          metadata: { userId: owner.id, planId: "team_leader", billingCycle: "monthly", organizationId: orgId },
        },
      },
    };
    expect((await deliver(signedEvent("invoice.paid", invoice))).statusCode).toBe(200);
    expect((await deliver(signedEvent("invoice.paid", invoice))).statusCode).toBe(200);
    const history = (await t.as(owner, { method: "GET", url: `/api/organizations/${orgId}/payments` })).json();
    expect(history).toEqual([expect.objectContaining({ amountPence: 24900, planId: "team_leader" })]);
    expect((await t.as(owner, { method: "GET", url: "/api/subscription/payments" })).json()).toEqual([]);
  });

  it("cancels on Stripe at the period end, then ends every member's access when Stripe deletes it", async () => {
    const res = await t.as(owner, { method: "POST", url: `/api/organizations/${orgId}/subscription/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(requestsTo("POST", "/v1/subscriptions/sub_org_1").at(-1)?.form.get("cancel_at_period_end")).toBe("true");
    expect(await plan(teammate)).toBe("team_leader");
    const ended = signedEvent(
      "customer.subscription.deleted",
      orgSubscription({ status: "canceled", canceled_at: PERIOD_END, cancel_at_period_end: true }),
    );
    expect((await deliver(ended)).statusCode).toBe(200);
    expect((await orgRows())[0].status).toBe("ended");
    expect(await plan(teammate)).toBe("free");
    expect((await planChanges()).at(-1)?.details).toMatchObject({ source: "stripe", status: "ended" });
  });
});

describe("when Stripe cannot be reached", () => {
  let offline: TestApp;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = http.createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    offline = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_offline",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(() => offline?.close());

  it("says so clearly and writes nothing", async () => {
    const learner = await offline.signUp();
    const res = await offline.as(learner, {
      method: "POST",
      url: "/api/subscription/create",
      payload: { planId: "individual", billingCycle: "monthly" },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message:
        "We could not reach our payment provider, so nothing was charged or changed. Please try again in a few minutes.",
    });
    const rows = await offline.database.db.select().from(subscriptions).where(eq(subscriptions.userId, learner.id));
    expect(rows).toEqual([]);
  });
});
