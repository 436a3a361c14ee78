/**
 * Issue 28: how long personal data is kept. The Privacy Policy's section 6 states these periods and the
 * daily tasks (server/jobs/daily-tasks.ts) carry them out, both reading them from here.
 */

/** Terms (spec 3 §9): an account is deleted this many days after its holder asks. */
export const ACCOUNT_DELETION_DAYS = 30;

/** Contact, sales and pilot enquiries: deleted this many months after the last contact, unless a customer. */
export const ENQUIRY_RETENTION_MONTHS = 24;

/** Access logs (protected-content access with the client address) and server logs. */
export const ACCESS_LOG_RETENTION_DAYS = 30;

/** A personal data export can be downloaded (once) for this many days after it is ready. */
export const DATA_EXPORT_VALID_DAYS = 7;

const DAY_MS = 86_400_000;

/** The moment before which an enquiry's last contact makes it due for deletion. */
export function enquiryCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ENQUIRY_RETENTION_MONTHS);
  return cutoff;
}

/** The moment before which an access-log row is due for deletion. */
export const accessLogCutoff = (now: Date): Date => new Date(now.getTime() - ACCESS_LOG_RETENTION_DAYS * DAY_MS);

/** When an export that became ready at `readyAt` stops being downloadable. */
export const dataExportExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + DATA_EXPORT_VALID_DAYS * DAY_MS);

/** "24 months", "30 days": a period as the Privacy Policy words it. */
export const periodText = (count: number, unit: "day" | "month" | "year"): string =>
  `${count} ${unit}${count === 1 ? "" : "s"}`;
