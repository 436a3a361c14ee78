import { z } from "zod";
import { BILLING_CYCLES, PLAN_IDS, PLANS, type PlanId } from "../domain/plans";
import { emailField, idParam, optionalText, requiredText } from "./common";

/** A plan id from the catalogue, with a message that lists them. */
const planIdField = z.enum(PLAN_IDS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Plan is required"
      : `Plan must be one of: ${PLAN_IDS.join(", ")}`,
});

const billingCycleField = z.enum(BILLING_CYCLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Billing cycle is required"
      : "Billing cycle must be monthly or yearly",
});

// ---- Subscription status (spec 2 §3, §7) ----

export const SUBSCRIPTION_STATUSES = ["active", "past_due", "inactive"] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptionStatusSchema = z.object({
  tier: z.enum(PLAN_IDS),
  /** "inactive" on the free plan (the badge then reads Free). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Unix seconds; null on the free plan. */
  currentPeriodEnd: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  /** Whether the card can be changed in the payment provider's customer portal (Stripe only). */
  canManageCard: z.boolean(),
  /** The built-in test provider is in use: no real card is charged. */
  testMode: z.boolean(),
  /**
   * Issue 20: the best live plan the user has through an organisation they belong to (its owner
   * manages it on the organisation's billing page), or null. The fields above are the user's own.
   */
  organizationPlan: z
    .object({
      organizationId: z.string(),
      organizationName: z.string(),
      tier: z.enum(PLAN_IDS),
      /** Unix seconds. */
      currentPeriodEnd: z.number().int(),
    })
    .nullable(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// ---- Create, cancel, portal ----

export const createSubscriptionSchema = z.object({
  planId: planIdField,
  billingCycle: billingCycleField,
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const createSubscriptionResultSchema = z.object({
  /** activated: live now (test provider); changed: the live subscription's plan changed; checkout: pay at checkoutUrl. */
  outcome: z.enum(["activated", "changed", "checkout"]),
  checkoutUrl: z.string().nullable(),
});
export type CreateSubscriptionResult = z.infer<typeof createSubscriptionResultSchema>;

export const cancelSubscriptionResultSchema = z.object({
  /** Unix seconds: access stays until then. */
  currentPeriodEnd: z.number().int(),
  cancelAtPeriodEnd: z.literal(true),
});

export const portalSessionSchema = z.object({ url: z.string() });

// ---- Billing history and usage ----

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  planId: z.enum(PLAN_IDS),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  status: z.enum(["succeeded", "failed"]),
  receiptNumber: z.string().nullable(),
  /** Decision 401: the VAT invoice of an organisation's payment ("INV-000042"), null without one. */
  vatInvoiceNumber: z.string().nullable().optional(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
export const paymentListSchema = z.array(paymentRecordSchema);

export const paymentIdParamsSchema = z.object({ id: idParam("Payment id") });

export const subscriptionUsageSchema = z.object({
  /** Distinct modules the user opened or progressed since the period started. */
  modulesAccessed: z.number().int(),
  /** ISO date-time the usage period started (the billing period, or the calendar month on the free plan). */
  periodStart: z.string(),
  /** Members of the user's organisation; 1 (the user) without one. */
  teamMembers: z.number().int(),
  /** The plan's user limit, -1 unlimited. */
  maxUsers: z.number().int(),
  /**
   * Issue 26: the organisation whose seats the person shares (the one giving them a plan, else their
   * active one), with its seats in use (members and pending invitations) and its limit (null unlimited);
   * null for a person in no organisation.
   */
  organization: z
    .object({
      id: z.string(),
      name: z.string(),
      members: z.number().int(),
      seatsUsed: z.number().int(),
      seatLimit: z.number().int().nullable(),
    })
    .nullable(),
});
export type SubscriptionUsage = z.infer<typeof subscriptionUsageSchema>;

// ---- Payment test page (spec 3 §3, §7) ----

/** The largest amount the payment test accepts: the dearest plan's yearly price. */
export const MAX_PAYMENT_PENCE = Math.max(...PLAN_IDS.map((id) => PLANS[id].yearlyPence));

export const createPaymentIntentSchema = z.object({
  amount: z
    .number({ error: "Amount must be a whole number of pence" })
    .int("Amount must be a whole number of pence")
    .positive("Amount must be more than 0")
    .max(MAX_PAYMENT_PENCE, `Amount must be at most ${MAX_PAYMENT_PENCE} pence`),
  currency: z
    .string({ error: "Currency is required" })
    .trim()
    .toLowerCase()
    .refine((v) => v === "gbp", "Currency must be GBP"),
  planId: planIdField,
  customerEmail: emailField,
  customerName: requiredText("Name", 120),
});
export type CreatePaymentIntentInput = z.infer<typeof createPaymentIntentSchema>;

/** spec 3 §3: clientSecret on success, error on failure. */
export const paymentIntentResultSchema = z.object({ clientSecret: z.string() });
export const paymentIntentErrorSchema = z.object({ error: z.string(), message: z.string() });

// ---- Stripe webhook ----

/** POST /api/stripe/webhook: the event was taken (or was already handled). */
export const stripeWebhookReceivedSchema = z.object({ received: z.literal(true) });

// ---- Sales enquiries ----

export const SALES_PLAN_IDS = ["team_leader", "organisation", "enterprise_plus"] as const satisfies readonly PlanId[];

export const TEAM_SIZES = ["1-25", "26-100", "101-500", "501-1,000", "More than 1,000"] as const;

export const salesEnquirySchema = z.object({
  planId: z.enum(SALES_PLAN_IDS, { error: "Plan must be Team Leader, Organisation or Enterprise Plus" }),
  name: requiredText("Name", 120),
  email: emailField,
  organisation: requiredText("Organisation", 160),
  teamSize: z.enum(TEAM_SIZES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? "Team size is required"
        : `Team size must be one of: ${TEAM_SIZES.join("; ")}`,
  }),
  message: optionalText("Message", 2000),
});
export type SalesEnquiryInput = z.infer<typeof salesEnquirySchema>;

export const salesEnquiryCreatedSchema = z.object({ id: z.number().int() });

export const salesEnquiryRecordSchema = z.object({
  id: z.number().int(),
  planId: z.enum(SALES_PLAN_IDS),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  teamSize: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  /** Issue 20: when an admin turned the enquiry into an organisation plan, and which organisation. */
  convertedAt: z.string().nullable(),
  convertedOrganization: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * The account that would own an organisation created for the enquiry: the enquirer's when they
   * were signed in, else the account with the enquiry's e-mail; null when there is none.
   */
  account: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type SalesEnquiryRecord = z.infer<typeof salesEnquiryRecordSchema>;
export const salesEnquiryListSchema = z.array(salesEnquiryRecordSchema);
