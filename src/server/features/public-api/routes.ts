import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiKeyEndpoints } from "../../../contracts/api/api-keys";
import { publicApiEndpoints as v1 } from "../../../contracts/api/public-api";
import { administeredOrganization } from "../../auth/organization-admin";
import { requireUser } from "../../auth/session";
import { requireRecentSecondFactor } from "../../auth/two-factor";
import { registerNotModified } from "../../platform/http/not-modified";
import { route } from "../../platform/http/route";
import { largeAnswerCompression } from "../../plugins/content-encoding";
import { apiKeyCallerOf, registerApiKeyAccess } from "./key-access";
import { createApiKey, listApiKeys, revokeApiKey } from "./keys";
import {
  createAssignment,
  deleteAssignment,
  getMember,
  listAssignments,
  listCertificates,
  listCompletions,
  listDepartments,
  listEnrolments,
  listKnowledgeCheckResults,
  listMembers,
  listModules,
  listProgress,
} from "./service";

/**
 * Issue 23 items 3 and 4 (decision 300): an organisation's owners and admins manage its API keys in
 * settings; the public API v1 answers their HR and BI systems with one of those keys.
 */
export async function publicApiRoutes(app: FastifyInstance) {
  await app.register(apiKeyRoutes);
  await app.register(v1Routes);
}

async function apiKeyRoutes(app: FastifyInstance) {
  const { db, auth, config } = app.services;

  const administeredBy = async (request: FastifyRequest, organizationId: string) => {
    const { organizationId: id, actor } = await administeredOrganization(db, request, organizationId);
    return { organizationId: id, actor: { userId: actor.id, ip: actor.ip } };
  };

  route(app, apiKeyEndpoints.list, async (request, reply) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    reply.header("cache-control", "no-store");
    return listApiKeys(db, config.baseUrl, organizationId, app.clock());
  });

  route(app, apiKeyEndpoints.create, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    // Issue 43 step-up: a new API key asks for the second factor again after 15 minutes.
    requireRecentSecondFactor(request, await requireUser(request));
    const created = await createApiKey(db, auth, organizationId, () => request.body, actor, app.clock());
    return reply.status(201).header("cache-control", "no-store").send(created);
  });

  route(app, apiKeyEndpoints.revoke, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await revokeApiKey(db, organizationId, request.params.keyId, actor);
    return { ok: true as const };
  });
}

/** /api/v1: every route `{ apiKey }`; a read's answer carries an ETag (304 on If-None-Match). */
async function v1Routes(app: FastifyInstance) {
  const { db, config } = app.services;
  registerApiKeyAccess(app);
  registerNotModified(app);
  const org = (request: Parameters<typeof apiKeyCallerOf>[0]) => apiKeyCallerOf(request).organizationId;

  // A sync client's pages can run to tens of kilobytes: compressed above 32 KB, as the catalogue is.
  const large = { compress: largeAnswerCompression };
  route(app, v1.members, async (request) => listMembers(db, org(request), request.query), large);
  route(app, v1.member, async (request) => getMember(db, org(request), request.params.id));
  route(app, v1.departments, async (request) => listDepartments(db, org(request)), large);
  route(app, v1.enrolments, async (request) => listEnrolments(db, org(request), request.query), large);
  route(app, v1.assignments, async (request) => listAssignments(db, org(request), request.query), large);
  route(app, v1.createAssignment, async (request, reply) => {
    const created = await createAssignment(db, org(request), request.body, app.clock());
    return reply.status(201).send(created);
  });
  route(app, v1.deleteAssignment, async (request) => {
    await deleteAssignment(db, org(request), request.params.id);
    return { ok: true as const };
  });
  route(app, v1.progress, async (request) => listProgress(db, org(request), request.query), large);
  route(app, v1.completions, async (request) => listCompletions(db, org(request), request.query), large);
  route(
    app,
    v1.knowledgeCheckResults,
    async (request) => listKnowledgeCheckResults(db, org(request), request.query),
    large,
  );
  route(
    app,
    v1.certificates,
    async (request) => listCertificates(db, config.baseUrl, org(request), request.query),
    large,
  );
  route(app, v1.modules, async () => listModules(db), large);
}
