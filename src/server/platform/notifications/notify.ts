import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, user } from "../../db/schema";
import type { MailCategory } from "../mail/mail-context";
import { type MailAttachment, type MailMessage, mailLink, storeMails, wakeMails } from "../mail/queue-mail";

/** What happened, for whom, and where the notification leads. */
export interface NotificationInput {
  userId: string;
  /** e.g. "pathway_assigned", "due_soon", "overdue", "content_ready", "certificate_earned", "support_reply". */
  kind: string;
  title: string;
  body: string;
  /** A path inside the site, e.g. "/pathways". */
  link?: string;
  /** The same key for the same user notifies once (a reminder for one due date, one certificate). */
  dedupeKey?: string;
  /** Extras for the e-mail copy (kinds in EMAIL_CATEGORY_BY_KIND only). */
  mail?: { actionLabel?: string; notes?: string[]; attachments?: MailAttachment[] };
}

/**
 * The kinds that are also sent by e-mail, and the preference that governs each ("essential" mail is
 * always sent: it answers something the user asked for). A kind not listed is shown in the bell only.
 */
export const EMAIL_CATEGORY_BY_KIND: Record<string, MailCategory> = {
  pathway_assigned: "reminders",
  due_soon: "reminders",
  overdue: "reminders",
  content_ready: "updates",
  certificate_earned: "updates",
  certificate_expiring: "updates",
  support_reply: "essential",
  pilot_application: "updates",
  contact_message: "updates",
  // Issue 22: recertification and compliance assignments.
  recertification_due: "reminders",
  compliance_escalation: "reminders",
};

/**
 * Stores notifications for the bell. Returns how many were new (a repeated dedupe key is skipped).
 * For a new notification of an e-mailed kind it also queues the e-mail (platform/mail/queue-mail.ts),
 * unless the user turned that category off. Queuing only stores a row: the caller never waits for a
 * mail server, and a failure to queue is logged, never thrown. However many people are told, it makes
 * the same few queries: the notifications in one insert, the recipients and their preferences in one
 * query each, the e-mails in one insert, and one request to the delivery job (issue 27).
 */
export async function notify(db: Db, items: NotificationInput | readonly NotificationInput[]): Promise<number> {
  const { count, mailIds } = await storeNotifications(db, items);
  await wakeMails(db, mailIds);
  return count;
}

const CHUNK = 1000;

/**
 * `notify` inside the caller's transaction: stores the notifications and their e-mails, and answers
 * the e-mails to wake with `wakeMails` once the transaction has committed (so the delivery job never
 * looks for a row it cannot see yet).
 */
export async function storeNotifications(
  db: Db,
  items: NotificationInput | readonly NotificationInput[],
): Promise<{ count: number; mailIds: number[] }> {
  const list = Array.isArray(items) ? items : [items as NotificationInput];
  if (list.length > CHUNK) {
    // A whole organisation told at once: statements of CHUNK rows stay far below PostgreSQL's limit
    // of 65,535 parameters.
    const stored = { count: 0, mailIds: [] as number[] };
    for (let i = 0; i < list.length; i += CHUNK) {
      const part = await storeNotifications(db, list.slice(i, i + CHUNK));
      stored.count += part.count;
      stored.mailIds.push(...part.mailIds);
    }
    return stored;
  }
  if (list.length === 0) return { count: 0, mailIds: [] };
  const rows = await db
    .insert(notifications)
    .values(
      list.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link ?? null,
        dedupeKey: n.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const mailed = rows.filter((r) => EMAIL_CATEGORY_BY_KIND[r.kind]);
  let mailIds: number[] = [];
  if (mailed.length > 0) {
    try {
      mailIds = await storeMails(db, await notificationMails(db, mailed, list));
    } catch (error) {
      console.warn(`notification e-mail not queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { count: rows.length, mailIds };
}

/** The e-mail copy of each stored notification, for the recipients that still exist. */
async function notificationMails(
  db: Db,
  rows: (typeof notifications.$inferSelect)[],
  inputs: readonly NotificationInput[],
): Promise<MailMessage[]> {
  const recipients = await db
    .select({ id: user.id, email: user.email, firstName: user.firstName })
    .from(user)
    .where(inArray(user.id, [...new Set(rows.map((r) => r.userId))]));
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const inputOf = new Map<string, NotificationInput>();
  for (const n of inputs) {
    const key = `${n.userId}|${n.kind}|${n.dedupeKey ?? ""}`;
    if (!inputOf.has(key)) inputOf.set(key, n);
  }
  return rows.flatMap((row) => {
    const recipient = byId.get(row.userId);
    if (!recipient) return [];
    const input = inputOf.get(`${row.userId}|${row.kind}|${row.dedupeKey ?? ""}`);
    return [
      {
        to: recipient.email,
        userId: row.userId,
        idempotencyKey: `notification:${row.id}`,
        category: EMAIL_CATEGORY_BY_KIND[row.kind],
        template: row.kind,
        content: {
          subject: row.title,
          heading: row.title,
          paragraphs: [`Hello ${recipient.firstName || "there"},`, row.body],
          action: { label: input?.mail?.actionLabel ?? "Open PIVOT Learning", url: mailLink(db, row.link ?? "/") },
          notes: input?.mail?.notes,
        },
        attachments: input?.mail?.attachments,
      },
    ];
  });
}
