import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { isApiRequest } from "./route-path";

/** The rows of this limit share Better Auth's `rate_limit` table, under keys no client address can spell. */
export const API_RATE_LIMIT_KEY_PREFIX = "api|";

/**
 * One atomic statement adds `$3` requests: a new window starts when the last one has ended, otherwise
 * the count goes up. The database's clock, so every process counts the same windows.
 * `last_request` holds when the current window started (ms since the epoch).
 *
 * Its commit does not wait for the disk (`synchronous_commit` off for this statement's transaction
 * alone, decision 224): every request from one address updates the same row, and a commit that waited
 * for the WAL flush held that row's lock for the flush. A crash can lose the last fraction of a second
 * of counts, which only makes the limit briefly lenient.
 */
const COUNT_REQUESTS = `
  with clock as (
    select (extract(epoch from clock_timestamp()) * 1000)::bigint as now,
      set_config('synchronous_commit', 'off', true) as relaxed
  )
  insert into rate_limit (id, key, count, last_request)
  select $1, $1, $3, clock.now from clock
  on conflict (key) do update set
    count = case when rate_limit.last_request + $2 <= excluded.last_request
      then excluded.count else rate_limit.count + excluded.count end,
    last_request = case when rate_limit.last_request + $2 <= excluded.last_request
      then excluded.last_request else rate_limit.last_request end
  returning count, last_request, (select now from clock) as now`;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows of the API limit (and Better Auth's) that ended a day ago: removed by a daily task. */
export const EXPIRED_RATE_LIMITS = `
  delete from rate_limit where last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - 86400000`;

/**
 * The API limit's counters in the database (issue 29 item 11): every process behind the load
 * balancer counts against the same row per client address. Used when REDIS_URL is not set.
 *
 * Requests for one key that arrive while its statement is under way wait for the next one, which adds
 * them all at once (decision 224): each learns the count it would have had counted alone, so the limit
 * is as exact as one statement per request, and a busy client costs one statement per round trip
 * instead of queueing every request on its row's lock.
 */
export function databaseRateLimitStore(database: Database) {
  /** Per key: the requests waiting for the next statement, and whether one is under way. */
  const batches = new Map<string, { running: boolean; waiting: Counted[] }>();

  function count(key: string, timeWindow: number) {
    const batch = batches.get(key);
    if (!batch || batch.running || batch.waiting.length === 0) return;
    const callbacks = batch.waiting;
    batch.waiting = [];
    batch.running = true;
    database
      .rawQuery<{ count: number; last_request: string | number; now: string | number }>(COUNT_REQUESTS, [
        key,
        timeWindow,
        callbacks.length,
      ])
      .then(
        ([row]) => {
          const ttl = Math.max(Number(row.last_request) + timeWindow - Number(row.now), 0);
          const last = Number(row.count);
          for (const [i, callback] of callbacks.entries()) {
            callback(null, { current: last - (callbacks.length - 1 - i), ttl });
          }
        },
        (error: Error) => {
          for (const callback of callbacks) callback(error);
        },
      )
      .finally(() => {
        batch.running = false;
        if (batch.waiting.length > 0) count(key, timeWindow);
        else batches.delete(key);
      });
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = API_RATE_LIMIT_KEY_PREFIX,
    ) {}

    incr(key: string, callback: Counted, timeWindow: number) {
      const full = `${this.prefix}${key}`;
      let batch = batches.get(full);
      if (!batch) {
        batch = { running: false, waiting: [] };
        batches.set(full, batch);
      }
      batch.waiting.push(callback);
      count(full, timeWindow);
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
