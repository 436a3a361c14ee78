/**
 * Recertification (issue 22 item 6): 30 days before a certificate with a validity period expires, its
 * requirements are assigned to the holder again, due on the day it expires; completing them again
 * renews it. Pure: "now" is a parameter.
 */
import { RENEWAL_WINDOW_DAYS } from "./certificate-lifecycle";
import { addDays } from "./compliance-schedule";
import { daysUntilDue, ukToday } from "./due-dates";

/** The assignment is made this many days before the expiry (the renewal window, spec 2 §4). */
export const RECERTIFICATION_LEAD_DAYS = RENEWAL_WINDOW_DAYS;

/** The UK calendar day a certificate expires on: its due date. */
export const recertificationDueDate = (expiresAt: Date) => ukToday(expiresAt);

/** The UK day the requirements are assigned again: 30 calendar days before the expiry day. */
export const recertificationStartDate = (expiresAt: Date) =>
  addDays(recertificationDueDate(expiresAt), -RECERTIFICATION_LEAD_DAYS);

/**
 * Whether the requirements are to be assigned again today: from 30 days before the expiry day until the
 * day itself, for a certificate that expires and is not revoked. After the expiry nothing is assigned
 * (the certificate has lapsed; the learner may still renew it from the wallet).
 */
export function isRecertificationDue(cert: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  if (cert.expiresAt === null || cert.revokedAt !== null) return false;
  const today = ukToday(now);
  return (
    daysUntilDue(recertificationStartDate(cert.expiresAt), today) <= 0 &&
    daysUntilDue(recertificationDueDate(cert.expiresAt), today) >= 0
  );
}
