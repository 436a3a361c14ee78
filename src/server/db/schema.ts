import { relations, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CertificateRequirements } from "../../domain/certificate-requirements";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A required reference to a user: the row goes with the account. */
const userRef = (column = "user_id") =>
  text(column)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
/** A required reference to an organisation: the row goes with it. */
const organizationRef = () =>
  text("organization_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" });

// ---- Better Auth tables (written by hand from its documented schema: its CLI needs Node 22) ----

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull().default("learner"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    deletionRequestedAt: timestamp("deletion_requested_at", { withTimezone: true }),
    /** Modules a week the learner aims for, set on /profile (issue 26, migration 0012; CHECK 1-20). */
    weeklyGoal: integer("weekly_goal").notNull().default(4),
  },
  (t) => [
    // An organisation's members page in name order, keyset-paged (issue 20, organizations/members.ts):
    // case-insensitive, byte-wise on every database.
    index("user_name_order_idx").on(
      sql`(lower(coalesce(${t.lastName}, '')) collate "C")`,
      sql`(lower(coalesce(${t.firstName}, '')) collate "C")`,
      sql`(${t.id} collate "C")`,
    ),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userRef(),
    impersonatedBy: text("impersonated_by"),
    activeOrganizationId: text("active_organization_id"),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userRef(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    /** Issue 28: set when the owner closes it; the daily job deletes it once this has passed (migration 0014). */
    closingAt: timestamp("closing_at", { withTimezone: true }),
    /** The owner who asked to close it (no foreign key: the request outlives nobody's account). */
    closingRequestedBy: text("closing_requested_by"),
  },
  (t) => [index("organization_closing_idx").on(t.closingAt).where(sql`${t.closingAt} is not null`)],
);

/** owner | admin | manager | member (domain/organization-roles.ts). */
export const member = pgTable(
  "member",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    role: text("role").notNull().default("member"),
    /** A department of the organisation (departments.name; renamed and removed with it, migration 0007). */
    department: text("department"),
    /** The member's line manager: another member of the same organisation (migration 0007's foreign key). */
    managerId: text("manager_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_org_user_idx").on(t.organizationId, t.userId),
    index("member_user_idx").on(t.userId),
    // The team hub's member lists and counts (bench/team-hub.ts).
    index("member_org_role_user_idx").on(t.organizationId, t.role, t.userId),
    index("member_org_manager_idx").on(t.organizationId, t.managerId),
    // The members page's department filter, and the departments' foreign key: a rename or deletion
    // updates its members through this index instead of reading the whole table (issue 20).
    index("member_org_department_idx").on(t.organizationId, t.department),
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
  (t) => [uniqueIndex("departments_org_name_idx").on(t.organizationId, t.name)],
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
  ],
);

/** A bulk invitation (CSV) run by a job: its progress and the rows it refused, for the screen. */
export const invitationBatches = pgTable(
  "invitation_batches",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    invited: integer("invited").notNull().default(0),
    /** [{ row, email, reason }] */
    rejected: jsonb("rejected").$type<{ row: number; email: string; reason: string }[]>().notNull().default([]),
    /** The parsed rows waiting for the job (cleared when it finishes). */
    rows: jsonb("rows").$type<unknown[]>(),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("invitation_batches_org_idx").on(t.organizationId, t.createdAt)],
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

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---- Catalogue ----

export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    pivotPillar: text("pivot_pillar").notNull(),
    type: text("type").notNull(),
    duration: integer("duration"),
    difficulty: text("difficulty"),
    thumbnailUrl: text("thumbnail_url"),
    content: text("content"),
    podcastUrl: text("podcast_url"),
    podcastDuration: integer("podcast_duration"),
    podcastTranscript: text("podcast_transcript"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    /** Knowledge check settings (issue 22, migration 0008): questions drawn, pass mark %, cool-down minutes. */
    checkDrawSize: integer("check_draw_size").notNull().default(5),
    checkPassMark: integer("check_pass_mark").notNull().default(80),
    checkCooldownMinutes: integer("check_cooldown_minutes").notNull().default(0),
    /** Set when an admin saved the settings (issue 22 item 4, migration 0010): the catalogue sync then keeps them. */
    checkSettingsEditedAt: timestamp("check_settings_edited_at", { withTimezone: true }),
  },
  (t) => [index("modules_pillar_idx").on(t.pivotPillar), index("modules_category_idx").on(t.category)],
);

