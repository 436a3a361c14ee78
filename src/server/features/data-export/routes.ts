import type { FastifyInstance } from "fastify";
import { dataExportEndpoints as endpoints } from "../../../contracts/api/data-export";
import { getCurrentUser, requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { downloadDataExport, exportView, getDataExport, latestDataExport, requestDataExport } from "./service";

/** Issue 28 item 1, "Download my data" on /profile (service.ts says how it works). */
export async function dataExportRoutes(app: FastifyInstance) {
  const { db, config, jobs } = app.services;

  route(app, endpoints.request, async (request, reply) => {
    const user = await requireUser(request);
    const { row, created } = await requestDataExport(db, user.id, app.clock(), request.ip);
    if (created) await jobs.queueDataExport(row.id);
    return reply.code(202).send({ id: row.id, status: exportView(row, app.clock()).status });
  });

  route(app, endpoints.latest, async (request) => {
    const row = await latestDataExport(db, (await requireUser(request)).id);
    return { export: row ? exportView(row, app.clock()) : null };
  });

  route(app, endpoints.get, async (request) =>
    exportView(await getDataExport(db, (await requireUser(request)).id, request.params.id), app.clock()),
  );

  // The e-mailed link works only signed in as its owner (issue 43 item 4). service.ts: downloadDataExport.
  route(app, endpoints.download, async (request, reply) => {
    const signedIn = await getCurrentUser(request);
    const file = await downloadDataExport(db, config, {
      id: request.params.id,
      token: request.query.token,
      signedInUserId: signedIn?.id ?? null,
      now: app.clock(),
      ip: request.ip,
    });
    return reply
      .type("application/zip")
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("content-length", file.body.length)
      .header("cache-control", "private, no-store")
      .header("referrer-policy", "no-referrer")
      .send(file.body);
  });
}
