import { defaultKeyHasher } from "@better-auth/api-key";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiKeyScope } from "../../../contracts/endpoint";
import { refusedKeysLog } from "../../auth/refused-keys-log";
import { queryRows, rowDate } from "../../db/rows";
import { HttpError } from "../../errors";
import { windowCounter } from "../../platform/http/window-counter";
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

interface KeyRow {
  id: string;
  reference_id: string;
  permissions: string | null;
  enabled: boolean;
  expires_at: Date | string | null;
  rate_limit_enabled: boolean;
  rate_limit_max: number | null;
  rate_limit_time_window: number | null;
}

/** The counter keys of the per-key limit: a prefix no client address or other counter uses. */
const KEY_LIMIT_PREFIX = "apikey|";

/**
 * The public API's access check (issue 23 item 4; decisions 300, 409), for every route whose policy is
 * `{ apiKey: scope }` (the session hook skips them: plugins/access-policy.ts). Cookies play no part.
 * - no `Authorization: Bearer`, a malformed one, or a key that is unknown, disabled or expired: 401;
 * - over the key's rate limit: 429 with Retry-After (seconds);
 * - a read key on a write route: 403.
 * The plan's API access is checked when a key is created (keys.ts), not per request (decision 300).
 * The key is looked up by its hash (the API-key plugin's, which made it) on each request, so a revoked
 * key fails at once. Nothing is written for the request: its key's limit is counted like the API's own
 * (a statement per round trip that does not wait for the disk), and its use is counted in memory, in
 * `api_key_usage` and on the key's last-used time every few seconds, and in the audit log once an hour.
 */
export function registerApiKeyAccess(app: FastifyInstance) {
  const { database, db, apiKeyUsage: usage } = app.services;
  const countRequest = windowCounter(database);
  const noteRefusedKey = refusedKeysLog(app.log, "public-api");
  const refuse = (): never => {
    noteRefusedKey();
    throw new HttpError(401, INVALID);
  };
  app.decorateRequest("apiKeyCaller", null);
  app.addHook("onRequest", async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (typeof access !== "object" || !("apiKey" in access)) return;
    // The answer is per key: never stored by a shared cache.
    reply.header("cache-control", "private, no-cache");
    const header = request.headers.authorization;
    if (!header) throw new HttpError(401, MISSING);
    const secret = BEARER.exec(header.trim())?.[1];
    if (!secret) return refuse();

    const [key] = await queryRows<KeyRow>(
      db,
      sql`select id, reference_id, permissions, enabled, expires_at, rate_limit_enabled, rate_limit_max,
            rate_limit_time_window
          from apikey where key = ${await defaultKeyHasher(secret)}`,
    );
    const now = app.clock();
    if (!key?.enabled || (key.expires_at && rowDate(key.expires_at) <= now)) return refuse();
    const scope = scopeOf(key.permissions);
    if (!scope) return refuse();
    if (key.rate_limit_enabled && key.rate_limit_max !== null && key.rate_limit_time_window !== null) {
      const counted = await countRequest(`${KEY_LIMIT_PREFIX}${key.id}`, key.rate_limit_time_window);
      if (counted.current > key.rate_limit_max) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(counted.ttl / 1000))));
        throw new HttpError(429, "This API key has made too many requests: try again after the Retry-After seconds");
      }
    }
    if (access.apiKey === "write" && scope !== "write") {
      throw new HttpError(403, "This API key is read-only: this request needs a key with write scope");
    }
    request.apiKeyCaller = { id: key.id, organizationId: key.reference_id, scope };
    usage.record({
      keyId: key.id,
      organizationId: key.reference_id,
      route: `${request.method} ${request.routeOptions.url}`,
      at: now,
    });
  });
}
