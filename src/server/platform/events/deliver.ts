import XAPI from "@xapi/xapi";
import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { AgentFormat } from "../../../contracts/webhooks";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { PlatformError, sendLtiScore } from "../lti/platform-client";
import { mailLink, queueMail } from "../mail/queue-mail";
import { RefusedTarget, safeRequest, targetPolicyFor } from "./safe-request";
import { openSecret } from "./secret-box";
import { statementOf } from "./xapi-statements";

/**
 * The "event-deliveries" job (issue 23 items 5 and 6, decision 305): one attempt at one delivery of
 * the outbox — a signed webhook (Standard Webhooks) or an xAPI statement to the organisation's
 * learning record store. A failed attempt is logged on the delivery (status code, reason) and tried
 * again on an exponential back-off spread over 24 hours (the 5-minute sweep queues what is due);
 * after the last attempt it is marked failed. A webhook endpoint whose deliveries have all failed for
 * a day is switched off and its organisation's owners are e-mailed. Nothing a learner waits for runs here.
 */

/** Seconds after each failed attempt before the next: 1 min, 5 min, 30 min, 2 h, 5 h, 8 h, 8 h (≈ 24 h in all). */
export const BACKOFF_SECONDS = [60, 300, 1_800, 7_200, 18_000, 28_800, 28_800] as const;
export const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;
export const DELIVERY_TIMEOUT_MS = 5_000;
/** An endpoint failing everything for this long when a delivery gives up is switched off. */
const DISABLE_AFTER_MS = 23 * 3_600_000;
/** How long an attempt in flight keeps the delivery from being queued again. */
const LEASE_MS = 120_000;

/** The delivery log's reason for any failure to connect or to get an HTTP answer in time. */
export const CONNECTION_FAILED = "Could not connect: no HTTP answer from the receiver within the time limit";

export type DeliveryResult = "delivered" | "retrying" | "failed" | "skipped";

export interface DeliverOptions {
  now?: Date;
  timeoutMs?: number;
  /** Refuse plain http and non-public addresses outside production too (always on in production). */
  publicOnly?: boolean;
  /** How long to wait for a delivery row another transaction has not committed yet. */
  waitForRowMs?: number;
}

interface ClaimedDelivery {
  id: number | string;
  event_id: number | string;
  organization_id: string;
  destination: "webhook" | "xapi" | "lti";
  endpoint_id: string | null;
  lti_launch_id: number | string | null;
  attempts: number;
  type: string;
  payload: Record<string, unknown>;
  event_created_at: Date | string;
}

/** What one attempt sends, and how: the claimed delivery, its event, and the network rules for the request. */
interface Attempt {
  claimed: ClaimedDelivery;
  event: { id: number; type: string; payload: Record<string, unknown>; createdAt: Date };
  policy: { publicOnly: boolean; timeoutMs: number };
}

class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(db: Db, deliveryId: number, now: Date): Promise<ClaimedDelivery | null> {
  const [row] = await queryRows<ClaimedDelivery>(
    db,
    sql`update event_deliveries d set attempts = d.attempts + 1, last_attempt_at = ${now},
          next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
        from event_outbox e
        where d.id = ${deliveryId} and e.id = d.event_id and d.status = 'pending' and d.next_attempt_at <= ${now}
        returning d.id, d.event_id, d.organization_id, d.destination, d.endpoint_id, d.lti_launch_id, d.attempts, e.type, e.payload,
          e.created_at as event_created_at`,
  );
  return row ?? null;
}

