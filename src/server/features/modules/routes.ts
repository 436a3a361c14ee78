import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { moduleListQuerySchema, moduleListSchema } from "../../../contracts/modules";
import { listModules } from "./service";

export async function moduleRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/modules",
    { schema: { querystring: moduleListQuerySchema, response: { 200: moduleListSchema } } },
    async (request) => listModules(app.services.db, request.query),
  );
}