export const pathways = pgTable("pathways", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  category: text("category").notNull(),
  difficulty: text("difficulty").notNull(),
  estimatedHours: real("estimated_hours").notNull(),
  level: text("level").notNull(),
  topics: jsonb("topics").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  isPublic: boolean("is_public").notNull().default(true),
  isRecommended: boolean("is_recommended").notNull().default(false),
  createdAt: createdAt(),
});

export const pathwayModules = pgTable(
  "pathway_modules",
  {
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathwayId, t.moduleId] })],
);

export const pathwayEnrollments = pgTable(
  "pathway_enrollments",
  {
    userId: userRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pathwayId] })],
);

export const certificates = pgTable("certificates", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  pivotPillar: text("pivot_pillar").notNull(),
  cpdHours: integer("cpd_hours").notNull(),
  type: text("type").notNull(),
  validityMonths: integer("validity_months"),
  requirements: jsonb("requirements").$type<CertificateRequirements>().notNull(),
});

// ---- Learner facts ----

export const userProgress = pgTable(
  "user_progress",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    progressPercentage: integer("progress_percentage").notNull().default(0),
    isCompleted: boolean("is_completed").notNull().default(false),
    timeSpent: integer("time_spent").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_progress_user_module_idx").on(t.userId, t.moduleId),
    // A learner's progress newest first: the team members page's current module, the analytics' recent activity.
    index("user_progress_user_facts_idx").on(t.userId, t.updatedAt, t.moduleId, t.isCompleted, t.timeSpent),
    // The team hub: the activity feed walks progress newest first; the leaderboard reads completions in a window.
    index("user_progress_updated_idx").on(t.updatedAt, t.id),
    index("user_progress_completed_idx").on(t.completedAt, t.userId).where(sql`${t.isCompleted}`),
    // The leaderboard reads each member's completions in a window (index-only, one range per member).
    index("user_progress_user_completed_idx").on(t.userId, t.completedAt).where(sql`${t.isCompleted}`),
  ],
);

export const learningActivity = pgTable(
  "learning_activity",
  {
    userId: userRef(),
    day: date("day", { mode: "string" }).notNull(),
    secondsSpent: integer("seconds_spent").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The team hub's leaderboard reads active days and minutes inside a window.
    index("learning_activity_day_idx").on(t.day, t.userId, t.secondsSpent),
    // The leaderboard reads each member's minutes in a window (index-only, one range per member).
    index("learning_activity_user_day_seconds_idx").on(t.userId, t.day, t.secondsSpent),
  ],
);

/**
 * One row per learner summarising their user_progress and learning_activity rows, so the
 * organisation analytics read 5,000 rows instead of 150,000 (issue 13, decision 107). Written only
 * by the database: triggers on both fact tables (migration 0006) recompute a learner's row from the
 * facts in the same transaction as every write, so it cannot drift from them. Never write it here.
 */
export const learnerTotals = pgTable("learner_totals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** user_progress rows (modules started) */
  modulesStarted: integer("modules_started").notNull().default(0),
  /** sum of user_progress.time_spent */
  secondsSpent: bigint("seconds_spent", { mode: "number" }).notNull().default(0),
  /** latest user_progress.updated_at */
  lastProgressAt: timestamp("last_progress_at", { withTimezone: true }),
  /** module ids of the completed user_progress rows, ascending */
  completedModuleIds: integer("completed_module_ids").array().notNull().default(sql`'{}'`),
  /** latest learning_activity.day */
  lastActiveDay: date("last_active_day", { mode: "string" }),
});

export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const pivotAssessments = pgTable(
  "pivot_assessments",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pivot_assessments_user_idx").on(t.userId)],
);

