import type { FastifyInstance } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for our own mutations (DESIGN §5), the same rule Better Auth applies to its routes:
 * a state-changing request that carries cookies must come from a trusted origin.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    if (request.url.startsWith("/api/auth/")) return; // Better Auth checks its own routes
    if (!request.headers.cookie) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin || !trustedOrigins.includes(origin)) {
      return reply.status(403).send({ message: "Invalid origin" });
    }
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
