import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";

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
}

/**
 * Stores notifications for the bell. Returns how many were new (a repeated dedupe key is skipped).
 * Callers never wait on e-mail: anything sent by mail is queued by the notifications feature.
 */
export async function notify(db: Db, items: NotificationInput | readonly NotificationInput[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items as NotificationInput];
  if (list.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(list.map((n) => ({ ...n, link: n.link ?? null, dedupeKey: n.dedupeKey ?? null })))
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length;
}
