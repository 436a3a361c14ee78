import type { FastifyInstance } from "fastify";
import { routePath } from "./route-path";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for our own mutations (DESIGN §5), the same rule Better Auth applies to its routes:
 * a state-changing request that carries cookies must come from a trusted origin.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const path = routePath(request);
    if (!path.startsWith("/api/")) return;
    if (request.routeOptions.url === "/api/auth/*") return; // Better Auth checks its own routes
    if (!request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin || !trustedOrigins.includes(origin)) {
      request.log.warn({ origin: origin ?? null, path }, untrustedOriginHint(origin));
      return reply.status(403).send({ message: untrustedOriginMessage(origin) });
    }
  });
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
