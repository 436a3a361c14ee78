import type { FastifyRequest } from "fastify";

/**
 * The path a request is routed by (DESIGN §5). `request.url` is raw: `/%61pi/modules` reaches the
 * `/api/modules` route, so a check on the raw URL is a check an attacker chooses to skip. The
 * matched route's pattern is used; for a request no route matched, the decoded path.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched) return matched;
  const raw = request.url.split("?")[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the request is for the JSON API (matched or not). */
export const isApiRequest = (request: FastifyRequest) => {
  const path = routePath(request);
  return path === "/api" || path.startsWith("/api/");
};
