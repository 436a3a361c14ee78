import { and, eq, gt, isNotNull, isNull, lte } from "drizzle-orm";
import { utcDay } from "../../../domain/calendar";
import { isReminderDue, RENEWAL_WINDOW_DAYS } from "../../../domain/certificate-lifecycle";
import type { Db } from "../../db/client";
import { certificates, userCertificates } from "../../db/schema";
import { notify } from "../../platform/notifications/notify";

/**
 * Sends an "expiring" notification for each valid certificate expiring within the renewal window,
 * once per certificate and expiry date. Returns how many were sent.
 */
export async function remindExpiringCertificates(db: Db, now: Date): Promise<number> {
  const windowEnd = new Date(now.getTime() + RENEWAL_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ row: userCertificates, title: certificates.title })
    .from(userCertificates)
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(
      and(
        isNull(userCertificates.revokedAt),
        isNotNull(userCertificates.expiresAt),
        gt(userCertificates.expiresAt, now),
        lte(userCertificates.expiresAt, windowEnd),
      ),
    );
  const due = rows.filter((r) => isReminderDue(r.row, now));
  if (due.length === 0) return 0;
  const date = (d: Date) =>
    new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(d);
  return notify(
    db,
    due.map(({ row, title }) => ({
      userId: row.userId,
      kind: "certificate_expiring",
      title: "Certificate expiring",
      body: `Your ${title} expires on ${date(row.expiresAt as Date)}. Renew it from your credential wallet.`,
      link: "/credentials",
      dedupeKey: `certificate-expiring:${row.id}:${utcDay(row.expiresAt as Date)}`,
    })),
  );
}