export const guideProgress = pgTable(
  "guide_progress",
  {
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    guideId: text("guide_id").notNull(),
    completedSteps: jsonb("completed_steps").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.guideId] })],
);

// ---- Subscriptions and payments ----

/**
 * One row per subscription a user took out. At most one is live (active or past_due) per user: a
 * second subscribe changes that row's plan. Ended rows are kept as history.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    /** The subscriber: a user, or (with organizationId) null. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** An organisation's plan (issue 20): every member has its access. Exactly one of userId and this is set. */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    /** Seats bought (Team Leader) or sold; null means the plan's maxUsers. */
    seats: integer("seats"),
    /** The invoice reference of a sales-led plan recorded by an admin. */
    invoiceRef: text("invoice_ref"),
    /** A plan id of the catalogue (domain/plans.ts). */
    tier: text("tier").notNull(),
    billingCycle: text("billing_cycle").notNull(),
    /** active | past_due | ended */
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** The provider's subscription id (Stripe's sub_…, the test provider's test_sub_…). */
    providerRef: text("provider_ref"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull().defaultNow(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** "stripe", "test", or "invoice" (a sales-led organisation plan an admin recorded, issue 20). */
    provider: text("provider").notNull().default("test"),
    /** Stripe's customer id (cus_…), for the customer portal. */
    providerCustomerRef: text("provider_customer_ref"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId),
    uniqueIndex("subscriptions_one_live_per_user_idx").on(t.userId).where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex("subscriptions_one_live_per_org_idx")
      .on(t.organizationId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    uniqueIndex("subscriptions_provider_ref_idx").on(t.providerRef),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull(),
    planId: text("plan_id").notNull(),
    /** succeeded | failed */
    status: text("status").notNull(),
    /** The provider's payment id (Stripe's invoice in_…, the test provider's test_pay_…): each recorded once. */
    providerRef: text("provider_ref"),
    createdAt: createdAt(),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "set null" }),
    billingCycle: text("billing_cycle"),
    provider: text("provider").notNull().default("test"),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("payments_provider_ref_idx").on(t.providerRef),
  ],
);

// ---- Public site ----

