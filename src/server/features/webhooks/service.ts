import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  TEST_EVENT_TYPE,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointCreated,
  type WebhookEndpointUpdate,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
} from "../../../contracts/webhooks";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { badRequest, conflict, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { wakeDeliveries } from "../../platform/events/record-event";
import { checkTargetUrl, RefusedTarget, resolveTarget, targetPolicyFor } from "../../platform/events/safe-request";
import { sealSecret } from "../../platform/events/secret-box";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";

/**
 * An organisation's webhook endpoints (issue 23 item 5, decision 305): registered by its owners and
 * admins at /organization/settings, each with the events it receives and a signing secret shown once.
 * Deliveries come from the event outbox (platform/events).
 */

export interface Actor {
  id: string;
  ip: string | null;
}

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  created_at: Date | string;
  last_status: "pending" | "delivered" | "failed" | null;
  last_response_status: number | null;
  last_at: Date | string | null;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabled_reason,
  consecutiveFailures: row.consecutive_failures,
  createdAt: rowIso(row.created_at),
  lastDelivery:
    row.last_status && row.last_at
      ? { status: row.last_status, responseStatus: row.last_response_status, at: rowIso(row.last_at) }
      : null,
});

const endpointColumns = sql`w.id, w.url, w.description, w.events, w.enabled, w.disabled_reason, w.consecutive_failures, w.created_at,
  last.status as last_status, last.response_status as last_response_status, last.at as last_at`;
const lastDelivery = sql`left join lateral (
    select d.status, d.response_status, coalesce(d.last_attempt_at, d.created_at) as at
    from event_deliveries d where d.endpoint_id = w.id order by d.id desc limit 1
  ) last on true`;

export const eventTypeChoices = () => WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] }));

export async function listEndpoints(db: Db, organizationId: string) {
  const rows = await queryRows<EndpointRow>(
    db,
    sql`select ${endpointColumns} from webhook_endpoints w ${lastDelivery}
        where w.organization_id = ${organizationId} order by w.created_at, w.id`,
  );
  return { items: rows.map(toEndpoint), eventTypes: eventTypeChoices() };
}

async function endpointOf(db: Db, organizationId: string, endpointId: string): Promise<WebhookEndpoint> {
  const [row] = await queryRows<EndpointRow>(
    db,
    sql`select ${endpointColumns} from webhook_endpoints w ${lastDelivery}
        where w.organization_id = ${organizationId} and w.id = ${endpointId}`,
  );
  // Another organisation's endpoint is as absent as one that never was.
  if (!row) throw notFound("Webhook endpoint not found");
  return toEndpoint(row);
}

/**
 * In production the address must be https and resolve to public addresses only (checked by resolving
 * it now, and again at each delivery); elsewhere only its form is checked (a receiver on loopback).
 */
export async function checkEndpointAddress(config: AppConfig, url: string, field = "url") {
  try {
    const policy = targetPolicyFor(config);
    if (policy.publicOnly) await resolveTarget(url, policy);
    else checkTargetUrl(url, policy);
  } catch (err) {
    if (err instanceof RefusedTarget)
      throw badRequest(`${field}: ${err.message}`, [{ path: field, message: err.message }]);
    throw err;
  }
}

const newSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

export async function createEndpoint(
  db: Db,
  config: AppConfig,
  organizationId: string,
  input: WebhookEndpointCreate,
  actor: Actor,
): Promise<WebhookEndpointCreated> {
  const body = webhookEndpointCreateSchema.parse(input);
  await checkEndpointAddress(config, body.url);
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from webhook_endpoints where organization_id = ${organizationId}`,
  );
  if (count >= 20) throw conflict("An organisation can have at most 20 webhook endpoints");
  const id = `whep_${randomUUID().replace(/-/g, "")}`;
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_endpoints (id, organization_id, url, description, events, secret_ciphertext, created_by)
      values (${id}, ${organizationId}, ${body.url}, ${body.description ?? ""}, ${`{${body.events.join(",")}}`}::text[],
        ${sealSecret(config.authSecret, secret)}, ${actor.id})
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "webhook.created",
      targetType: "webhook_endpoint",
      targetId: id,
      details: { url: body.url, events: body.events },
      ipAddress: actor.ip,
    });
  });
  return { ...(await endpointOf(db, organizationId, id)), secret };
}

export async function updateEndpoint(
  db: Db,
  config: AppConfig,
  organizationId: string,
  endpointId: string,
  input: BodyAfterLookup<WebhookEndpointUpdate>,
  actor: Actor,
): Promise<WebhookEndpoint> {
  const before = await endpointOf(db, organizationId, endpointId);
  const body = webhookEndpointUpdateSchema.parse(readBody(input));
  if (body.url !== undefined) await checkEndpointAddress(config, body.url);
  const enabling = body.enabled === true && !before.enabled;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update webhook_endpoints set
        url = coalesce(${body.url ?? null}, url),
        description = coalesce(${body.description ?? null}, description),
        events = coalesce(${body.events ? `{${body.events.join(",")}}` : null}::text[], events),
        enabled = coalesce(${body.enabled ?? null}::boolean, enabled),
        disabled_reason = case when ${body.enabled ?? null}::boolean is not null then null else disabled_reason end,
        consecutive_failures = case when ${enabling} then 0 else consecutive_failures end,
        failing_since = case when ${enabling} then null else failing_since end,
        updated_at = now()
      where id = ${endpointId} and organization_id = ${organizationId}
    `);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action:
        body.enabled === false
          ? "webhook.disabled"
          : body.enabled === true && enabling
            ? "webhook.enabled"
            : "webhook.updated",
      targetType: "webhook_endpoint",
      targetId: endpointId,
      details: Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      ipAddress: actor.ip,
    });
  });
  return endpointOf(db, organizationId, endpointId);
}

