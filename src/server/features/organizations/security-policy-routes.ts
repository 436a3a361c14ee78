import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { organizationIdParamSchema } from "../../../contracts/organizations";
import { securityPolicySchema, updateSecurityPolicySchema } from "../../../contracts/security-policy";
import { requireUser } from "../../auth/session";
import { organizationScope } from "../../platform/organizations/scope";
import { getSecurityPolicy, updateSecurityPolicy } from "./security-policy";

/** Issue 21 item 4: the organisation's sign-in policy, read and changed by its owners and admins. */
export async function securityPolicyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  typed.get(
    "/api/organizations/:id/security-policy",
    {
      schema: { params: organizationIdParamSchema, response: { 200: securityPolicySchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const scope = await organizationScope(db, await requireUser(request), request.params.id, ["owner", "admin"]);
      return getSecurityPolicy(db, scope.organization.id);
    },
  );

  typed.put(
    "/api/organizations/:id/security-policy",
    {
      schema: {
        params: organizationIdParamSchema,
        body: updateSecurityPolicySchema,
        response: { 200: securityPolicySchema },
      },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
      return updateSecurityPolicy(db, scope.organization.id, request.body, { id: user.id, ip: request.ip });
    },
  );
}