/** One attempt at a stored delivery; answers what became of it. */
export async function deliverEvent(
  db: Db,
  config: AppConfig,
  deliveryId: number,
  options: DeliverOptions = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  let claimed = await claim(db, deliveryId, now);
  // Woken before the recording transaction committed (PostgreSQL): wait a moment for the row.
  const deadline = Date.now() + (options.waitForRowMs ?? 3_000);
  while (!claimed && Date.now() < deadline) {
    const [exists] = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from event_deliveries where id = ${deliveryId}`,
    );
    if (exists) break;
    await sleep(50);
    claimed = await claim(db, deliveryId, options.now ?? new Date());
  }
  if (!claimed) return "skipped";

  // Tests may ask for production's rules; nothing turns them off in production.
  const publicOnly = targetPolicyFor(config).publicOnly || options.publicOnly === true;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const attempt: Attempt = {
    claimed,
    event: {
      id: Number(claimed.event_id),
      type: claimed.type,
      payload: claimed.payload,
      createdAt: rowDate(claimed.event_created_at),
    },
    policy: { publicOnly, timeoutMs },
  };
  try {
    const status =
      claimed.destination === "webhook"
        ? await sendWebhook(db, config, attempt)
        : claimed.destination === "lti"
          ? await sendScore(db, config, attempt)
          : await sendStatement(db, config, attempt);
    await db.execute(sql`
      update event_deliveries set status = 'delivered', delivered_at = ${now}, response_status = ${status},
        last_error = null, next_attempt_at = ${now}
      where id = ${deliveryId}
    `);
    if (claimed.endpoint_id)
      await db.execute(sql`
        update webhook_endpoints set consecutive_failures = 0, failing_since = null where id = ${claimed.endpoint_id}
      `);
    return "delivered";
  } catch (err) {
    const failure =
      err instanceof DeliveryFailure
        ? err
        : err instanceof RefusedTarget
          ? new DeliveryFailure(`Refused: ${err.message}`)
          : // One reason for every failure below HTTP (refused, reset, timed out, TLS): the log must not
            // tell an organisation which ports of a host are open, closed or speak TLS (issue 43 item 5).
            new DeliveryFailure(CONNECTION_FAILED);
    return recordFailure(db, claimed, failure, now);
  }
}

async function recordFailure(
  db: Db,
  claimed: ClaimedDelivery,
  failure: DeliveryFailure,
  now: Date,
): Promise<DeliveryResult> {
  const permanent = failure.status === -1;
  const givingUp = permanent || claimed.attempts >= MAX_ATTEMPTS;
  const next = givingUp ? now : new Date(now.getTime() + BACKOFF_SECONDS[claimed.attempts - 1] * 1000);
  const reason = failure.message.slice(0, 500);
  await db.execute(sql`
    update event_deliveries set status = ${givingUp ? "failed" : "pending"}, response_status = ${failure.status !== null && failure.status > 0 ? failure.status : null},
      last_error = ${reason}, next_attempt_at = ${next}
    where id = ${Number(claimed.id)}
  `);
  if (claimed.endpoint_id && !permanent) {
    const [endpoint] = await queryRows<{ failing_since: Date | string; url: string; enabled: boolean }>(
      db,
      sql`update webhook_endpoints set consecutive_failures = consecutive_failures + 1,
            failing_since = coalesce(failing_since, ${now})
          where id = ${claimed.endpoint_id}
          returning failing_since, url, enabled`,
    );
    if (givingUp && endpoint?.enabled && now.getTime() - rowDate(endpoint.failing_since).getTime() >= DISABLE_AFTER_MS)
      await disableFailingEndpoint(db, claimed, endpoint.url, rowDate(endpoint.failing_since));
  }
  return givingUp ? "failed" : "retrying";
}

/** Switches off an endpoint that has failed every delivery for a day and tells the organisation's owners. */
async function disableFailingEndpoint(db: Db, claimed: ClaimedDelivery, url: string, failingSince: Date) {
  const reason = `Every delivery failed since ${failingSince.toISOString()}; switched off after ${MAX_ATTEMPTS} attempts of the last one`;
  const [changed] = await queryRows<{ id: string }>(
    db,
    sql`update webhook_endpoints set enabled = false, disabled_reason = ${reason}, updated_at = now()
        where id = ${claimed.endpoint_id} and enabled returning id`,
  );
  if (!changed) return;
  await db.execute(sql`
    update event_deliveries set status = 'failed', last_error = 'The endpoint was switched off after repeated failures'
    where endpoint_id = ${claimed.endpoint_id} and status = 'pending'
  `);
  const owners = await queryRows<{ id: string; email: string; org_name: string }>(
    db,
    sql`select u.id, u.email, o.name as org_name from member m join "user" u on u.id = m.user_id
        join organization o on o.id = m.organization_id
        where m.organization_id = ${claimed.organization_id} and m.role = 'owner'`,
  );
  for (const owner of owners)
    await queueMail(db, {
      to: owner.email,
      userId: owner.id,
      idempotencyKey: `webhook-disabled:${claimed.endpoint_id}:${failingSince.toISOString()}`,
      category: "essential",
      template: "webhook-disabled",
      content: {
        subject: `A webhook endpoint of ${owner.org_name} was switched off`,
        heading: "A webhook endpoint kept failing",
        paragraphs: [
          `Every delivery to ${url} has failed since ${failingSince.toUTCString()}, so we have switched the endpoint off and stopped sending to it.`,
          "The delivery log shows each answer's status code and the reason. Once the receiver works again, switch the endpoint back on and replay the deliveries you need.",
        ],
        action: { label: "Open the webhook settings", url: mailLink(db, "/organization/settings") },
      },
    });
}

async function sendWebhook(db: Db, config: AppConfig, { claimed, event, policy }: Attempt): Promise<number> {
  const [endpoint] = await queryRows<{ url: string; secret_ciphertext: string; enabled: boolean }>(
    db,
    sql`select url, secret_ciphertext, enabled from webhook_endpoints where id = ${claimed.endpoint_id}`,
  );
  if (!endpoint) throw new DeliveryFailure("The endpoint was deleted", -1);
  if (!endpoint.enabled) throw new DeliveryFailure("The endpoint is switched off", -1);
  const body = JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.payload });
  const messageId = `msg_${event.id}`;
  // Signed at the moment of sending (receivers refuse a timestamp far from their clock); `now` schedules.
  const sentAt = new Date();
  const signature = new Webhook(openSecret(config.authSecret, endpoint.secret_ciphertext)).sign(
    messageId,
    sentAt,
    body,
  );
  const response = await safeRequest(
    endpoint.url,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "PIVOT-Learning-Webhooks/1.0",
        "webhook-id": messageId,
        "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
    },
    policy,
  );
  if (response.status >= 300 && response.status < 400)
    throw new DeliveryFailure(
      `Redirect (${response.status}${response.headers.location ? ` to ${response.headers.location}` : ""}) not followed: give the endpoint's final address`,
      response.status,
    );
  if (response.status < 200 || response.status >= 300)
    throw new DeliveryFailure(`The receiver answered HTTP ${response.status}`, response.status);
  return response.status;
}

