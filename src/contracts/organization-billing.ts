import { z } from "zod";
import { BILLING_CYCLES, MAX_SELF_SERVE_SEATS, PLAN_IDS, PLANS } from "../domain/plans";
import { BILLING_COUNTRY_CODES, isEuCountry, normaliseVatId, vatIdLooksValid } from "../domain/vat";
import { hasNoNul, idParam, invalidCharacter, requiredText } from "./common";
import { organizationIdParamSchema, seatsSchema, slugField } from "./organizations";

/**
 * Plans and seats of organisations (issue 20 item 2): the self-serve Team Leader plan an owner buys,
 * and the sales-led plans an admin records from a Contact Sales enquiry.
 */

/**
 * The plans an organisation buys on its own, by the seat (decision 401): Team Leader up to 25 seats,
 * Organisation up to its maxSelfServeSeats; above that, and Enterprise Plus, are "Contact Sales".
 */
export const SELF_SERVE_ORGANIZATION_PLANS = ["team_leader", "organisation"] as const;
export type SelfServeOrganizationPlanId = (typeof SELF_SERVE_ORGANIZATION_PLANS)[number];
/** The smallest plan an organisation buys on its own. */
export const SELF_SERVE_ORGANIZATION_PLAN = "team_leader" as const;
/** The most seats Team Leader sells: its catalogue limit ("up to 25 users"). */
export const TEAM_LEADER_MAX_SEATS = PLANS.team_leader.maxUsers;

/** Plans an admin may record for an organisation after a sale. */
export const SALES_LED_PLAN_IDS = ["organisation", "enterprise_plus", "team_leader"] as const;
export type SalesLedPlanId = (typeof SALES_LED_PLAN_IDS)[number];

export const ORGANIZATION_PLAN_PROVIDERS = ["stripe", "test", "invoice"] as const;

