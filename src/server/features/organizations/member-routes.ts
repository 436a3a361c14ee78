import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema, textDocumentSchema } from "../../../contracts/common";
import {
  departmentListSchema,
  departmentNameSchema,
  departmentParamSchema,
  departmentSchema,
  memberExportQuerySchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamSchema,
  memberSchema,
  organizationIdParamSchema,
  updateMemberSchema,
} from "../../../contracts/organizations";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { requireUser } from "../../auth/session";
import { organizationScope } from "../../platform/organizations/scope";
import { createDepartment, deleteDepartment, listDepartments, renameDepartment } from "./departments";
import { leaveOrganization, listMembers, membersCsv, membersCsvFilename, removeMember, updateMember } from "./members";

const ADMINISTERS = ["owner", "admin"] as const;

/** Members and departments (issue 20 item 4). */
export async function memberRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  // Owners and admins read everyone; a manager reads their reports (direct and indirect) only.
  typed.get(
    "/api/organizations/:id/members",
    {
      schema: {
        params: organizationIdParamSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ["owner", "admin", "manager"]);
      return listMembers(db, scope.organization.id, { userId: user.id, role: scope.role ?? "member" }, request.query);
    },
  );

  typed.get(
    "/api/organizations/:id/members.csv",
    {
      schema: {
        params: organizationIdParamSchema,
        querystring: memberExportQuerySchema,
        response: { 200: textDocumentSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
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
    },
  );

  typed.patch(
    "/api/organizations/:id/members/:userId",
    {
      schema: { params: memberParamSchema, body: updateMemberSchema, response: { 200: memberSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
      return updateMember(db, scope.organization.id, request.params.userId, request.body, {
        userId: user.id,
        role: scope.role ?? "member",
        ip: request.ip,
        now: app.clock(),
      });
    },
  );

  typed.delete(
    "/api/organizations/:id/members/:userId",
    {
      schema: { params: memberParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
      await removeMember(db, scope.organization.id, request.params.userId, {
        userId: user.id,
        role: scope.role ?? "member",
        ip: request.ip,
        now: app.clock(),
      });
      return { ok: true as const };
    },
  );

  typed.post(
    "/api/organizations/:id/leave",
    {
      schema: { params: organizationIdParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
      await leaveOrganization(db, scope.organization.id, user.id, request.ip);
      return { ok: true as const };
    },
  );

  // Any member reads the departments (the filters and forms name them); owners and admins change them.
  typed.get(
    "/api/organizations/:id/departments",
    {
      schema: { params: organizationIdParamSchema, response: { 200: departmentListSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ORGANIZATION_ROLES);
      return listDepartments(db, scope.organization.id);
    },
  );

  typed.post(
    "/api/organizations/:id/departments",
    {
      schema: { params: organizationIdParamSchema, body: departmentNameSchema, response: { 201: departmentSchema } },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
      const created = await createDepartment(db, scope.organization.id, request.body.name, {
        userId: user.id,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  );

  typed.patch(
    "/api/organizations/:id/departments/:departmentId",
    {
      schema: { params: departmentParamSchema, body: departmentNameSchema, response: { 200: departmentSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
      return renameDepartment(db, scope.organization.id, request.params.departmentId, request.body.name, {
        userId: user.id,
        ip: request.ip,
      });
    },
  );

  typed.delete(
    "/api/organizations/:id/departments/:departmentId",
    {
      schema: { params: departmentParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const user = await requireUser(request);
      const scope = await organizationScope(db, user, request.params.id, ADMINISTERS);
      await deleteDepartment(db, scope.organization.id, request.params.departmentId, {
        userId: user.id,
        ip: request.ip,
      });
      return { ok: true as const };
    },
  );
}
