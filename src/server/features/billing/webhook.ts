import { and, eq, inArray, ne, type SQL } from "drizzle-orm";
import type Stripe from "stripe";
import { isPlanId, PLANS, type PlanId } from "../../../domain/plans";
import { vatTreatmentFor } from "../../../domain/vat";
import type { CompanyDetails } from "../../config";
import type { Db } from "../../db/client";
import { billingWebhookEvents, organization, payments, subscriptions, user } from "../../db/schema";
import { badRequest, HttpError } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeOrganizationAccess, writeUsers } from "../../platform/caches/writes";
import { fromStripeSubscription } from "./stripe-provider";
import { issueVatInvoice, storedBillingDetails } from "./vat-invoices";

/** What the webhook did with an event (logged; Stripe only reads the 2xx). */
export type WebhookOutcome = "handled" | "duplicate" | "ignored";

/**
 * POST /api/stripe/webhook: the signature is checked against STRIPE_WEBHOOK_SECRET over the raw body
 * (a payload or header that does not verify is 400 and changes nothing), then each event is handled
 * once: its id is stored in the transaction that applies it, so a replay changes nothing.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) throw badRequest("Missing Stripe-Signature header");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

const refOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Stripe's status in ours: live (active, past_due) or ended; null for a checkout not yet paid. */
function statusFrom(subscription: Stripe.Subscription): "active" | "past_due" | "ended" | null {
  switch (subscription.status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return null;
  }
}

const cycleFrom = (subscription: Stripe.Subscription) => {
  const fromMetadata = subscription.metadata?.billingCycle;
  if (fromMetadata === "monthly" || fromMetadata === "yearly") return fromMetadata;
  return subscription.items.data[0]?.price.recurring?.interval === "year" ? "yearly" : "monthly";
};

async function userExists(db: Db, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
  return row !== undefined;
}

async function alreadyHandled(db: Db, eventId: string) {
  const [row] = await db
    .select({ id: billingWebhookEvents.id })
    .from(billingWebhookEvents)
    .where(eq(billingWebhookEvents.id, eventId));
  return row !== undefined;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Marks the event handled; false when another delivery of it got there first. */
async function claim(tx: Tx, event: Stripe.Event) {
  const inserted = await tx
    .insert(billingWebhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingWebhookEvents.id });
  return inserted.length > 0;
}

/** Our columns for a Stripe subscription; null for a checkout not yet paid or a plan that is not ours. */
function columnsFrom(subscription: Stripe.Subscription, now: Date) {
  const status = statusFrom(subscription);
  const planId = subscription.metadata?.planId;
  if (!status || !isPlanId(planId)) return null;
  const period = fromStripeSubscription(subscription);
  return {
    tier: planId,
    billingCycle: cycleFrom(subscription),
    status,
    currentPeriodStart: period.periodStart,
    currentPeriodEnd: period.periodEnd,
    cancelAtPeriodEnd: period.cancelAtPeriodEnd,
    cancelledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
    providerCustomerRef: period.customerRef,
    updatedAt: now,
  };
}

/** Ends the holder's live subscriptions other than the Stripe subscription `keptRef`. */
async function endOtherLiveSubscriptions(tx: Tx, holderIs: SQL, keptRef: string, now: Date) {
  await tx
    .update(subscriptions)
    .set({ status: "ended", updatedAt: now })
    .where(
      and(holderIs, inArray(subscriptions.status, ["active", "past_due"]), ne(subscriptions.providerRef, keptRef)),
    );
}

/** Keeps our row of a Stripe subscription in step with Stripe's. */
async function applySubscription(tx: Tx, userId: string, subscription: Stripe.Subscription, now: Date) {
  const values = columnsFrom(subscription, now);
  if (!values) return;
  const { status } = values;
  const [existing] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerRef, subscription.id));
  // At most one live subscription per user: this one replaces any other.
  if (status !== "ended") await endOtherLiveSubscriptions(tx, eq(subscriptions.userId, userId), subscription.id, now);
  if (existing) {
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  } else if (status !== "ended") {
    await tx.insert(subscriptions).values({ ...values, userId, provider: "stripe", providerRef: subscription.id });
  }
}

