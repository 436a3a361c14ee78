import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  CreatePaymentIntentInput,
  CreateSubscriptionInput,
  CreateSubscriptionResult,
  PaymentRecord,
  SalesEnquiryInput,
  SalesEnquiryRecord,
  SubscriptionStatus,
  SubscriptionUsage,
} from "../../../contracts/billing";
import { paths } from "../../../contracts/routes";
import { isPlanLive, LIVE_PLAN_STATUSES } from "../../../domain/live-plan";
import {
  type BillingCycle,
  isPlanId,
  PLAN_CURRENCY,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planFor,
  priceFor,
} from "../../../domain/plans";
import type { Db } from "../../db/client";
import { livePlanWhere } from "../../db/live-plan";
import { rowsOf } from "../../db/rows";
import { member, organization, payments, salesEnquiries, subscriptions, user, userProgress } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../errors";
import { writeUsers } from "../../platform/caches/writes";
import { notify } from "../../platform/notifications/notify";
import { activeMembership } from "../../platform/organizations/scope";
import { countSeats } from "../../platform/organizations/seats";
import { type PaymentProvider, PaymentProviderError, type ProviderSubscription } from "./payment-provider";

/** Statuses of a live subscription: at most one per user (the unique partial index of the baseline migration). */
export const LIVE_STATUSES = LIVE_PLAN_STATUSES;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface BillingUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const asCycle = (value: string | null): BillingCycle | null =>
  value === "monthly" || value === "yearly" ? value : null;

/** The provider failed: a clear message, status 502, nothing written. */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new HttpError(502, error.message);
  throw error;
}

/** The user's live subscription (active or past due), newest first. */
export async function liveSubscription(db: Db, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/** A live row whose period is over and which no provider will renew (the test provider's). */
const hasLapsed = (row: SubscriptionRow, now: Date) => row.provider === "test" && row.currentPeriodEnd <= now;

/** spec 2 §3, §7: tier, status, currentPeriodEnd (Unix seconds), and whether it cancels at the period end. */
export async function subscriptionStatus(
  db: Db,
  userId: string,
  /** null: this site takes no payments (production without a provider). */
  provider: Pick<PaymentProvider, "kind"> | null,
  now: Date,
): Promise<SubscriptionStatus> {
  const row = await liveSubscription(db, userId);
  const organizationPlan = await planThroughOrganization(db, userId, now);
  if (!row || !isPlanId(row.tier) || !isPlanLive(row, now)) {
    return {
      tier: "free",
      status: "inactive",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      billingCycle: null,
      canManageCard: false,
      testMode: provider?.kind === "test",
      organizationPlan,
    };
  }
  return {
    tier: row.tier,
    status: row.status === "past_due" ? "past_due" : "active",
    currentPeriodEnd: unixSeconds(row.currentPeriodEnd),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    billingCycle: asCycle(row.billingCycle),
    canManageCard: provider?.kind === "stripe" && row.provider === "stripe" && row.providerCustomerRef !== null,
    testMode: provider?.kind === "test",
    organizationPlan,
  };
}

/**
 * spec 2 §7: subscribe to a plan. The free plan, a plan sold through Contact Sales and the plan the
 * user already has are refused before the provider is called; a user with a live subscription has
 * its plan changed (at most one live subscription per user). The provider is called first and the
 * database written after, in one transaction: a provider that fails leaves nothing behind.
 */
export async function createSubscription(
  db: Db,
  provider: PaymentProvider,
  user: BillingUser,
  input: CreateSubscriptionInput,
  urls: { success: string; cancel: string },
  now: Date,
): Promise<CreateSubscriptionResult> {
  const plan = planFor(input.planId);
  if (plan.id === "free") {
    throw badRequest("The free plan needs no subscription: it is what you have without one.", [
      { path: "planId", message: "Choose a paid plan" },
    ]);
  }
  if (plan.id === "team_leader") {
    throw badRequest(
      `The ${plan.name} plan is for a team: its owner buys it on the organisation's billing page (${paths.organizationBilling}).`,
      [{ path: "planId", message: "Team Leader is bought for an organisation" }],
    );
  }
  if (!plan.selfServe) {
    throw badRequest(`The ${plan.name} plan is arranged with our sales team: choose Contact Sales.`, [
      { path: "planId", message: "This plan is sold through Contact Sales" },
    ]);
  }
  let live = await liveSubscription(db, user.id);
  if (live && (hasLapsed(live, now) || live.provider !== provider.kind)) {
    // A test subscription that ran out, or one from a provider no longer configured, gives way.
    const ended = live;
    await writeUsers(db, user.id, () =>
      db.update(subscriptions).set({ status: "ended", updatedAt: now }).where(eq(subscriptions.id, ended.id)),
    );
    live = undefined;
  }
  if (live?.tier === plan.id && live.billingCycle === input.billingCycle) {
    throw badRequest(`You already have the ${plan.name} plan, billed ${input.billingCycle}.`, [
      { path: "planId", message: "This is your current plan" },
    ]);
  }

  if (live?.providerRef) {
    const current = live;
    const changed = await provider
      .changePlan({
        subscriptionRef: current.providerRef as string,
        userId: user.id,
        plan,
        billingCycle: input.billingCycle,
        now,
      })
      .catch(providerFailure);
    await writeUsers(db, user.id, () =>
      db.transaction(async (tx) => {
        await tx
          .update(subscriptions)
          .set(changedPlanColumns(plan.id, input.billingCycle, changed, now))
          .where(eq(subscriptions.id, current.id));
        if (changed.charge)
          await recordCharge(tx, { userId: user.id }, current.id, plan.id, input.billingCycle, provider, changed);
      }),
    );
    return { outcome: "changed", checkoutUrl: null };
  }

  const customerRef = await knownCustomer(db, { userId: user.id });
  const started = await provider
    .startSubscription({
      userId: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
      plan,
      billingCycle: input.billingCycle,
      customerRef,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
    })
    .catch(providerFailure);
  if (started.kind === "checkout") return { outcome: "checkout", checkoutUrl: started.url };

  const { subscription, charge } = started;
  await writeUsers(db, user.id, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({ userId: user.id, ...startedPlanColumns(plan.id, input.billingCycle, provider, subscription, now) })
        .returning({ id: subscriptions.id });
      await recordCharge(tx, { userId: user.id }, row.id, plan.id, input.billingCycle, provider, {
        ...subscription,
        charge,
      });
    }),
  );
  return { outcome: "activated", checkoutUrl: null };
}

