import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { type Counted, windowCounter } from "../platform/http/window-counter";
import { isApiRequest } from "./route-path";

/** The rows of this limit share Better Auth's `rate_limit` table, under keys no client address can spell. */
export const API_RATE_LIMIT_KEY_PREFIX = "api|";

type Callback = (error: Error | null, result?: Counted) => void;

/**
 * The API limit's counters in the database (issue 29 item 11): every process behind the load
 * balancer counts against the same row per client address. Used when REDIS_URL is not set.
 */
export function databaseRateLimitStore(database: Database) {
  const count = windowCounter(database);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = API_RATE_LIMIT_KEY_PREFIX,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      count(`${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** A route with a limit of its own counts under its own keys (as @fastify/rate-limit's stores do). */
    child(routeOptions: object) {
      const info = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo;
      const route = info ? `${info.method}${info.url}|` : "";
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route}`);
    }
  };
}

/**
 * The general API limit, `config.apiRateLimit` requests a minute per client address, counted where
 * every server process sees it: Redis when REDIS_URL is set, otherwise the database (DESIGN §6).
 */
export async function registerApiRateLimit(app: FastifyInstance, config: AppConfig, database: Database) {
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    let lastWarning = 0;
    redis.on("error", (error) => {
      // ioredis reconnects on its own; one line a minute, not one per attempt.
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn(`Redis (API rate limit): ${error.message}`);
    });
    const client = redis;
    app.addHook("onClose", async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.apiRateLimit,
    timeWindow: "1 minute",
    allowList: (request) => !isApiRequest(request),
    ...(redis ? { redis, nameSpace: "pivot-api-rate-limit:" } : { store: databaseRateLimitStore(database) }),
    // The counter's store unreachable: the request is served (a database outage answers 503 anyway).
    skipOnError: true,
    // The limit's headers only on a refusal (with Retry-After): not on every answer.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${context.after}`,
    }),
  });
}
