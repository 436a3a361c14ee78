import type { BillingCycle, Plan } from "../../../domain/plans";

/**
 * The one seam between billing and whoever takes the money (DESIGN §2): Stripe when
 * STRIPE_SECRET_KEY is set, otherwise the built-in test provider. Services call these, then write
 * the database: a provider that cannot be reached leaves nothing half-written.
 */
export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  /** A new subscription: live at once (test), or a checkout page the user pays on (Stripe). */
  startSubscription(input: StartSubscriptionInput): Promise<StartSubscriptionResult>;
  /** Moves a live subscription to another plan or billing cycle. */
  changePlan(input: ChangePlanInput): Promise<ProviderSubscription>;
  /**
   * Cancels at the end of the current period: access stays until then (spec 2 §4). Answers the
   * provider's view of the subscription, or null when it keeps none (the stored period stands).
   */
  cancelAtPeriodEnd(subscriptionRef: string): Promise<ProviderSubscription | null>;
  /** spec 3 §3: a payment intent for the payment test page. */
  createPaymentIntent(input: PaymentIntentInput): Promise<{ clientSecret: string }>;
  /** The provider's page where a customer changes their card; null when the provider has none. */
  createPortalSession(customerRef: string, returnUrl: string): Promise<{ url: string } | null>;
}

export interface StartSubscriptionInput {
  userId: string;
  email: string;
  name: string;
  plan: Plan;
  billingCycle: BillingCycle;
  /** The customer the provider already knows for this user (Stripe's cus_…), if any. */
  customerRef: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Issue 20: bought for an organisation (the user is its owner); the seats it buys. */
  organization?: BillingOrganization;
}

/**
 * The organisation a subscription is for, its seats, and (decision 401) the price of one period for
 * them: net of VAT (what Stripe is given, Stripe Tax adding the VAT) and gross (what the test provider
 * charges), with the customer it is billed as.
 */
export interface BillingOrganization {
  id: string;
  seats: number;
  netPence?: number;
  grossPence?: number;
  customer?: { name: string; address: string; country: string; vatId: string | null };
}

export type StartSubscriptionResult =
  | { kind: "active"; subscription: ProviderSubscription; charge: ProviderCharge }
  | { kind: "checkout"; url: string };

export interface ChangePlanInput {
  subscriptionRef: string;
  userId: string;
  plan: Plan;
  billingCycle: BillingCycle;
  now: Date;
  organization?: BillingOrganization;
}

export interface ProviderSubscription {
  ref: string;
  customerRef: string | null;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A payment taken at once (the test provider); Stripe's payments arrive by webhook. */
  charge?: ProviderCharge;
}

export interface ProviderCharge {
  ref: string;
  amountPence: number;
}

export interface PaymentIntentInput {
  amountPence: number;
  currency: string;
  planId: string;
  customerEmail: string;
  customerName: string;
}

/** The provider could not be reached or refused the request: nothing was charged or written. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}
