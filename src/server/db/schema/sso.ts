import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { organizationRef } from "./organizations";

/**
 * An organisation's identity provider (issue 21), in the shape Better Auth's SSO plugin reads and
 * writes (`ssoProvider`). One per organisation: `provider_id` is `sso-<organisation id>`, the SAML
 * and OIDC settings are the plugin's JSON text. `domain_verified` mirrors the organisation's proof of
 * the domain (organization_domains), which the plugin needs before it links existing accounts.
 */
export const ssoProvider = pgTable(
  "sso_provider",
  {
    id: text("id").primaryKey(),
    issuer: text("issuer").notNull(),
    oidcConfig: text("oidc_config"),
    samlConfig: text("saml_config"),
    /** The owner or admin who configured it. */
    userId: userRef(),
    providerId: text("provider_id").notNull().unique(),
    organizationId: organizationRef().unique(),
    /** Lower case: the e-mail domain whose people sign in here. */
    domain: text("domain").notNull(),
    domainVerified: boolean("domain_verified").notNull().default(false),
  },
  // The sign-in page finds the provider by the e-mail's domain.
  (t) => [index("sso_provider_domain_idx").on(t.domain)],
);

/** What an organisation decides about single sign-on beyond the provider itself (issue 21 items 1 and 4). */
export const organizationSsoSettings = pgTable("organization_sso_settings", {
  organizationId: text("organization_id")
    .primaryKey()
    .references(() => ssoProvider.organizationId, { onDelete: "cascade" }),
  /** People of the domain may not sign in with a password (the organisation's owners still may). */
  requireSso: boolean("require_sso").notNull().default(false),
  /** The SAML attribute or OIDC claim that names the person's department, if any. */
  departmentAttribute: text("department_attribute"),
  /**
   * SAML: an answer no sign-in here asked for (IdP-initiated, from the IdP's app portal) is accepted
   * (decision 395). Off by default; the signature, audience, time and domain checks are the same.
   */
  allowIdpInitiated: boolean("allow_idp_initiated").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
});
