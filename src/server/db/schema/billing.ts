import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PLAN_IDS } from "../../../domain/plans";
import { user } from "./accounts";
import { createdAt, oneOf, updatedAt } from "./columns";
import { organization } from "./organizations";

// ---- Subscriptions and payments ----

/**
 * One row per subscription a user took out. At most one is live (active or past_due) per user: a
 * second subscribe changes that row's plan. Ended rows are kept as history.
 */
/** Who takes the money: Stripe, the test provider, or an invoice (a sales-led plan an admin recorded, issue 20). */
export const PAYMENT_PROVIDERS = ["stripe", "test", "invoice"] as const;
export const PAYMENT_STATUSES = ["succeeded", "failed"] as const;

/** A subscription is live (active, past_due) or history (ended); subscriptions_status_check holds it. */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "ended"] as const;

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    /** The subscriber: a user, or (with organizationId) null. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** An organisation's plan (issue 20): every member has its access. Exactly one of userId and this is set. */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    /** Seats bought (Team Leader) or sold; null means the plan's maxUsers. */
    seats: integer("seats"),
    /** The invoice reference of a sales-led plan recorded by an admin. */
    invoiceRef: text("invoice_ref"),
    /** A plan id of the catalogue (domain/plans.ts). */
    tier: text("tier", { enum: PLAN_IDS }).notNull(),
    billingCycle: text("billing_cycle").notNull(),
    /** active | past_due | ended */
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** The provider's subscription id (Stripe's sub_…, the test provider's test_sub_…). */
    providerRef: text("provider_ref"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull().defaultNow(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** "stripe", "test", or "invoice" (a sales-led organisation plan an admin recorded, issue 20). */
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull().default("test"),
    /** Stripe's customer id (cus_…), for the customer portal. */
    providerCustomerRef: text("provider_customer_ref"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_one_live_per_user_idx").on(t.userId).where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex("subscriptions_one_live_per_org_idx")
      .on(t.organizationId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex("subscriptions_provider_ref_idx").on(t.providerRef),
    check("subscriptions_billing_cycle_check", oneOf(t.billingCycle, ["monthly", "yearly", "custom"])),
    check("subscriptions_one_holder_check", sql`(${t.userId} is null) <> (${t.organizationId} is null)`),
    check("subscriptions_provider_check", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("subscriptions_status_check", oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check("subscriptions_tier_check", oneOf(t.tier, PLAN_IDS)),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull(),
    planId: text("plan_id", { enum: PLAN_IDS }).notNull(),
    /** succeeded | failed */
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    /** The provider's payment id (Stripe's invoice in_…, the test provider's test_pay_…): each recorded once. */
    providerRef: text("provider_ref"),
    createdAt: createdAt(),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    billingCycle: text("billing_cycle"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull().default("test"),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("payments_provider_ref_idx").on(t.providerRef),
    check(
      "payments_billing_cycle_check",
      sql`${t.billingCycle} is null or ${oneOf(t.billingCycle, ["monthly", "yearly"])}`,
    ),
    check("payments_plan_id_check", oneOf(t.planId, PLAN_IDS)),
    check("payments_provider_check", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

// ---- Billing ----

/** Each Stripe webhook event is handled once: its id is stored in the same transaction as its effect. */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Contact Sales" and "Contact Sales Team" enquiries from the pricing page, listed for admins. */
export const salesEnquiries = pgTable(
  "sales_enquiries",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** team_leader | organisation | enterprise_plus */
    planId: text("plan_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation").notNull(),
    teamSize: text("team_size").notNull(),
    message: text("message"),
    createdAt: createdAt(),
    /** The organisation an admin turned this enquiry into a plan for (issue 20); null while open. */
    convertedOrganizationId: text("converted_organization_id").references(() => organization.id, {
      onDelete: "set null",
    }),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
  },
  (t) => [index("sales_enquiries_created_idx").on(t.createdAt)],
);

// ---- VAT invoices (issue 45 item 4, decision 401) ----

/** Where an organisation is billed: the customer on its quotes and VAT invoices, kept from its last purchase. */
export const organizationBillingDetails = pgTable("organization_billing_details", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** The customer's legal or trading name. */
  name: text("name").notNull(),
  /** The postal address, lines separated by newlines. */
  address: text("address").notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
  /** The customer's VAT number, tidied (decision 401); null without one. */
  vatId: text("vat_id"),
  updatedAt: updatedAt(),
});

export const VAT_TREATMENTS = ["standard", "reverse_charge", "outside_scope"] as const;

/**
 * One VAT invoice per organisation payment, numbered 1, 2, 3 … with no gap (the number is taken under
 * a lock in the payment's transaction). Every figure and both parties are written as they were at
 * issue, so a later change of settings or address never rewrites an invoice already issued.
 */
export const vatInvoices = pgTable(
  "vat_invoices",
  {
    id: serial("id").primaryKey(),
    number: integer("number").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    supplierName: text("supplier_name").notNull(),
    supplierAddress: text("supplier_address").notNull(),
    supplierVatNumber: text("supplier_vat_number").notNull(),
    supplierCompanyNumber: text("supplier_company_number").notNull(),
    customerName: text("customer_name").notNull(),
    customerAddress: text("customer_address").notNull(),
    customerCountry: text("customer_country").notNull(),
    customerVatId: text("customer_vat_id"),
    description: text("description").notNull(),
    seats: integer("seats").notNull(),
    netPence: integer("net_pence").notNull(),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    vatPence: integer("vat_pence").notNull(),
    grossPence: integer("gross_pence").notNull(),
    treatment: text("treatment", { enum: VAT_TREATMENTS }).notNull(),
  },
  (t) => [
    uniqueIndex("vat_invoices_number_idx").on(t.number),
    uniqueIndex("vat_invoices_payment_idx").on(t.paymentId),
    index("vat_invoices_organization_idx").on(t.organizationId, t.issuedAt),
    check("vat_invoices_treatment_check", oneOf(t.treatment, VAT_TREATMENTS)),
    check("vat_invoices_amounts_check", sql`${t.grossPence} = ${t.netPence} + ${t.vatPence}`),
  ],
);
