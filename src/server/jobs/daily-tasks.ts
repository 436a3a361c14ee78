/**
 * The tasks the daily scheduled job runs (jobs/runner.ts, queue "daily-tasks", 03:00 Europe/London,
 * and at start-up once a day per cluster). Each task is idempotent: it may run twice on one day (a restart, a
 * retry after a failure) without doing anything twice, e.g. by notifying with a dedupeKey or by
 * deleting only what is due.
 *
 * To add a task, append an entry here: `run(db, now)` does the work and resolves with how many things
 * it did (the log shows the count). A task that throws is logged and the others still run; the job is
 * retried with backoff only when at least one task failed.
 */

import { sql } from "drizzle-orm";
import { purgeAccountsDueForDeletion } from "../auth/account-deletion";
import type { Db } from "../db/client";
import { remindExpiringCertificates } from "../features/credentials/expiry-reminders";
import { sendAssignmentReminders } from "../features/notifications/assignment-reminders";
import { EXPIRED_RATE_LIMITS } from "../plugins/api-rate-limit";

export interface DailyTask {
  name: string;
  run: (db: Db, now: Date) => Promise<number>;
}

export const DAILY_TASKS: DailyTask[] = [
  // Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it.
  { name: "account purge", run: purgeAccountsDueForDeletion },
  // Assigned pathways: 7 days before, 1 day before and when overdue (issue 10).
  { name: "assignment reminders", run: sendAssignmentReminders },
  // Certificates expiring within 30 days: one reminder per certificate and expiry date (issue 11).
  { name: "certificate expiry reminders", run: remindExpiringCertificates },
  // Rate-limit windows (the API's and the sign-in limits') that ended more than a day ago.
  { name: "rate limit purge", run: purgeExpiredRateLimits },
];

async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql.raw(`${EXPIRED_RATE_LIMITS} returning 1`));
  return (result as unknown as { rows: unknown[] }).rows.length;
}
