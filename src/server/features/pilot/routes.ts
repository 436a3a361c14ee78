import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { textDocumentSchema } from "../../../contracts/common";
import {
  pilotApplicationCreatedSchema,
  pilotApplicationListSchema,
  pilotApplicationSchema,
} from "../../../contracts/pilot";
import { requireRole } from "../../auth/session";
import { listPilotApplications, pilotApplicationsCsv, pilotCsvFilename, savePilotApplication } from "./service";

export async function pilotRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // spec 3 §7: the pilot form posts the ten fields; only OK versus not OK is read.
  typed.post(
    "/api/pilot-application",
    {
      schema: { body: pilotApplicationSchema, response: { 201: pilotApplicationCreatedSchema } },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.status(201).send(await savePilotApplication(app.services.db, request.body)),
  );

  typed.get(
    "/api/pilot-applications",
    { schema: { response: { 200: pilotApplicationListSchema } }, config: { access: { role: ["admin"] } } },
    async (request) => {
      await requireRole(request, "admin");
      return listPilotApplications(app.services.db);
    },
  );

  typed.get(
    "/api/pilot-applications.csv",
    { schema: { response: { 200: textDocumentSchema } }, config: { access: { role: ["admin"] } } },
    async (request, reply) => {
      await requireRole(request, "admin");
      const csv = pilotApplicationsCsv(await listPilotApplications(app.services.db));
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${pilotCsvFilename(new Date())}"`)
          .header("cache-control", "no-store")
          // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents, £).
          .send(`\uFEFF${csv}`)
      );
    },
  );
}
