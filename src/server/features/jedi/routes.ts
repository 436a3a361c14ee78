import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { jediAssessmentListSchema, savedJediAssessmentSchema, saveJediAssessmentSchema } from "../../../contracts/jedi";
import { requireUser } from "../../auth/session";
import { listJediAssessments, saveJediAssessment } from "./service";

/** The JEDI hub's readiness assessment, saved to the signed-in user's account (issue 12). */
export async function jediRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/jedi/assessments",
    { schema: { response: { 200: jediAssessmentListSchema } }, config: { access: "owner" } },
    async (request) => listJediAssessments(db, (await requireUser(request)).id),
  );

  typed.post(
    "/api/jedi/assessments",
    {
      schema: { body: saveJediAssessmentSchema, response: { 201: savedJediAssessmentSchema } },
      config: { access: "owner" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await saveJediAssessment(db, user.id, request.body.answers));
    },
  );
}
