import { is, SQL, sql } from "drizzle-orm";
import { type EventType, XAPI_EVENT_TYPES } from "../../../contracts/webhooks";
import { queryRows } from "../../db/rows";
import type { Executor } from "../audit/audit";

/**
 * The event outbox (issue 23 items 5 and 6, decision 305). A change other systems should hear of calls
 * recordEvent in its own transaction (or adds `outboxStatement` to its one statement, as the progress
 * write does): the event is stored with one delivery row per destination — each enabled webhook
 * endpoint of the organisation subscribed to the type, and its learning record store when the type is
 * sent as xAPI — and nothing at all when the organisation has no destination, so the common case costs
 * one indexed look-up. Delivery is the "event-deliveries" job's (deliver.ts); call wakeDeliveries
 * with the answer once the transaction has committed (the sweep finds them otherwise).
 */

/** The organisations an event goes to: listed, or every organisation a person is a member of. */
export type EventOrganizations = readonly string[] | { memberId: string };

export interface OutboxEvent {
  organizationIds: EventOrganizations;
  type: EventType;
  /** The event's data, or a jsonb SQL expression (e.g. built from the user row). */
  payload: Record<string, unknown> | SQL;
  now: Date;
}

const xapiTypes = `{${XAPI_EVENT_TYPES.join(",")}}`;
/** The AGS scope a launch must have granted for scores to be sent (LTI Assignment and Grade Services 2.0). */
const ltiScoreScope = "https://purl.imsglobal.org/spec/lti-ags/scope/score";

/**
 * The common table expressions that store an event and its deliveries, for a statement's `with`
 * list: `source` yields one row with the columns `type` and `payload` (it may read an earlier CTE).
 * The statement can then select `(select coalesce(array_agg(id), '{}') from event_delivery_ids)`.
 */
export function outboxStatement(organizationIds: EventOrganizations, source: SQL, now: Date): SQL {
  const orgs =
    "memberId" in organizationIds
      ? sql`select m.organization_id from member m where m.user_id = ${organizationIds.memberId}`
      : sql`select unnest(${sql.param([...organizationIds])}::text[])`;
  return eventsOutboxStatement(
    sql`select o.organization_id, e.type, e.payload, ${now}::timestamptz as at from (${orgs}) as o(organization_id), (${source}) as e`,
  );
}

/**
 * The same for many events at once (a batch of progress writes): `source` yields the columns
 * `organization_id`, `type`, `payload` and `at` (when it happened), one row per event and organisation;
 * no two rows of one organisation share a payload.
 */
export function eventsOutboxStatement(source: SQL): SQL {
  return sql`event_source as (${source}),
    event_destinations as (
      select e.organization_id, e.type, e.payload, e.at, 'webhook'::text as destination, w.id as endpoint_id,
        null::bigint as lti_launch_id
      from event_source e join webhook_endpoints w on w.organization_id = e.organization_id
      where w.enabled and e.type = any(w.events)
      union all
      select e.organization_id, e.type, e.payload, e.at, 'xapi'::text, null::text, null::bigint
      from event_source e join learning_record_stores l on l.organization_id = e.organization_id
      where e.type = any(${xapiTypes}::text[])
      union all
      -- Issue 24 (decision 330): a score back to each LTI line item the person launched this module from.
      select e.organization_id, e.type, e.payload, e.at, 'lti'::text, null::text, la.id
      from event_source e join lti_launches la on la.organization_id = e.organization_id
      where la.lineitem_url is not null
        and la.user_id = e.payload->>'userId' and la.module_id::text = e.payload->>'moduleId'
        and ${ltiScoreScope}::text = any(la.ags_scopes)
        and (e.type in ('knowledge_check.passed', 'knowledge_check.failed')
          or (e.type = 'module.completed' and e.payload->>'scorePercent' is null))
    ),
    event_rows as (
      insert into event_outbox (organization_id, type, payload, created_at)
      select distinct organization_id, type, payload, at from event_destinations
      returning id, organization_id, payload
    ),
    event_delivery_ids as (
      insert into event_deliveries (event_id, organization_id, destination, endpoint_id, lti_launch_id, next_attempt_at, created_at)
      select r.id, d.organization_id, d.destination, d.endpoint_id, d.lti_launch_id, d.at, d.at
      from event_rows r join event_destinations d on d.organization_id = r.organization_id and d.payload = r.payload
      returning id
    )`;
}

/** Stores an event for its destinations in the caller's transaction; answers the deliveries' ids. */
export async function recordEvent(db: Executor, event: OutboxEvent): Promise<number[]> {
  if (!("memberId" in event.organizationIds) && event.organizationIds.length === 0) return [];
  const payload = is(event.payload, SQL) ? event.payload : sql`${JSON.stringify(event.payload)}::jsonb`;
  const [row] = await queryRows<{ ids: (number | string)[] | null }>(
    db,
    sql`with ${outboxStatement(event.organizationIds, sql`select ${event.type}::text as type, ${payload} as payload`, event.now)}
      select array_agg(id) as ids from event_delivery_ids`,
  );
  return (row?.ids ?? []).map(Number);
}

/** A person as the events name them: id, e-mail and name, read in the statement (jsonb). */
export const personPayload = (userId: string, extra: Record<string, unknown> = {}) =>
  sql`(coalesce((select jsonb_build_object('userId', u.id, 'email', u.email, 'name', u.name) from "user" u where u.id = ${userId}),
       jsonb_build_object('userId', ${userId}::text)) || ${JSON.stringify(extra)}::jsonb)`;

// ---- Waking the delivery job ----

export interface EventContext {
  /** Queues delivery of stored deliveries (the job runner's); absent when no runner works. */
  wake?: (deliveryIds: readonly number[]) => Promise<void>;
}

const contexts = new WeakMap<object, EventContext>();
let latest: EventContext | undefined;

export function attachEventContext(db: object, context: EventContext): void {
  contexts.set(db, context);
  latest = context;
}

/**
 * Asks the job runner to deliver now. Never awaited and never failing the caller: on PGlite's one
 * connection the request waits for the caller's transaction to end; the job tolerates a row it cannot
 * see yet, and the 5-minute sweep finds anything a lost wake-up left behind.
 */
export function wakeDeliveries(db: object, deliveryIds: readonly number[]): void {
  if (deliveryIds.length === 0) return;
  const context = contexts.get(db) ?? latest;
  context?.wake?.(deliveryIds).catch(() => {});
}
