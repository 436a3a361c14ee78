import type { FastifyInstance, FastifyRequest } from "fastify";
import { routePath } from "./route-path";

/**
 * Issue 42 (decision 355): imported SCORM courses are someone else's HTML and scripts, served from an
 * origin of their own (`scormContentOrigin`, another host), where PIVOT's cookies never go. That host
 * answers the course content route and nothing else, and the course content route answers on no other
 * host: a package page must never run with PIVOT's origin, where it could script the signed-in page.
 */
export const SCORM_CONTENT_ROUTE = "/api/scorm-content/*";

/** The request's host as the browser addressed it (`host[:port]`, the default port dropped). */
function hostOf(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).host.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether the request came to the courses' own host. */
export function onContentHost(request: FastifyRequest, contentOrigin: string | null): boolean {
  return contentOrigin !== null && hostOf(request) === new URL(contentOrigin).host.toLowerCase();
}

export function registerContentHostFence(app: FastifyInstance, contentOrigin: string | null) {
  if (!contentOrigin) return;
  app.addHook("onRequest", async (request, reply) => {
    if (!onContentHost(request, contentOrigin)) return;
    if (routePath(request) === SCORM_CONTENT_ROUTE) return;
    return reply
      .status(404)
      .header("content-type", "application/json; charset=utf-8")
      .send(JSON.stringify({ message: "This address serves course content only." }));
  });
}
