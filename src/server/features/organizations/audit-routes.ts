import type { FastifyInstance } from "fastify";
import { organizationsEndpoints as endpoints } from "../../../contracts/api/organizations";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { auditLogCsv, auditLogCsvFilename, listAuditLog } from "./service";

/**
 * The organisation's audit log, read and exported (issue 20 item 6): its owners and site admins only;
 * admins, managers and members of the organisation get 403 like outsiders.
 */
export async function auditRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.auditLog, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    return listAuditLog(db, scope.organization.id, request.query);
  });

  route(app, endpoints.auditLogCsv, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"], { siteAdmin: true });
    const csv = await auditLogCsv(db, scope.organization.id, request.query.action);
    return (
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${auditLogCsvFilename(scope.organization.slug, app.clock())}"`,
        )
        .header("cache-control", "no-store")
        // A byte-order mark so spreadsheet programs read the file as UTF-8.
        .send(`\uFEFF${csv}`)
    );
  });
}
