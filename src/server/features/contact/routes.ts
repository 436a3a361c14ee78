import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessageSchema } from "../../../contracts/contact";
import { saveContactMessage } from "./service";

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact",
    {
      schema: { body: contactMessageSchema, response: { 201: z.object({ id: z.number().int() }) } },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.status(201).send(await saveContactMessage(app.services.db, request.body)),
  );
}
