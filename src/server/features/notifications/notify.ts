import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, user } from "../../db/schema";
import type { MailCategory } from "../mail/mail-context";
import { type MailAttachment, mailLink, queueMail } from "../mail/queue-mail";

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
 * For a new notification of an e-mailed kind it also queues the e-mail (features/mail/queue-mail.ts),
 * unless the user turned that category off. Queuing only stores a row: the caller never waits for a
 * mail server, and a failure to queue is logged, never thrown.
 */
export async function notify(db: Db, items: NotificationInput | readonly NotificationInput[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items as NotificationInput];
  if (list.length === 0) return 0;
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
  if (mailed.length > 0) {
    try {
      await mailNotifications(db, mailed, list);
    } catch (error) {
      console.warn(`notification e-mail not queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return rows.length;
}

async function mailNotifications(
  db: Db,
  rows: (typeof notifications.$inferSelect)[],
  inputs: readonly NotificationInput[],
): Promise<void> {
  const recipients = await db
    .select({ id: user.id, email: user.email, firstName: user.firstName })
    .from(user)
    .where(
      inArray(
        user.id,
        rows.map((r) => r.userId),
      ),
    );
  const byId = new Map(recipients.map((r) => [r.id, r]));
  for (const row of rows) {
    const recipient = byId.get(row.userId);
    if (!recipient) continue;
    const input = inputs.find(
      (n) => n.userId === row.userId && n.kind === row.kind && (n.dedupeKey ?? null) === row.dedupeKey,
    );
    await queueMail(db, {
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
    });
  }
}
