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
import type { FastifyBaseLogger } from "fastify";
import { purgeAccountsDueForDeletion } from "../auth/account-deletion";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { escalateOverdueAssignments, sendManagerDigests } from "../features/compliance/escalation";
import { runRecertification } from "../features/compliance/recertification";
import { runComplianceCycles } from "../features/compliance/service";
import { remindExpiringCertificates } from "../features/credentials/expiry-reminders";
import { deleteExpiredDataExports } from "../features/data-export/service";
import { sendAssignmentReminders } from "../features/notifications/assignment-reminders";
import { deleteExpiredEnquiries, deleteOldAccessLogs } from "../features/retention/service";
import { EXPIRED_RATE_LIMITS } from "../plugins/api-rate-limit";
import { deleteClosedOrganizations } from "./organization-closing";

export interface DailyTask {
  name: string;
  /** `config`: the settings a task needs beyond the database (the credential signing key). */
  run: (db: Db, now: Date, config?: AppConfig, log?: FastifyBaseLogger) => Promise<number>;
}

export const DAILY_TASKS: DailyTask[] = [
  // Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it.
  { name: "account purge", run: purgeAccountsDueForDeletion },
  // Assigned pathways: 7 days before, 1 day before and when overdue (issue 10).
  { name: "assignment reminders", run: sendAssignmentReminders },
  // Certificates expiring within 30 days: one reminder per certificate and expiry date (issue 11).
  { name: "certificate expiry reminders", run: remindExpiringCertificates },
  // Issue 22: certificates 30 days from expiry have their requirements assigned again; completing
  // them again renews the certificate (once per certificate and expiry).
  { name: "recertification", run: runRecertification },
  // Issue 22: recurring compliance assignments' next cycles, and anyone of a rule's audience missing it.
  { name: "compliance assignments", run: runComplianceCycles },
  // Overdue compliance assignments escalate to the line manager after 7 days, once per cycle.
  { name: "compliance escalation", run: escalateOverdueAssignments },
  // Mondays (UK): each line manager's digest of their reports' overdue items, once a week.
  { name: "manager digest", run: sendManagerDigests },
  // Rate-limit windows (the API's and the sign-in limits') that ended more than a day ago.
  { name: "rate limit purge", run: purgeExpiredRateLimits },
  // Issue 28 item 2: the Privacy Policy's retention periods (domain/retention.ts), each logging what it deleted.
  { name: "enquiry retention", run: (db, now, _config, log) => deleteExpiredEnquiries(db, now, log) },
  { name: "access log retention", run: (db, now, _config, log) => deleteOldAccessLogs(db, now, log) },
  {
    name: "data export expiry",
    run: async (db, now, config, log) => {
      if (!config) return 0;
      const count = await deleteExpiredDataExports(db, config, now);
      if (count > 0) log?.info(`retention: deleted ${count} expired or finished data exports and their files`);
      return count;
    },
  },
  // Issue 28: organisations closed 30 days ago: the owner's final export by e-mail, the plan cancelled, deleted.
  { name: "organisation closing", run: deleteClosedOrganizations },
];

async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql.raw(`${EXPIRED_RATE_LIMITS} returning 1`));
  return (result as unknown as { rows: unknown[] }).rows.length;
}
