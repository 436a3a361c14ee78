import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema } from "../../../contracts/common";
import { pathwayListQuerySchema, pathwaySchema } from "../../../contracts/learning";
import { getCurrentUser, requireUser } from "../../auth/session";
import { enroll, listPathways } from "./service";

export async function pathwayRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/pathways",
    {
      schema: { querystring: pathwayListQuerySchema, response: { 200: z.array(pathwaySchema) } },
      config: { access: "public" },
    },
    async (request) => {
      const user = await getCurrentUser(request);
      return listPathways(db, user?.id ?? null, { publicOnly: request.query.isPublic === "true" });
    },
  );

  typed.post(
    "/api/pathways/:id/enroll",
    { schema: { params: idParamSchema, response: { 200: pathwaySchema } }, config: { access: "owner" } },
    async (request) => enroll(db, (await requireUser(request)).id, request.params.id),
  );
}
