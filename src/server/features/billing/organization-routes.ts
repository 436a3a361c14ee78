import type { FastifyInstance } from "fastify";
import { organizationBillingEndpoints as endpoints } from "../../../contracts/api/billing";
import { paths } from "../../../contracts/routes";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { requireRole, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import {
  cancelOrganizationSubscription,
  convertEnquiry,
  createOrganizationSubscription,
  listAdminOrganizations,
  listOrganizationPayments,
  organizationPayment,
  organizationQuote,
  organizationSubscription,
  organizationVatInvoicePdf,
} from "./organization-service";
import type { PaymentProvider } from "./payment-provider";
import { sendPdf, sendReceipt } from "./receipt-reply";

/**
 * Issue 20 item 2: an organisation's plan, seats and payments (under /api/organizations/{id}), and
 * the admin's recording of a sales-led plan from a Contact Sales enquiry. Registered by billingRoutes,
 * which owns the payment provider.
 */
export function organizationBillingRoutes(
  app: FastifyInstance,
  provider: PaymentProvider | null,
  payments: () => PaymentProvider,
) {
  const { db, config } = app.services;

  // Every member reads the plan's name and the seats; the owner (and site admins) the billing detail.
  route(app, endpoints.subscription, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES, { siteAdmin: true });
    const owner = scope.role === "owner";
    return organizationSubscription(
      db,
      scope.organization,
      { canManage: owner, showBilling: owner || scope.siteAdmin },
      provider,
      app.clock(),
    );
  });

  route(
    app,
    endpoints.createSubscription,
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner"]);
      return createOrganizationSubscription(
        db,
        payments(),
        { id: user.id, email: user.email, ip: request.ip },
        scope.organization,
        request.body,
        {
          success: `${config.baseUrl}${paths.organizationBilling}?checkout=success`,
          cancel: `${config.baseUrl}${paths.organizationBilling}?checkout=cancelled`,
        },
        config.company,
        app.clock(),
      );
    },
    { config: { rateLimit: { max: 20, timeWindow: "1 minute" } } },
  );

  route(app, endpoints.cancelSubscription, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    return cancelOrganizationSubscription(
      db,
      payments(),
      scope.organization.id,
      { id: user.id, ip: request.ip },
      app.clock(),
    );
  });

  route(app, endpoints.payments, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    return listOrganizationPayments(db, scope.organization.id);
  });

  route(app, endpoints.receipt, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    const payment = await organizationPayment(db, scope.organization.id, request.params.paymentId);
    return sendReceipt(reply, payment, { name: scope.organization.name, email: user.email });
  });

  // Decision 401: the quote and the VAT invoice are the owner's (and site admins'), as the receipts are.
  route(app, endpoints.quote, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    const { pdf, filename } = await organizationQuote(
      db,
      scope.organization,
      request.query,
      config.company,
      app.clock(),
    );
    return sendPdf(reply, pdf, filename);
  });

  route(app, endpoints.vatInvoice, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    const { pdf, filename } = await organizationVatInvoicePdf(db, scope.organization.id, request.params.paymentId);
    return sendPdf(reply, pdf, filename);
  });

  // ---- Admin: sales-led plans ----

  route(app, endpoints.adminOrganizations, async (request) => {
    await requireRole(request, "admin");
    return { items: await listAdminOrganizations(db, request.query.q || undefined, app.clock()) };
  });

  route(app, endpoints.convertEnquiry, async (request) => {
    const admin = await requireRole(request, "admin");
    return convertEnquiry(db, request.params.id, () => request.body, { id: admin.id, ip: request.ip }, app.clock());
  });
}
