import type { FastifyInstance, FastifyRequest } from "fastify";
import { webhookEndpoints as endpoints, learningRecordStoreEndpoints } from "../../../contracts/api/webhooks";
import { administeredOrganization } from "../../auth/organization-admin";
import { requireUser } from "../../auth/session";
import { requireRecentSecondFactor } from "../../auth/two-factor";
import { route } from "../../platform/http/route";
import { learningRecordStoreOf, removeLearningRecordStore, setLearningRecordStore } from "./learning-record-store";
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  sendTestEvent,
  updateEndpoint,
} from "./service";

/**
 * Webhooks and the learning record store (issue 23 items 5 and 6): the organisation's owners and
 * admins register endpoints, read their delivery logs, send test events and replays, and set the
 * xAPI learning record store. Another organisation's endpoint or delivery answers 404.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const { db, config } = app.services;

  const administeredBy = (request: FastifyRequest, organizationId: string) =>
    administeredOrganization(db, request, organizationId);

  route(app, endpoints.list, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return listEndpoints(db, organizationId);
  });

  route(app, endpoints.create, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    // Issue 43 step-up: a new endpoint's signing secret asks for the second factor again after 15 minutes.
    requireRecentSecondFactor(request, await requireUser(request));
    reply.header("cache-control", "no-store");
    return reply.code(201).send(await createEndpoint(db, config, organizationId, request.body, actor));
  });

  route(app, endpoints.update, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return updateEndpoint(db, config, organizationId, request.params.endpointId, () => request.body, actor);
  });

  route(app, endpoints.remove, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await deleteEndpoint(db, organizationId, request.params.endpointId, actor);
    return { ok: true as const };
  });

  route(app, endpoints.deliveries, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return listDeliveries(db, organizationId, request.params.endpointId, request.query);
  });

  route(app, endpoints.sendTest, async (request, reply) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return reply.code(202).send(await sendTestEvent(db, organizationId, request.params.endpointId, app.clock()));
  });

  route(app, endpoints.replay, async (request, reply) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    const { endpointId, deliveryId } = request.params;
    return reply.code(202).send(await replayDelivery(db, organizationId, endpointId, deliveryId, app.clock()));
  });

  route(app, learningRecordStoreEndpoints.get, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return learningRecordStoreOf(db, organizationId);
  });

  route(app, learningRecordStoreEndpoints.put, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return setLearningRecordStore(db, config, organizationId, request.body, actor);
  });

  route(app, learningRecordStoreEndpoints.remove, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await removeLearningRecordStore(db, organizationId, actor);
    return { ok: true as const };
  });
}
