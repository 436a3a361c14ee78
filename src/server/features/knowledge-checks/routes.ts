import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contracts/common";
import {
  knowledgeCheckAttemptParamsSchema,
  knowledgeCheckAttemptSchema,
  knowledgeCheckResultSchema,
  knowledgeCheckSubmissionSchema,
} from "../../../contracts/knowledge-check";
import { getCurrentUser, requireUser } from "../../auth/session";
import { CooldownError, startAttempt, submitAttempt } from "./service";

/** Graded knowledge checks (issue 22): start an attempt, submit its answers. */
export async function knowledgeCheckRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.post(
    "/api/modules/:id/knowledge-check/attempts",
    {
      schema: { params: idParamSchema, response: { 201: knowledgeCheckAttemptSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      try {
        const attempt = await startAttempt(db, await getCurrentUser(request), request.params.id, {
          now: app.clock(),
          ip: request.ip,
        });
        return reply.status(201).send(attempt);
      } catch (error) {
        if (error instanceof CooldownError) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  typed.post(
    "/api/modules/:id/knowledge-check/attempts/:attemptId/submit",
    {
      schema: {
        params: knowledgeCheckAttemptParamsSchema,
        body: knowledgeCheckSubmissionSchema,
        response: { 200: knowledgeCheckResultSchema },
      },
      config: { access: "owner" },
    },
    async (request) => {
      const user = await requireUser(request);
      return submitAttempt(db, user, request.params.id, request.params.attemptId, request.body, app.clock());
    },
  );
}
