import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CurrentUser } from "../../../contracts/auth";
import { okResponseSchema } from "../../../contracts/common";
import {
  addDomainSchema,
  confirmInvitationAddressSchema,
  createInvitationsSchema,
  domainParamSchema,
  invitationBatchAcceptedSchema,
  invitationBatchParamSchema,
  invitationBatchSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationParamSchema,
  invitationPreviewSchema,
  invitationResultsSchema,
  invitationSchema,
  joinableOrganizationSchema,
  joinByDomainSchema,
  joinedOrganizationSchema,
  joinLinkPreviewSchema,
  linkTokenParamSchema,
  organizationDomainSchema,
  organizationIdParamSchema,
  updateDomainSchema,
} from "../../../contracts/organizations";
import { getCurrentUser, requireUser, sessionTokenOf } from "../../auth/session";
import { organizationScope } from "../../platform/organizations/scope";
import { largeAnswerCompression } from "../../plugins/content-encoding";
import { txtResolverFor } from "./dns";
import { addDomain, listDomains, removeDomain, updateDomain, verifyDomain } from "./domains";
import {
  createInvitations,
  type Inviter,
  invitationBatch,
  listInvitations,
  resendInvitation,
  revokeInvitation,
} from "./invitations";
import {
  acceptInvitation,
  confirmInvitationAddress,
  invitationPreview,
  type Joiner,
  joinableOrganizations,
  joinByDomain,
  joinByLink,
  joinLinkPreview,
} from "./join";

/** A CSV of 10,000 rows as JSON: the 5 MB file the page accepts, with room for the JSON around it. */
const INVITATIONS_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Invitations, the join link and verified domains (issue 20 item 3). Organisation routes check the
 * caller's role in the organisation named (owners and admins for invitations, the owner for domains);
 * the link routes are public to read, and joining needs a session.
 */
