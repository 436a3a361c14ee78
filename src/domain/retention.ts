/**
 * Issue 28: how long personal data is kept. The Privacy Policy's section 6 states these periods and the
 * daily tasks (server/background-work.ts) carry them out, both reading them from here.
 */

import { daysAfter, daysBefore, monthsBefore } from "./calendar";

/** Terms (spec 3 §9): an account is deleted this many days after its holder asks. */
export const ACCOUNT_DELETION_DAYS = 30;

/** Contact, sales and pilot enquiries: deleted this many months after the last contact, unless a customer. */
export const ENQUIRY_RETENTION_MONTHS = 24;

/** Access logs (protected-content access with the client address) and server logs. */
export const ACCESS_LOG_RETENTION_DAYS = 30;

/** A personal data export can be downloaded (once) for this many days after it is ready. */
export const DATA_EXPORT_VALID_DAYS = 7;

/** The moment before which an enquiry's last contact makes it due for deletion. */
export const enquiryCutoff = (now: Date): Date => monthsBefore(now, ENQUIRY_RETENTION_MONTHS);

/** The moment before which an access-log row is due for deletion. */
export const accessLogCutoff = (now: Date): Date => daysBefore(now, ACCESS_LOG_RETENTION_DAYS);

/** When an export that became ready at `readyAt` stops being downloadable. */
export const dataExportExpiry = (readyAt: Date): Date => daysAfter(readyAt, DATA_EXPORT_VALID_DAYS);

/** "24 months", "30 days": a period as the Privacy Policy words it. */
export const periodText = (count: number, unit: "day" | "month" | "year"): string =>
  `${count} ${unit}${count === 1 ? "" : "s"}`;
