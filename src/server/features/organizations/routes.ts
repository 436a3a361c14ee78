import type { FastifyInstance } from "fastify";
import { organizationsEndpoints as endpoints } from "../../../contracts/api/organizations";
import { canAdminister, ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { requireUser, sessionTokenOf } from "../../auth/session";
import { requireRecentSecondFactor } from "../../auth/two-factor";
import { notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { route } from "../../platform/http/route";
import { organizationLogoImage } from "../../platform/organizations/mail-brand";
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
  const { db } = app.services;
  await app.register(invitationRoutes);
  await app.register(memberRoutes);
  await app.register(auditRoutes);
  await app.register(securityPolicyRoutes);

  route(app, endpoints.list, async (request) => {
    const user = await requireUser(request);
    return listOrganizations(db, user.id, user.activeOrganizationId);
  });

  route(app, endpoints.create, async (request, reply) => {
    const user = await requireUser(request);
    const created = await createOrganization(db, user.id, request.body, {
      ip: request.ip,
      sessionToken: sessionTokenOf(request),
    });
    return reply.code(201).send(created);
  });

  // Public: a mail program fetches it without a session. A logo is branding the organisation shows its
  // members and puts in its e-mails, not a secret; an SVG is served so it can run nothing even opened alone.
  route(app, endpoints.logo, async (request, reply) => {
    const image = await organizationLogoImage(db, request.params.id);
    if (!image) throw notFound("This organisation has no logo");
    return reply
      .type(image.contentType)
      .header("cache-control", "public, max-age=86400")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header("cross-origin-resource-policy", "cross-origin")
      .send(image.body);
  });

  route(app, endpoints.detail, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES, { siteAdmin: true });
    return organizationDetail(
      db,
      scope.organization.id,
      scope.role,
      canAdminister(scope.role) || scope.siteAdmin,
      app.clock(),
    );
  });

  route(
    app,
    endpoints.update,
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner", "admin"]);
      await updateOrganization(db, scope.organization.id, request.body, { id: user.id, ip: request.ip });
      return organizationDetail(db, scope.organization.id, scope.role, true, app.clock());
    },
    // A logo of up to 200 kB travels as a data: URL (about 267 kB of base64): room for it and the other fields.
    { bodyLimit: SETTINGS_BODY_LIMIT },
  );

  route(app, endpoints.activate, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
    const token = sessionTokenOf(request);
    if (token) await activateOrganization(db, user.id, scope.organization.id, token);
    return { ok: true as const };
  });

  route(app, endpoints.transferOwnership, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    requireRecentSecondFactor(request, user);
    await transferOwnership(db, scope.organization.id, user.id, request.body.userId, request.ip);
    return { ok: true as const };
  });

  // Issue 28 item 3: the organisation's data as a ZIP (owners and admins), and closing it (the owner).
  route(app, endpoints.export, async (request, reply) => {
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
  });

  route(app, endpoints.close, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    // Issue 43 step-up, as for handing the organisation over.
    requireRecentSecondFactor(request, user);
    return closeOrganization(
      db,
      scope.organization.id,
      request.body.confirmName,
      { userId: user.id, ip: request.ip },
      app.clock(),
    );
  });

  route(app, endpoints.reopen, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner"]);
    return reopenOrganization(db, scope.organization.id, { userId: user.id, ip: request.ip });
  });
}
