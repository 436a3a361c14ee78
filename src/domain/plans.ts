/**
 * The one plan catalogue (issue 9): every screen that names a plan or shows its price reads it from
 * here — the pricing page, the dashboard's plan card, the upgrade notices, the header badge, the
 * Terms, the payment test page — and the server takes its amounts from here too. Amounts are whole
 * pence. spec 3 §9: individual professional £29/month; team leader £249/month (up to 25 users);
 * organisation £899/month (unlimited users); enterprise plus £1,499/month (white-label and custom
 * development). spec 2 §9: yearly billing carries a "Save 17%" badge and the saving shown is
 * 12 × monthly − yearly. The per-tier feature lists are ours (spec 2 §3: "not shown").
 */

export const PLAN_IDS = ["free", "individual", "team_leader", "organisation", "enterprise_plus"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** spec 3 §6: the content-protection tiers whose limits are in spec 3 §9. */
export type ProtectionTier = "free" | "individual" | "team" | "enterprise";

/** The one currency the product charges in (spec 2 §1). */
export const PLAN_CURRENCY = "gbp";

/** spec 2 §2: the badge beside "Yearly". */
export const YEARLY_SAVING_BADGE_PERCENT = 17;

export interface Plan {
  id: PlanId;
  /** The plan's name on every screen (decision: "Professional" for the individual plan). */
  name: string;
  /** One line under the name on the pricing page. */
  description: string;
  monthlyPence: number;
  yearlyPence: number;
  /** spec 2 §2: team_leader and organisation prices read "From" and their buttons "Contact Sales". */
  priceIsFrom: boolean;
  /** Whether a signed-in user can subscribe on their own (otherwise through Contact Sales). */
  selfServe: boolean;
  /** Shown as a column on the pricing page's Plans & Pricing tab (Enterprise Plus lives in its tab). */
  listed: boolean;
  /** spec 2 §2: the team_leader plan carries the Most Popular badge. */
  mostPopular: boolean;
  features: readonly string[];
  /** -1 = unlimited (spec 2 §3). */
  maxUsers: number;
  /**
   * -1 = unlimited (spec 2 §3). Access to the library is decided by the premium lock (spec 3 §6), not
   * by a count, so every plan opens every module its lock allows.
   */
  maxModules: number;
  apiAccess: boolean;
  /** spec 2 §2 (Enterprise Plus): "LMS integration (SCORM 1.2, LTI, SSO)" — packages, the LTI tool and SCORM import (issue 24). */
  lmsIntegration: boolean;
  /**
   * Issue 48 item 5 (decision 401): importing and playing the organisation's own SCORM packages.
   * Every paid organisation plan has it; the rest of `lmsIntegration` (packages out, LTI) keeps its tier.
   */
  scormImport: boolean;
  prioritySupport: boolean;
  /**
   * Issue 45 item 4 (decision 401): how an organisation buys this plan on its own, by seats; null when
   * it cannot (a person's plan, or Enterprise Plus: Contact Sales).
   */
  seatPricing: SeatPricing | null;
}

/**
 * Decision 401: the plan's price covers `includedSeats`; each seat above it costs `extraSeatMonthlyPence`
 * a month (ten times that a year, like the plans' own two months free); an organisation buys from 1 to
 * `maxSelfServeSeats` seats in the browser, and Contact Sales above.
 */
export interface SeatPricing {
  includedSeats: number;
  extraSeatMonthlyPence: number;
  maxSelfServeSeats: number;
}

/** Yearly = 10 × monthly (two months free): 12 × £29 − £290 = £58, 16.7 %, shown as "Save 17%". */
export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    description: "Start learning with the open modules of the library.",
    monthlyPence: 0,
    yearlyPence: 0,
    priceIsFrom: false,
    selfServe: false,
    listed: true,
    mostPopular: false,
    // spec 1 §6: the dashboard's plan card lists these for the free plan.
    features: ["Limited module access", "Basic progress tracking", "Standard support"],
    maxUsers: 1,
    maxModules: -1,
    apiAccess: false,
    lmsIntegration: false,
    scormImport: false,
    prioritySupport: false,
    seatPricing: null,
  },
  individual: {
    id: "individual",
    name: "Professional",
    description: "For individual professionals: the whole library, premium modules included.",
    monthlyPence: 2_900,
    yearlyPence: 29_000,
    priceIsFrom: false,
    selfServe: true,
    listed: true,
    mostPopular: false,
    // spec 1 §6: the dashboard's plan card lists these for the premium plan.
    features: [
      "Unlimited access to all modules",
      "Custom learning pathways",
      "Progress analytics",
      "Certificate downloads",
    ],
    maxUsers: 1,
    maxModules: -1,
    apiAccess: false,
    lmsIntegration: false,
    scormImport: false,
    prioritySupport: false,
    seatPricing: null,
  },
  team_leader: {
    id: "team_leader",
    name: "Team Leader",
    description: "For team leaders developing a team of up to 25 people.",
    monthlyPence: 24_900,
    yearlyPence: 249_000,
    priceIsFrom: true,
    selfServe: false,
    listed: true,
    mostPopular: true,
    features: [
      "Everything in Professional",
      "Up to 25 users",
      "Employer dashboard with team progress",
      "Assign learning pathways to the team",
      "Import your own SCORM courses",
      "Priority support",
    ],
    maxUsers: 25,
    maxModules: -1,
    apiAccess: false,
    lmsIntegration: false,
    scormImport: true,
    prioritySupport: true,
    seatPricing: { includedSeats: 25, extraSeatMonthlyPence: 0, maxSelfServeSeats: 25 },
  },
  organisation: {
    id: "organisation",
    name: "Organisation",
    description: "For organisations rolling the PIVOT framework out to everyone.",
    monthlyPence: 89_900,
    yearlyPence: 899_000,
    priceIsFrom: true,
    selfServe: false,
    listed: true,
    mostPopular: false,
    features: [
      "Everything in Team Leader",
      "Up to 100 users included, more by the seat",
      "Buy online for up to 250 users",
      "Organisation-wide analytics",
      "API access for progress tracking",
      "Priority support",
    ],
    maxUsers: -1,
    maxModules: -1,
    apiAccess: true,
    lmsIntegration: false,
    scormImport: true,
    prioritySupport: true,
    seatPricing: { includedSeats: 100, extraSeatMonthlyPence: 700, maxSelfServeSeats: 250 },
  },
  enterprise_plus: {
    id: "enterprise_plus",
    name: "Enterprise Plus",
    description: "White-label options and custom development for large organisations.",
    monthlyPence: 149_900,
    yearlyPence: 1_499_000,
    priceIsFrom: false,
    selfServe: false,
    listed: false,
    mostPopular: false,
    features: [
      "Everything in Organisation",
      "White-label branding on your own domain",
      "LMS integration (SCORM 1.2, LTI, SSO)",
      "Custom content development",
      "Dedicated support",
    ],
    maxUsers: -1,
    maxModules: -1,
    apiAccess: true,
    lmsIntegration: true,
    scormImport: true,
    prioritySupport: true,
    seatPricing: null,
  },
};

