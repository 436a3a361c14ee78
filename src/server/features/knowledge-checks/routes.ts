import type { FastifyInstance } from "fastify";
import {
  knowledgeCheckEndpoints as endpoints,
  organizationCheckRuleEndpoints as ruleEndpoints,
} from "../../../contracts/api/knowledge-checks";
import { getCurrentUser, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { IDEMPOTENCY_HEADER } from "../../platform/idempotency/keys";
import { startWithRetryAfter } from "../../platform/learning/attempt-cooldown";
import { startAttempt, submitAttempt } from "../../platform/learning/knowledge-check-attempts";
import { organizationScope } from "../../platform/organizations/scope";
import { listOrganizationCheckRules, updateOrganizationCheckRule } from "./organization-rules";

/**
 * Graded knowledge checks (issue 22): start an attempt, submit its answers; and (issue 47 item 2) an
 * organisation's stricter rules for its members' checks, read and set by its owners and admins.
 */
export async function knowledgeCheckRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.startAttempt, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const user = await getCurrentUser(request);
    const attempt = await startWithRetryAfter(reply, () =>
      startAttempt(db, user, request.params.id, { now: app.clock(), ip: request.ip }),
    );
    return reply.status(201).send(attempt);
  });

  route(app, endpoints.submitAttempt, async (request) => {
    const user = await requireUser(request);
    return submitAttempt(db, user, request.params.id, request.params.attemptId, () => request.body, app.clock(), {
      scope: "knowledge-check-submit",
      header: request.headers[IDEMPOTENCY_HEADER],
    });
  });

  route(app, ruleEndpoints.rules, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, ["owner", "admin"]);
    return listOrganizationCheckRules(db, scope.organization.id);
  });

  route(app, ruleEndpoints.updateRule, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
    return updateOrganizationCheckRule(
      db,
      scope.organization.id,
      request.params.moduleId,
      request.body,
      { id: user.id, ip: request.ip },
      app.clock(),
    );
  });
}
