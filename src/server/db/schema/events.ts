import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { ltiLaunches } from "./lti";
import { organizationRef, organization as organizationRefTarget } from "./organizations";

/**
 * Issue 23 items 5 and 6 (decision 305): what leaves the product. A change that others should hear of
 * writes an event to `event_outbox` in its own transaction, with one `event_deliveries` row per
 * destination (a webhook endpoint subscribed to the type, the organisation's learning record store);
 * the "event-deliveries" job sends each and records the outcome (platform/events).
 */

/** An organisation's webhook endpoint: its signing secret is stored encrypted (platform/events/secret-box.ts). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    /** The event types it receives (contracts/webhooks.ts WEBHOOK_EVENT_TYPES). */
    events: text("events").array().notNull(),
    secretCiphertext: text("secret_ciphertext").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it was switched off by us (keeps failing), null when an owner did it or it is on. */
    disabledReason: text("disabled_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The first failure of the current run of failures. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_organization_idx").on(t.organizationId)],
);

/** An organisation's xAPI learning record store; the secret is stored encrypted and never answered. */
export const learningRecordStores = pgTable(
  "learning_record_stores",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organizationRefTarget.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    key: text("key").notNull(),
    secretCiphertext: text("secret_ciphertext").notNull(),
    /** How a person is named in statements: "mbox_sha1sum" or "account" (homePage = our address, name = user id). */
    agentFormat: text("agent_format").notNull().default("account"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("learning_record_stores_agent_format_check", sql`${t.agentFormat} in ('mbox_sha1sum', 'account')`)],
);

export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationRef(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("event_outbox_organization_idx").on(t.organizationId, t.createdAt)],
);

export const eventDeliveries = pgTable(
  "event_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => eventOutbox.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    /** "webhook" (endpointId names it) or "xapi" (the organisation's learning record store). */
    destination: text("destination").notNull(),
    endpointId: text("endpoint_id").references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** Issue 24: an AGS score (destination "lti") goes to this launch's line item (features/lti). */
    ltiLaunchId: bigint("lti_launch_id", { mode: "number" }).references(() => ltiLaunches.id, { onDelete: "cascade" }),
    /** "pending" (waiting for its next attempt), "delivered" or "failed" (gave up). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The receiver's HTTP status of the last attempt (null: no answer). */
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** A replay names the delivery it repeats. */
    replayOf: bigint("replay_of", { mode: "number" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("event_deliveries_destination_check", sql`${t.destination} in ('webhook', 'xapi', 'lti')`),
    check("event_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index("event_deliveries_event_idx").on(t.eventId),
    index("event_deliveries_endpoint_idx").on(t.endpointId, t.id),
    index("event_deliveries_lti_launch_idx").on(t.ltiLaunchId),
    index("event_deliveries_organization_idx").on(t.organizationId, t.destination, t.status),
    index("event_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