/** Said wherever a plan without LMS integration meets one of its screens or routes (issue 24). */
export const NO_LMS_INTEGRATION_MESSAGE =
  "LMS integration comes with the Enterprise Plus plan. Contact sales to add it.";

/** Said wherever a plan without SCORM import meets the courses screen or its routes (issue 48 item 5). */
export const NO_SCORM_IMPORT_MESSAGE =
  "Importing your own SCORM courses comes with every paid organisation plan, from Team Leader up.";

export const isPlanId = (value: unknown): value is PlanId =>
  typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);

export const planFor = (id: PlanId): Plan => PLANS[id];

/** The plans shown as columns on the pricing page, in order. */
export const LISTED_PLANS: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]).filter((plan) => plan.listed);

/** The individual plan: the one the upgrade notices offer. */
export const UPGRADE_PLAN: Plan = PLANS.individual;

export const priceFor = (plan: Plan, cycle: BillingCycle): number =>
  cycle === "yearly" ? plan.yearlyPence : plan.monthlyPence;

/** spec 2 §9: the saving shown is 12 × the monthly price − the yearly price (pence). */
export const yearlySaving = (plan: Plan): number => 12 * plan.monthlyPence - plan.yearlyPence;

/** The yearly saving as a whole percentage of twelve monthly payments (0 for the free plan). */
export const yearlySavingPercent = (plan: Plan): number =>
  plan.monthlyPence === 0 ? 0 : Math.round((yearlySaving(plan) / (12 * plan.monthlyPence)) * 100);

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const gbpWhole = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 });

/** Whole pounds without pence (£29, £1,499), otherwise two decimals (£29.50). */
export const formatPence = (pence: number): string =>
  pence % 100 === 0 ? gbpWhole.format(pence / 100) : gbp.format(pence / 100);

