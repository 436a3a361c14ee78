import type { FastifyInstance } from "fastify";
import { jediEndpoints as endpoints } from "../../../contracts/api/jedi";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { listJediAssessments, saveJediAssessment } from "./service";

/** The JEDI hub's readiness assessment, saved to the signed-in user's account (issue 12). */
export async function jediRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.assessments, async (request) => listJediAssessments(db, (await requireUser(request)).id));

  route(app, endpoints.saveAssessment, async (request, reply) => {
    const user = await requireUser(request);
    return reply.status(201).send(await saveJediAssessment(db, user.id, request.body.answers));
  });
}
