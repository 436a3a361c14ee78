import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "../../../contracts/common";
import {
  complianceRuleListSchema,
  complianceRuleParamSchema,
  complianceRuleSchema,
  complianceStatusQuerySchema,
  complianceStatusSchema,
  createComplianceRuleSchema,
} from "../../../contracts/compliance";
import { organizationIdParamSchema } from "../../../contracts/organizations";
import { requireUser } from "../../auth/session";
import { onMembershipChanged } from "../../platform/organizations/membership-hooks";
import { organizationScope } from "../../platform/organizations/scope";
import {
  complianceRuleStatus,
  complianceRulesForMember,
  createComplianceRule,
  endComplianceRule,
  listComplianceRules,
} from "./service";

/** Owners and admins run an organisation's compliance assignments (issue 22 item 7). */
const RUNS_ASSIGNMENTS = ["owner", "admin"] as const;

export async function complianceRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  // People who join later, or move into a rule's department or role, get its assignment at once.
  onMembershipChanged(complianceRulesForMember);

  typed.get(
    "/api/organizations/:id/compliance-assignments",
    {
      schema: { params: organizationIdParamSchema, response: { 200: complianceRuleListSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
      return listComplianceRules(db, scope.organization.id, app.clock());
    },
  );

  typed.post(
    "/api/organizations/:id/compliance-assignments",
    {
      schema: {
        params: organizationIdParamSchema,
        body: createComplianceRuleSchema,
        response: { 201: complianceRuleSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
      const rule = await createComplianceRule(
        db,
        scope.organization.id,
        scope.userId,
        request.body,
        app.clock(),
        request.ip,
      );
      return reply.code(201).send(rule);
    },
  );

  typed.delete(
    "/api/organizations/:id/compliance-assignments/:ruleId",
    {
      schema: { params: complianceRuleParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
      await endComplianceRule(db, scope.organization.id, request.params.ruleId, scope.userId, app.clock(), request.ip);
      return { ok: true as const };
    },
  );

  typed.get(
    "/api/organizations/:id/compliance-assignments/:ruleId/status",
    {
      schema: {
        params: complianceRuleParamSchema,
        querystring: complianceStatusQuerySchema,
        response: { 200: complianceStatusSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const scope = await organizationScope(db, await requireUser(request), request.params.id, RUNS_ASSIGNMENTS);
      return complianceRuleStatus(db, scope.organization.id, request.params.ruleId, request.query, app.clock());
    },
  );
}