export const pilotApplications = pgTable("pilot_applications", {
  id: serial("id").primaryKey(),
  organizationName: text("organization_name").notNull(),
  contactName: text("contact_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  employeeCount: text("employee_count").notNull(),
  industry: text("industry").notNull(),
  currentInitiatives: text("current_initiatives"),
  bCorpTimeline: text("b_corp_timeline").notNull(),
  leadershipCommitment: text("leadership_commitment").notNull(),
  pilotGoals: text("pilot_goals"),
  /** The cohort open when the application arrived (issue 26 item 4). */
  cohortId: integer("cohort_id").references(() => pilotCohorts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Issue 26 item 4: a pilot cohort's dates, places and price, edited by administrators. */
export const pilotCohorts = pgTable("pilot_cohorts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  startsOn: date("starts_on", { mode: "string" }).notNull(),
  endsOn: date("ends_on", { mode: "string" }).notNull(),
  applicationsCloseOn: date("applications_close_on", { mode: "string" }).notNull(),
  places: integer("places").notNull(),
  /** GBP pence, the whole pilot per organisation. */
  pricePence: integer("price_pence").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Issue 26 item 4: people who asked to hear about the next cohort once applications had closed. */
export const pilotWaitingList = pgTable("pilot_waiting_list", {
  id: serial("id").primaryKey(),
  /** The cohort the page showed as closed; null when there was none. */
  cohortId: integer("cohort_id").references(() => pilotCohorts.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organizationName: text("organization_name").notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

// ---- Notifications (migration 0004) ----

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path inside the site the notification opens, e.g. "/pathways". */
    link: text("link"),
    /** One notification per user and key: the same event never notifies twice. */
    dedupeKey: text("dedupe_key"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_user_dedupe_idx").on(t.userId, t.dedupeKey),
  ],
);

/**
 * Every e-mail the product sends, written before it is sent (a transactional outbox): the delivery job
 * reads it, SMTP or not, and admins read it at /admin/outbox. One row per idempotency key.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: serial("id").primaryKey(),
    /** The same key sends once (a reset request, one reminder for one due date). */
    idempotencyKey: text("idempotency_key").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    /** "essential" mail (accounts, replies, confirmations) has no unsubscribe; otherwise a preference. */
    category: text("category").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Attachments as { filename, contentType, content (base64) }. */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    /** queued → sent (SMTP accepted it) | held (no SMTP configured: read in the outbox) | failed. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_messages_idempotency_key_idx").on(t.idempotencyKey),
    index("mail_messages_created_idx").on(t.createdAt),
    index("mail_messages_status_idx").on(t.status),
  ],
);

/** What non-essential mail a user wants; no row = the defaults (all on). */
export const emailPreferences = pgTable("email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Pathways assigned to the user, due-date and overdue reminders. */
  reminders: boolean("reminders").notNull().default(true),
  /** Content ready, certificates earned or expiring, other notices. */
  updates: boolean("updates").notNull().default(true),
  updatedAt: updatedAt(),
});

/** A pathway an employer assigned to a member, with an optional due date. */
export const pathwayAssignments = pgTable(
  "pathway_assignments",
  {
    userId: userRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    /** The assigning organisation; null for a recertification (issue 22, migration 0009). */
    organizationId: text("organization_id").references(() => organization.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    /** A calendar day (no time): due by the end of it. */
    dueDate: date("due_date", { mode: "string" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Completions from this moment on count towards the assignment; null: any completion counts. A
     * recurring cycle or a recertification asks for the pathway again (issue 22, migration 0009).
     */
    completionSince: timestamp("completion_since", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pathwayId] }),
    index("pathway_assignments_organization_idx").on(t.organizationId),
    index("pathway_assignments_due_idx").on(t.dueDate),
  ],
);

/** "Notify When Ready": a learner waiting for a module's content. */
export const contentReadyRequests = pgTable(
  "content_ready_requests",
  {
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/** A support conversation a user opened ("Live Chat Support", "Contact Us"); admins answer it. */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    subject: text("subject").notNull(),
    /** open (waiting for an answer) | answered | closed */
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("support_conversations_user_idx").on(t.userId), index("support_conversations_status_idx").on(t.status)],
);

export const supportMessages = pgTable(
  "support_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    /** Written by an admin (a reply), not the user who opened the conversation. */
    fromStaff: boolean("from_staff").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

// ---- Billing (migration 0003) ----

/** Each Stripe webhook event is handled once: its id is stored in the same transaction as its effect. */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** "Contact Sales" and "Contact Sales Team" enquiries from the pricing page, listed for admins. */
export const salesEnquiries = pgTable(
  "sales_enquiries",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** team_leader | organisation | enterprise_plus */
    planId: text("plan_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation").notNull(),
    teamSize: text("team_size").notNull(),
    message: text("message"),
    createdAt: createdAt(),
    /** The organisation an admin turned this enquiry into a plan for (issue 20); null while open. */
    convertedOrganizationId: text("converted_organization_id").references(() => organization.id, {
      onDelete: "set null",
    }),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
  },
  (t) => [index("sales_enquiries_created_idx").on(t.createdAt)],
);

// ---- JEDI hub (migration 0005) ----

/** A JEDI readiness assessment a user completed: the answers are stored, the scores derived (domain/jedi-assessment.ts). */
export const jediAssessments = pgTable(
  "jedi_assessments",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("jedi_assessments_user_created_idx").on(t.userId, t.createdAt)],
);

// ---- Credentials (migration 0006) ----

/**
 * A certificate a learner earned (spec 2 §3). One row per learner and certificate: a second claim
 * is the same row, renewal re-issues it in place (new issuedAt, expiresAt and signed credential).
 * The row's id is also its position in the revocation status list (BitstringStatusList).
 */
export const userCertificates = pgTable(
  "user_certificates",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    certificateId: integer("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** 128 random bits, base64url: the public verification address's last segment. */
    verificationCode: text("verification_code").notNull(),
    /** The signed Open Badges 3.0 OpenBadgeCredential, as issued. */
    credential: jsonb("credential").$type<Record<string, unknown>>().notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("user_certificates_user_certificate_idx").on(t.userId, t.certificateId),
    uniqueIndex("user_certificates_code_idx").on(t.verificationCode),
    index("user_certificates_expires_idx").on(t.expiresAt),
  ],
);

/** A learner's wallet settings (spec 2 §3); the counts are derived from user_certificates. */
export const wallets = pgTable("wallets", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  isPublic: boolean("is_public").notNull().default(false),
  linkedInProfile: text("linked_in_profile").notNull().default(""),
  /** The public portfolio's address: random, so a private wallet's owner cannot be guessed. */
  portfolioSlug: text("portfolio_slug").notNull().unique(),
  updatedAt: updatedAt(),
});

/** Each share of a certificate (spec 2 §7: POST /api/certificates/share is recorded). */
export const certificateShares = pgTable(
  "certificate_shares",
  {
    id: serial("id").primaryKey(),
    userCertificateId: integer("user_certificate_id")
      .notNull()
      .references(() => userCertificates.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("certificate_shares_certificate_idx").on(t.userCertificateId)],
);

/**
 * The issuer's Ed25519 keys (Multikey). One is active and signs; retired keys stay in the issuer's
 * controller document so credentials they signed still verify (docs/operations.md: rotation).
 */
export const credentialSigningKeys = pgTable("credential_signing_keys", {
  /** The fragment of the key's id: {issuer}#{id}. */
  id: text("id").primaryKey(),
  publicKeyMultibase: text("public_key_multibase").notNull(),
  /** Null for a key given as a setting (CREDENTIAL_SIGNING_KEY): its secret never enters the database. */
  secretKeyMultibase: text("secret_key_multibase"),
  status: text("status").notNull().default("active"),
  createdAt: createdAt(),
  retiredAt: timestamp("retired_at", { withTimezone: true }),
});

// ---- Team hub and insights (migration 0007) ----

/** spec 3 §3 learning goal: the learner's own, with a target date and the modules it needs. */
export const learningGoals = pgTable(
  "learning_goals",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    targetDate: date("target_date", { mode: "string" }).notNull(),
    priority: text("priority").notNull(),
    moduleIds: jsonb("module_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("learning_goals_user_idx").on(t.userId)],
);

export const studyGroups = pgTable(
  "study_groups",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    name: text("name").notNull(),
    topic: text("topic").notNull(),
    category: text("category").notNull(),
    nextSession: timestamp("next_session", { withTimezone: true }),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("study_groups_org_idx").on(t.organizationId, t.createdAt)],
);

export const studyGroupMembers = pgTable(
  "study_group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => studyGroups.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

export const teamChallenges = pgTable(
  "team_challenges",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    targetModules: integer("target_modules").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    reward: text("reward").notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("team_challenges_org_idx").on(t.organizationId, t.deadline)],
);

export const teamChallengeParticipants = pgTable(
  "team_challenge_participants",
  {
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => teamChallenges.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] })],
);

export const teamEvents = pgTable(
  "team_events",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    type: text("type").notNull(),
    topic: text("topic").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    facilitatorId: userRef("facilitator_id"),
    createdAt: createdAt(),
  },
  (t) => [index("team_events_org_starts_idx").on(t.organizationId, t.startsAt)],
);

export const teamEventAttendees = pgTable(
  "team_event_attendees",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => teamEvents.id, { onDelete: "cascade" }),
    userId: userRef(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const mentoringOffers = pgTable(
  "mentoring_offers",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    userId: userRef(),
    expertise: text("expertise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("mentoring_offers_org_user_idx").on(t.organizationId, t.userId)],
);

export const mentoringRequests = pgTable(
  "mentoring_requests",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    menteeId: userRef("mentee_id"),
    mentorId: text("mentor_id").references(() => user.id, { onDelete: "set null" }),
    focus: text("focus").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [index("mentoring_requests_org_idx").on(t.organizationId, t.createdAt)],
);

export const mentoringMessages = pgTable(
  "mentoring_messages",
  {
    id: serial("id").primaryKey(),
    requestId: integer("request_id")
      .notNull()
      .references(() => mentoringRequests.id, { onDelete: "cascade" }),
    senderId: userRef("sender_id"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mentoring_messages_request_idx").on(t.requestId, t.createdAt)],
);

/** A like of an activity-feed entry; the entry is a progress row (a module started or completed). */
export const activityLikes = pgTable(
  "activity_likes",
  {
    progressId: integer("progress_id")
      .notNull()
      .references(() => userProgress.id, { onDelete: "cascade" }),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.progressId, t.userId] })],
);

export const activityComments = pgTable(
  "activity_comments",
  {
    id: serial("id").primaryKey(),
    progressId: integer("progress_id")
      .notNull()
      .references(() => userProgress.id, { onDelete: "cascade" }),
    userId: userRef(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("activity_comments_progress_idx").on(t.progressId, t.createdAt)],
);

/** Share Progress: a read-only progress page behind an unguessable token the learner can turn off. */
export const progressShares = pgTable("progress_shares", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
});

// ---- Content administration (migration 0008) ----

/**
 * A module body written by the content generator (spec 3 §3 "Generated content"): a draft the admin
 * previews and edits, then publishes into modules.content. One per module: generating again replaces
 * the draft.
 */
export const generatedContent = pgTable(
  "generated_content",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** draft | published */
    status: text("status").notNull().default("draft"),
    /** template | ai */
    engine: text("engine").notNull(),
    /** The structured answer (learningObjectives, moduleContent, keyTakeaways, assessmentQuestions). */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    /** The body as it will be published; the admin edits it. */
    markdown: text("markdown").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("generated_content_module_idx").on(t.moduleId)],
);

/** A bulk generation: one at a time (the partial unique index), with each module's progress. */
export const generationRuns = pgTable(
  "generation_runs",
  {
    id: serial("id").primaryKey(),
    /** running | completed | failed */
    status: text("status").notNull().default("running"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    /** [{ moduleId, title, status: pending | generating | generated | failed, error }] */
    items: jsonb("items")
      .$type<{ moduleId: number; title: string; status: string; error: string | null }[]>()
      .notNull()
      .default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("generation_runs_one_running_idx").on(t.status).where(sql`${t.status} = 'running'`)],
);

/** spec 3 §3 "Protection settings": one row (id 1); no row = the defaults (domain/protection). */
export const protectionSettings = pgTable("protection_settings", {
  id: integer("id").primaryKey(),
  protectionLevel: text("protection_level").notNull(),
  globalProtection: boolean("global_protection").notNull(),
  watermarkEnabled: boolean("watermark_enabled").notNull(),
  downloadRestriction: text("download_restriction").notNull(),
  printRestriction: text("print_restriction").notNull(),
  copyProtection: boolean("copy_protection").notNull(),
  sessionTimeout: integer("session_timeout").notNull(),
  ipRestriction: boolean("ip_restriction").notNull(),
  deviceLimit: integer("device_limit").notNull(),
  forensicWatermark: boolean("forensic_watermark").notNull(),
  contentExpiration: integer("content_expiration").notNull(),
  legalNotice: text("legal_notice").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Each view, download or print of a protected module, allowed or refused (the tier limits count it). */
export const contentAccessLog = pgTable(
  "content_access_log",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** view | download | print | copy */
    action: text("action").notNull(),
    /** The caller's protection tier at the time (free | individual | team | enterprise). */
    tier: text("tier").notNull(),
    allowed: boolean("allowed").notNull(),
    /** The client address (IP restriction compares a day's accesses). */
    ipAddress: text("ip_address"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("content_access_log_user_idx").on(t.userId, t.action, t.occurredAt),
    index("content_access_log_occurred_idx").on(t.occurredAt),
  ],
);

/** An uploaded podcast file (MP3 or M4A) of a module, on local disk or in an S3-compatible bucket. */
export const podcastUploads = pgTable(
  "podcast_uploads",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** local | s3 */
    storage: text("storage").notNull(),
    /** The file name the media route serves, e.g. "module-25-3f9a1c.mp3". */
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    durationSeconds: integer("duration_seconds"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("podcast_uploads_storage_key_idx").on(t.storageKey),
    index("podcast_uploads_module_idx").on(t.moduleId),
  ],
);

// Relations let Better Auth read a session and its user in one joined query.
export const userRelations = relations(user, ({ many }) => ({ sessions: many(session), accounts: many(account) }));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

// ---- Knowledge checks (issue 22, migration 0008) ----

/**
 * A question of a module's knowledge check. Loaded from content/modules/NN-slug.questions.json by the
 * catalogue sync (upsert by `key`); a question gone from the file is retired, never deleted, so
 * attempts and item analysis keep pointing at what was asked. Admin edits bump `version`.
 */
export const knowledgeCheckQuestions = pgTable(
  "knowledge_check_questions",
  {
    id: serial("id").primaryKey(),
    /** Stable key from the bank file, e.g. "jedi-foundations-q3"; what the API calls the question's id. */
    key: text("key").notNull().unique(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** single | multiple | true_false */
    type: text("type").notNull(),
    text: text("text").notNull(),
    options: jsonb("options").$type<{ id: string; text: string }[]>().notNull(),
    correct: text("correct").array().notNull(),
    feedback: text("feedback").notNull(),
    /** Order in the bank file (authoring order; the draw shuffles). */
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Authoring (issue 22 item 4, migration 0010).
    /** active | draft: a draft (the content generator's) is never drawn until published. */
    status: text("status").notNull().default("active"),
    /** file | admin | generator: where the row came from. */
    source: text("source").notNull().default("file"),
    /** Set by every admin write: the catalogue sync leaves such a row alone (never overwrites nor un-retires it). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The version this row replaced: an edit of an answered question is a new row, the old one retired. */
    previousId: integer("previous_id").references((): AnyPgColumn => knowledgeCheckQuestions.id, {
      onDelete: "set null",
    }),
    /** The generator's draft that wrote this question (drafts publish with it). */
    generatedContentId: integer("generated_content_id").references(() => generatedContent.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    index("knowledge_check_questions_module_idx").on(t.moduleId).where(sql`${t.retiredAt} is null`),
    index("knowledge_check_questions_previous_idx").on(t.previousId).where(sql`${t.previousId} is not null`),
  ],
);

/** One drawn question of an attempt: which question and the option order the learner saw. */
export interface DrawnQuestionRow {
  questionId: number;
  optionOrder: string[];
}

/**
 * One sitting of a module's knowledge check: the draw (seed and the order drawn, so a later bank
 * change cannot change what was asked), the pass mark in force when it started, and, once submitted,
 * the answers and the score. Submission is a conditional update (submitted_at is null), so two
 * concurrent submissions count once.
 */
export const knowledgeCheckAttempts = pgTable(
  "knowledge_check_attempts",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    seed: integer("seed").notNull(),
    questions: jsonb("questions").$type<DrawnQuestionRow[]>().notNull(),
    passMark: integer("pass_mark").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    scorePercent: integer("score_percent"),
    passed: boolean("passed"),
    /** The answers as submitted: question key → chosen option ids. */
    answers: jsonb("answers").$type<Record<string, string[]>>(),
  },
  (t) => [
    // A learner's attempts at a module, newest first: best score, cool-down, the module page.
    index("knowledge_check_attempts_user_module_idx").on(t.userId, t.moduleId, t.startedAt),
    // Per module pass rate and average attempts (item analysis).
    index("knowledge_check_attempts_module_submitted_idx")
      .on(t.moduleId, t.passed)
      .where(sql`${t.submittedAt} is not null`),
  ],
);

/** Each question of a submitted attempt, marked: the per question share answering right (item analysis). */
export const knowledgeCheckAnswers = pgTable(
  "knowledge_check_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => knowledgeCheckAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => knowledgeCheckQuestions.id, { onDelete: "cascade" }),
    chosen: text("chosen").array().notNull(),
    isCorrect: boolean("is_correct").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index("knowledge_check_answers_question_idx").on(t.questionId, t.isCorrect),
  ],
);

// ---- Recurring assignments (issue 22, migration 0009) ----

/**
 * An organisation's compliance assignment rule: a pathway for everyone, a department or a role, once or
 * every `interval_months`, due `due_days` after each assignment or on `due_date` (moved on by the
 * interval each cycle). Ended rules stay for their history.
 */
export const complianceRules = pgTable(
  "compliance_rules",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    pathwayId: integer("pathway_id")
      .notNull()
      .references(() => pathways.id, { onDelete: "cascade" }),
    /** everyone | department | role */
    audience: text("audience").notNull(),
    /** A department of the organisation (renamed and removed with it: migration 0009's foreign key). */
    department: text("department"),
    /** owner | admin | manager | member */
    role: text("role"),
    /** null: once. */
    intervalMonths: integer("interval_months"),
    dueDays: integer("due_days"),
    dueDate: date("due_date", { mode: "string" }),
    /** The first cycle's day (UK); every cycle is counted from it. */
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** The current cycle, 0 for the first. */
    cycle: integer("cycle").notNull().default(0),
    /** The day the next cycle starts; null for a rule that does not recur. */
    nextRunOn: date("next_run_on", { mode: "string" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("compliance_rules_org_idx").on(t.organizationId, t.endedAt)],
);

/** One person's assignment in one cycle of a rule: its due date, and whether the manager was told. */
export const complianceAssignments = pgTable(
  "compliance_assignments",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => complianceRules.id, { onDelete: "cascade" }),
    cycle: integer("cycle").notNull(),
    userId: userRef(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
    /** Completions from this moment count (null in a rule's first cycle: an earlier completion counts). */
    completionSince: timestamp("completion_since", { withTimezone: true }),
    /** When the learner's line manager was told it is overdue (once per cycle). */
    escalatedAt: timestamp("escalated_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.cycle, t.userId] }),
    index("compliance_assignments_user_idx").on(t.userId),
  ],
);

/**
 * A certificate's requirements assigned again before it expires (issue 22 item 6), once per certificate
 * and expiry; `renewed_at` once completing them again renewed it.
 */
export const recertifications = pgTable(
  "recertifications",
  {
    userCertificateId: integer("user_certificate_id")
      .notNull()
      .references(() => userCertificates.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userId: userRef(),
    /** The certificate's pathway, assigned again in pathway_assignments; null for a list of modules. */
    pathwayId: integer("pathway_id").references(() => pathways.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userCertificateId, t.expiresAt] }),
    index("recertifications_open_idx").on(t.userId).where(sql`${t.renewedAt} is null`),
  ],
);

// ---- Personal data export (issue 28, migration 0013) ----

/**
 * "Download my data": a ZIP of everything held about the person, built by the "data-exports" job
 * (features/data-export). One queued or running per person (the partial unique index); the file is
 * downloadable once, for DATA_EXPORT_VALID_DAYS, through a link whose token is stored only as a hash.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    /** queued | running | ready | downloaded | failed | cancelled */
    status: text("status").notNull().default("queued"),
    /** 0-100, for the progress bar on /profile. */
    progress: integer("progress").notNull().default(0),
    /** local | s3, and the file's key there, once built. */
    storage: text("storage"),
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    /** SHA-256 (base64url) of the e-mailed link's token. */
    tokenHash: text("token_hash"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    uniqueIndex("data_exports_one_running_idx").on(t.userId).where(sql`${t.status} in ('queued', 'running')`),
    uniqueIndex("data_exports_token_hash_idx").on(t.tokenHash),
    index("data_exports_expires_idx").on(t.expiresAt),
  ],
);
