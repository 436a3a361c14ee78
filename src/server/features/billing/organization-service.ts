import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CreateSubscriptionResult, PaymentRecord } from "../../../contracts/billing";
import type {
  AdminOrganization,
  ConvertEnquiryInput,
  ConvertEnquiryResult,
  CreateOrganizationSubscriptionInput,
  OrganizationQuoteQuery,
  OrganizationSubscription,
} from "../../../contracts/organization-billing";
import {
  billingDetailsSchema,
  SELF_SERVE_ORGANIZATION_PLAN,
  SELF_SERVE_ORGANIZATION_PLANS,
} from "../../../contracts/organization-billing";
import { daysAfter, utcDay } from "../../../domain/calendar";
import { isPlanLive } from "../../../domain/live-plan";
import { type BillingCycle, isPlanId, type PlanId, periodEndFrom, planFor, seatPrice } from "../../../domain/plans";
import type { CompanyDetails } from "../../config";
import type { Db } from "../../db/client";
import { livePlanWhere } from "../../db/live-plan";
import { rowsOf } from "../../db/rows";
import { organization, payments, salesEnquiries, subscriptions, user } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { writeOrganizationAccess } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { insertFirstOwner } from "../../platform/organizations/member-writes";
import { countSeats, type SeatCount } from "../../platform/organizations/seats";
import { slugFrom } from "../../platform/organizations/slug";
import type { PaymentProvider } from "./payment-provider";
import {
  changedPlanColumns,
  knownCustomer,
  LIVE_STATUSES,
  paymentRecords,
  providerFailure,
  recordCharge,
  type SubscriptionRow,
  startedPlanColumns,
} from "./service";
import { customerLines, renderQuote, renderVatInvoice } from "./vat-invoice-pdf";
import {
  invoiceNumbersByPayment,
  issueVatInvoice,
  organizationVatInvoice,
  type PricedPurchase,
  pricePurchase,
  saveBillingDetails,
  storedBillingDetails,
  vatInvoiceFilename,
  vatInvoiceNumber,
} from "./vat-invoices";

/**
 * Plans of organisations (issue 20 item 2). Team Leader is bought by the organisation's owner through
 * the PaymentProvider; Organisation and Enterprise Plus are sold by the sales team and recorded by an
 * admin from a Contact Sales enquiry (provider "invoice"). Every change writes "plan.changed" to the
 * audit log in its transaction and drops every cached session, so each member's plan follows at once.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const asCycle = (value: string | null): BillingCycle | null =>
  value === "monthly" || value === "yearly" ? value : null;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The organisation's live row (active or past due), newest first. */
