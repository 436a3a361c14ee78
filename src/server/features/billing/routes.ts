import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { billingEndpoints as endpoints } from "../../../contracts/api/billing";
import { paths } from "../../../contracts/routes";
import { getCurrentUser, requireRole, requireUser } from "../../auth/session";
import type { AppConfig } from "../../config";
import { badRequest, HttpError } from "../../errors";
import { route } from "../../platform/http/route";
import { organizationBillingRoutes } from "./organization-routes";
import type { PaymentProvider } from "./payment-provider";
import { sendReceipt } from "./receipt-reply";
import {
  cancelSubscription,
  createPaymentIntent,
  createSubscription,
  listPayments,
  listSalesEnquiries,
  ownPayment,
  portalSession,
  saveSalesEnquiry,
  subscriptionStatus,
  subscriptionUsage,
} from "./service";
import { createStripeClient, createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";
import { handleStripeEvent, verifyStripeEvent } from "./webhook";

export const PAYMENTS_UNAVAILABLE_MESSAGE =
  "Payments are not set up on this site yet. Please try again later or contact us.";

/** Start-up: which provider takes the payments, loudly when it is the free test one on a live site. */
function logPaymentProvider(app: FastifyInstance, config: AppConfig, provider: PaymentProvider | null) {
  if (!provider) {
    app.log.warn(
      "No payment provider: set STRIPE_SECRET_KEY (with STRIPE_WEBHOOK_SECRET), or PAYMENTS_TEST_PROVIDER=true for test payments. Subscribing answers 503 until then.",
    );
  } else if (provider.kind === "test" && config.env === "production") {
    app.log.warn(
      "PAYMENTS_TEST_PROVIDER=true: the built-in test provider activates paid plans without taking any payment.",
    );
  } else if (provider.kind === "test") {
    app.log.info("Payments: the built-in test provider (no card is charged).");
  }
}

/** Stripe's events are small; a larger body is not one. */
const MAX_WEBHOOK_BYTES = 128 * 1024;

/** Subscriptions, payments, the payment test and sales enquiries (issue 9). */
export async function billingRoutes(app: FastifyInstance) {
  const { config, db } = app.services;
  const stripe: Stripe | null = config.stripe ? createStripeClient(config.stripe) : null;
  // Issue 29: the test provider activates paid plans for free, so production takes it only when asked.
  const provider: PaymentProvider | null = stripe
    ? createStripeProvider(stripe)
    : config.payments.testProvider
      ? createTestProvider()
      : null;
  logPaymentProvider(app, config, provider);
  /** The provider, or 503 when this site takes no payments (production without Stripe or the test setting). */
  const payments = (): PaymentProvider => {
    if (!provider) throw new HttpError(503, PAYMENTS_UNAVAILABLE_MESSAGE);
    return provider;
  };
  // Issue 20: organisations' plans, seats and payments, and the admin's sales-led plans.
  organizationBillingRoutes(app, provider, payments);

  // spec 2 §7: only called when signed in.
  route(app, endpoints.subscriptionStatus, async (request) =>
    subscriptionStatus(db, (await requireUser(request)).id, provider, app.clock()),
  );

  route(
    app,
    endpoints.createSubscription,
    async (request) => {
      const user = await requireUser(request);
      return createSubscription(
        db,
        payments(),
        user,
        request.body,
        {
          success: `${config.baseUrl}${paths.subscription}?checkout=success`,
          cancel: `${config.baseUrl}${paths.subscribe}?checkout=cancelled`,
        },
        app.clock(),
      );
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, endpoints.cancelSubscription, async (request) =>
    cancelSubscription(db, payments(), (await requireUser(request)).id, app.clock()),
  );

  // Stripe's customer portal, where the card on file is changed.
  route(app, endpoints.portal, async (request) =>
    portalSession(db, payments(), (await requireUser(request)).id, `${config.baseUrl}${paths.subscription}`),
  );

  route(app, endpoints.usage, async (request) => {
    const user = await requireUser(request);
    return subscriptionUsage(db, user.id, app.clock(), user.activeOrganizationId);
  });

  route(app, endpoints.payments, async (request) => listPayments(db, (await requireUser(request)).id));

  route(app, endpoints.receipt, async (request, reply) => {
    const user = await requireUser(request);
    const payment = await ownPayment(db, user.id, request.params.id);
    return sendReceipt(reply, payment, {
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
      email: user.email,
    });
  });

  // spec 3 §7: the payment test page's call; public (the page works signed out) and rate limited.
  route(app, endpoints.createPaymentIntent, async (request) => createPaymentIntent(payments(), request.body), {
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
  });

  route(
    app,
    endpoints.createSalesEnquiry,
    async (request, reply) => {
      const user = await getCurrentUser(request);
      return reply.status(201).send(await saveSalesEnquiry(db, request.body, user?.id ?? null));
    },
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );

  route(app, endpoints.salesEnquiries, async (request) => {
    await requireRole(request, "admin");
    return listSalesEnquiries(db);
  });

  // The webhook reads its body as the raw text Stripe signed, in a scope of its own.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: MAX_WEBHOOK_BYTES },
      (_r, body, done) => done(null, body),
    );
    route(scope, endpoints.stripeWebhook, async (request) => {
      // The contract declares a raw body: the parser above gives the text, or nothing without a body.
      const payload: unknown = request.body;
      if (typeof payload !== "string") throw badRequest("body: the event must be sent as application/json");
      if (!stripe || !config.stripe?.webhookSecret) throw badRequest("Stripe webhooks are not configured");
      const signature = request.headers["stripe-signature"];
      const event = verifyStripeEvent(
        stripe,
        payload,
        typeof signature === "string" ? signature : undefined,
        config.stripe.webhookSecret,
      );
      const outcome = await handleStripeEvent(db, stripe, event, app.clock(), config.company);
      request.log.info({ eventId: event.id, type: event.type, outcome }, "stripe webhook");
      return { received: true as const };
    });
  });
}
