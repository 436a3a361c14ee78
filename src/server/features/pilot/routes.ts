import type { FastifyInstance } from "fastify";
import { pilotEndpoints as endpoints } from "../../../contracts/api/pilot";
import { requireRole } from "../../auth/session";
import { route } from "../../platform/http/route";
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

const tenAMinute = { config: { rateLimit: { max: 10, timeWindow: "1 minute" } } };

export async function pilotRoutes(app: FastifyInstance) {
  // spec 3 §7: the pilot form posts the ten fields; only OK versus not OK is read.
  route(
    app,
    endpoints.apply,
    async (request, reply) =>
      reply.status(201).send(await savePilotApplication(app.services.db, request.body, app.clock())),
    tenAMinute,
  );

  // Issue 26 item 4: the cohort the pilot page shows, its dates, places and price from the record.
  route(app, endpoints.currentCohort, async () => ({
    cohort: await getCurrentPilotCohort(app.services.db, app.clock()),
  }));

  // Once a cohort has closed, visitors leave a name, e-mail and organisation for the next one.
  route(
    app,
    endpoints.joinWaitingList,
    async (request, reply) =>
      reply.status(201).send(await joinPilotWaitingList(app.services.db, request.body, app.clock())),
    tenAMinute,
  );

  route(app, endpoints.cohorts, async (request) => {
    await requireRole(request, "admin");
    return { items: await listPilotCohorts(app.services.db, app.clock()) };
  });

  route(app, endpoints.createCohort, async (request, reply) => {
    await requireRole(request, "admin");
    return reply.status(201).send(await createPilotCohort(app.services.db, request.body, app.clock()));
  });

  route(app, endpoints.updateCohort, async (request) => {
    await requireRole(request, "admin");
    return updatePilotCohort(app.services.db, request.params.id, () => request.body, app.clock());
  });

  route(app, endpoints.waitingList, async (request) => {
    await requireRole(request, "admin");
    return listPilotWaitingList(app.services.db, request.query.cursor);
  });

  route(app, endpoints.applications, async (request) => {
    await requireRole(request, "admin");
    return listPilotApplications(app.services.db);
  });

  route(app, endpoints.applicationsCsv, async (request, reply) => {
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
  });
}
