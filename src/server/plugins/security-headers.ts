import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Helmet's headers (CSP, HSTS behind HTTPS, frame and sniffing protection) on every answer. The
 * middleware is built once: @fastify/helmet rebuilds it on each request, which cost a sixth of a
 * dashboard request's CPU (see bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean) {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });
  app.addHook("onRequest", (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
