import type { FastifyInstance } from "fastify";
import { organizationsEndpoints as endpoints } from "../../../contracts/api/organizations";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { requireUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { createDepartment, deleteDepartment, listDepartments, renameDepartment } from "./departments";
import { leaveOrganization, listMembers, membersCsv, membersCsvFilename, removeMember, updateMember } from "./members";

const ADMINISTERS = ["owner", "admin"] as const;

/** Members and departments (issue 20 item 4). */
export async function memberRoutes(app: FastifyInstance) {
  const { db } = app.services;

  // Owners and admins read everyone; a manager reads their reports (direct and indirect) only.
  route(app, endpoints.members, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ["owner", "admin", "manager"]);
    return listMembers(db, scope.organization.id, { userId: user.id, role: scope.role ?? "member" }, request.query);
  });

  route(app, endpoints.membersCsv, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    const csv = await membersCsv(db, scope.organization.id, { userId: user.id, role: "owner" }, request.query);
    return (
      reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${membersCsvFilename(scope.organization.slug, app.clock())}"`,
        )
        .header("cache-control", "no-store")
        // A byte-order mark so spreadsheet programs read the file as UTF-8.
        .send(`\uFEFF${csv}`)
    );
  });

  route(app, endpoints.updateMember, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    return updateMember(db, scope.organization.id, request.params.userId, request.body, {
      userId: user.id,
      role: scope.role ?? "member",
      ip: request.ip,
      now: app.clock(),
    });
  });

  route(app, endpoints.removeMember, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    await removeMember(db, scope.organization.id, request.params.userId, {
      userId: user.id,
      role: scope.role ?? "member",
      ip: request.ip,
      now: app.clock(),
    });
    return { ok: true as const };
  });

  route(app, endpoints.leave, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
    await leaveOrganization(db, scope.organization.id, user.id, request.ip, app.clock());
    return { ok: true as const };
  });

  // Any member reads the departments (the filters and forms name them); owners and admins change them.
  route(app, endpoints.departments, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
    return listDepartments(db, scope.organization.id);
  });

  route(app, endpoints.createDepartment, async (request, reply) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    const created = await createDepartment(db, scope.organization.id, request.body.name, {
      userId: user.id,
      ip: request.ip,
    });
    return reply.code(201).send(created);
  });

  route(app, endpoints.renameDepartment, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    return renameDepartment(db, scope.organization.id, request.params.departmentId, request.body.name, {
      userId: user.id,
      ip: request.ip,
    });
  });

  route(app, endpoints.deleteDepartment, async (request) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
    await deleteDepartment(db, scope.organization.id, request.params.departmentId, {
      userId: user.id,
      ip: request.ip,
    });
    return { ok: true as const };
  });
}