/** The columns of a subscription the provider has just started on a plan (a person's or an organisation's). */
export const startedPlanColumns = (
  planId: PlanId,
  billingCycle: BillingCycle,
  provider: PaymentProvider,
  subscription: ProviderSubscription,
  now: Date,
) => ({
  tier: planId,
  billingCycle,
  status: "active" as const,
  currentPeriodStart: subscription.periodStart,
  currentPeriodEnd: subscription.periodEnd,
  provider: provider.kind,
  providerRef: subscription.ref,
  providerCustomerRef: subscription.customerRef,
  updatedAt: now,
});

/** The columns of a live subscription the provider has just moved to another plan or billing cycle. */
export const changedPlanColumns = (
  planId: PlanId,
  billingCycle: BillingCycle,
  changed: ProviderSubscription,
  now: Date,
) => ({
  tier: planId,
  billingCycle,
  status: "active" as const,
  currentPeriodStart: changed.periodStart,
  currentPeriodEnd: changed.periodEnd,
  cancelAtPeriodEnd: changed.cancelAtPeriodEnd,
  cancelledAt: null,
  updatedAt: now,
});

/** Who holds a subscription (issue 20): a person, or an organisation (whose payments are its own, not the buyer's). */
export type SubscriptionHolder = { userId: string } | { organizationId: string };

const holderColumns = (holder: SubscriptionHolder) =>
  "userId" in holder ? { userId: holder.userId } : { userId: null, organizationId: holder.organizationId };

/** Records a payment taken at once; answers its id (null when the provider took none). */
export async function recordCharge(
  tx: Pick<Db, "insert">,
  holder: SubscriptionHolder,
  subscriptionId: number,
  planId: PlanId,
  billingCycle: BillingCycle,
  provider: PaymentProvider,
  subscription: ProviderSubscription,
): Promise<number | null> {
  if (!subscription.charge) return null;
  const [row] = await tx
    .insert(payments)
    .values({
      ...holderColumns(holder),
      subscriptionId,
      amountPence: subscription.charge.amountPence,
      currency: PLAN_CURRENCY,
      planId,
      billingCycle,
      status: "succeeded",
      provider: provider.kind,
      providerRef: subscription.charge.ref,
    })
    .returning({ id: payments.id });
  return row.id;
}