export async function liveOrganizationSubscription(
  db: Db | Tx,
  organizationId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** A row whose period is over and which no provider renews (test and invoice plans; Stripe's end by webhook). */
const hasLapsed = (row: SubscriptionRow, now: Date) => row.provider !== "stripe" && row.currentPeriodEnd <= now;

/** Refuses (409) seats fewer than those in use: members plus pending invitations. */
function ensureSeatsCover(count: SeatCount, seats: number) {
  if (count.used <= seats) return;
  throw conflict(
    `Your organisation uses ${count.used} seats (${plural(count.members, "member", "members")} and ${plural(
      count.pendingInvitations,
      "pending invitation",
      "pending invitations",
    )}), more than the ${seats} chosen: choose at least ${count.used} seats, or remove members or revoke invitations first.`,
  );
}

interface PlanChange {
  organizationId: string;
  actorId: string | null;
  ip: string | null;
  subscriptionId: number;
  details: Record<string, unknown>;
}

const auditPlanChange = (tx: Executor, change: PlanChange) =>
  recordAudit(tx, {
    organizationId: change.organizationId,
    actorId: change.actorId,
    action: "plan.changed",
    targetType: "subscription",
    targetId: String(change.subscriptionId),
    details: change.details,
    ipAddress: change.ip,
  });

/** GET /api/organizations/{id}/subscription: the plan for every member, the billing detail for the owner. */
export async function organizationSubscription(
  db: Db,
  org: { id: string; name: string },
  detail: { canManage: boolean; showBilling: boolean },
  provider: Pick<PaymentProvider, "kind"> | null,
  now: Date,
): Promise<OrganizationSubscription> {
  const live = await liveOrganizationSubscription(db, org.id);
  const current = live && isPlanLive(live, now) && isPlanId(live.tier) ? live : undefined;
  const seats = await countSeats(db, org.id, now);
  const provided = current?.provider;
  return {
    organizationId: org.id,
    organizationName: org.name,
    planId: current && isPlanId(current.tier) ? current.tier : "free",
    status: !current ? "inactive" : current.status === "past_due" ? "past_due" : "active",
    seats: {
      limit: seats.limit,
      used: seats.used,
      members: seats.members,
      pendingInvitations: seats.pendingInvitations,
    },
    canManage: detail.canManage,
    billing: detail.showBilling
      ? {
          billingCycle: current ? asCycle(current.billingCycle) : null,
          currentPeriodStart: iso(current?.currentPeriodStart ?? null),
          currentPeriodEnd: iso(current?.currentPeriodEnd ?? null),
          cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
          provider: provided === "stripe" || provided === "test" || provided === "invoice" ? provided : null,
          invoiceRef: current?.invoiceRef ?? null,
          seatsBought: current?.seats ?? null,
          testMode: provider?.kind === "test",
          paymentsAvailable: provider !== null,
          billingDetails: await storedBillingDetails(db, org.id),
        }
      : null,
  };
}

export interface OrganizationBuyer {
  id: string;
  email: string;
  ip: string | null;
}

/**
 * The price, VAT and customer of a purchase (decision 401): the seats priced by the catalogue, the
 * customer the body gives (or the one stored from the last purchase), the VAT that applies to it.
 */
async function pricedPurchase(
  db: Db,
  org: { id: string },
  input: CreateOrganizationSubscriptionInput,
): Promise<PricedPurchase> {
  const plan = planFor(input.planId);
  if (!(SELF_SERVE_ORGANIZATION_PLANS as readonly string[]).includes(plan.id)) {
    const message =
      plan.id === "enterprise_plus"
        ? `The ${plan.name} plan is arranged with our sales team: choose Contact Sales.`
        : `The ${plan.name} plan is for one person: an organisation buys ${planFor(SELF_SERVE_ORGANIZATION_PLAN).name} or Organisation, or Enterprise Plus through Contact Sales.`;
    throw badRequest(message, [{ path: "planId", message: "Choose Team Leader or Organisation, or Contact Sales" }]);
  }
  const priced = seatPrice(plan, input.billingCycle, input.seats);
  if (!priced.ok) throw badRequest(priced.reason, [{ path: "seats", message: priced.reason }]);
  const customer = input.billing ? billingDetailsSchema.parse(input.billing) : await storedBillingDetails(db, org.id);
  if (!customer) {
    const message = "Give the name and address the organisation is billed under: they go on its VAT invoice.";
    throw badRequest(message, [{ path: "billing", message }]);
  }
  return pricePurchase(priced.price, customer);
}

const billingOrganization = (orgId: string, input: CreateOrganizationSubscriptionInput, priced: PricedPurchase) => ({
  id: orgId,
  seats: input.seats,
  netPence: priced.amounts.netPence,
  grossPence: priced.amounts.grossPence,
  customer: priced.customer,
});

/**
 * POST /api/organizations/{id}/subscription: the owner buys Team Leader or Organisation by the seat (or
 * changes its cycle or seats). Refusals come before the provider is called; the provider is called
 * before the database is written, and the write re-counts the seats under the organisation's lock.
 * Every payment taken at once gets its VAT invoice in the same transaction.
 */
export async function createOrganizationSubscription(
  db: Db,
  provider: PaymentProvider,
  buyer: OrganizationBuyer,
  org: { id: string; name: string },
  input: CreateOrganizationSubscriptionInput,
  urls: { success: string; cancel: string },
  company: CompanyDetails,
  now: Date,
): Promise<CreateSubscriptionResult> {
  const plan = planFor(input.planId);
  const priced = await pricedPurchase(db, org, input);
  ensureSeatsCover(await countSeats(db, org.id, now), input.seats);

  let live = await liveOrganizationSubscription(db, org.id);
  if (live && (hasLapsed(live, now) || (live.provider !== "invoice" && live.provider !== provider.kind))) {
    // A test or invoice plan that ran out, or one from a provider no longer configured, gives way.
    const ended = live;
    await writeOrganizationAccess(db, () =>
      db.update(subscriptions).set({ status: "ended", updatedAt: now }).where(eq(subscriptions.id, ended.id)),
    );
    live = undefined;
  }
  if (live?.provider === "invoice") {
    throw conflict(
      `This organisation's ${isPlanId(live.tier) ? planFor(live.tier).name : ""} plan was arranged with our sales team${
        live.invoiceRef ? ` (invoice ${live.invoiceRef})` : ""
      }: contact sales to change it.`,
    );
  }
  const base = {
    organizationId: org.id,
    actorId: buyer.id,
    ip: buyer.ip,
  };
  const invoiceFor = (tx: Tx, paymentId: number | null) =>
    paymentId === null
      ? Promise.resolve(null)
      : issueVatInvoice(tx, {
          paymentId,
          organizationId: org.id,
          issuedAt: now,
          company,
          customer: priced.customer,
          description: priced.description,
          seats: input.seats,
          treatment: priced.treatment,
          amounts: priced.amounts,
        });

  if (live && live.tier === plan.id && live.billingCycle === input.billingCycle) {
    const currentSeats = live.seats ?? plan.maxUsers;
    if (currentSeats === input.seats) {
      throw badRequest(
        `Your organisation already has the ${plan.name} plan, billed ${input.billingCycle}, for ${input.seats} seats.`,
        [{ path: "seats", message: "This is your current plan" }],
      );
    }
    const before = seatPrice(plan, input.billingCycle, Math.max(1, currentSeats));
    // Seats within what the price already covers are not charged (Team Leader's 25, Organisation's 100).
    if (before.ok && before.price.netPence === priced.price.netPence) {
      const current = live;
      await writeOrganizationAccess(db, () =>
        db.transaction(async (tx) => {
          ensureSeatsCover(await countSeats(tx, org.id, now, { lock: true }), input.seats);
          await saveBillingDetails(tx, org.id, priced.customer, now);
          await tx
            .update(subscriptions)
            .set({ seats: input.seats, updatedAt: now })
            .where(eq(subscriptions.id, current.id));
          await auditPlanChange(tx, {
            ...base,
            subscriptionId: current.id,
            details: {
              planId: plan.id,
              billingCycle: input.billingCycle,
              seats: input.seats,
              previousSeats: current.seats,
            },
          });
        }),
      );
      return { outcome: "changed", checkoutUrl: null };
    }
  }

  if (live?.providerRef) {
    const current = live;
    const changed = await provider
      .changePlan({
        subscriptionRef: current.providerRef as string,
        userId: buyer.id,
        plan,
        billingCycle: input.billingCycle,
        now,
        organization: billingOrganization(org.id, input, priced),
      })
      .catch(providerFailure);
    await writeOrganizationAccess(db, () =>
      db.transaction(async (tx) => {
        ensureSeatsCover(await countSeats(tx, org.id, now, { lock: true }), input.seats);
        await saveBillingDetails(tx, org.id, priced.customer, now);
        await tx
          .update(subscriptions)
          .set({ ...changedPlanColumns(plan.id, input.billingCycle, changed, now), seats: input.seats })
          .where(eq(subscriptions.id, current.id));
        const paymentId = await recordCharge(
          tx,
          { organizationId: org.id },
          current.id,
          plan.id,
          input.billingCycle,
          provider,
          changed,
        );
        await invoiceFor(tx, paymentId);
        await auditPlanChange(tx, {
          ...base,
          subscriptionId: current.id,
          details: {
            planId: plan.id,
            previousPlanId: current.tier,
            billingCycle: input.billingCycle,
            previousBillingCycle: current.billingCycle,
            seats: input.seats,
            provider: provider.kind,
          },
        });
      }),
    );
    return { outcome: "changed", checkoutUrl: null };
  }

  const started = await provider
    .startSubscription({
      userId: buyer.id,
      email: buyer.email,
      name: org.name,
      plan,
      billingCycle: input.billingCycle,
      customerRef: await knownCustomer(db, { organizationId: org.id }),
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      organization: billingOrganization(org.id, input, priced),
    })
    .catch(providerFailure);
  if (started.kind === "checkout") {
    // The webhook's paid invoice becomes a VAT invoice to this customer.
    await db.transaction((tx) => saveBillingDetails(tx, org.id, priced.customer, now));
    return { outcome: "checkout", checkoutUrl: started.url };
  }

  const { subscription, charge } = started;
  await writeOrganizationAccess(db, () =>
    db.transaction(async (tx) => {
      ensureSeatsCover(await countSeats(tx, org.id, now, { lock: true }), input.seats);
      await saveBillingDetails(tx, org.id, priced.customer, now);
      const [row] = await tx
        .insert(subscriptions)
        .values({
          organizationId: org.id,
          seats: input.seats,
          ...startedPlanColumns(plan.id, input.billingCycle, provider, subscription, now),
        })
        .returning({ id: subscriptions.id });
      const paymentId = await recordCharge(
        tx,
        { organizationId: org.id },
        row.id,
        plan.id,
        input.billingCycle,
        provider,
        {
          ...subscription,
          charge,
        },
      );
      await invoiceFor(tx, paymentId);
      await auditPlanChange(tx, {
        ...base,
        subscriptionId: row.id,
        details: {
          planId: plan.id,
          previousPlanId: null,
          billingCycle: input.billingCycle,
          seats: input.seats,
          provider: provider.kind,
          amountPence: charge.amountPence,
        },
      });
    }),
  );
  return { outcome: "activated", checkoutUrl: null };
}

/**
 * GET /api/organizations/{id}/quote: the figures a purchase of these seats would charge, as a PDF the
 * buyer takes to whoever approves it. The customer is the one given, else the stored one, else the
 * organisation by name in the country chosen.
 */
export async function organizationQuote(
  db: Db,
  org: { id: string; name: string },
  query: OrganizationQuoteQuery,
  company: CompanyDetails,
  now: Date,
) {
  const plan = planFor(query.planId);
  const priced = seatPrice(plan, query.billingCycle, query.seats);
  if (!priced.ok || !(SELF_SERVE_ORGANIZATION_PLANS as readonly string[]).includes(plan.id)) {
    const message = priced.ok
      ? `The ${plan.name} plan is arranged with our sales team: choose Contact Sales.`
      : priced.reason;
    throw badRequest(message, [{ path: priced.ok ? "planId" : "seats", message }]);
  }
  const stored = await storedBillingDetails(db, org.id);
  const customer = {
    name: query.name || stored?.name || org.name,
    address: query.address || (query.name ? "" : (stored?.address ?? "")),
    country: query.country,
    vatId: query.vatId,
  };
  const purchase = pricePurchase(priced.price, customer);
  const validUntil = daysAfter(now, 30);
  // One reference per organisation, offer and day: the same quote downloaded twice reads the same.
  const reference = `Q-${utcDay(now).replaceAll("-", "")}-${createHash("sha256")
    .update(`${org.id}:${plan.id}:${query.billingCycle}:${query.seats}:${customer.country}:${customer.vatId ?? ""}`)
    .digest("hex")
    .slice(0, 6)
    .toUpperCase()}`;
  const pdf = await renderQuote({
    reference,
    issuedAt: now,
    validUntil,
    supplier: {
      name: company.name,
      address: company.address,
      vatNumber: company.vatNumber,
      companyNumber: company.companyNumber,
    },
    customer: customerLines(customer),
    description: purchase.description,
    seats: query.seats,
    amounts: purchase.amounts,
    treatment: purchase.treatment,
    billingCycle: query.billingCycle,
  });
  return { pdf, filename: `pivot-quote-${reference}.pdf` };
}

/** GET …/payments/{paymentId}/invoice: the stored VAT invoice as a PDF. */
export async function organizationVatInvoicePdf(db: Db, organizationId: string, paymentId: number) {
  const row = await organizationVatInvoice(db, organizationId, paymentId);
  const [payment] = await db
    .select({ provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  const pdf = await renderVatInvoice({
    ...row,
    number: vatInvoiceNumber(row.number),
    paidWith: payment?.provider === "stripe" ? "Card (Stripe)" : "Test payment: no card was charged",
  });
  return { pdf, filename: vatInvoiceFilename(row.number) };
}

/** POST /api/organizations/{id}/subscription/cancel: at the period's end; members keep access until then. */
export async function cancelOrganizationSubscription(
  db: Db,
  provider: PaymentProvider,
  organizationId: string,
  actor: { id: string; ip: string | null },
  now: Date,
) {
  const live = await liveOrganizationSubscription(db, organizationId);
  if (!live || !isPlanLive(live, now) || live.status !== "active") {
    throw badRequest("Your organisation has no active plan to cancel.");
  }
  if (live.provider === "invoice") {
    throw badRequest(
      "This plan was arranged with our sales team: contact sales to change or end it before its period ends.",
    );
  }
  if (live.cancelAtPeriodEnd) throw badRequest("The plan is already set to cancel at the end of the period.");
  const fromProvider =
    live.provider === provider.kind && live.providerRef
      ? await provider.cancelAtPeriodEnd(live.providerRef).catch(providerFailure)
      : null;
  const periodEnd = fromProvider?.periodEnd ?? live.currentPeriodEnd;
  await writeOrganizationAccess(db, () =>
    db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, cancelledAt: now, currentPeriodEnd: periodEnd, updatedAt: now })
        .where(eq(subscriptions.id, live.id));
      await auditPlanChange(tx, {
        organizationId,
        actorId: actor.id,
        ip: actor.ip,
        subscriptionId: live.id,
        details: { planId: live.tier, cancelAtPeriodEnd: true, accessUntil: periodEnd.toISOString() },
      });
    }),
  );
  return { currentPeriodEnd: unixSeconds(periodEnd), cancelAtPeriodEnd: true as const };
}

