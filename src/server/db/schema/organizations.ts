import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CERTIFICATE_ISSUING } from "../../../domain/certificate-issuing";
import { ORGANIZATION_ROLES } from "../../../domain/organization-roles";
import { user, userRef } from "./accounts";
import { createdAt, oneOf, setNullOnly } from "./columns";

/** A required reference to an organisation: the row goes with it. */
export const organizationRef = () =>
  text("organization_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });

export const organization = pgTable(
  "organization",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    /** A data: URL of the organisation's logo (PNG, JPEG or SVG, at most 200 kB), shown to its members. */
    logo: text("logo"),
    metadata: text("metadata"),
    createdAt: createdAt(),
    /** "#rrggbb", checked for WCAG AA contrast before it is accepted (domain/brand-colour.ts). */
    brandColor: text("brand_color"),
    /** The shareable join link's secret; null while the owner has it turned off. */
    joinToken: text("join_token").unique(),
    /** Issue 28: set when the owner closes it; the daily job deletes it once this has passed. */
    closingAt: timestamp("closing_at", { withTimezone: true }),
    /** The owner who asked to close it (no foreign key: the request outlives nobody's account). */
    closingRequestedBy: text("closing_requested_by"),
    /** Issue 45 item 3: when an owner or admin put the guided start's checklist away (null: it shows). */
    setupChecklistDismissedAt: timestamp("setup_checklist_dismissed_at", { withTimezone: true }),
    /**
     * Issue 45 item 3: what happens when a member meets a certificate's last requirement: "offer" (they
     * are told and claim it) or "automatic" (it is issued then). domain/certificate-issuing.ts.
     */
    certificateIssuing: text("certificate_issuing").notNull().default("offer"),
  },
  (t) => [
    index("organization_closing_idx").on(t.closingAt).where(sql`${t.closingAt} is not null`),
    check("organization_certificate_issuing_check", oneOf(t.certificateIssuing, CERTIFICATE_ISSUING)),
  ],
);

/** owner | admin | manager | member (domain/organization-roles.ts). */
export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    role: text("role").notNull().default("member"),
    /** A department of the organisation (departments.name; renamed and removed with it). */
    department: text("department"),
    /** The member's line manager: another member of the same organisation (member_manager_fk), never themselves. */
    managerId: text("manager_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // A unique constraint, not only an index: member_manager_fk names it, and drizzle-kit creates a
    // table's constraints before its indexes and foreign keys (decision 386).
    unique("member_org_user_idx").on(t.organizationId, t.userId),
    index("member_user_idx").on(t.userId),
    // The team hub's member lists and counts (bench/team-hub.ts).
    index("member_org_role_user_idx").on(t.organizationId, t.role, t.userId),
    index("member_org_manager_idx").on(t.organizationId, t.managerId),
    // The members page's department filter, and the departments' foreign key: a rename or deletion
    // updates its members through this index instead of reading the whole table (issue 20).
    index("member_org_department_idx").on(t.organizationId, t.department),
    foreignKey({
      name: "member_department_fk",
      columns: [t.organizationId, t.department],
      foreignColumns: [departments.organizationId, departments.name],
    })
      .onUpdate("cascade")
      .onDelete(setNullOnly("department")),
    foreignKey({
      name: "member_manager_fk",
      columns: [t.organizationId, t.managerId],
      foreignColumns: [t.organizationId, t.userId],
    }).onDelete(setNullOnly("manager_id")),
    check("member_manager_not_self_check", sql`${t.managerId} is null or ${t.managerId} <> ${t.userId}`),
    check("member_role_check", oneOf(t.role, ORGANIZATION_ROLES)),
  ],
);

/** The departments an organisation manages (issue 20); members, analytics and assignments name them. */
export const departments = pgTable(
  "departments",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  // The composite foreign keys of members, SCIM users and compliance rules name it: a constraint, as above.
  (t) => [unique("departments_org_name_idx").on(t.organizationId, t.name)],
);

