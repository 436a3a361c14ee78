import Stripe from "stripe";
import { PLAN_CURRENCY, type Plan } from "../../../domain/plans";
import {
  type BillingOrganization,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderSubscription,
  type StartSubscriptionInput,
} from "./payment-provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** Another address for the API (stripe-mock, the tests' stub); null = api.stripe.com. */
  apiUrl: string | null;
}

/** The official SDK, pointed at another host when STRIPE_API_URL says so (its host, port and protocol options). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: "PIVOT Learning" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "http:" ? 80 : 443),
          protocol: url.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

const interval = (cycle: "monthly" | "yearly") => (cycle === "yearly" ? "year" : "month");
const productName = (plan: Plan) => `PIVOT Learning ${plan.name}`;
const refOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Our view of a Stripe subscription: the period lives on its (only) item since API 2025-03-31. */
export function fromStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const start = item?.current_period_start ?? subscription.start_date;
  const end = item?.current_period_end ?? subscription.start_date;
  return {
    ref: subscription.id,
    customerRef: refOf(subscription.customer),
    periodStart: new Date(start * 1000),
    periodEnd: new Date(end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** Every SDK failure becomes one clear message; the cause goes to the log. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError) {
      throw new PaymentProviderError(
        "We could not reach our payment provider, so nothing was charged or changed. Please try again in a few minutes.",
        error,
      );
    }
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentProviderError(error.message, error);
    }
    throw new PaymentProviderError(`The payment provider could not ${what}. Nothing was charged or changed.`, error);
  }
}

/**
 * Card payments through Stripe: Checkout for the card step, the subscription live from the webhook
 * (webhook.ts), plan changes and cancellations on the Stripe subscription, the customer portal for
 * card changes. Prices come from the catalogue as inline price data, so no Stripe dashboard set-up
 * is needed beyond the webhook endpoint.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  // Issue 20: an organisation's subscription carries its id and seats, which is how the webhook tells
  // it from the buyer's own. The price stays the plan's (quantity 1): it covers up to maxUsers seats.
  const metadata = (userId: string, plan: Plan, cycle: string, organization?: BillingOrganization) => ({
    userId,
    planId: plan.id,
    billingCycle: cycle,
    ...(organization ? { organizationId: organization.id, seats: String(organization.seats) } : {}),
  });

  return {
    kind: "stripe",
    async startSubscription(input: StartSubscriptionInput) {
      const { plan, billingCycle } = input;
      // Decision 401: an organisation's seats are priced net of VAT, and Stripe Tax adds the VAT for
      // the address and VAT number the customer is billed under.
      const billed = input.organization?.customer;
      const session = await call("start the checkout", async () => {
        const customer =
          input.customerRef ??
          (
            await stripe.customers.create({
              email: input.email,
              name: billed?.name ?? input.name,
              metadata: { userId: input.userId },
              ...(billed
                ? {
                    address: { line1: billed.address.split(/\n|,/)[0]?.trim() ?? "", country: billed.country },
                    ...(billed.vatId
                      ? { tax_id_data: [{ type: billed.country === "GB" ? "gb_vat" : "eu_vat", value: billed.vatId }] }
                      : {}),
                  }
                : {}),
            })
          ).id;
        return stripe.checkout.sessions.create({
          mode: "subscription",
          customer,
          client_reference_id: input.userId,
          ...(billed
            ? {
                automatic_tax: { enabled: true },
                tax_id_collection: { enabled: true },
                billing_address_collection: "required" as const,
                customer_update: { address: "auto" as const, name: "auto" as const },
              }
            : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PLAN_CURRENCY,
                unit_amount:
                  input.organization?.netPence ?? (billingCycle === "yearly" ? plan.yearlyPence : plan.monthlyPence),
                ...(billed ? { tax_behavior: "exclusive" as const } : {}),
                recurring: { interval: interval(billingCycle) },
                product_data: {
                  name: input.organization
                    ? `${productName(plan)} (up to ${input.organization.seats} users)`
                    : productName(plan),
                },
              },
            },
          ],
          metadata: metadata(input.userId, plan, billingCycle, input.organization),
          subscription_data: { metadata: metadata(input.userId, plan, billingCycle, input.organization) },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
      });
      if (!session.url) throw new PaymentProviderError("The payment provider did not return a checkout page.");
      return { kind: "checkout", url: session.url };
    },

    async changePlan({ subscriptionRef, userId, plan, billingCycle, organization }) {
      const updated = await call("change the plan", async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionRef);
        const item = current.items.data[0];
        if (!item) throw new Error(`subscription ${subscriptionRef} has no item`);
        // The same plan keeps its product (a monthly ↔ yearly switch); another plan gets its own.
        const sameProduct = current.metadata.planId === plan.id;
        const product = sameProduct
          ? (refOf(item.price.product) ?? (await stripe.products.create({ name: productName(plan) })).id)
          : (await stripe.products.create({ name: productName(plan) })).id;
        return stripe.subscriptions.update(subscriptionRef, {
          cancel_at_period_end: false,
          ...(organization?.customer ? { automatic_tax: { enabled: true } } : {}),
          proration_behavior: "create_prorations",
          metadata: metadata(userId, plan, billingCycle, organization),
          items: [
            {
              id: item.id,
              price_data: {
                currency: PLAN_CURRENCY,
                product,
                unit_amount:
                  organization?.netPence ?? (billingCycle === "yearly" ? plan.yearlyPence : plan.monthlyPence),
                ...(organization?.customer ? { tax_behavior: "exclusive" as const } : {}),
                recurring: { interval: interval(billingCycle) },
              },
            },
          ],
        });
      });
      return fromStripeSubscription(updated);
    },

    async cancelAtPeriodEnd(subscriptionRef) {
      const updated = await call("cancel the subscription", () =>
        stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true }),
      );
      return fromStripeSubscription(updated);
    },

    async createPaymentIntent(input) {
      const intent = await call("create the payment", () =>
        stripe.paymentIntents.create({
          amount: input.amountPence,
          currency: input.currency,
          receipt_email: input.customerEmail,
          description: `PIVOT Learning payment test (${input.planId})`,
          metadata: { planId: input.planId, customerName: input.customerName, source: "payment-test" },
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!intent.client_secret) throw new PaymentProviderError("The payment provider returned no client secret.");
      return { clientSecret: intent.client_secret };
    },

    async createPortalSession(customerRef, returnUrl) {
      const session = await call("open the billing portal", () =>
        stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl }),
      );
      return { url: session.url };
    },
  };
}