/** GET /api/organizations/{id}/payments: the organisation's billing history, newest first. */
export async function listOrganizationPayments(db: Db, organizationId: string): Promise<PaymentRecord[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.organizationId, organizationId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const invoices = await invoiceNumbersByPayment(db, organizationId);
  return paymentRecords(rows).map((record) => ({ ...record, vatInvoiceNumber: invoices.get(record.id) ?? null }));
}

/** One of the organisation's payments; another's is not found. */
export async function organizationPayment(db: Db, organizationId: string, paymentId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.organizationId, organizationId)))
    .limit(1);
  if (row?.status !== "succeeded" || !isPlanId(row.planId)) throw notFound("Payment not found");
  return { ...row, planId: row.planId };
}

// ---- Sales-led plans ----

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/admin/organizations?q=: organisations by name or address, for recording a sale. */
export async function listAdminOrganizations(db: Db, q: string | undefined, now: Date): Promise<AdminOrganization[]> {
  const pattern = q ? likePattern(q) : null;
  const rows = rowsOf<{
    id: string;
    name: string;
    slug: string;
    owner_email: string | null;
    members: number;
    tier: string | null;
  }>(
    await db.execute(sql`
      select o.id, o.name, o.slug,
        (select u.email from member m join "user" u on u.id = m.user_id
          where m.organization_id = o.id and m.role = 'owner' order by m.created_at limit 1) as owner_email,
        (select count(*)::int from member m where m.organization_id = o.id) as members,
        (select s.tier from subscriptions s
          where s.organization_id = o.id and ${livePlanWhere("s", now)}
          order by s.created_at desc limit 1) as tier
      from organization o
      ${pattern ? sql`where o.name ilike ${pattern} or o.slug ilike ${pattern}` : sql``}
      order by lower(o.name), o.id
      limit 20
    `),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    ownerEmail: r.owner_email,
    members: r.members,
    planId: isPlanId(r.tier) ? r.tier : null,
  }));
}

