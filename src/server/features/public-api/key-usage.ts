import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/**
 * Organisation API keys' use, counted without a write per request (issue 44 item 3; decision 409).
 * A request adds one to this process's count for its key, hour and route, and keeps the key's
 * last-used time; every few seconds the counts are added to `api_key_usage` and the last-used times
 * set on the keys, in two statements whatever the traffic. Once an hour is over, one `api_key.used`
 * audit entry per key says how many requests it made in that hour and on which routes.
 */

/** How often each process writes what it counted: the last-used time shown is at most this old. */
export const KEY_USAGE_FLUSH_MS = 5_000;
/** An hour is audited this long after it ends, so every process has written its counts by then. */
const AUDIT_GRACE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface KeyUse {
  keyId: string;
  organizationId: string;
  /** The route's method and pattern: "GET /api/v1/members/:personId". */
  route: string;
  at: Date;
}

export interface KeyUsageRecorder {
  record(use: KeyUse): void;
  /** Writes what this process has counted since the last flush. */
  flush(): Promise<void>;
  /** One audit entry per key and hour for the hours that ended before `now` (less the grace); their number. */
  auditFinishedHours(now: Date): Promise<number>;
  /** Flushes (and audits) every few seconds until `stop`, which flushes once more. */
  start(clock: () => Date): void;
  stop(): Promise<void>;
}

interface HourCount {
  organizationId: string;
  keyId: string;
  hour: Date;
  route: string;
  requests: number;
}

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export function createKeyUsageRecorder(db: Db, log: FastifyBaseLogger): KeyUsageRecorder {
  let counts = new Map<string, HourCount>();
  let lastUsed = new Map<string, Date>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> | null = null;

  async function write(batch: HourCount[], used: Map<string, Date>) {
    if (batch.length > 0) {
      const rows = batch.map(
        (c) => sql`(${c.organizationId}, ${c.keyId}, ${c.hour.toISOString()}::timestamptz, ${c.route}, ${c.requests})`,
      );
      await db.execute(sql`
        insert into api_key_usage (organization_id, key_id, hour, route, requests)
        values ${sql.join(rows, sql`, `)}
        on conflict (key_id, hour, route) do update set requests = api_key_usage.requests + excluded.requests`);
    }
    if (used.size > 0) {
      const rows = [...used].map(([id, at]) => sql`(${id}, ${at.toISOString()}::timestamptz)`);
      await db.execute(sql`
        update apikey k set last_request = greatest(k.last_request, v.at)
        from (values ${sql.join(rows, sql`, `)}) as v(id, at)
        where k.id = v.id`);
    }
  }

  async function flushOnce() {
    const batch = [...counts.values()];
    const used = lastUsed;
    counts = new Map();
    lastUsed = new Map();
    try {
      await write(batch, used);
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const c of batch) add(c.organizationId, c.keyId, c.hour, c.route, c.requests);
      for (const [id, at] of used) keepLastUsed(id, at);
      throw error;
    }
  }

  function add(organizationId: string, keyId: string, hour: Date, route: string, requests: number) {
    const id = `${keyId}|${hour.getTime()}|${route}`;
    const known = counts.get(id);
    if (known) known.requests += requests;
    else counts.set(id, { organizationId, keyId, hour, route, requests });
  }

  function keepLastUsed(keyId: string, at: Date) {
    const known = lastUsed.get(keyId);
    if (!known || known < at) lastUsed.set(keyId, at);
  }

  const recorder: KeyUsageRecorder = {
    record(use) {
      add(use.organizationId, use.keyId, hourOf(use.at), use.route, 1);
      keepLastUsed(use.keyId, use.at);
    },

    flush() {
      // One flush at a time: a caller arriving during one waits for it, then writes what came since.
      const run = (flushing ?? Promise.resolve()).catch(() => {}).then(flushOnce);
      flushing = run;
      run
        .finally(() => {
          if (flushing === run) flushing = null;
        })
        .catch(() => {});
      return run;
    },

    async auditFinishedHours(now) {
      const cutoff = new Date(now.getTime() - AUDIT_GRACE_MS - HOUR_MS);
      // Rows another process is auditing at the same moment are locked, then skipped (no longer unaudited).
      const audited = await queryRows<{ id: number }>(
        db,
        sql`
        with done as (
          update api_key_usage set audited = true
          where not audited and hour <= ${cutoff.toISOString()}::timestamptz
          returning organization_id, key_id, hour, route, requests
        )
        insert into audit_log (organization_id, actor_id, action, target_type, target_id, details)
        select organization_id, null, 'api_key.used', 'api_key', key_id,
          jsonb_build_object(
            'hourStarting', to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'requests', sum(requests),
            'routes', jsonb_object_agg(route, requests order by route))
        from done
        group by organization_id, key_id, hour
        returning id`,
      );
      return audited.length;
    },

    start(clock) {
      if (timer) return;
      let lastAudit = 0;
      timer = setInterval(() => {
        recorder
          .flush()
          .then(async () => {
            const now = clock();
            if (now.getTime() - lastAudit < AUDIT_GRACE_MS) return;
            lastAudit = now.getTime();
            await recorder.auditFinishedHours(now);
          })
          .catch((error: Error) => log.warn(`API key usage not written yet: ${error.message}`));
      }, KEY_USAGE_FLUSH_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await recorder.flush().catch((error: Error) => log.warn(`API key usage lost at shutdown: ${error.message}`));
    },
  };
  return recorder;
}
