import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModuleSummary } from "../../../contracts/modules";
import { forgetCachedReads } from "../../platform/caches/caches";
import { addMember, createOrganization, createOrganizationPlan } from "../../test/factories";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app";

/**
 * Issue 41 item 2: which plan is live is one rule (domain/live-plan.ts, db/live-plan.ts) on the app's
 * clock. Before, the session read the database's clock and the subscription page the app's: with the
 * clock moved past a plan's end the page said free while the session still opened premium modules.
 */

const DAY = 86_400_000;
let now = new Date();
let t: TestApp;
let premium: ModuleSummary;
let learner: TestUser;
let colleague: TestUser;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  const catalogue: ModuleSummary[] = (await t.app.inject({ method: "GET", url: "/api/modules" })).json();
  premium = catalogue.find((m) => m.isPremium && m.hasContent) as ModuleSummary;
  [learner, colleague] = await Promise.all([t.signUp(), t.signUp()]);
  await t.grantSubscription(learner, "individual");
  const suffix = randomBytes(4).toString("hex");
  orgId = (await createOrganization(t.database.db, { name: `Clocked ${suffix}`, slug: `clocked-${suffix}` })).id;
  await addMember(t.database.db, { organizationId: orgId, userId: colleague.id, role: "owner", department: null });
  await createOrganizationPlan(t.database.db, {
    organizationId: orgId,
    planId: "team_leader",
    billingCycle: "monthly",
    seats: 10,
    invoiceRef: "CLOCK-TEST",
    now,
  });
});
afterAll(() => t?.close());

/** Every answer that says which plan a person has, read fresh from the database. */
async function answers(person: TestUser) {
  forgetCachedReads(t.database.db);
  const get = (url: string) => t.as(person, { method: "GET", url });
  const [status, user, content] = await Promise.all([
    get("/api/subscription/status"),
    get("/api/auth/user"),
    get(`/api/modules/${premium.id}/content`),
  ]);
  expect(status.statusCode, status.body).toBe(200);
  expect(user.statusCode, user.body).toBe(200);
  return {
    ownPlan: status.json().tier as string,
    organizationPlan: (status.json().organizationPlan?.tier ?? null) as string | null,
    session: user.json().subscriptionPlan as string,
    premiumContent: content.statusCode,
  };
}

async function organizationAnswers() {
  const get = (url: string) => t.as(colleague, { method: "GET", url });
  const [organization, subscription] = await Promise.all([
    get(`/api/organizations/${orgId}`),
    get(`/api/organizations/${orgId}/subscription`),
  ]);
  expect(organization.statusCode, organization.body).toBe(200);
  expect(subscription.statusCode, subscription.body).toBe(200);
  return {
    plan: organization.json().plan?.tier ?? null,
    seatLimit: organization.json().seats.limit,
    subscription: subscription.json().planId,
  };
}

describe("the live plan, on the app's clock", () => {
  it("agrees everywhere while the plans run", async () => {
    expect(await answers(learner)).toEqual({
      ownPlan: "individual",
      organizationPlan: null,
      session: "individual",
      premiumContent: 200,
    });
    expect(await answers(colleague)).toEqual({
      ownPlan: "free",
      organizationPlan: "team_leader",
      session: "team_leader",
      premiumContent: 200,
    });
    expect(await organizationAnswers()).toEqual({ plan: "team_leader", seatLimit: 10, subscription: "team_leader" });
  });

  it("agrees everywhere once the clock passes the plans' end", async () => {
    now = new Date(Date.now() + 60 * DAY);
    expect(await answers(learner)).toEqual({
      ownPlan: "free",
      organizationPlan: null,
      session: "free",
      premiumContent: 403,
    });
    expect(await answers(colleague)).toEqual({
      ownPlan: "free",
      organizationPlan: null,
      session: "free",
      premiumContent: 403,
    });
    const organization = await organizationAnswers();
    expect(organization).toMatchObject({ plan: null, subscription: "free" });
    expect(organization.seatLimit).not.toBe(10);
  });
});