/** The account that owns an organisation made for an enquiry: the enquirer's, else the one with its e-mail. */
export async function enquiryAccount(
  db: Db | Tx,
  enquiry: { userId: string | null; email: string },
): Promise<{ id: string; email: string } | null> {
  if (enquiry.userId) {
    const [row] = await db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(user.id, enquiry.userId))
      .limit(1);
    if (row) return row;
  }
  const [byEmail] = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${enquiry.email})`)
    .limit(1);
  return byEmail ?? null;
}

/** A free address for an organisation made by an admin: the name's slug, with a suffix when taken. */
async function freeSlug(tx: Tx, name: string, explicit: string | undefined): Promise<string> {
  const taken = async (slug: string) =>
    (await tx.select({ id: organization.id }).from(organization).where(eq(organization.slug, slug)).limit(1)).length >
    0;
  if (explicit) {
    if (await taken(explicit)) throw conflict(`The address "${explicit}" is taken; choose another`);
    return explicit;
  }
  const base = slugFrom(name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base.slice(0, 40)}-${randomBytes(2).toString("hex")}`;
    if (!(await taken(slug))) return slug;
  }
  throw conflict("Could not find a free address for this name; type one");
}

export interface InvoicePlan {
  organizationId: string;
  planId: PlanId;
  /** monthly | yearly, or "custom" for explicit dates. */
  billingCycle: BillingCycle | "custom";
  seats: number | null;
  invoiceRef: string;
  start: Date;
  end: Date;
  actorId: string | null;
  ip: string | null;
  enquiryId?: number;
}

