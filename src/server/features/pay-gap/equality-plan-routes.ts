import type { FastifyInstance, FastifyRequest } from "fastify";
import { equalityPlanEndpoints as endpoints } from "../../../contracts/api/equality-action-plans";
import { requireUser } from "../../auth/session";
import { createDataCipher } from "../../platform/crypto/data-encryption";
import { route } from "../../platform/http/route";
import { payGapAccess } from "./access";
import { planFilename, renderEqualityPlanPdf } from "./equality-plan-pdf";
import { createEqualityPlanStore } from "./equality-plans";
import { createPayGapStore } from "./store";

/**
 * Equality action plans (issue 49, decision 405). The owners and the equality leads (members with the
 * HR analyst permission: a plan stands on the pay figures they already hold) build them; only an owner
 * approves. Answers carry pay figures, so they are never cached.
 */
export async function equalityPlanRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const payGap = createPayGapStore(db, createDataCipher(config.dataEncryption), app.clock);
  const store = createEqualityPlanStore(db, payGap, app.clock);

  const actorFor = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    return { access: await payGapAccess(db, user, organizationId, "analyst"), ip: request.ip };
  };

  route(app, endpoints.list, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.list(actor);
  });

  route(app, endpoints.create, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    const plan = await store.create(actor, request.body);
    return reply.status(201).header("cache-control", "no-store").send(plan);
  });

  route(app, endpoints.get, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.view(actor, request.params.planId);
  });

  route(app, endpoints.update, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.update(actor, request.params.planId, () => request.body);
  });

  route(app, endpoints.approve, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    reply.header("cache-control", "no-store");
    return store.approve(actor, request.params.planId, () => request.body);
  });

  route(app, endpoints.export, async (request, reply) => {
    const actor = await actorFor(request, request.params.id);
    if (request.query.format === "filing") {
      reply.header("cache-control", "no-store");
      return store.filing(actor, request.params.planId);
    }
    const data = await store.pdfData(actor, request.params.planId);
    const bytes = await renderEqualityPlanPdf(data, app.clock());
    return reply
      .type("application/pdf")
      .header(
        "content-disposition",
        `attachment; filename="${planFilename(data.plan.reportingYear, data.version.version)}"`,
      )
      .header("cache-control", "private, no-store")
      .send(Buffer.from(bytes) as never);
  });
}
