import { randomBytes, randomUUID } from "node:crypto";
import { periodEndFrom, priceFor } from "../../../domain/plans";
import type { PaymentProvider } from "./payment-provider";

/**
 * The built-in provider when Stripe is not configured: a subscription is live at once and its
 * payment recorded, no card is asked for or charged, and every screen says it is a test payment.
 * A cancellation stops the subscription at the period's end; nothing renews automatically.
 */
export function createTestProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    kind: "test",
    // An organisation's seats carry their own price, VAT included (decision 401).
    async startSubscription({ plan, billingCycle, organization }) {
      const start = now();
      return {
        kind: "active",
        subscription: {
          ref: `test_sub_${randomUUID()}`,
          customerRef: null,
          periodStart: start,
          periodEnd: periodEndFrom(start, billingCycle),
          cancelAtPeriodEnd: false,
        },
        charge: {
          ref: `test_pay_${randomUUID()}`,
          amountPence: organization?.grossPence ?? priceFor(plan, billingCycle),
        },
      };
    },
    // A change starts a new period on the new plan and charges it in full (no proration in test mode).
    async changePlan({ subscriptionRef, plan, billingCycle, now: at, organization }) {
      return {
        ref: subscriptionRef,
        customerRef: null,
        periodStart: at,
        periodEnd: periodEndFrom(at, billingCycle),
        cancelAtPeriodEnd: false,
        charge: {
          ref: `test_pay_${randomUUID()}`,
          amountPence: organization?.grossPence ?? priceFor(plan, billingCycle),
        },
      };
    },
    async cancelAtPeriodEnd() {
      // The test provider keeps no state of its own: the stored period stands.
      return null;
    },
    async createPaymentIntent() {
      const id = randomBytes(12).toString("hex");
      return { clientSecret: `pi_test_${id}_secret_${randomBytes(12).toString("hex")}` };
    },
    async createPortalSession() {
      return null;
    },
  };
}
