import type { FastifyInstance } from "fastify";
import { pathwaysEndpoints as endpoints } from "../../../contracts/api/pathways";
import { getCurrentUser, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { enroll, listPathways } from "./service";

export async function pathwayRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.list, async (request) => {
    const user = await getCurrentUser(request);
    return listPathways(db, user?.id ?? null, { publicOnly: request.query.isPublic === "true" });
  });

  route(app, endpoints.enroll, async (request) => enroll(db, (await requireUser(request)).id, request.params.id));
}