/**
 * Records a sales-led plan (provider "invoice") in the caller's transaction: the organisation's live
 * plan, if any, ends in the same transaction and is named in the audit entry. A live Stripe plan is
 * refused (Stripe would go on charging it): its owner cancels it first.
 */
export async function recordInvoicePlan(tx: Tx, plan: InvoicePlan, now: Date) {
  const count = await countSeats(tx, plan.organizationId, now, { lock: true });
  const cap = plan.seats ?? (planFor(plan.planId).maxUsers < 0 ? null : planFor(plan.planId).maxUsers);
  if (cap !== null) ensureSeatsCover(count, cap);
  const live = await liveOrganizationSubscription(tx, plan.organizationId, { lock: true });
  if (live?.provider === "stripe" && isPlanLive(live, now)) {
    throw conflict(
      "This organisation pays for its plan by card through Stripe: its owner must cancel that plan before a sales-led plan replaces it.",
    );
  }
  if (live) {
    await tx
      .update(subscriptions)
      .set({ status: "ended", cancelledAt: now, updatedAt: now })
      .where(
        and(eq(subscriptions.organizationId, plan.organizationId), inArray(subscriptions.status, [...LIVE_STATUSES])),
      );
  }
  const [row] = await tx
    .insert(subscriptions)
    .values({
      organizationId: plan.organizationId,
      tier: plan.planId,
      billingCycle: plan.billingCycle,
      seats: plan.seats,
      invoiceRef: plan.invoiceRef,
      status: "active",
      currentPeriodStart: plan.start,
      currentPeriodEnd: plan.end,
      provider: "invoice",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  const previousPlanId = live && isPlanId(live.tier) ? live.tier : null;
  await auditPlanChange(tx, {
    organizationId: plan.organizationId,
    actorId: plan.actorId,
    ip: plan.ip,
    subscriptionId: row.id,
    details: {
      planId: plan.planId,
      previousPlanId,
      seats: plan.seats,
      billingCycle: plan.billingCycle,
      provider: "invoice",
      invoiceRef: plan.invoiceRef,
      periodStart: plan.start.toISOString(),
      periodEnd: plan.end.toISOString(),
      ...(plan.enquiryId !== undefined ? { enquiryId: plan.enquiryId } : {}),
    },
  });
  return { id: row.id, previousPlanId };
}

/** The seed's and the scripts' way in: one sales-led plan, its own transaction, every session dropped. */
export function recordInvoicePlanNow(db: Db, plan: InvoicePlan, now: Date) {
  return writeOrganizationAccess(db, () => db.transaction((tx) => recordInvoicePlan(tx, plan, now)));
}

const dateAt = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * POST /api/admin/enquiries/{id}/convert: an admin turns a Contact Sales enquiry into an organisation
 * plan, for an existing organisation or one created for the enquirer. One transaction: the enquiry is
 * claimed first (a second conversion is 409), then the organisation, the plan and the audit entries.
 */
export async function convertEnquiry(
  db: Db,
  enquiryId: number,
  body: BodyAfterLookup<ConvertEnquiryInput>,
  admin: { id: string; ip: string | null },
  now: Date,
): Promise<ConvertEnquiryResult> {
  const [enquiry] = await db.select().from(salesEnquiries).where(eq(salesEnquiries.id, enquiryId)).limit(1);
  if (!enquiry) throw notFound("Enquiry not found");
  if (enquiry.convertedAt) {
    throw conflict(`This enquiry was already turned into a plan on ${utcDay(enquiry.convertedAt)}.`);
  }
  const input = readBody(body);
  const owner = input.organization.kind === "new" ? await enquiryAccount(db, enquiry) : null;
  if (input.organization.kind === "new" && !owner) {
    const message = `No account uses ${enquiry.email}: ask ${enquiry.name} to sign up first, or choose an existing organisation.`;
    throw badRequest(message, [{ path: "organization", message }]);
  }

  const start = input.startDate ? dateAt(input.startDate) : now;
  const end =
    input.period === "dates" && input.endDate
      ? // The end date is the plan's last day: access runs to its end.
        daysAfter(dateAt(input.endDate), 1)
      : periodEndFrom(start, input.period === "yearly" ? "yearly" : "monthly");
  if (end <= now) {
    const message = "The plan's period must end in the future";
    throw badRequest(message, [{ path: input.period === "dates" ? "endDate" : "startDate", message }]);
  }
  const billingCycle = input.period === "dates" ? "custom" : input.period;

  return writeOrganizationAccess(db, () =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .update(salesEnquiries)
        .set({ convertedAt: now })
        .where(and(eq(salesEnquiries.id, enquiryId), isNull(salesEnquiries.convertedAt)))
        .returning({ id: salesEnquiries.id });
      if (claimed.length === 0) throw conflict("This enquiry was already turned into a plan.");

      let org: { id: string; name: string };
      let created = false;
      if (input.organization.kind === "existing") {
        const [found] = await tx
          .select({ id: organization.id, name: organization.name })
          .from(organization)
          .where(eq(organization.id, input.organization.id))
          .limit(1);
        if (!found) throw notFound("Organisation not found");
        org = found;
      } else {
        const ownerId = (owner as { id: string }).id;
        const name = input.organization.name;
        const slug = await freeSlug(tx, name, input.organization.slug);
        const id = randomUUID();
        await tx.execute(sql`insert into organization (id, name, slug) values (${id}, ${name}, ${slug})`);
        await insertFirstOwner(tx, id, ownerId);
        await recordAudit(tx, {
          organizationId: id,
          actorId: admin.id,
          action: "organization.created",
          targetType: "organization",
          targetId: id,
          details: { name, slug, ownerId, enquiryId },
          ipAddress: admin.ip,
        });
        org = { id, name };
        created = true;
      }

      const recorded = await recordInvoicePlan(
        tx,
        {
          organizationId: org.id,
          planId: input.planId,
          billingCycle,
          seats: input.seats,
          invoiceRef: input.invoiceRef,
          start,
          end,
          actorId: admin.id,
          ip: admin.ip,
          enquiryId,
        },
        now,
      );
      await tx.update(salesEnquiries).set({ convertedOrganizationId: org.id }).where(eq(salesEnquiries.id, enquiryId));
      return {
        enquiryId,
        organizationId: org.id,
        organizationName: org.name,
        organizationCreated: created,
        planId: input.planId,
        currentPeriodEnd: end.toISOString(),
        replacedPlanId: recorded.previousPlanId,
      };
    }),
  );
}