async function sendStatement(db: Db, config: AppConfig, { claimed, event, policy }: Attempt): Promise<number> {
  const [store] = await queryRows<{
    endpoint: string;
    key: string;
    secret_ciphertext: string;
    agent_format: AgentFormat;
  }>(
    db,
    sql`select endpoint, key, secret_ciphertext, agent_format from learning_record_stores
        where organization_id = ${claimed.organization_id}`,
  );
  if (!store) throw new DeliveryFailure("The organisation no longer has a learning record store", -1);
  const userId = typeof event.payload.userId === "string" ? event.payload.userId : null;
  const [person] = userId
    ? await queryRows<{ id: string; email: string; name: string | null }>(
        db,
        sql`select id, email, name from "user" where id = ${userId}`,
      )
    : [];
  if (!person) throw new DeliveryFailure("The person no longer has an account", -1);
  const statement = statementOf(event, person, store.agent_format, config.baseUrl);
  if (!statement) throw new DeliveryFailure(`Events of type ${event.type} are not sent as xAPI`, -1);
  let answered = 0;
  const xapi = new XAPI({
    endpoint: store.endpoint.endsWith("/") ? store.endpoint : `${store.endpoint}/`,
    auth: XAPI.toBasicAuth(store.key, openSecret(config.authSecret, store.secret_ciphertext)),
    version: "1.0.3",
    // Our request: the same SSRF rules, timeout and no redirects as webhooks.
    adapter: (async (request: { url: string; method: string; headers?: Record<string, unknown>; data?: unknown }) => {
      const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k, String(v)]));
      const response = await safeRequest(
        request.url,
        {
          method: request.method,
          headers,
          body:
            request.data === undefined
              ? undefined
              : typeof request.data === "string"
                ? request.data
                : JSON.stringify(request.data),
        },
        policy,
      );
      answered = response.status;
      // 409: a statement with this id is already stored (an earlier attempt reached it).
      if ((response.status < 200 || response.status >= 300) && response.status !== 409)
        throw new DeliveryFailure(
          response.status >= 300 && response.status < 400
            ? `Redirect (${response.status}) not followed`
            : `The learning record store answered HTTP ${response.status}`,
          response.status,
        );
      let data: unknown = response.body;
      try {
        data = JSON.parse(response.body);
      } catch {}
      return { data, headers: response.headers, status: response.status };
    }) as never,
  });
  await xapi.sendStatement({ statement: statement as never });
  return answered;
}

/** Issue 24 (decision 330): an AGS score to the LMS line item of the launch the delivery names. */
async function sendScore(db: Db, config: AppConfig, { claimed, event, policy }: Attempt): Promise<number> {
  if (claimed.lti_launch_id === null) throw new DeliveryFailure("The delivery names no LTI launch", -1);
  try {
    return await sendLtiScore(db, config, Number(claimed.lti_launch_id), event, policy);
  } catch (err) {
    if (err instanceof PlatformError) throw new DeliveryFailure(err.message, err.status);
    throw err;
  }
}

/** Deliveries whose next attempt is due (the sweep queues them: retries, and wake-ups that were lost). */
export async function dueDeliveries(db: Db, now = new Date()): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`select id from event_deliveries where status = 'pending' and next_attempt_at <= ${now}
        order by next_attempt_at limit 1000`,
  );
  return rows.map((row) => Number(row.id));
}

/** Events older than 30 days whose deliveries are all finished (the retention task). */
export async function deleteFinishedEvents(db: Db, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from event_outbox e where e.created_at < ${new Date(now.getTime() - 30 * 86_400_000)}
        and not exists (select 1 from event_deliveries d where d.event_id = e.id and d.status = 'pending')
        returning 1 as id`,
  );
  return rows.length;
}