async function organizationExists(db: Db, organizationId: string | null | undefined): Promise<boolean> {
  if (!organizationId) return false;
  const [row] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  return row !== undefined;
}

const seatsFrom = (value: string | undefined) => {
  const seats = Number(value);
  return Number.isInteger(seats) && seats > 0 ? seats : null;
};

/**
 * Issue 20: an organisation's Stripe subscription (its metadata names the organisation). Like a
 * user's, but held by the organisation; a change of plan, cycle or status is audited as
 * "plan.changed" in the same transaction. Seats come from the metadata when the row is made; later
 * seat changes are ours (they are not charged) and stay.
 */
async function applyOrganizationSubscription(
  tx: Tx,
  organizationId: string,
  subscription: Stripe.Subscription,
  now: Date,
) {
  const values = columnsFrom(subscription, now);
  if (!values) return;
  const { status, tier: planId } = values;
  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.providerRef, subscription.id));
  if (existing && existing.organizationId !== organizationId) return;
  // At most one live plan per organisation: this one replaces any other.
  if (status !== "ended")
    await endOtherLiveSubscriptions(tx, eq(subscriptions.organizationId, organizationId), subscription.id, now);
  let rowId: number | null = existing?.id ?? null;
  if (existing) {
    await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  } else if (status !== "ended") {
    const [row] = await tx
      .insert(subscriptions)
      .values({
        ...values,
        organizationId,
        seats: seatsFrom(subscription.metadata?.seats),
        provider: "stripe",
        providerRef: subscription.id,
      })
      .returning({ id: subscriptions.id });
    rowId = row.id;
  }
  const changed =
    !existing ||
    existing.status !== status ||
    existing.tier !== planId ||
    existing.billingCycle !== values.billingCycle ||
    existing.cancelAtPeriodEnd !== values.cancelAtPeriodEnd;
  if (rowId !== null && changed) {
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "plan.changed",
      targetType: "subscription",
      targetId: String(rowId),
      details: {
        source: "stripe",
        planId,
        previousPlanId: existing?.tier ?? null,
        status,
        previousStatus: existing?.status ?? null,
        billingCycle: values.billingCycle,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        boughtBy: subscription.metadata?.userId ?? null,
      },
    });
  }
}

