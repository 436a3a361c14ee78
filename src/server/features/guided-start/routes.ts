import type { FastifyInstance } from "fastify";
import { guidedStartEndpoints as endpoints } from "../../../contracts/api/guided-start";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { certificateIssuing, setCertificateIssuing, setChecklistDismissed, setupChecklist } from "./service";

/**
 * Issue 45 item 3: the organisation's guided start for its owners and admins (managers, members and
 * other organisations' people get 403, whether or not the id exists), and its certificate issuing.
 */
export async function guidedStartRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const administrators = ["owner", "admin"] as const;

  route(app, endpoints.setupChecklist, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, administrators);
    return setupChecklist(db, scope.organization.id);
  });

  route(app, endpoints.dismissSetupChecklist, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, administrators);
    return setChecklistDismissed(db, scope.organization.id, request.body.dismissed, app.clock());
  });

  route(app, endpoints.certificateIssuing, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, administrators);
    return { certificateIssuing: await certificateIssuing(db, scope.organization.id) };
  });

  route(app, endpoints.updateCertificateIssuing, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, administrators);
    const issuing = await setCertificateIssuing(db, {
      organizationId: scope.organization.id,
      actorId: user.id,
      ipAddress: request.ip,
      issuing: request.body.certificateIssuing,
    });
    return { certificateIssuing: issuing };
  });
}
