/**
 * queueMail(db, message): the one way a feature sends e-mail.
 *
 *   await queueMail(db, {
 *     to: "ada@example.com", userId: ada.id,             // userId: preferences and the unsubscribe link
 *     idempotencyKey: `certificate-earned:${ada.id}:${certId}`, // the same key is sent once, ever
 *     category: "updates",                              // "essential" | "reminders" | "updates"
 *     template: "certificate-earned",                   // a name shown in the outbox
 *     content: { subject, heading, paragraphs, action: { label, url }, notes },
 *     attachments: [{ filename, contentType, content }], // content in base64
 *   });
 *
 * It renders the plain-text and HTML parts from `content` (template.ts), stores the message in
 * mail_messages and wakes the delivery job; it never talks to a mail server, so the request that calls
 * it neither waits for nor fails because of delivery. Non-essential mail is skipped (returns null) when
 * the user turned that category off, and carries an unsubscribe link and the List-Unsubscribe headers.
 * Returns the stored message's id, or null when nothing was queued (preference off, key already used).
 * Links in `content` should be absolute: use `mailLink(db, "/path")`.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailPreferences, mailMessages } from "../../db/schema";
import { type MailCategory, type MailPreference, mailContextFor, unsubscribeUrl } from "./mail-context";
import { type MailContent, renderMail } from "./template";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface MailMessage {
  to: string;
  userId?: string | null;
  idempotencyKey: string;
  category: MailCategory;
  template: string;
  content: MailContent;
  attachments?: MailAttachment[];
}

/** An absolute address on this site for a path, for links in e-mail. */
export function mailLink(db: Db, path: string): string {
  const base = mailContextFor(db)?.baseUrl ?? "http://localhost:5000";
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Whether the user takes mail of this category (no row = everything on). */
export async function wantsMail(db: Db, userId: string, category: MailCategory): Promise<boolean> {
  if (category === "essential") return true;
  const [prefs] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return prefs ? prefs[category as MailPreference] : true;
}

/** The messages whose recipients take their category: one query for any number of them. */
async function wantedMessages(db: Db, messages: readonly MailMessage[]): Promise<MailMessage[]> {
  const deliverable = messages.filter((m) => !isUndeliverableAddress(m.to));
  const asked = [...new Set(deliverable.flatMap((m) => (m.userId && m.category !== "essential" ? [m.userId] : [])))];
  if (asked.length === 0) return deliverable;
  const prefs = new Map(
    (await db.select().from(emailPreferences).where(inArray(emailPreferences.userId, asked))).map((p) => [p.userId, p]),
  );
  return deliverable.filter((m) => {
    if (!m.userId || m.category === "essential") return true;
    const chosen = prefs.get(m.userId);
    return chosen ? chosen[m.category as MailPreference] : true;
  });
}

/** The stored row of a message: rendered once, with its unsubscribe link when it is not essential. */
function mailRow(db: Db, message: MailMessage): typeof mailMessages.$inferInsert {
  const context = mailContextFor(db);
  const userId = message.userId ?? null;
  const unsubscribe =
    userId && message.category !== "essential" && context
      ? unsubscribeUrl(context, userId, message.category)
      : undefined;
  const rendered = renderMail(message.content, { unsubscribeUrl: unsubscribe });
  const headers: Record<string, string> = unsubscribe
    ? { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return {
    idempotencyKey: message.idempotencyKey,
    userId,
    toAddress: message.to,
    category: message.category,
    template: message.template,
    subject: rendered.subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    headers,
    attachments: message.attachments ?? [],
  };
}

/**
 * RFC 2606 reserves ".invalid": no message to such an address can ever arrive. Learners who came in
 * through an LMS package have one (their LMS gives PIVOT no address; issue 24), so nothing is queued.
 */
export const isUndeliverableAddress = (address: string) => /\.invalid$/i.test(address.trim());

export async function queueMail(db: Db, message: MailMessage): Promise<number | null> {
  if (isUndeliverableAddress(message.to)) return null;
  const userId = message.userId ?? null;
  if (userId && !(await wantsMail(db, userId, message.category))) return null;
  const [row] = await db
    .insert(mailMessages)
    .values(mailRow(db, message))
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  if (!row) return null;
  // Delivery is the job's; a failure to wake it leaves the row queued for the sweep.
  await mailContextFor(db)
    ?.wake?.(row.id)
    .catch(() => {});
  return row.id;
}

/**
 * Many messages in one statement (bulk invitations: thousands at a time), stored in the caller's
 * transaction. Wake delivery with `wakeMails` once that transaction has committed, so the job never
 * looks for a row it cannot see yet. Preferences apply as in queueMail; returns the stored ids.
 */
export async function storeMails(db: Db, messages: readonly MailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const wanted = await wantedMessages(db, messages);
  if (wanted.length === 0) return [];
  const rows = await db
    .insert(mailMessages)
    .values(wanted.map((message) => mailRow(db, message)))
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  return rows.map((row) => row.id);
}

/** Asks the delivery job for stored messages, in one request to the queue when the runner can take many. */
export async function wakeMails(db: Db, ids: readonly number[]): Promise<void> {
  const context = mailContextFor(db);
  if (ids.length === 0 || !context) return;
  // A failure to wake leaves the rows queued for the sweep.
  if (context.wakeMany) await context.wakeMany(ids).catch(() => {});
  else for (const id of ids) await context.wake?.(id).catch(() => {});
}
