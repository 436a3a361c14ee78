import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailMessages } from "../../db/schema";
import type { Mailer } from "./mailer";
import { redactMailBody } from "./redact";

export type DeliveryResult = "sent" | "held" | "failed" | "already-done";

/**
 * Delivers one stored message (the "mail" job's work). A message already sent, held or failed is left
 * alone, so a job run twice (a retry, a restart) never sends twice. Without a mailer the message is
 * "held": it stays readable in the outbox (its one-time links hidden, as after sending). A failure is recorded on the row and rethrown so the job is
 * retried with backoff; on the last attempt the row is marked failed instead.
 */
export async function deliverMail(
  db: Db,
  mailer: Mailer | null,
  from: string,
  id: number,
  options: { lastAttempt: boolean },
): Promise<DeliveryResult> {
  const [claimed] = await db
    .update(mailMessages)
    .set({ status: "sending", attempts: sql`${mailMessages.attempts} + 1` })
    .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, ["queued", "sending"])))
    .returning();
  if (!claimed) return "already-done";
  if (!mailer) {
    // Nothing will send it later: only the copy without live links is kept (issue 29 item 5).
    await db
      .update(mailMessages)
      .set({ status: "held", ...redactMailBody(claimed) })
      .where(eq(mailMessages.id, id));
    return "held";
  }
  try {
    await mailer.send({
      from,
      to: claimed.toAddress,
      subject: claimed.subject,
      text: claimed.textBody,
      html: claimed.htmlBody,
      headers: claimed.headers,
      attachments: claimed.attachments,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(mailMessages)
      .set({ status: options.lastAttempt ? "failed" : "queued", lastError: message.slice(0, 1000) })
      .where(eq(mailMessages.id, id));
    if (options.lastAttempt) return "failed";
    throw error;
  }
  // Delivered: the full message, with its one-time links, is kept no longer than delivery needs it.
  await db
    .update(mailMessages)
    .set({ status: "sent", sentAt: new Date(), lastError: null, ...redactMailBody(claimed) })
    .where(eq(mailMessages.id, id));
  return "sent";
}

/** Messages still waiting for delivery (stored while no runner was working, or its wake-up was lost). */
export async function pendingMailIds(db: Db, olderThan: Date): Promise<number[]> {
  const rows = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, "queued"), lt(mailMessages.createdAt, olderThan)))
    .orderBy(asc(mailMessages.id))
    .limit(1000);
  return rows.map((r) => r.id);
}
