import { and, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { EmailPreferences, MailStatus, OutboxList, OutboxMessage } from "../../../contracts/notifications";
import type { Db } from "../../db/client";
import { emailPreferences, mailMessages } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { MailPreference } from "../../platform/mail/mail-context";
import { mailContextFor } from "../../platform/mail/mail-context";
import { redactMailBody } from "../../platform/mail/redact";

export const OUTBOX_LIMIT = 200;

export async function readEmailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return { reminders: row?.reminders ?? true, updates: row?.updates ?? true };
}

export async function saveEmailPreferences(db: Db, userId: string, prefs: EmailPreferences): Promise<EmailPreferences> {
  await db
    .insert(emailPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...prefs, updatedAt: new Date() } });
  return prefs;
}

/** The unsubscribe link and List-Unsubscribe one-click: that category off for that user. */
export async function unsubscribe(db: Db, userId: string, category: MailPreference): Promise<void> {
  const current = await readEmailPreferences(db, userId);
  await saveEmailPreferences(db, userId, { ...current, [category]: false });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listOutbox(
  db: Db,
  smtpConfigured: boolean,
  filter: { status?: MailStatus; to?: string },
): Promise<OutboxList> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(mailMessages.status, filter.status));
  if (filter.to) conditions.push(ilike(mailMessages.toAddress, `%${escapeLike(filter.to)}%`));
  const rows = await db
    .select()
    .from(mailMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
    .limit(OUTBOX_LIMIT);
  return { smtpConfigured, items: rows.map(outboxItem) };
}

function outboxItem(r: typeof mailMessages.$inferSelect) {
  return {
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    template: r.template,
    category: r.category,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

/** One message as an admin reads it: its one-time links hidden (issue 29 item 5; redact.ts). */
export async function outboxMessage(db: Db, id: number): Promise<OutboxMessage> {
  const [r] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!r) throw notFound("Message not found");
  const shown = redactMailBody(r);
  return {
    ...outboxItem(r),
    text: shown.textBody,
    html: shown.htmlBody,
    headers: shown.headers,
    attachments: r.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.from(a.content, "base64").length,
    })),
  };
}

/** Sends a failed message again (after the mail server is fixed): queued, attempts counted afresh. */
export async function retryMessage(db: Db, id: number): Promise<OutboxMessage> {
  const [r] = await db.select({ status: mailMessages.status }).from(mailMessages).where(eq(mailMessages.id, id));
  if (!r) throw notFound("Message not found");
  if (r.status !== "failed") throw conflict("Only a failed message can be sent again");
  await db.update(mailMessages).set({ status: "queued", lastError: null }).where(eq(mailMessages.id, id));
  await mailContextFor(db)
    ?.wake?.(id)
    .catch(() => {});
  return outboxMessage(db, id);
}

export async function attachmentContent(db: Db, id: number, index: number) {
  const [r] = await db
    .select({ attachments: mailMessages.attachments })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  const attachment = r?.attachments[index];
  if (!attachment) throw notFound("Attachment not found");
  return { ...attachment, bytes: Buffer.from(attachment.content, "base64") };
}