/** The provider's customer id this holder already has (Stripe's cus_…), so a second checkout reuses it. */
export async function knownCustomer(db: Db, holder: SubscriptionHolder): Promise<string | null> {
  const [row] = await db
    .select({ ref: subscriptions.providerCustomerRef })
    .from(subscriptions)
    .where(
      and(
        "userId" in holder
          ? eq(subscriptions.userId, holder.userId)
          : eq(subscriptions.organizationId, holder.organizationId),
        sql`${subscriptions.providerCustomerRef} is not null`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.ref ?? null;
}

/** spec 2 §4: cancel at the period's end; access stays until then. Only an active, paid plan. */
export async function cancelSubscription(db: Db, provider: PaymentProvider, userId: string, now: Date) {
  const live = await liveSubscription(db, userId);
  if (!live || !isPlanLive(live, now) || live.status !== "active") {
    throw badRequest("You have no active subscription to cancel.");
  }
  if (live.cancelAtPeriodEnd) throw badRequest("Your subscription is already set to cancel at the end of the period.");
  const fromProvider =
    live.provider === provider.kind && live.providerRef
      ? await provider.cancelAtPeriodEnd(live.providerRef).catch(providerFailure)
      : null;
  const periodEnd = fromProvider?.periodEnd ?? live.currentPeriodEnd;
  await writeUsers(db, userId, () =>
    db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, cancelledAt: now, currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(subscriptions.id, live.id)),
  );
  return { currentPeriodEnd: unixSeconds(periodEnd), cancelAtPeriodEnd: true as const };
}

/** The provider's card page (Stripe's customer portal) for the user's live subscription. */
export async function portalSession(db: Db, provider: PaymentProvider, userId: string, returnUrl: string) {
  const live = await liveSubscription(db, userId);
  if (!live?.providerCustomerRef || live.provider !== provider.kind) {
    throw badRequest("Card details are kept by Stripe; this subscription has no card on file to change.");
  }
  const session = await provider.createPortalSession(live.providerCustomerRef, returnUrl).catch(providerFailure);
  if (!session) throw badRequest("Card details are kept by Stripe; this subscription has no card on file to change.");
  return session;
}

export const receiptNumber = (paymentId: number) => `PIVOT-${String(paymentId).padStart(6, "0")}`;

/** Billing history, newest first. */
export async function listPayments(db: Db, userId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return paymentRecords(rows);
}

/** Payment rows as the billing history shows them (a user's, or an organisation's). */
export function paymentRecords(rows: (typeof payments.$inferSelect)[]): PaymentRecord[] {
  return rows.flatMap((row) =>
    isPlanId(row.planId)
      ? [
          {
            id: row.id,
            createdAt: row.createdAt.toISOString(),
            amountPence: row.amountPence,
            currency: row.currency,
            planId: row.planId,
            billingCycle: asCycle(row.billingCycle),
            status: row.status === "failed" ? ("failed" as const) : ("succeeded" as const),
            receiptNumber: row.status === "succeeded" ? receiptNumber(row.id) : null,
          },
        ]
      : [],
  );
}

/** One of the user's own payments; another user's is not found (never forbidden: ids are not revealed). */
export async function ownPayment(db: Db, userId: string, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (row?.status !== "succeeded" || !isPlanId(row.planId)) throw notFound("Payment not found");
  return { ...row, planId: row.planId };
}

/**
 * The usage overview (spec 2 §2): modules accessed in the current billing period (the calendar month
 * on the free plan) and the members of the user's organisation (1 without one).
 */
export async function subscriptionUsage(
  db: Db,
  userId: string,
  now: Date,
  activeOrganizationId: string | null = null,
): Promise<SubscriptionUsage> {
  const live = await liveSubscription(db, userId);
  const current = live && isPlanLive(live, now) && isPlanId(live.tier) ? live : undefined;
  const periodStart = current?.currentPeriodStart ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [accessed] = await db
    .select({ count: sql<number>`count(distinct ${userProgress.moduleId})::int` })
    .from(userProgress)
    .where(and(eq(userProgress.userId, userId), sql`${userProgress.updatedAt} >= ${periodStart.toISOString()}`));
  const [team] = await db
    .select({ count: sql<number>`count(distinct ${member.userId})::int` })
    .from(member)
    .where(
      inArray(
        member.organizationId,
        db.select({ id: member.organizationId }).from(member).where(eq(member.userId, userId)),
      ),
    );
  const own: PlanId = current && isPlanId(current.tier) ? current.tier : "free";
  // The plan the person works under: their own, or a better one through an organisation (issue 20).
  const through = await planThroughOrganization(db, userId, now);
  const planId: PlanId = through && PLAN_IDS.indexOf(through.tier) > PLAN_IDS.indexOf(own) ? through.tier : own;
  // Issue 26: the seats shown are an organisation's, never "25 members of 1" against a personal plan.
  const organizationId =
    through?.organizationId ?? (await activeMembership(db, userId, activeOrganizationId))?.organizationId;
  const seats = organizationId ? await organizationSeats(db, organizationId, now) : null;
  return {
    modulesAccessed: accessed?.count ?? 0,
    periodStart: periodStart.toISOString(),
    teamMembers: Math.max(1, team?.count ?? 0),
    maxUsers: PLANS[planId].maxUsers,
    organization: seats,
  };
}

/**
 * spec 3 §3, §7: a payment intent for the payment test page. The amount must be the plan's monthly or
 * yearly price from the catalogue (pence), in GBP; the free plan has nothing to pay.
 */
export async function createPaymentIntent(provider: PaymentProvider, input: CreatePaymentIntentInput) {
  const plan = planFor(input.planId);
  if (plan.id === "free")
    throw badRequest("The free plan has nothing to pay", [{ path: "planId", message: "Choose a paid plan" }]);
  const allowed = [priceFor(plan, "monthly"), priceFor(plan, "yearly")];
  if (!allowed.includes(input.amount)) {
    throw badRequest(`Amount does not match the ${plan.name} plan's price`, [
      { path: "amount", message: `Amount must be ${allowed.join(" or ")} pence for the ${plan.name} plan` },
    ]);
  }
  return provider
    .createPaymentIntent({
      amountPence: input.amount,
      currency: input.currency,
      planId: plan.id,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
    })
    .catch(providerFailure);
}

async function organizationSeats(db: Db, organizationId: string, now: Date) {
  const [org] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  if (!org) return null;
  const seats = await countSeats(db, organizationId, now);
  return { ...org, members: seats.members, seatsUsed: seats.used, seatLimit: seats.limit };
}

/** The best live plan a user has through an organisation they belong to, for their own subscription page. */
export async function planThroughOrganization(db: Db, userId: string, now: Date) {
  const rows = rowsOf<{ organization_id: string; name: string; tier: string; current_period_end: string | Date }>(
    await db.execute(sql`
      select s.organization_id, o.name, s.tier, s.current_period_end
      from subscriptions s
        join member m on m.organization_id = s.organization_id and m.user_id = ${userId}
        join organization o on o.id = s.organization_id
      where ${livePlanWhere("s", now)}
      order by s.created_at desc
    `),
  );
  const rank = (tier: string) => (PLAN_IDS as readonly string[]).indexOf(tier);
  const best = rows.filter((r) => isPlanId(r.tier) && r.tier !== "free").sort((a, b) => rank(b.tier) - rank(a.tier))[0];
  if (!best || !isPlanId(best.tier)) return null;
  return {
    organizationId: best.organization_id,
    organizationName: best.name,
    tier: best.tier,
    currentPeriodEnd: unixSeconds(new Date(best.current_period_end)),
  };
}

// ---- Sales enquiries ----

export async function saveSalesEnquiry(db: Db, input: SalesEnquiryInput, userId: string | null) {
  const [row] = await db
    .insert(salesEnquiries)
    .values({
      userId,
      planId: input.planId,
      name: input.name,
      email: input.email,
      organisation: input.organisation,
      teamSize: input.teamSize,
      message: input.message ?? null,
    })
    .returning({ id: salesEnquiries.id });
  // The bell tells every admin, and leads to the list.
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
  await notify(
    db,
    admins.map((admin) => ({
      userId: admin.id,
      kind: "sales_enquiry",
      title: "New sales enquiry",
      body: `${input.organisation} asked about ${PLANS[input.planId].name} (${input.teamSize} people).`,
      link: paths.adminEnquiries,
      dedupeKey: `sales-enquiry:${row.id}`,
    })),
  );
  return row;
}

/** Newest first. */
export async function listSalesEnquiries(db: Db): Promise<SalesEnquiryRecord[]> {
  const rows = rowsOf<{
    id: number;
    plan_id: string;
    name: string;
    email: string;
    organisation: string;
    team_size: string;
    message: string | null;
    created_at: string | Date;
    converted_at: string | Date | null;
    converted_organization_id: string | null;
    converted_organization_name: string | null;
    account_id: string | null;
    account_email: string | null;
  }>(
    await db.execute(sql`
      select e.id, e.plan_id, e.name, e.email, e.organisation, e.team_size, e.message, e.created_at,
        e.converted_at, e.converted_organization_id, o.name as converted_organization_name,
        a.id as account_id, a.email as account_email
      from sales_enquiries e
        left join organization o on o.id = e.converted_organization_id
        left join lateral (
          select u.id, u.email from "user" u
          where u.id = e.user_id or lower(u.email) = lower(e.email)
          order by (u.id = e.user_id) desc limit 1
        ) a on true
      order by e.created_at desc, e.id desc
    `),
  );
  const iso = (value: string | Date) => new Date(value).toISOString();
  return rows.flatMap((row) =>
    row.plan_id === "team_leader" || row.plan_id === "organisation" || row.plan_id === "enterprise_plus"
      ? [
          {
            id: row.id,
            planId: row.plan_id,
            name: row.name,
            email: row.email,
            organisation: row.organisation,
            teamSize: row.team_size,
            message: row.message,
            createdAt: iso(row.created_at),
            convertedAt: row.converted_at ? iso(row.converted_at) : null,
            convertedOrganization:
              row.converted_organization_id && row.converted_organization_name
                ? { id: row.converted_organization_id, name: row.converted_organization_name }
                : null,
            account: row.account_id && row.account_email ? { id: row.account_id, email: row.account_email } : null,
          },
        ]
      : [],
  );
}