/** A paid invoice is a payment in the billing history, recorded once per invoice. */
async function applyPaidInvoice(
  tx: Tx,
  holder: { userId: string } | { organizationId: string },
  planId: PlanId,
  invoice: Stripe.Invoice,
  cycle: string | null,
  invoicing: { company: CompanyDetails; description: string; now: Date } | null,
) {
  const subscriptionRef = refOf(invoice.parent?.subscription_details?.subscription);
  const [row] = subscriptionRef
    ? await tx
        .select({ id: subscriptions.id, seats: subscriptions.seats })
        .from(subscriptions)
        .where(eq(subscriptions.providerRef, subscriptionRef))
    : [];
  const inserted = await tx
    .insert(payments)
    .values({
      // An organisation's payment is in its billing history, not the buyer's (issue 20).
      userId: "userId" in holder ? holder.userId : null,
      organizationId: "organizationId" in holder ? holder.organizationId : null,
      subscriptionId: row?.id ?? null,
      amountPence: invoice.amount_paid,
      currency: invoice.currency,
      planId,
      billingCycle: cycle === "monthly" || cycle === "yearly" ? cycle : null,
      status: "succeeded",
      provider: "stripe",
      providerRef: invoice.id,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  // Decision 401: an organisation's payment gets its VAT invoice with Stripe Tax's figures, to the
  // customer stored at checkout (none stored: the receipt stands alone).
  const payment = inserted[0];
  if (!payment || !invoicing || !("organizationId" in holder)) return;
  const customer = await storedBillingDetails(tx, holder.organizationId);
  const vat = customer ? vatTreatmentFor(customer) : null;
  if (!customer || !vat?.ok) return;
  const gross = invoice.amount_paid;
  const net = Math.min(gross, invoice.total_excluding_tax ?? invoice.subtotal ?? gross);
  const vatPence = gross - net;
  await issueVatInvoice(tx, {
    paymentId: payment.id,
    organizationId: holder.organizationId,
    issuedAt: invoicing.now,
    company: invoicing.company,
    customer,
    description: invoicing.description,
    seats: row?.seats ?? 0,
    treatment: vatPence > 0 ? "standard" : vat.treatment,
    amounts: {
      netPence: net,
      rateBasisPoints: vatPence > 0 ? vat.rateBasisPoints || 2000 : 0,
      vatPence,
      grossPence: gross,
    },
  });
}

/**
 * The events that keep subscriptions and payments in step with Stripe: a completed checkout, a
 * subscription created, changed or deleted, and a paid invoice. Anything else is stored and ignored.
 * Remote reads (the subscription behind a checkout) happen before the transaction.
 */
export async function handleStripeEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  now: Date,
  company: CompanyDetails | null = null,
): Promise<WebhookOutcome> {
  if (await alreadyHandled(db, event.id)) return "duplicate";

  let userId: string | null | undefined;
  // Issue 20: set when the subscription is an organisation's (its metadata says which).
  let organizationId: string | null | undefined;
  let apply: ((tx: Tx) => Promise<void>) | null = null;
  const applyTo = (subscription: Stripe.Subscription) => {
    const org = organizationId;
    const owner = userId;
    if (org) apply = (tx) => applyOrganizationSubscription(tx, org, subscription, now);
    else if (owner) apply = (tx) => applySubscription(tx, owner, subscription, now);
  };
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subscriptionRef = refOf(session.subscription);
      userId = session.client_reference_id ?? session.metadata?.userId;
      organizationId = session.metadata?.organizationId;
      if (session.mode === "subscription" && subscriptionRef) {
        const subscription = await stripe.subscriptions.retrieve(subscriptionRef).catch((error: unknown) => {
          // Stripe retries a webhook that did not succeed: answer 502 so this one comes again.
          throw new HttpError(502, `Could not read subscription ${subscriptionRef} from Stripe: ${String(error)}`);
        });
        organizationId = organizationId ?? subscription.metadata?.organizationId;
        applyTo(subscription);
      }
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      userId = subscription.metadata?.userId;
      organizationId = subscription.metadata?.organizationId;
      applyTo(subscription);
      break;
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const metadata = invoice.parent?.subscription_details?.metadata ?? {};
      userId = metadata.userId;
      organizationId = metadata.organizationId;
      const planId = metadata.planId;
      const holder = organizationId ? { organizationId } : userId ? { userId } : null;
      if (holder && isPlanId(planId) && invoice.amount_paid > 0)
        apply = (tx) =>
          applyPaidInvoice(
            tx,
            holder,
            planId,
            invoice,
            metadata.billingCycle ?? null,
            company
              ? {
                  company,
                  now,
                  description: `PIVOT Learning ${PLANS[planId].name}, ${metadata.billingCycle ?? "monthly"}: up to ${
                    metadata.seats ?? "?"
                  } users`,
                }
              : null,
          );
      break;
    }
    default:
      break;
  }

  if (organizationId) {
    const org = organizationId;
    const knownOrganization = await organizationExists(db, org);
    const orgWork = knownOrganization && apply ? apply : null;
    const recordForOrganization = (tx: Tx) =>
      claim(tx, event).then(async (claimed) => {
        if (!claimed) return "duplicate" as const;
        if (orgWork) await orgWork(tx);
        return orgWork ? ("handled" as const) : ("ignored" as const);
      });
    return orgWork
      ? writeOrganizationAccess(db, () => db.transaction(recordForOrganization))
      : db.transaction(recordForOrganization);
  }

  const known = await userExists(db, userId);
  const work = known && apply ? apply : null;
  const record = (tx: Tx) =>
    claim(tx, event).then(async (claimed) => {
      if (!claimed) return "duplicate" as const;
      if (work) await work(tx);
      return work ? ("handled" as const) : ("ignored" as const);
    });
  return known && userId ? writeUsers(db, userId, () => db.transaction(record)) : db.transaction(record);
}