export async function deleteEndpoint(db: Db, organizationId: string, endpointId: string, actor: Actor) {
  const endpoint = await endpointOf(db, organizationId, endpointId);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from webhook_endpoints where id = ${endpointId} and organization_id = ${organizationId}`,
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "webhook.deleted",
      targetType: "webhook_endpoint",
      targetId: endpointId,
      details: { url: endpoint.url },
      ipAddress: actor.ip,
    });
  });
}

interface DeliveryRow {
  id: number | string;
  event_id: number | string;
  type: string;
  status: WebhookDelivery["status"];
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: Date | string;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string;
  replay_of: number | string | null;
}

export async function listDeliveries(
  db: Db,
  organizationId: string,
  endpointId: string,
  query: { cursor?: string; limit: number },
) {
  await endpointOf(db, organizationId, endpointId);
  const before = query.cursor ? Number(query.cursor) : null;
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select d.id, d.event_id, e.type, d.status, d.attempts, d.response_status, d.last_error, d.created_at,
          d.last_attempt_at, d.next_attempt_at, d.replay_of
        from event_deliveries d join event_outbox e on e.id = d.event_id
        where d.endpoint_id = ${endpointId} and d.organization_id = ${organizationId}
          ${before === null ? sql`` : sql`and d.id < ${before}`}
        order by d.id desc limit ${query.limit + 1}`,
  );
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(
      (row): WebhookDelivery => ({
        id: Number(row.id),
        eventId: Number(row.event_id),
        eventType: row.type,
        status: row.status,
        attempts: row.attempts,
        responseStatus: row.response_status,
        error: row.last_error,
        createdAt: rowIso(row.created_at),
        lastAttemptAt: row.last_attempt_at === null ? null : rowIso(row.last_attempt_at),
        nextAttemptAt: row.status === "pending" ? rowIso(row.next_attempt_at) : null,
        replayOf: row.replay_of === null ? null : Number(row.replay_of),
      }),
    ),
    nextCursor: rows.length > query.limit ? String(page[page.length - 1].id) : null,
  };
}

async function enabledEndpoint(db: Db, organizationId: string, endpointId: string) {
  const endpoint = await endpointOf(db, organizationId, endpointId);
  if (!endpoint.enabled) throw conflict("This endpoint is switched off: switch it on first");
  return endpoint;
}

/** A "webhook.test" event for this endpoint alone. */
export async function sendTestEvent(db: Db, organizationId: string, endpointId: string, now: Date) {
  await enabledEndpoint(db, organizationId, endpointId);
  const payload = { message: "A test event from PIVOT Learning", organizationId, endpointId };
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`with event as (
          insert into event_outbox (organization_id, type, payload, created_at)
          values (${organizationId}, ${TEST_EVENT_TYPE}, ${JSON.stringify(payload)}::jsonb, ${now}) returning id
        )
        insert into event_deliveries (event_id, organization_id, destination, endpoint_id, next_attempt_at, created_at)
        select id, ${organizationId}, 'webhook', ${endpointId}, ${now}, ${now} from event returning id`,
  );
  const deliveryId = Number(row.id);
  wakeDeliveries(db, [deliveryId]);
  return { deliveryId };
}

/** The delivery's event again, as a new delivery to the same endpoint. */
export async function replayDelivery(
  db: Db,
  organizationId: string,
  endpointId: string,
  deliveryId: number,
  now: Date,
) {
  await enabledEndpoint(db, organizationId, endpointId);
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into event_deliveries (event_id, organization_id, destination, endpoint_id, next_attempt_at, created_at, replay_of)
        select d.event_id, d.organization_id, 'webhook', d.endpoint_id, ${now}, ${now}, d.id
        from event_deliveries d
        where d.id = ${deliveryId} and d.endpoint_id = ${endpointId} and d.organization_id = ${organizationId}
        returning id`,
  );
  if (!row) throw notFound("Delivery not found");
  const id = Number(row.id);
  wakeDeliveries(db, [id]);
  return { deliveryId: id };
}
