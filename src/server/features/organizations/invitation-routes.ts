import type { FastifyInstance, FastifyRequest } from "fastify";
import { organizationsEndpoints as endpoints } from "../../../contracts/api/organizations";
import type { CurrentUser } from "../../../contracts/auth";
import { getCurrentUser, requireUser, sessionTokenOf } from "../../auth/session";
import { route } from "../../platform/http/route";
import { organizationScope } from "../../platform/organizations/scope";
import { largeAnswerCompression } from "../../plugins/content-encoding";
import { txtResolverFor } from "./dns";
import { addDomain, listDomains, removeDomain, updateDomain, verifyDomain } from "./domains";
import {
  createInvitations,
  type Inviter,
  invitationBatch,
  listInvitations,
  previewInvitations,
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

  route(
    app,
    endpoints.createInvitations,
    async (request, reply) => {
      const { user, scope } = await administrators(request, request.params.id);
      const created = await createInvitations(
        db,
        scope.organization,
        inviterFor(request, user, scope),
        request.body,
        app.clock(),
      );
      if (created.kind === "answered") return reply.code(201).send({ results: created.results });
      await jobs.queueInvitationBatch(created.batchId);
      return reply.code(202).send({ batchId: created.batchId, total: created.total });
    },
    { bodyLimit: INVITATIONS_BODY_LIMIT },
  );

  // The send's dry run: the same body and rules, nothing written (a POST, as the list can be 10,000 rows).
  route(
    app,
    endpoints.previewInvitations,
    async (request) => {
      const { user, scope } = await administrators(request, request.params.id);
      return previewInvitations(db, scope.organization.id, inviterFor(request, user, scope), request.body, app.clock());
    },
    { bodyLimit: INVITATIONS_BODY_LIMIT, compress: largeAnswerCompression },
  );

  route(app, endpoints.invitations, async (request) => {
    const { scope } = await administrators(request, request.params.id);
    return listInvitations(db, scope.organization.id, request.query, app.clock());
  });

  route(
    app,
    endpoints.invitationBatch,
    async (request) => {
      const { scope } = await administrators(request, request.params.id);
      return invitationBatch(db, scope.organization.id, request.params.batchId);
    },
    // The refused rows of a 10,000-row list run to about a megabyte, asked for every second.
    { compress: largeAnswerCompression },
  );

  route(app, endpoints.resendInvitation, async (request) => {
    const { user, scope } = await administrators(request, request.params.id);
    return resendInvitation(
      db,
      scope.organization,
      request.params.invitationId,
      inviterFor(request, user, scope),
      app.clock(),
    );
  });

  route(app, endpoints.revokeInvitation, async (request) => {
    const { user, scope } = await administrators(request, request.params.id);
    return revokeInvitation(
      db,
      scope.organization.id,
      request.params.invitationId,
      { id: user.id, ip: request.ip },
      app.clock(),
    );
  });

  // ---- The invitation link ----

  route(app, endpoints.invitationPreview, async (request) => invitationPreview(db, request.params.token, app.clock()));

  route(app, endpoints.acceptInvitation, async (request) => {
    const user = await requireUser(request);
    return acceptInvitation(db, request.params.token, joinerFor(request, user), app.clock());
  });

  route(
    app,
    endpoints.confirmInvitationAddress,
    async (request) => {
      await confirmInvitationAddress(db, request.params.token, () => request.body.password, app.clock());
      return { ok: true as const };
    },
    // A password check, limited like sign-in.
    { config: { rateLimit: { max: config.signInRateLimit, timeWindow: "1 minute" } } },
  );

  // ---- The join link ----

  route(app, endpoints.joinLinkPreview, async (request) => {
    const user = await getCurrentUser(request);
    return joinLinkPreview(db, request.params.token, user?.id ?? null, app.clock());
  });

  route(app, endpoints.joinByLink, async (request) => {
    const user = await requireUser(request);
    return joinByLink(db, request.params.token, joinerFor(request, user), app.clock());
  });

  // ---- Verified domains ----

  const owner = async (request: FastifyRequest, organizationId: string) => {
    const user = await requireUser(request);
    const scope = await organizationScope(db, user, organizationId, ["owner"]);
    return { organizationId: scope.organization.id, actor: { id: user.id, ip: request.ip } };
  };

  route(app, endpoints.domains, async (request) =>
    listDomains(db, (await owner(request, request.params.id)).organizationId),
  );

  route(app, endpoints.addDomain, async (request, reply) => {
    const { organizationId, actor } = await owner(request, request.params.id);
    return reply.code(201).send(await addDomain(db, organizationId, request.body.domain, actor));
  });

  route(app, endpoints.verifyDomain, async (request) => {
    const { organizationId, actor } = await owner(request, request.params.id);
    return verifyDomain(db, txtResolverFor(app), organizationId, request.params.domainId, actor, app.clock());
  });

  route(app, endpoints.updateDomain, async (request) => {
    const { organizationId, actor } = await owner(request, request.params.id);
    return updateDomain(db, organizationId, request.params.domainId, () => request.body.autoJoin, actor);
  });

  route(app, endpoints.removeDomain, async (request) => {
    const { organizationId, actor } = await owner(request, request.params.id);
    await removeDomain(db, organizationId, request.params.domainId, actor);
    return { ok: true as const };
  });

  route(app, endpoints.joinable, async (request) => {
    const user = await requireUser(request);
    return joinableOrganizations(db, user.id, app.clock());
  });

  route(app, endpoints.joinByDomain, async (request) => {
    const user = await requireUser(request);
    return joinByDomain(db, request.body.organizationId, joinerFor(request, user), app.clock());
  });
}