/** "£29/month" or "£290/year". */
export const formatPlanPrice = (plan: Plan, cycle: BillingCycle): string =>
  `${formatPence(priceFor(plan, cycle))}/${cycle === "yearly" ? "year" : "month"}`;

/**
 * spec 3 §6 and §9: the content-protection tier of a plan. Team Leader's up to 25 users are a team;
 * Organisation (unlimited users) and Enterprise Plus get the enterprise tier's unlimited limits.
 */
export function protectionTierFor(planId: PlanId): ProtectionTier {
  switch (planId) {
    case "free":
      return "free";
    case "individual":
      return "individual";
    case "team_leader":
      return "team";
    case "organisation":
    case "enterprise_plus":
      return "enterprise";
  }
}

/** The length of one billing period: a calendar month or year from `start`, clamped to the month's end. */
export function periodEndFrom(start: Date, cycle: BillingCycle): Date {
  const months = cycle === "yearly" ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ),
  );
}

// ---- Seats (issue 45 item 4, decision 401) ----

/** The plans an organisation buys in the browser, by seats, in order (Team Leader, then Organisation). */
export const SEAT_PRICED_PLANS: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]).filter(
  (plan) => plan.seatPricing !== null,
);

export const isSeatPriced = (plan: Plan): plan is Plan & { seatPricing: SeatPricing } => plan.seatPricing !== null;

/** The most seats any plan sells in the browser: above it, Contact Sales. */
export const MAX_SELF_SERVE_SEATS = Math.max(
  ...SEAT_PRICED_PLANS.map((plan) => plan.seatPricing?.maxSelfServeSeats ?? 0),
);

/** The price of one seat above the included ones, for a cycle (yearly = 10 × monthly, as the plans). */
export const extraSeatPence = (pricing: SeatPricing, cycle: BillingCycle): number =>
  cycle === "yearly" ? pricing.extraSeatMonthlyPence * 10 : pricing.extraSeatMonthlyPence;

export interface SeatPrice {
  planId: PlanId;
  billingCycle: BillingCycle;
  seats: number;
  /** The plan's own price, covering `includedSeats`. */
  basePence: number;
  includedSeats: number;
  extraSeats: number;
  extraSeatPence: number;
  /** base + extra seats × extra seat price: the net amount of one period, before VAT. */
  netPence: number;
}

/**
 * The net price of a plan for a number of seats and a cycle, or a reason it cannot be bought in the
 * browser (a plan without seat pricing, seats outside 1 to maxSelfServeSeats).
 */
export function seatPrice(
  plan: Plan,
  cycle: BillingCycle,
  seats: number,
): { ok: true; price: SeatPrice } | { ok: false; reason: string } {
  if (!isSeatPriced(plan)) return { ok: false, reason: `The ${plan.name} plan is not sold by the seat.` };
  const pricing = plan.seatPricing;
  if (!Number.isInteger(seats) || seats < 1) return { ok: false, reason: "Buy at least 1 seat." };
  if (seats > pricing.maxSelfServeSeats)
    return {
      ok: false,
      reason: `${plan.name} is bought online for up to ${pricing.maxSelfServeSeats} seats; contact sales for more.`,
    };
  const extraSeats = Math.max(0, seats - pricing.includedSeats);
  const extra = extraSeatPence(pricing, cycle);
  const basePence = priceFor(plan, cycle);
  return {
    ok: true,
    price: {
      planId: plan.id,
      billingCycle: cycle,
      seats,
      basePence,
      includedSeats: pricing.includedSeats,
      extraSeats,
      extraSeatPence: extra,
      netPence: basePence + extraSeats * extra,
    },
  };
}

/** The cheapest seat-priced plan that sells this many seats online, or null (Contact Sales). */
export function planForSeats(seats: number): Plan | null {
  return SEAT_PRICED_PLANS.find((plan) => (plan.seatPricing?.maxSelfServeSeats ?? 0) >= seats) ?? null;
}

/** The invoice line of a seat price: "PIVOT Learning Organisation, monthly: 120 users (100 included, 20 extra at £7)". */
export function seatPriceDescription(price: SeatPrice): string {
  const plan = PLANS[price.planId];
  const period = price.billingCycle === "yearly" ? "a year" : "a month";
  const extra =
    price.extraSeats > 0
      ? ` (${price.includedSeats} included, ${price.extraSeats} more at ${formatPence(price.extraSeatPence)} each)`
      : "";
  return `PIVOT Learning ${plan.name}, ${price.billingCycle}: up to ${price.seats} users${extra}, ${period}`;
}
