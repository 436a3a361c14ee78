import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileBodySchema, okResponseSchema } from "../../../contracts/common";
import {
  closeOrganizationSchema,
  createdOrganizationSchema,
  createOrganizationSchema,
  organizationClosingSchema,
  organizationDetailSchema,
  organizationIdParamSchema,
  organizationSummarySchema,
  transferOwnershipSchema,
  updateOrganizationSchema,
} from "../../../contracts/organizations";
import { canAdminister, ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { requireUser, sessionTokenOf } from "../../auth/session";
import { recordAudit } from "../../platform/audit/audit";
import { organizationScope } from "../../platform/organizations/scope";
import { auditRoutes } from "./audit-routes";
import { buildOrganizationExport, closeOrganization, reopenOrganization } from "./closing";
import { invitationRoutes } from "./invitation-routes";
import { memberRoutes } from "./member-routes";
import { securityPolicyRoutes } from "./security-policy-routes";
import {
  activateOrganization,
  createOrganization,
  listOrganizations,
  organizationDetail,
  transferOwnership,
  updateOrganization,
} from "./service";

const SETTINGS_BODY_LIMIT = 320 * 1024;

/** Organisation accounts (issue 20 item 1): create, list, switch, settings, ownership. */
export async function organizationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  await app.register(invitationRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(securityPolicyRoutes);

  typed.get(
    "/api/organizations",
    { schema: { response: { 200: z.array(organizationSummarySchema) } }, config: { access: "owner" } },
    async (request) => {
      const user = await requireUser(request);
      return listOrganizations(db, user.id, user.activeOrganizationId);
    },
  );

  typed.post(
    "/api/organizations",
    {
      schema: { body: createOrganizationSchema, response: { 201: createdOrganizationSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const created = await createOrganization(db, user.id, request.body, {
        ip: request.ip,
        sessionToken: sessionTokenOf(request),
      });
      return reply.code(201).send(created);
    },
  );

  typed.get(
    "/api/organizations/:id",
    {
      schema: { params: organizationIdParamSchema, response: { 200: organizationDetailSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES, { siteAdmin: true });
      return organizationDetail(
        db,
        scope.organization.id,
        scope.role,
        canAdminister(scope.role) || scope.siteAdmin,
        app.clock(),
      );
    },
  );

  typed.patch(
    "/api/organizations/:id",
    {
      schema: {
        params: organizationIdParamSchema,
        body: updateOrganizationSchema,
        response: { 200: organizationDetailSchema },
      },
      // A logo of up to 200 kB travels as a data: URL (about 267 kB of base64): room for it and the other fields.
      bodyLimit: SETTINGS_BODY_LIMIT,
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
      await updateOrganization(db, scope.organization.id, request.body, { id: user.id, ip: request.ip });
      return organizationDetail(db, scope.organization.id, scope.role, true, app.clock());
    },
  );

  typed.post(
    "/api/organizations/:id/activate",
    {
      schema: { params: organizationIdParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
      const token = sessionTokenOf(request);
      if (token) await activateOrganization(db, user.id, scope.organization.id, token);
      return { ok: true as const };
    },
  );

  typed.post(
    "/api/organizations/:id/transfer-ownership",
    {
      schema: { params: organizationIdParamSchema, body: transferOwnershipSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner"]);
      await transferOwnership(db, scope.organization.id, user.id, request.body.userId, request.ip);
      return { ok: true as const };
    },
  );

  // Issue 28 item 3: the organisation's data as a ZIP (owners and admins), and closing it (the owner).
  typed.post(
    "/api/organizations/:id/export",
    {
      schema: { params: organizationIdParamSchema, response: { 200: fileBodySchema } },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
      const now = app.clock();
      const { filename, zip } = await buildOrganizationExport(db, scope.organization.id, now);
      await recordAudit(db, {
        organizationId: scope.organization.id,
        actorId: user.id,
        action: "organization.exported",
        targetType: "organization",
        targetId: scope.organization.id,
        details: { filename, bytes: zip.byteLength },
        ipAddress: request.ip,
      });
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "no-store")
        .send(zip);
    },
  );

  typed.post(
    "/api/organizations/:id/close",
    {
      schema: {
        params: organizationIdParamSchema,
        body: closeOrganizationSchema,
        response: { 200: organizationClosingSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner"]);
      return closeOrganization(
        db,
        scope.organization.id,
        request.body.confirmName,
        { userId: user.id, ip: request.ip },
        app.clock(),
      );
    },
  );

  typed.post(
    "/api/organizations/:id/reopen",
    {
      schema: { params: organizationIdParamSchema, response: { 200: organizationClosingSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner"]);
      return reopenOrganization(db, scope.organization.id, { userId: user.id, ip: request.ip });
    },
  );
}
