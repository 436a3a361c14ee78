import type { Database } from "../../db/client";

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

/** Windows that ended a day ago (every counter's, Better Auth's too): removed by a daily task. */
export const EXPIRED_RATE_LIMITS = `
  delete from rate_limit where last_request < (extract(epoch from clock_timestamp()) * 1000)::bigint - 86400000`;

/** A request's place in its window: its count (1 = the window's first) and the milliseconds left. */
export interface Counted {
  current: number;
  ttl: number;
}

/**
 * Fixed-window request counters in the `rate_limit` table, shared by every process on the database.
 *
 * Requests for one key that arrive while its statement is under way wait for the next one, which adds
 * them all at once (decision 224): each learns the count it would have had counted alone, so the limit
 * is as exact as one statement per request, and a busy client costs one statement per round trip
 * instead of queueing every request on its row's lock.
 */
export function windowCounter(database: Database) {
  type Waiting = { resolve: (counted: Counted) => void; reject: (error: Error) => void };
  /** Per key: the requests waiting for the next statement, and whether one is under way. */
  const batches = new Map<string, { running: boolean; waiting: Waiting[] }>();

  function run(key: string, timeWindow: number) {
    const batch = batches.get(key);
    if (!batch || batch.running || batch.waiting.length === 0) return;
    const waiting = batch.waiting;
    batch.waiting = [];
    batch.running = true;
    database
      .rawQuery<{ count: number; last_request: string | number; now: string | number }>(COUNT_REQUESTS, [
        key,
        timeWindow,
        waiting.length,
      ])
      .then(
        ([row]) => {
          const ttl = Math.max(Number(row.last_request) + timeWindow - Number(row.now), 0);
          const last = Number(row.count);
          for (const [i, request] of waiting.entries()) {
            request.resolve({ current: last - (waiting.length - 1 - i), ttl });
          }
        },
        (error: Error) => {
          for (const request of waiting) request.reject(error);
        },
      )
      .finally(() => {
        batch.running = false;
        if (batch.waiting.length > 0) run(key, timeWindow);
        else batches.delete(key);
      });
  }

  /** Counts one request under `key` in a window of `timeWindow` milliseconds. */
  return function count(key: string, timeWindow: number): Promise<Counted> {
    return new Promise((resolve, reject) => {
      let batch = batches.get(key);
      if (!batch) {
        batch = { running: false, waiting: [] };
        batches.set(key, batch);
      }
      batch.waiting.push({ resolve, reject });
      run(key, timeWindow);
    });
  };
}
