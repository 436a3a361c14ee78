import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiKeyScope } from "../../../contracts/endpoint";
import { HttpError } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { scopeOf } from "./keys";

/** The organisation API key a public API request was made with (set by the hook below). */
export interface ApiKeyCaller {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
}

declare module "fastify" {
  interface FastifyRequest {
    apiKeyCaller: ApiKeyCaller | null;
  }
}

const MISSING = "An API key is required: send it as Authorization: Bearer <key>";
const INVALID = "This API key is not valid: it may have been revoked or have expired";
const BEARER = /^Bearer ([A-Za-z0-9_-]{16,200})$/;

/** The key of a request's route that names `{ apiKey }` as its access, and the request's organisation. */
export function apiKeyCallerOf(request: FastifyRequest): ApiKeyCaller {
  if (!request.apiKeyCaller) throw new HttpError(401, MISSING);
  return request.apiKeyCaller;
}

/**
 * The public API's access check (issue 23 item 4; decision 300), for every route whose policy is
 * `{ apiKey: scope }` (the session hook skips them: plugins/access-policy.ts). Cookies play no part.
 * - no `Authorization: Bearer`, a malformed one, or a key that is unknown, revoked or expired: 401;
 * - over the key's rate limit: 429 with Retry-After (seconds);
 * - a read key on a write route: 403.
 * The plan's API access is checked when a key is created (keys.ts), not per request (decision 300).
 * The plugin looks the key up in the database on each request (no cache window), counts it against
 * the key's rate limit and sets its last-used time; each accepted request adds one `api_key.used`
 * entry (method and path) to the organisation's audit log.
 */
export function registerApiKeyAccess(app: FastifyInstance) {
  const { auth, db } = app.services;
  app.decorateRequest("apiKeyCaller", null);
  app.addHook("onRequest", async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (typeof access !== "object" || !("apiKey" in access)) return;
    // The answer is per key: never stored by a shared cache.
    reply.header("cache-control", "private, no-cache");
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, MISSING);
    const key = BEARER.exec(header.trim())?.[1];
    if (!key) throw new HttpError(401, INVALID);

    const verified = await auth.api.verifyApiKey({ body: { key } });
    if (!verified.valid || !verified.key) {
      const error = (verified.error ?? {}) as { code?: string; details?: { tryAgainIn?: number } };
      if (error.code === "RATE_LIMITED" || error.code === "USAGE_EXCEEDED") {
        const ms = error.details?.tryAgainIn ?? 60_000;
        reply.header("retry-after", String(Math.max(1, Math.ceil(ms / 1000))));
        throw new HttpError(429, "This API key has made too many requests: try again after the Retry-After seconds");
      }
      throw new HttpError(401, INVALID);
    }
    const organizationId = verified.key.referenceId;
    const scope = scopeOf(verified.key.permissions);
    if (!scope) throw new HttpError(401, INVALID);
    if (access.apiKey === "write" && scope !== "write") {
      throw new HttpError(403, "This API key is read-only: this request needs a key with write scope");
    }
    request.apiKeyCaller = { id: verified.key.id, organizationId, scope };
    await recordAudit(db, {
      organizationId,
      actorId: null,
      action: "api_key.used",
      targetType: "api_key",
      targetId: verified.key.id,
      details: { method: request.method, path: request.url.split("?")[0] },
      ipAddress: request.ip,
    });
  });
}
