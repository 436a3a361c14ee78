import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ltiEndpoints as endpoints } from "../../../contracts/api/lti";
import { paths } from "../../../contracts/routes";
import { PILLARS } from "../../../domain/pillars";
import { administeredOrganization } from "../../auth/organization-admin";
import { getCurrentUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { FRAME_GRANT_PARAM, frameGrant } from "../../platform/lti/frame-grant";
import { toolJwks } from "../../platform/lti/tool-key";
import { ensureLmsIntegration } from "../../platform/organizations/lms-integration";
import { answerDeepLink, deepLinkRequest, pickerModules, pillarFilter, platformOrigins } from "./deep-linking";
import { completeDynamicRegistration, createRegistrationLink } from "./dynamic-registration";
import { canSetSecureCookie, frameTicketOf, isFramed, issueFrameTicket, spendFrameTicket } from "./frame";
import { beginLogin, type LoginRequest, LtiRefusal, launch } from "./launch";
import { requestMemberSync } from "./member-sync";
import { sendFrameBlocked, sendPicker, sendRefusal, sendRegistered, sendReturnForm } from "./pages";
import {
  createRegistration,
  deleteRegistration,
  listRegistrations,
  ltiOverview,
  updateRegistration,
} from "./registrations";

/**
 * The LTI 1.3 tool (issue 24 item 2, decision 330). The organisation's owners and admins register
 * their LMS (Enterprise Plus); the LMS calls the protocol's endpoints: the keyset, the login
 * initiation and the launch (a cross-site form post, exempt from the Origin check because the signed
 * id_token and the single-use state are its authority, not the browser's cookies; origin-check.ts).
 */
export async function ltiRoutes(app: FastifyInstance) {
  const { db, config, auth, jobs } = app.services;

  // The LMS posts forms (login initiation, launch) and the picker posts its choice: read them as
  // objects, a repeated field (moduleId) as a list.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 128 * 1024 },
    (_request, body, done) => {
      const parsed: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(String(body))) {
        const before = parsed[key];
        parsed[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
      }
      done(null, parsed);
    },
  );

  const administeredBy = async (request: FastifyRequest, organizationId: string) => {
    const admin = await administeredOrganization(db, request, organizationId);
    await ensureLmsIntegration(db, admin.organizationId, app.clock());
    return admin;
  };

  route(app, endpoints.overview, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return ltiOverview(db, config, organizationId);
  });

  route(app, endpoints.registrations, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return listRegistrations(db, organizationId, request.query.page ?? 1);
  });

  route(app, endpoints.createRegistration, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return reply.code(201).send(await createRegistration(db, config, organizationId, request.body, actor));
  });

  route(app, endpoints.updateRegistration, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return updateRegistration(db, config, organizationId, request.params.registrationId, request.body, actor);
  });

  route(app, endpoints.deleteRegistration, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await deleteRegistration(db, organizationId, request.params.registrationId, actor);
    return { ok: true as const };
  });

  route(app, endpoints.syncMembers, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    const sync = await requestMemberSync(db, organizationId, request.params.contextId, actor);
    if (sync.status === "queued") await jobs.queueLtiMemberSync(sync.id);
    return reply.code(202).send(sync);
  });

  // ---- The protocol ----

  route(app, endpoints.jwks, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return toolJwks(db, config.lti.signingKeyJwk);
  });

  const login = async (params: LoginRequest, reply: FastifyReply) => {
    try {
      const target = await beginLogin(db, config, params, app.clock());
      return reply.header("cache-control", "no-store").redirect(target, 302);
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  };
  route(app, endpoints.loginGet, async (request, reply) => login(request.query, reply));
  route(app, endpoints.loginPost, async (request, reply) => login(request.body, reply));

  route(app, endpoints.launch, async (request, reply) => {
    try {
      const outcome = await launch(db, config, request.body, app.clock(), request.ip);
      if (outcome.kind === "deepLinking")
        return reply.redirect(
          endpoints.deepLinkPicker.path.replace(":requestId", encodeURIComponent(outcome.requestId)),
          303,
        );
      // Decision 397: inside the LMS's frame, a partitioned cookie and a ticket the frame spends next.
      if (isFramed(request.headers)) {
        const now = app.clock();
        const partitioned = canSetSecureCookie(config);
        if (partitioned) await signIn(request, reply, outcome.userId, { partitioned: true });
        const ticket = await issueFrameTicket(
          db,
          {
            registrationId: outcome.registrationId,
            userId: outcome.userId,
            moduleId: outcome.moduleId,
            origins: outcome.platformOrigins,
          },
          now,
        );
        return reply.header("cache-control", "no-store").redirect(endpoints.frame.path.replace(":ticket", ticket), 303);
      }
      await signIn(request, reply, outcome.userId);
      return reply.header("cache-control", "no-store").redirect(paths.module(outcome.moduleId), 303);
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  });

  /**
   * A normal PIVOT session for the person the launch names, made by Better Auth's own adapter so its
   * hooks apply (the device limit; the session then follows the idle timeout like any other), and its
   * signed cookie set on the answer.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    options: { partitioned?: boolean } = {},
  ) {
    const context = await auth.$context;
    let session: { token: string; expiresAt: Date };
    try {
      session = await context.internalAdapter.createSession(userId, false, {
        ipAddress: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      });
    } catch (err) {
      const message = (err as { body?: { message?: unknown } }).body?.message;
      throw new LtiRefusal(
        403,
        "PIVOT could not sign you in",
        typeof message === "string" ? message : "PIVOT could not start a session for you. Try again from your LMS.",
      );
    }
    const cookie = context.authCookies.sessionToken;
    const signature = createHmac("sha256", config.authSecret).update(session.token).digest("base64");
    const maxAge = Math.max(0, Math.floor((new Date(session.expiresAt).getTime() - Date.now()) / 1000));
    const attributes = [
      `${cookie.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
      `Max-Age=${maxAge}`,
      "Path=/",
      "HttpOnly",
      // Decision 397: in the LMS's frame PIVOT is a third party. CHIPS keeps the cookie for PIVOT inside
      // this LMS only (Partitioned, which needs Secure and SameSite=None); elsewhere it stays Lax.
      ...(options.partitioned
        ? ["SameSite=None", "Secure", "Partitioned"]
        : ["SameSite=Lax", ...(cookie.attributes.secure ? ["Secure"] : [])]),
    ];
    reply.header("set-cookie", attributes.join("; "));
  }

  /**
   * Decision 397: the frame's next step after a framed launch. Its cookie came back: the ticket is spent
   * and the frame goes on to the module, which the platform alone may frame. The browser kept the
   * cookie: the frame offers a new window, which spends the ticket and signs the learner in there.
   */
  route(app, endpoints.frame, async (request, reply) => {
    try {
      const now = app.clock();
      const { ticket } = request.params;
      if (request.query.window === "1") {
        const spent = await spendFrameTicket(db, ticket, now);
        await signIn(request, reply, spent.user_id);
        return reply.header("cache-control", "no-store").redirect(paths.module(spent.module_id), 303);
      }
      const held = await frameTicketOf(db, ticket, now);
      const user = await getCurrentUser(request).catch(() => null);
      if (user?.id === held.user_id) {
        const spent = await spendFrameTicket(db, ticket, now);
        const grant = frameGrant(config.authSecret, spent.module_id, spent.platform_origins, now);
        return reply
          .header("cache-control", "no-store")
          .redirect(`${paths.module(spent.module_id)}?${FRAME_GRANT_PARAM}=${grant}`, 303);
      }
      return sendFrameBlocked(reply, {
        moduleTitle: held.module_title,
        continueUrl: `${endpoints.frame.path.replace(":ticket", ticket)}?window=1`,
        frameAncestors: held.platform_origins,
      });
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  });

  // ---- Dynamic Registration (decision 397) ----

  route(app, endpoints.createRegistrationLink, async (request, reply) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return reply.code(201).send(await createRegistrationLink(db, config, organizationId, actor, app.clock()));
  });

  route(app, endpoints.register, async (request, reply) => {
    try {
      const { registration, platformOrigin } = await completeDynamicRegistration(
        db,
        config,
        request.params.token,
        request.query,
        app.clock(),
        request.ip,
      );
      return sendRegistered(reply, {
        name: registration.name,
        issuer: registration.issuer,
        clientId: registration.clientId,
        deploymentIds: registration.deploymentIds,
        platformOrigin,
      });
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  });

  route(app, endpoints.deepLinkPicker, async (request, reply) => {
    try {
      const deepLink = await deepLinkRequest(db, request.params.requestId, app.clock());
      const pillar = pillarFilter(request.query.pillar);
      const query = request.query.q ?? "";
      return sendPicker(reply, {
        action: request.url.split("?")[0],
        query,
        pillar,
        pillars: PILLARS,
        modules: await pickerModules(db, query, pillar),
        acceptMultiple: deepLink.accept_multiple,
        frameAncestors: platformOrigins(deepLink),
      });
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  });

  route(app, endpoints.deepLinkReturn, async (request, reply) => {
    try {
      const now = app.clock();
      const deepLink = await deepLinkRequest(db, request.params.requestId, now);
      const chosen = request.body.moduleId;
      const ids = (Array.isArray(chosen) ? chosen : chosen ? [chosen] : []).map(Number);
      if (ids.length === 0)
        return sendPicker(reply, {
          action: request.url.split("?")[0],
          query: "",
          pillar: "",
          pillars: PILLARS,
          modules: await pickerModules(db, "", ""),
          acceptMultiple: deepLink.accept_multiple,
          frameAncestors: platformOrigins(deepLink),
          error: "Choose at least one module to add to the course.",
        });
      const { jwt, count } = await answerDeepLink(db, config, deepLink, ids, now, request.ip);
      return sendReturnForm(reply, deepLink.return_url, jwt, count, platformOrigins(deepLink));
    } catch (err) {
      if (err instanceof LtiRefusal) return sendRefusal(reply, err.status, err.heading, err.message);
      throw err;
    }
  });
}
