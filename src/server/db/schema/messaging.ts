import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

// ---- Notifications ----

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
