import type { FastifyInstance, FastifyRequest } from "fastify";
import { betterAuthEndpoints } from "../../contracts/api/auth";
import { ltiEndpoints } from "../../contracts/api/lti";
import { routePath } from "./route-path";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every mutation of the API (DESIGN §5): a state-changing request that carries
 * cookies must come from a trusted origin, or it is refused with 403 before its body is read.
 *
 * Better Auth's routes (/api/auth/*) included (issue 29): Better Auth applies the same rule, but only
 * after our proxy has parsed and validated the body and matched the endpoint, so a forged form or
 * text/plain post got a 400, 415 or 404 rather than the origin refusal, and the endpoints the product
 * does not expose were refused only by the allowlist. Better Auth's own check stays behind this one.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = routePath(request);
    if (!path.startsWith("/api/")) return;
    if (!request.headers.cookie) return;
    if (isSamlAssertionConsumer(request) || isLtiLaunch(request)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin || !trustedOrigins.includes(origin)) {
      request.log.warn({ origin: origin ?? null, path }, untrustedOriginHint(origin));
      return reply.status(403).send({ message: untrustedOriginMessage(origin) });
    }
  });
}

/**
 * Issue 21: an identity provider posts its SAML answer from its own origin (the HTTP-POST binding).
 * It carries no authority of the browser's cookies: it is accepted only when signed by the
 * organisation's IdP, for our audience, in answer to a request we made and never seen before.
 */
function isSamlAssertionConsumer(request: FastifyRequest): boolean {
  const { samlAcs } = betterAuthEndpoints;
  return request.routeOptions.url === samlAcs.path && samlAcs.params.safeParse(request.params).success;
}

/**
 * Issue 24 (decision 330): an LMS posts its LTI launch (the signed id_token) from its own origin, like
 * SAML's HTTP-POST binding. It carries no authority of the browser's cookies: it is accepted only when
 * signed by the registered platform, for our client id, answering a login we started (single-use state
 * and nonce). Only the launch itself; the tool's other routes keep the check.
 */
function isLtiLaunch(request: FastifyRequest): boolean {
  return request.method === "POST" && request.routeOptions.url === ltiEndpoints.launch.path;
}

/** What a refused origin is told (DESIGN §5; the hardening issue: say which setting to change). */
export function untrustedOriginMessage(origin: string | undefined): string {
  return origin
    ? `Invalid origin: ${origin} is not trusted by this server. Open the site at its configured address, or add ${origin} to TRUSTED_ORIGINS.`
    : "Invalid origin: the request did not say where it came from.";
}

export function untrustedOriginHint(origin: string | undefined): string {
  return origin
    ? `refused a request from untrusted origin ${origin}: set BASE_URL to the address people use, or add the origin to TRUSTED_ORIGINS`
    : "refused a state-changing request without an Origin or Referer header";
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
