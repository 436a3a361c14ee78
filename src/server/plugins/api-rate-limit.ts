import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { isApiRequest } from "./route-path";

/** The rows of this limit share Better Auth's `rate_limit` table, under keys no client address can spell. */
export const API_RATE_LIMIT_KEY_PREFIX = "api|";

/**
 * One atomic statement per request: a new window starts when the last one has ended, otherwise the
 * count goes up by one. The database's clock, so every process counts the same windows.
 * `last_request` holds when the current window started (ms since the epoch).
 */
const COUNT_REQUEST = `
  with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now)
  insert into rate_limit (id, key, count, last_request)
  select $1, $1, 1, clock.now from clock
  on conflict (key) do update set
    count = case when rate_limit.last_request + $2 <= excluded.last_request then 1 else rate_limit.count + 1 end,
    last_request = case when rate_limit.last_request + $2 <= excluded.last_request
      then excluded.last_request else rate_limit.last_request end
  returning count, last_request, (select now from clock) as now`;

/** Windows of the API limit (and Better Auth's) that ended a day ago: removed by a daily task. */
export const EXPIRED_RATE_LIMITS = `
  delete from rate_limit where last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - 86400000`;

/**
 * The API limit's counters in the database (issue 29 item 11): every process behind the load
 * balancer counts against the same row per client address. Used when REDIS_URL is not set.
 */
export function databaseRateLimitStore(database: Database) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = API_RATE_LIMIT_KEY_PREFIX,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      database
        .rawQuery<{ count: number; last_request: string | number; now: string | number }>(COUNT_REQUEST, [
          `${this.prefix}${key}`,
          timeWindow,
        ])
        .then(([row]) => {
          const ttl = Number(row.last_request) + timeWindow - Number(row.now);
          callback(null, { current: Number(row.count), ttl: Math.max(ttl, 0) });
        }, callback);
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
