import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { NotificationList } from "../../../contracts/notifications";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { notFound } from "../../errors";

/** The bell shows the newest notifications; older ones stay stored. */
export const NOTIFICATION_LIST_LIMIT = 30;

export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    unreadCount: Number(unread?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Marks one of the user's notifications read; another user's answers 404 (it is not theirs to see). */
export async function markNotificationRead(db: Db, userId: string, id: number): Promise<void> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw notFound("Notification not found");
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