/**
 * An invitation to join an organisation (issue 20). The e-mailed link carries a random token; only
 * its SHA-256 is stored. Pending ones hold a seat until they are accepted, revoked or expire.
 */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    /** Lower case. */
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull().default("member"),
    department: text("department"),
    managerEmail: text("manager_email"),
    tokenHash: text("token_hash").notNull().unique(),
    /** pending | accepted | revoked */
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    batchId: text("batch_id"),
    createdAt: createdAt(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("organization_invitations_org_idx").on(t.organizationId, t.status, t.createdAt),
    uniqueIndex("organization_invitations_one_pending_idx")
      .on(t.organizationId, t.email)
      .where(sql`${t.status} = 'pending'`),
    check("organization_invitations_role_check", oneOf(t.role, ORGANIZATION_ROLES)),
    check("organization_invitations_status_check", oneOf(t.status, ["pending", "accepted", "revoked"])),
  ],
);

/** A bulk invitation (CSV) run by a job: its progress and the rows it refused, for the screen. */
export const invitationBatches = pgTable(
  "invitation_batches",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** storing (its rows are being written) | queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    invited: integer("invited").notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("invitation_batches_org_idx").on(t.organizationId, t.createdAt)],
);

/**
 * The rows of a long list waiting for the job, one row each: written a slice at a time and removed by
 * the chunk that sends them, so neither the upload nor a step of the job moves the whole list in one
 * statement (issue 44 item 2, decision 408).
 */
export const invitationBatchRows = pgTable(
  "invitation_batch_rows",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => invitationBatches.id, { onDelete: "cascade" }),
    /** The row's number in the list, from 1. */
    row: integer("row").notNull(),
    /** The address it invites, when the row is an invitation: the list's people, for its line managers. */
    email: text("email"),
    /** The checked row (PreparedRow). */
    prepared: jsonb("prepared").$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.row] })],
);

/**
 * The rows of a list that were not invited, each with its reason: what the progress screen lists. One
 * row each, added by the chunk that refused it (a refusal list kept as one jsonb value on the batch was
 * rewritten whole by every chunk: a 10,000-row list refused by the seat limit rewrote it 1,000 times).
 */
export const invitationBatchRefusals = pgTable(
  "invitation_batch_refusals",
  {
    batchId: text("batch_id")
      .notNull()
      .references(() => invitationBatches.id, { onDelete: "cascade" }),
    /** The row's number in the list, from 1. */
    row: integer("row").notNull(),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.row] })],
);

/** An e-mail domain an organisation claims; proved by a DNS TXT record, then optionally open to join. */
export const organizationDomains = pgTable(
  "organization_domains",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    /** Lower case, no trailing dot. */
    domain: text("domain").notNull(),
    /** The value the TXT record must hold: `pivot-verification=<token>`. */
    token: text("token").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** People signing in with a verified address of this domain may join without an invitation. */
    autoJoin: boolean("auto_join").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("organization_domains_org_domain_idx").on(t.organizationId, t.domain),
    // A domain is proved by one organisation at most.
    uniqueIndex("organization_domains_verified_idx").on(t.domain).where(sql`${t.verifiedAt} is not null`),
  ],
);

/**
 * What was done to an organisation, by whom, when and from where (issue 20). Append-only: migration
 * 0007's trigger refuses UPDATE and DELETE. No foreign keys, so the record outlives the organisation
 * and the people in it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    organizationId: text("organization_id"),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text("ip_address"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_org_idx").on(t.organizationId, t.id)],
);

export const invitation = pgTable("invitation", {
  id: text("id").primaryKey(),
  organizationId: organizationRef(),
  email: text("email").notNull(),
  role: text("role"),
  teamId: text("team_id"),
  status: text("status").notNull().default("pending"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  inviterId: userRef("inviter_id"),
  createdAt: createdAt(),
});
