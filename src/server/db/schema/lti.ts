import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, updatedAt } from "./columns";
import { organizationRef } from "./organizations";

/**
 * Issue 24 item 2 (decision 330): the LTI 1.3 tool. Its RS256 signing keys (generated on first start
 * and kept here, or given as LTI_SIGNING_KEY), the platforms each organisation registers, the login
 * states a launch must answer (single use, 10 minutes), the launches that scores go back to (AGS), the
 * courses seen in launches and their member syncs (NRPS), and deep-linking sessions.
 */

/** The tool's RSA keys; the public halves are served at /api/lti/jwks. */
export const ltiToolKeys = pgTable(
  "lti_tool_keys",
  {
    kid: text("kid").primaryKey(),
    /** The public JWK (JSON). */
    publicJwk: text("public_jwk").notNull(),
    /** The private JWK (JSON); null for a key given as a setting, whose secret never enters the database. */
    privateJwk: text("private_jwk"),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [check("lti_tool_keys_status_check", sql`${t.status} in ('active', 'retired')`)],
);

/** A platform (an LMS) an organisation registered the tool with. */
export const ltiRegistrations = pgTable(
  "lti_registrations",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    /** The platform's OIDC authorisation endpoint. */
    authLoginUrl: text("auth_login_url").notNull(),
    accessTokenUrl: text("access_token_url").notNull(),
    jwksUrl: text("jwks_url").notNull(),
    deploymentIds: text("deployment_ids").array().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("lti_registrations_issuer_client_idx").on(t.issuer, t.clientId),
    index("lti_registrations_organization_idx").on(t.organizationId),
  ],
);

/** A login initiation waiting for its launch: the launch must bring this state and its nonce, once. */
export const ltiStates = pgTable(
  "lti_states",
  {
    state: text("state").primaryKey(),
    nonce: text("nonce").notNull(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    targetLinkUri: text("target_link_uri").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("lti_states_nonce_idx").on(t.nonce), index("lti_states_expires_idx").on(t.expiresAt)],
);

/** A course (LTI context) seen in a launch: its members can be synced (NRPS). */
export const ltiContexts = pgTable(
  "lti_contexts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    contextId: text("context_id").notNull(),
    title: text("title"),
    membershipsUrl: text("memberships_url"),
    lastLaunchAt: timestamp("last_launch_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lti_contexts_registration_context_idx").on(t.registrationId, t.contextId),
    index("lti_contexts_organization_idx").on(t.organizationId),
  ],
);

/** A learner's launch of a resource link: where their scores go (AGS). One row per link and person. */
export const ltiLaunches = pgTable(
  "lti_launches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** The platform's id for the person (`sub`): AGS scores name them by it. */
    subject: text("subject").notNull(),
    resourceLinkId: text("resource_link_id").notNull(),
    contextId: text("context_id"),
    lineitemUrl: text("lineitem_url"),
    agsScopes: text("ags_scopes").array().notNull().default(sql`'{}'`),
    membershipsUrl: text("memberships_url"),
    createdAt: createdAt(),
    lastLaunchAt: timestamp("last_launch_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lti_launches_link_user_idx").on(t.registrationId, t.resourceLinkId, t.userId),
    index("lti_launches_user_module_idx").on(t.userId, t.moduleId),
    index("lti_launches_organization_idx").on(t.organizationId),
  ],
);

/** A "Sync members from the course" run (the job's progress and outcome). */
export const ltiMemberSyncs = pgTable(
  "lti_member_syncs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    contextId: bigint("context_id", { mode: "number" })
      .notNull()
      .references(() => ltiContexts.id, { onDelete: "cascade" }),
    organizationId: organizationRef(),
    status: text("status").notNull().default("queued"),
    seen: integer("seen").notNull().default(0),
    added: integer("added").notNull().default(0),
    existing: integer("existing").notNull().default(0),
    refusedNoSeat: integer("refused_no_seat").notNull().default(0),
    refusedOther: integer("refused_other").notNull().default(0),
    error: text("error"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("lti_member_syncs_status_check", sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    index("lti_member_syncs_context_idx").on(t.contextId),
    index("lti_member_syncs_status_idx").on(t.status),
  ],
);

/** A deep-linking request a teacher is answering in the picker (single use, 30 minutes). */
export const ltiDeepLinks = pgTable(
  "lti_deep_links",
  {
    id: text("id").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    deploymentId: text("deployment_id").notNull(),
    returnUrl: text("return_url").notNull(),
    data: text("data"),
    acceptMultiple: boolean("accept_multiple").notNull().default(true),
    subject: text("subject"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("lti_deep_links_expires_idx").on(t.expiresAt)],
);

/**
 * Decision 397: a launch inside the LMS's frame. The launch hands the frame a short-lived, single-use
 * ticket (kept as its SHA-256 hash) bound to the launch's learner and module and to the platform's
 * origins: the frame spends it when its session cookie came back, or a new window spends it to sign
 * the learner in there when the browser kept the cookie from the frame.
 */
export const ltiFrameTickets = pgTable(
  "lti_frame_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => ltiRegistrations.id, { onDelete: "cascade" }),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** The origins allowed to frame the module (the platform's, from its registration and the launch). */
    platformOrigins: text("platform_origins").array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("lti_frame_tickets_expires_idx").on(t.expiresAt)],
);

/**
 * Decision 397: an LTI Dynamic Registration link an owner or admin made on the settings card. The LMS
 * opens it with its openid_configuration and registration_token; the link works once, for 24 hours,
 * and is kept as its SHA-256 hash.
 */
export const ltiRegistrationLinks = pgTable(
  "lti_registration_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    organizationId: organizationRef(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    registrationId: text("registration_id").references(() => ltiRegistrations.id, { onDelete: "set null" }),
  },
  (t) => [index("lti_registration_links_organization_idx").on(t.organizationId)],
);
