import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";
import type { Endpoint } from "../../contracts/endpoint";
import type { Access } from "../auth/access";
import { requireAccess } from "../auth/session";
import { notFound } from "../errors";

/**
 * Who may call a route (DESIGN §5: every route declares its access policy in one place). Each route
 * states it as `config: { access }`; the hook below enforces the signed-in and role part
 * (requireAccess, auth/session.ts) before the route's validation and handler run, and the handler still does its own finer check (the plan of a
 * premium module, the organisation an employer manages, the row that belongs to the caller).
 *
 * - "public": anyone, signed in or not (the handler may personalise the answer).
 * - "signedIn": any signed-in user; the handler may refuse by plan (403).
 * - { role }: a signed-in user with one of these roles, else 403.
 * - "owner": a signed-in user, and the resource is their own (the handler scopes by their user id).
 * - "organisationMember": a signed-in user acting in an organisation; the handler checks their role
 *   in it (platform/organizations/scope.ts) and
 *   scopes every read and write to that organisation.
 * - "testSupport": a route only end-to-end servers register; never answered in production.
 * - "scimToken": a SCIM 2.0 route (/scim/v2, issue 21): the caller is an identity provider holding an
 *   organisation's bearer token, which the SCIM plugin checks (features/scim); cookies play no part.
 * - "playerSession": an LMS player route (/api/lms/player, issue 24): the player key of one learner and
 *   module, which the player's hook checks (features/lms-player); cookies play no part.
 */
export type { Access } from "../auth/access";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered after registerAccessPolicy, with its declared access (tests enumerate it). */
    routePolicies: readonly RoutePolicy[];
  }
}

export interface RoutePolicy {
  method: HTTPMethods;
  url: string;
  access: Access | undefined;
  /** The route's zod schemas, so tests can build requests for it. */
  schema: RouteOptions["schema"];
  /** The contract it was registered from (platform/http/route.ts); the contract test checks every route has one. */
  endpoint: Endpoint | undefined;
}

/** The routes that must declare an access policy: our API. */
export const isApiRoute = (url: string) => url === "/api" || url.startsWith("/api/");

/**
 * Registers the access hooks on the root instance (not as an encapsulated plugin: the onRoute hook
 * must see the routes of every feature plugin registered after it).
 */
export function registerAccessPolicy(app: FastifyInstance) {
  const policies: RoutePolicy[] = [];
  app.decorate("routePolicies", policies);

  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    // An /api route without a policy cannot boot. Routes outside /api are exempt: @fastify/static
    // registers a route per file of the built client without our config, and they serve public
    // files (robots.txt and sitemap.xml declare "public" all the same). HEAD routes Fastify adds
    // for each GET copy the GET's options, config included, so they carry the GET's policy.
    if (isApiRoute(route.url) && access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no access policy (config: { access })`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const endpoint = route.config?.endpoint;
    for (const method of methods) policies.push({ method, url: route.url, access, schema: route.schema, endpoint });
  });

  // onRequest: a caller the policy refuses is answered before the body is parsed or validated, so a
  // signed-out request gets its 401 `{"message":"Unauthorized"}` whatever it sent, and a role the
  // policy does not list its 403. The user is resolved once per request (getCurrentUser caches it),
  // so the handler's own requireUser costs no second query.
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === "public" || access === "scimToken") return;
    // Issue 24: the LMS player's key is checked by the player's own hook (features/lms-player).
    if (access === "playerSession") return;
    if (typeof access === "object" && "apiKey" in access) return;
    if (access === "testSupport") {
      // Never mounted in production (app.ts); refused here again should that ever change.
      if (request.server.services.config.env === "production") throw notFound();
      return;
    }
    await requireAccess(request, access);
  });
}
