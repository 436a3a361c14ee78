import type { FastifyInstance } from "fastify";
import { contactEndpoints as endpoints } from "../../../contracts/api/contact";
import { route } from "../../platform/http/route";
import { saveContactMessage } from "./service";

export async function contactRoutes(app: FastifyInstance) {
  route(
    app,
    endpoints.send,
    async (request, reply) => reply.status(201).send(await saveContactMessage(app.services.db, request.body)),
    { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } },
  );
}