/** GET /api/organizations/{id}/subscription: what the billing page shows. */
export const organizationSubscriptionSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string(),
  /** The live plan, "free" without one. Every member may read it. */
  planId: z.enum(PLAN_IDS),
  status: z.enum(["active", "past_due", "inactive"]),
  /** Seats in use and the limit (the seats bought, the plan's maxUsers, or 5 without a plan). */
  seats: seatsSchema,
  /** Whether the caller may buy, change or cancel (the owner). */
  canManage: z.boolean(),
  /** The billing detail: owners and site admins only; null for other members. */
  billing: z
    .object({
      billingCycle: z.enum(BILLING_CYCLES).nullable(),
      /** ISO date-times; null without a plan. */
      currentPeriodStart: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      provider: z.enum(ORGANIZATION_PLAN_PROVIDERS).nullable(),
      invoiceRef: z.string().nullable(),
      /** Seats bought or sold; null = the plan's limit. */
      seatsBought: z.number().int().nullable(),
      /** The built-in test provider takes the payments: nothing is charged. */
      testMode: z.boolean(),
      /** Whether this site takes payments at all (a provider is configured). */
      paymentsAvailable: z.boolean(),
      /** Who the organisation was last billed as (its quotes and VAT invoices), null before a purchase. */
      billingDetails: z
        .object({ name: z.string(), address: z.string(), country: z.string(), vatId: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
});
export type OrganizationSubscription = z.infer<typeof organizationSubscriptionSchema>;

const seatsField = z
  .number({ error: "Seats must be a whole number" })
  .int("Seats must be a whole number")
  .min(1, "Buy at least 1 seat")
  .max(MAX_SELF_SERVE_SEATS, `At most ${MAX_SELF_SERVE_SEATS} seats are bought online; contact sales for more`);

const planField = z.enum(PLAN_IDS, {
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

/** A plan's own seat limit for buying online (Team Leader 25, Organisation 250). */
function refineSeatsForPlan(value: { planId: string; seats: number }, ctx: z.RefinementCtx) {
  const plan = PLANS[value.planId as keyof typeof PLANS];
  const max = plan?.seatPricing?.maxSelfServeSeats;
  if (max !== undefined && value.seats > max)
    ctx.addIssue({
      code: "custom",
      path: ["seats"],
      message:
        plan.id === "team_leader"
          ? `Team Leader has at most ${max} seats; choose the Organisation plan for more`
          : `${plan.name} is bought online for up to ${max} seats; contact sales for more`,
    });
}

const countryField = z.enum(BILLING_COUNTRY_CODES, { error: "Choose the country the organisation is billed in" });
const vatIdField = z
  .string({ error: "VAT number must be text" })
  .trim()
  .max(24, "VAT number must be at most 24 characters")
  .refine(hasNoNul, invalidCharacter("VAT number"))
  .nullish()
  .transform((v) => (v ? v : null));

/** Checks a VAT number's shape for its country, and that an EU business gives one (decision 401). */
function refineVatId(value: { country?: string; vatId?: string | null }, ctx: z.RefinementCtx) {
  if (!value.country) return;
  const vatId = normaliseVatId(value.country, value.vatId);
  if (vatId && !vatIdLooksValid(value.country, vatId))
    ctx.addIssue({
      code: "custom",
      path: ["vatId"],
      message: "Enter the VAT number as it is registered, e.g. GB123456789 or FR12345678901",
    });
  if (!vatId && isEuCountry(value.country))
    ctx.addIssue({
      code: "custom",
      path: ["vatId"],
      message:
        "An organisation in the EU gives its VAT number (the reverse charge applies); without one, contact sales",
    });
}

/** Who the organisation is billed as: the customer on its quote and VAT invoices. */
export const billingDetailsSchema = z
  .object({
    name: requiredText("Billing name", 160),
    address: requiredText("Billing address", 400),
    country: countryField,
    vatId: vatIdField,
  })
  .superRefine(refineVatId)
  .transform((value) => ({ ...value, vatId: normaliseVatId(value.country, value.vatId) }));
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/**
 * POST /api/organizations/{id}/subscription: Team Leader (1 to 25 seats) or Organisation (1 to 250),
 * monthly or yearly, with who it is billed as (the last details are kept and used when left out).
 */
export const createOrganizationSubscriptionSchema = z
  .object({
    planId: planField,
    billingCycle: billingCycleField,
    seats: seatsField,
    billing: billingDetailsSchema.optional(),
  })
  .superRefine(refineSeatsForPlan);
export type CreateOrganizationSubscriptionInput = z.input<typeof createOrganizationSubscriptionSchema>;

/** GET /api/organizations/{id}/quote: the PDF quote of a plan, seats and cycle for a customer. */
export const organizationQuoteQuerySchema = z
  .object({
    planId: planField,
    billingCycle: billingCycleField,
    seats: z.coerce
      .number({ error: "Seats must be a whole number" })
      .int("Seats must be a whole number")
      .min(1, "Buy at least 1 seat")
      .max(MAX_SELF_SERVE_SEATS, `At most ${MAX_SELF_SERVE_SEATS} seats are bought online; contact sales for more`),
    name: z.string().trim().max(160, "Billing name must be at most 160 characters").refine(hasNoNul).optional(),
    address: z.string().trim().max(400, "Billing address must be at most 400 characters").refine(hasNoNul).optional(),
    country: countryField.default("GB"),
    vatId: vatIdField,
  })
  .superRefine(refineSeatsForPlan)
  .superRefine(refineVatId)
  .transform((value) => ({ ...value, vatId: normaliseVatId(value.country, value.vatId) }));
export type OrganizationQuoteQuery = z.output<typeof organizationQuoteQuerySchema>;

export const organizationPaymentParamSchema = organizationIdParamSchema.extend({ paymentId: idParam("Payment id") });

// ---- Sales-led plans (admin) ----

export const enquiryIdParamSchema = z.object({ id: idParam("Enquiry id") });

/** GET /api/admin/organizations?q= */
export const adminOrganizationQuerySchema = z.object({
  q: z.string().trim().max(100).refine(hasNoNul, invalidCharacter("Search")).optional(),
});

export const adminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ownerEmail: z.string().nullable(),
  members: z.number().int(),
  /** The live plan, null without one. */
  planId: z.enum(PLAN_IDS).nullable(),
});
export type AdminOrganization = z.infer<typeof adminOrganizationSchema>;
export const adminOrganizationListSchema = z.object({ items: z.array(adminOrganizationSchema) });

/** A calendar date, YYYY-MM-DD (an input of type date). */
const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`);

export const CONVERSION_PERIODS = ["monthly", "yearly", "dates"] as const;

/** POST /api/admin/enquiries/{id}/convert */
export const convertEnquirySchema = z
  .object({
    organization: z.discriminatedUnion(
      "kind",
      [
        z.object({ kind: z.literal("existing"), id: organizationIdParamSchema.shape.id }),
        z.object({ kind: z.literal("new"), name: requiredText("Organisation name", 120), slug: slugField.optional() }),
      ],
      { error: "Choose an existing organisation or create one" },
    ),
    planId: z.enum(SALES_LED_PLAN_IDS, { error: "Plan must be Organisation, Enterprise Plus or Team Leader" }),
    /** null: unlimited (Organisation, Enterprise Plus) or the plan's limit (Team Leader). */
    seats: z
      .number({ error: "Seats must be a whole number" })
      .int("Seats must be a whole number")
      .min(1, "Seats must be at least 1")
      .max(1_000_000, "Seats must be at most 1,000,000")
      .nullable(),
    /** A month or a year from the start date, or explicit start and end dates. */
    period: z.enum(CONVERSION_PERIODS, { error: "Period must be monthly, yearly or dates" }),
    /** Defaults to today. */
    startDate: dateField("Start date").optional(),
    /** Required with period "dates". */
    endDate: dateField("End date").optional(),
    invoiceRef: requiredText("Invoice reference", 80),
  })
  .superRefine((value, ctx) => {
    if (value.planId === "team_leader" && value.seats !== null && value.seats > TEAM_LEADER_MAX_SEATS)
      ctx.addIssue({
        code: "custom",
        path: ["seats"],
        message: `Team Leader has at most ${TEAM_LEADER_MAX_SEATS} seats; choose the Organisation plan for more`,
      });
    if (value.period === "dates") {
      if (!value.endDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date is required" });
      else if (!value.startDate)
        ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date is required" });
      else if (value.endDate <= value.startDate)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be after the start date" });
    }
  });
export type ConvertEnquiryInput = z.infer<typeof convertEnquirySchema>;

export const convertEnquiryResultSchema = z.object({
  enquiryId: z.number().int(),
  organizationId: z.string(),
  organizationName: z.string(),
  /** Whether the organisation was created for the enquirer. */
  organizationCreated: z.boolean(),
  planId: z.enum(SALES_LED_PLAN_IDS),
  currentPeriodEnd: z.string(),
  /** The plan this one replaced, if any. */
  replacedPlanId: z.enum(PLAN_IDS).nullable(),
});
export type ConvertEnquiryResult = z.infer<typeof convertEnquiryResultSchema>;
