import type { FastifyInstance } from "fastify";
import { dpaEndpoints as endpoints } from "../../../contracts/api/dpa";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { acceptDpa, dpaAcceptanceStatus } from "./service";

/**
 * Issue 45 item 5 (decision 402): the organisation's acceptance of the data processing agreement. Owners
 * and admins read it; only an owner accepts, for the organisation (the controller) with PIVOT (the processor).
 */
export async function dpaRoutes(app: FastifyInstance) {
  const { db } = app.services;

  route(app, endpoints.dpaAcceptance, async (request) => {
    const scope = await organizationScope(db, await requireUser(request), request.params.id, ["owner", "admin"]);
    return dpaAcceptanceStatus(db, scope.organization.id, scope.role === "owner");
  });

  route(app, endpoints.acceptDpa, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    const status = await acceptDpa(
      db,
      scope.organization.id,
      request.body,
      { id: user.id, ip: request.ip },
      app.clock(),
    );
    return reply.code(201).send(status);
  });
}
