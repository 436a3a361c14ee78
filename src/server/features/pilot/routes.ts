import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamSchema, textDocumentSchema } from "../../../contracts/common";
import {
  currentPilotCohortSchema,
  pilotApplicationCreatedSchema,
  pilotApplicationListSchema,
  pilotApplicationSchema,
  pilotCohortInputSchema,
  pilotCohortListSchema,
  pilotCohortPatchSchema,
  pilotCohortSchema,
  pilotWaitingListPageSchema,
  pilotWaitingListQuerySchema,
  pilotWaitingListSchema,
} from "../../../contracts/pilot";
import { requireRole } from "../../auth/session";
import {
  createPilotCohort,
  getCurrentPilotCohort,
  joinPilotWaitingList,
  listPilotApplications,
  listPilotCohorts,
  listPilotWaitingList,
  pilotApplicationsCsv,
  pilotCsvFilename,
  savePilotApplication,
  updatePilotCohort,
} from "./service";

export async function pilotRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // spec 3 §7: the pilot form posts the ten fields; only OK versus not OK is read.
  typed.post(
    "/api/pilot-application",
    {
      schema: { body: pilotApplicationSchema, response: { 201: pilotApplicationCreatedSchema } },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) =>
      reply.status(201).send(await savePilotApplication(app.services.db, request.body, app.clock())),
  );

  // Issue 26 item 4: the cohort the pilot page shows, its dates, places and price from the record.
  typed.get(
    "/api/pilot/cohort",
    { schema: { response: { 200: currentPilotCohortSchema } }, config: { access: "public" } },
    async () => ({ cohort: await getCurrentPilotCohort(app.services.db, app.clock()) }),
  );

  // Once a cohort has closed, visitors leave a name, e-mail and organisation for the next one.
  typed.post(
    "/api/pilot/waiting-list",
    {
      schema: { body: pilotWaitingListSchema, response: { 201: pilotApplicationCreatedSchema } },
      config: { access: "public", rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request, reply) =>
      reply.status(201).send(await joinPilotWaitingList(app.services.db, request.body, app.clock())),
  );

  typed.get(
    "/api/admin/pilot/cohorts",
    { schema: { response: { 200: pilotCohortListSchema } }, config: { access: { role: ["admin"] } } },
    async (request) => {
      await requireRole(request, "admin");
      return { items: await listPilotCohorts(app.services.db, app.clock()) };
    },
  );

  typed.post(
    "/api/admin/pilot/cohorts",
    {
      schema: { body: pilotCohortInputSchema, response: { 201: pilotCohortSchema } },
      config: { access: { role: ["admin"] } },
    },
    async (request, reply) => {
      await requireRole(request, "admin");
      return reply.status(201).send(await createPilotCohort(app.services.db, request.body, app.clock()));
    },
  );

  typed.patch(
    "/api/admin/pilot/cohorts/:id",
    {
      schema: { params: idParamSchema, body: pilotCohortPatchSchema, response: { 200: pilotCohortSchema } },
      config: { access: { role: ["admin"] } },
    },
    async (request) => {
      await requireRole(request, "admin");
      return updatePilotCohort(app.services.db, request.params.id, request.body, app.clock());
    },
  );

  typed.get(
    "/api/admin/pilot/waiting-list",
    {
      schema: { querystring: pilotWaitingListQuerySchema, response: { 200: pilotWaitingListPageSchema } },
      config: { access: { role: ["admin"] } },
    },
    async (request) => {
      await requireRole(request, "admin");
      return listPilotWaitingList(app.services.db, request.query.cursor);
    },
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
          .header("content-disposition", `attachment; filename="${pilotCsvFilename(app.clock())}"`)
          .header("cache-control", "no-store")
          // A byte-order mark so spreadsheet programs read the file as UTF-8 (names with accents, £).
          .send(`\uFEFF${csv}`)
      );
    },
  );
}
