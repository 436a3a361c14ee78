import type { FastifyInstance, FastifyReply } from "fastify";
import { dashboardEndpoints as endpoints } from "../../../contracts/api/dashboard";
import { guidedStartEndpoints } from "../../../contracts/api/guided-start";
import { dashboardSchema } from "../../../contracts/learning";
import { PIVOT_STATEMENTS } from "../../../domain/pivot-assessment";
import { requireUser } from "../../auth/session";
import { badRequest } from "../../errors";
import { route } from "../../platform/http/route";
import { assignedWork } from "./assigned-work";
import { getDashboard, getDashboardBytes, latestAssessment, saveAssessment } from "./service";

export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const check = app.services.config.env !== "production";

  route(app, endpoints.dashboard, async (request, reply) => {
    const user = await requireUser(request);
    // Outside production the answer is checked against its schema like every other (DESIGN §5).
    if (check) dashboardSchema.parse(await getDashboard(db, user, app.clock()));
    // Bytes written with the schema's serialiser and kept until something they show changes.
    const bytes = await getDashboardBytes(db, user, app.clock());
    return (reply as FastifyReply).type("application/json; charset=utf-8").send(bytes);
  });

  // Issue 45 item 3: assigned work, due dates first (its own request, so the dashboard's bytes stay cached).
  route(app, guidedStartEndpoints.assignedWork, async (request) =>
    assignedWork(db, (await requireUser(request)).id, app.clock()),
  );

  route(app, endpoints.assessment, async (request) => latestAssessment(db, (await requireUser(request)).id));

  route(app, endpoints.saveAssessment, async (request, reply) => {
    const user = await requireUser(request);
    const missing = PIVOT_STATEMENTS.filter((s) => request.body.answers[String(s.id)] === undefined);
    if (missing.length > 0) {
      throw badRequest(`answers: all ${PIVOT_STATEMENTS.length} statements need a rating`, [
        { path: "answers", message: `Missing ratings for statements ${missing.map((s) => s.id).join(", ")}` },
      ]);
    }
    return reply.status(201).send(await saveAssessment(db, user.id, request.body.answers));
  });
}
