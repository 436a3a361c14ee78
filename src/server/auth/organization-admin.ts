import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { organizationScope } from "../platform/organizations/scope";
import { requireUser } from "./session";

/**
 * The organisation a request administers: the signed-in user must be its owner or an admin (403
 * otherwise, 404 for an organisation that does not exist). The actor is who the audit log names.
 */
export async function administeredOrganization(db: Db, request: FastifyRequest, organizationId: string) {
  const user = await requireUser(request);
  const scope = await organizationScope(db, user, organizationId, ["owner", "admin"]);
  return { organizationId: scope.organization.id, actor: { id: user.id, ip: request.ip } };
}
