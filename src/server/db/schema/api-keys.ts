import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organization } from "./organizations";

/**
 * An organisation's API key for the public API (/api/v1, issue 23 item 4), in the shape Better
 * Auth's API-key plugin reads and writes (`apikey`, references "organization"): `reference_id` is the
 * owning organisation, `key` the SHA-256 of the key (the key itself is shown once and never stored),
 * `permissions` the scope as the plugin's JSON (`{"publicApi":["read"]}` or read and write),
 * `metadata` who created it. Revoking deletes the row, so the next request with it is a 401.
 */
export const apikey = pgTable(
  "apikey",
  {
    id: text("id").primaryKey(),
    configId: text("config_id").notNull().default("default"),
    name: text("name"),
    /** The first characters (the prefix and a few more), to tell keys apart in the list. */
    start: text("start"),
    referenceId: text("reference_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    prefix: text("prefix"),
    key: text("key").notNull().unique(),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestamp("last_refill_at", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").notNull().default(true),
    /** Milliseconds. */
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").notNull().default(0),
    remaining: integer("remaining"),
    /** When the key was last used (the plugin sets it on every verification). */
    lastRequest: timestamp("last_request", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    permissions: text("permissions"),
    metadata: text("metadata"),
  },
  (t) => [index("apikey_reference_idx").on(t.referenceId), index("apikey_config_idx").on(t.configId)],
);

/**
 * How much each API key was used, per hour and route (decision 409): the servers count requests in
 * memory and add them here every few seconds, and one `api_key.used` audit entry per key and hour is
 * written from these rows once the hour is over (`audited`). No foreign key to the key: revoking it
 * deletes its row, and its last hour's use must still reach the audit log.
 */
export const apiKeyUsage = pgTable(
  "api_key_usage",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    /** The route's pattern with its method, e.g. "GET /api/v1/members/:personId". */
    route: text("route").notNull(),
    requests: integer("requests").notNull(),
    audited: boolean("audited").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.hour, t.route] }),
    index("api_key_usage_unaudited_idx").on(t.hour).where(sql`not ${t.audited}`),
    index("api_key_usage_organization_idx").on(t.organizationId),
  ],
);
