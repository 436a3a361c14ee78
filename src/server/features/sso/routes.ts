import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ssoEndpoints as endpoints } from "../../../contracts/api/sso";
import { safeReturnTo } from "../../../contracts/auth";
import { copyCookies } from "../../auth/better-auth-proxy";
import { administeredOrganization } from "../../auth/organization-admin";
import { ssoProviderIdOf } from "../../auth/sso";
import { notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { configureSso, removeSso, ssoStatus } from "./configuration";
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

  // For the IdP administrator (and IdPs that import metadata by address): public, holds no secret.
  route(app, endpoints.samlMetadata, async (request, reply) => {
    const status = await ssoStatus(db, config, request.params.id);
    if (status.protocol !== "saml") throw notFound("This organisation has no SAML single sign-on");
    const response = (await auth.api.spMetadata({
      query: { providerId: ssoProviderIdOf(request.params.id) },
      asResponse: true,
    })) as Response;
    if (!response.ok) throw notFound("This organisation has no SAML single sign-on");
    return reply.type("application/samlmetadata+xml; charset=utf-8").send(await response.text());
  });

  route(app, endpoints.lookup, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return ssoLookup(db, request.query.email);
  });

  route(app, endpoints.start, async (request, reply) => {
    const { providerId } = await providerToStart(db, request.body.email);
    const returnTo = safeReturnTo(request.body.returnTo ?? "/dashboard", config.baseUrl);
    const response = (await auth.api.signInSSO({
      body: {
        email: request.body.email.trim().toLowerCase(),
        providerId,
        callbackURL: returnTo,
        errorCallbackURL: "/login?sso=failed",
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
