import type { FastifyInstance } from "fastify";
import { complianceEndpoints as endpoints } from "../../../contracts/api/compliance";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { complianceRuleStatus, createComplianceRule, endComplianceRule, listComplianceRules } from "./service";

/** Owners and admins run an organisation's compliance assignments (issue 22 item 7). */
const RUNS_ASSIGNMENTS = ["owner", "admin"] as const;

export async function complianceRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.list, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
    return listComplianceRules(db, scope.organization.id, app.clock());
  });

  route(app, endpoints.create, async (request, reply) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
    const rule = await createComplianceRule(
      db,
      scope.organization.id,
      scope.userId,
      request.body,
      app.clock(),
      request.ip,
    );
    return reply.code(201).send(rule);
  });

  route(app, endpoints.end, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
    await endComplianceRule(db, scope.organization.id, request.params.ruleId, scope.userId, app.clock(), request.ip);
    return { ok: true as const };
  });

  route(app, endpoints.status, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
    return complianceRuleStatus(db, scope.organization.id, request.params.ruleId, request.query, app.clock());
  });
}