export async function invitationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, jobs } = app.services;

  const administrators = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, organizationId, ["owner", "admin"]);
    return { user, scope };
  };
  const inviterFor = (
    request: FastifyRequest,
    user: CurrentUser,
    scope: Awaited<ReturnType<typeof organizationScope>>,
  ): Inviter => ({
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(" ") || null,
    role: scope.role ?? "member",
    ip: request.ip,
  });
  const joinerFor = (request: FastifyRequest, user: CurrentUser): Joiner => ({
    user,
    sessionToken: sessionTokenOf(request),
    ip: request.ip,
  });

  // ---- Sending, listing, resending and revoking ----

  typed.post(
    "/api/organizations/:id/invitations",
    {
      schema: {
        params: organizationIdParamSchema,
        body: createInvitationsSchema,
        response: { 201: invitationResultsSchema, 202: invitationBatchAcceptedSchema },
      },
      config: { access: "organisationMember" },
      bodyLimit: INVITATIONS_BODY_LIMIT,
    },
    async (request, reply) => {
      const { user, scope } = await administrators(request, request.params.id);
      const created = await createInvitations(
        db,
        scope.organization,
        inviterFor(request, user, scope),
        request.body.invitations,
        app.clock(),
      );
      if (created.kind === "answered") return reply.code(201).send({ results: created.results });
      await jobs.queueInvitationBatch(created.batchId);
      return reply.code(202).send({ batchId: created.batchId, total: created.total });
    },
  );

  typed.get(
    "/api/organizations/:id/invitations",
    {
      schema: {
        params: organizationIdParamSchema,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { scope } = await administrators(request, request.params.id);
      return listInvitations(db, scope.organization.id, request.query, app.clock());
    },
  );

  typed.get(
    "/api/organizations/:id/invitation-batches/:batchId",
    {
      schema: { params: invitationBatchParamSchema, response: { 200: invitationBatchSchema } },
      config: { access: "organisationMember" },
      // The refused rows of a 10,000-row list run to about a megabyte, asked for every second.
      compress: largeAnswerCompression,
    },
    async (request) => {
      const { scope } = await administrators(request, request.params.id);
      return invitationBatch(db, scope.organization.id, request.params.batchId);
    },
  );

  typed.post(
    "/api/organizations/:id/invitations/:invitationId/resend",
    {
      schema: { params: invitationParamSchema, response: { 200: invitationSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { user, scope } = await administrators(request, request.params.id);
      return resendInvitation(
        db,
        scope.organization,
        request.params.invitationId,
        inviterFor(request, user, scope),
        app.clock(),
      );
    },
  );

  typed.post(
    "/api/organizations/:id/invitations/:invitationId/revoke",
    {
      schema: { params: invitationParamSchema, response: { 200: invitationSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { user, scope } = await administrators(request, request.params.id);
      return revokeInvitation(
        db,
        scope.organization.id,
        request.params.invitationId,
        { id: user.id, ip: request.ip },
        app.clock(),
      );
    },
  );

  // ---- The invitation link ----

  typed.get(
    "/api/invitations/:token",
    {
      schema: { params: linkTokenParamSchema, response: { 200: invitationPreviewSchema } },
      config: { access: "public" },
    },
    async (request) => invitationPreview(db, request.params.token, app.clock()),
  );

  typed.post(
    "/api/invitations/:token/accept",
    {
      schema: { params: linkTokenParamSchema, response: { 200: joinedOrganizationSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      const user = await requireUser(request);
      return acceptInvitation(db, request.params.token, joinerFor(request, user), app.clock());
    },
  );

  typed.post(
    "/api/invitations/:token/confirm-address",
    {
      schema: {
        params: linkTokenParamSchema,
        body: confirmInvitationAddressSchema,
        response: { 200: okResponseSchema },
      },
      // A password check, limited like sign-in.
      config: { access: "public", rateLimit: { max: config.signInRateLimit, timeWindow: "1 minute" } },
    },
    async (request) => {
      await confirmInvitationAddress(db, request.params.token, request.body.password, app.clock());
      return { ok: true as const };
    },
  );

  // ---- The join link ----

  typed.get(
    "/api/join/:token",
    {
      schema: { params: linkTokenParamSchema, response: { 200: joinLinkPreviewSchema } },
      config: { access: "public" },
    },
    async (request) => {
      const user = await getCurrentUser(request);
      return joinLinkPreview(db, request.params.token, user?.id ?? null, app.clock());
    },
  );

  typed.post(
    "/api/join/:token",
    {
      schema: { params: linkTokenParamSchema, response: { 200: joinedOrganizationSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      const user = await requireUser(request);
      return joinByLink(db, request.params.token, joinerFor(request, user), app.clock());
    },
  );

  // ---- Verified domains ----

  const owner = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, organizationId, ["owner"]);
    return { organizationId: scope.organization.id, actor: { id: user.id, ip: request.ip } };
  };

  typed.get(
    "/api/organizations/:id/domains",
    {
      schema: { params: organizationIdParamSchema, response: { 200: z.array(organizationDomainSchema) } },
      config: { access: "organisationMember" },
    },
    async (request) => listDomains(db, (await owner(request, request.params.id)).organizationId),
  );

  typed.post(
    "/api/organizations/:id/domains",
    {
      schema: {
        params: organizationIdParamSchema,
        body: addDomainSchema,
        response: { 201: organizationDomainSchema },
      },
      config: { access: "organisationMember" },
    },
    async (request, reply) => {
      const { organizationId, actor } = await owner(request, request.params.id);
      return reply.code(201).send(await addDomain(db, organizationId, request.body.domain, actor));
    },
  );

  typed.post(
    "/api/organizations/:id/domains/:domainId/verify",
    {
      schema: { params: domainParamSchema, response: { 200: organizationDomainSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { organizationId, actor } = await owner(request, request.params.id);
      return verifyDomain(db, txtResolverFor(app), organizationId, request.params.domainId, actor, app.clock());
    },
  );

  typed.patch(
    "/api/organizations/:id/domains/:domainId",
    {
      schema: { params: domainParamSchema, body: updateDomainSchema, response: { 200: organizationDomainSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { organizationId, actor } = await owner(request, request.params.id);
      return updateDomain(db, organizationId, request.params.domainId, request.body.autoJoin, actor);
    },
  );

  typed.delete(
    "/api/organizations/:id/domains/:domainId",
    {
      schema: { params: domainParamSchema, response: { 200: okResponseSchema } },
      config: { access: "organisationMember" },
    },
    async (request) => {
      const { organizationId, actor } = await owner(request, request.params.id);
      await removeDomain(db, organizationId, request.params.domainId, actor);
      return { ok: true as const };
    },
  );

  typed.get(
    "/api/organizations/joinable",
    { schema: { response: { 200: z.array(joinableOrganizationSchema) } }, config: { access: "signedIn" } },
    async (request) => {
      const user = await requireUser(request);
      return joinableOrganizations(db, user.id, app.clock());
    },
  );

  typed.post(
    "/api/organizations/join-by-domain",
    {
      schema: { body: joinByDomainSchema, response: { 200: joinedOrganizationSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      const user = await requireUser(request);
      return joinByDomain(db, request.body.organizationId, joinerFor(request, user), app.clock());
    },
  );
}
