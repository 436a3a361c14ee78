import type { FastifyInstance } from "fastify";
import { organizationsEndpoints as endpoints } from "../../../contracts/api/organizations";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { getSecurityPolicy, twoFactorEnrolment, updateSecurityPolicy } from "./security-policy";

/** Issue 21 item 4: the organisation's sign-in policy, read and changed by its owners and admins. */
export async function securityPolicyRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.securityPolicy, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, ["owner", "admin"]);
    return getSecurityPolicy(db, scope.organization.id);
  });

  route(app, endpoints.updateSecurityPolicy, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
    return updateSecurityPolicy(
      db,
      scope.organization.id,
      request.body,
      { id: user.id, ip: request.ip, role: scope.role, twoFactorEnabled: user.twoFactorEnabled },
      app.clock(),
    );
  });

  // Issue 43: who has not set up two-factor sign-in yet.
  route(app, endpoints.twoFactorEnrolment, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, ["owner", "admin"]);
    return twoFactorEnrolment(db, scope.organization.id, request.query);
  });
}
