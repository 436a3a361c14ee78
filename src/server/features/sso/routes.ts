import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ssoEndpoints as endpoints } from "../../../contracts/api/sso";
import { safeReturnTo } from "../../../contracts/auth";
import { copyCookies } from "../../auth/better-auth-proxy";
import { administeredOrganization } from "../../auth/organization-admin";
import { SSO_FAILED_PATH } from "../../auth/sso-landing";
import { notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { configureSso, organizationExists, removeSso, serviceProviderMetadataXml, ssoStatus } from "./configuration";
import { providerToStart, ssoLookup } from "./sign-in";

/**
 * Single sign-on per organisation (issue 21 item 1): its owners and admins set the identity provider;
 * the IdP administrator reads our SAML metadata; the sign-in page asks whether an address uses SSO
 * and starts the sign-in. The SAML ACS and OIDC callback are Better Auth's (better-auth-endpoints.ts).
 */
export async function ssoRoutes(app: FastifyInstance) {
  const { db, config, auth } = app.services;

  const administeredBy = (request: FastifyRequest, organizationId: string) =>
    administeredOrganization(db, request, organizationId);

  route(app, endpoints.status, async (request) => {
    const { organizationId } = await administeredBy(request, request.params.id);
    return ssoStatus(db, config, organizationId);
  });

  route(app, endpoints.configure, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    return configureSso(db, config, organizationId, request.body, actor);
  });

  route(app, endpoints.remove, async (request) => {
    const { organizationId, actor } = await administeredBy(request, request.params.id);
    await removeSso(db, organizationId, actor);
    return { ok: true as const };
  });

  // For the IdP administrator (and IdPs that import metadata by address): public, holds no secret, and
  // the same before and after the IdP is saved (an IdP is often set up from our metadata first).
  route(app, endpoints.samlMetadata, async (request, reply) => {
    if (!(await organizationExists(db, request.params.id))) throw notFound("There is no such organisation");
    return reply
      .type("application/samlmetadata+xml; charset=utf-8")
      .send(serviceProviderMetadataXml(config, request.params.id));
  });

  route(app, endpoints.lookup, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ssoLookup(db, request.query.email);
  });

  route(app, endpoints.start, async (request, reply) => {
    const { providerId } = await providerToStart(db, config, request.body.email);
    // issue 42 item 4: the dashboard is "/"; a returnTo is a path of this site (safeReturnTo), never another.
    const returnTo = safeReturnTo(request.body.returnTo ?? "/", config.baseUrl);
    const response = (await auth.api.signInSSO({
      body: {
        email: request.body.email.trim().toLowerCase(),
        providerId,
        callbackURL: returnTo,
        errorCallbackURL: SSO_FAILED_PATH,
        loginHint: request.body.email.trim(),
      },
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    })) as Response;
    const answer = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { url?: string; message?: string };
    if (!response.ok || !answer.url) throw notFound(answer.message ?? "Single sign-on could not start");
    copyCookies(reply, response);
    return { url: answer.url };
  });
}
