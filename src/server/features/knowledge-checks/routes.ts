import type { FastifyInstance } from "fastify";
import { knowledgeCheckEndpoints as endpoints } from "../../../contracts/api/knowledge-checks";
import { getCurrentUser, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { startWithRetryAfter } from "../../platform/learning/attempt-cooldown";
import { startAttempt, submitAttempt } from "../../platform/learning/knowledge-check-attempts";

/** Graded knowledge checks (issue 22): start an attempt, submit its answers. */
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
    return submitAttempt(db, user, request.params.id, request.params.attemptId, request.body, app.clock());
  });
}
