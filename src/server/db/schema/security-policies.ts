import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { organization } from "./organizations";

// ---- Sign-in policies per organisation (issue 21 item 4) ----

/**
 * An organisation's tightening of the site's session rules for its members: a shorter idle timeout and
 * a lower device limit (null: the site's). A person's rules are the strictest of the site's protection
 * settings and every organisation they belong to (platform/protection/organization-policies.ts).
 */
export const organizationSecurityPolicies = pgTable(
  "organization_security_policies",
  {
    organizationId: text("organization_id")
      .primaryKey()
      .references(() => organization.id, { onDelete: "cascade" }),
    idleTimeoutMinutes: integer("idle_timeout_minutes"),
    deviceLimit: integer("device_limit"),
    /**
     * Issue 43: who must sign in with a second factor (or single sign-on): "everyone", "admins" (owners
     * and admins), or null for nobody; from `two_factor_required_from` on (the end of the grace period).
     */
    twoFactorRequiredFor: text("two_factor_required_for", { enum: ["everyone", "admins"] }),
    twoFactorRequiredFrom: timestamp("two_factor_required_from", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "organization_security_policies_idle_check",
      sql`${t.idleTimeoutMinutes} IS NULL OR ${t.idleTimeoutMinutes} > 0`,
    ),
    check("organization_security_policies_devices_check", sql`${t.deviceLimit} IS NULL OR ${t.deviceLimit} > 0`),
    check(
      "organization_security_policies_two_factor_check",
      sql`(${t.twoFactorRequiredFor} IS NULL AND ${t.twoFactorRequiredFrom} IS NULL) OR (${t.twoFactorRequiredFor} IN ('everyone', 'admins') AND ${t.twoFactorRequiredFrom} IS NOT NULL)`,
    ),
  ],
);
