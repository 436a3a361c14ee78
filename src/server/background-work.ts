/**
 * The background work the job runner (platform/jobs/runner.ts) does for the features, wired here in the
 * composition root so that the runner never imports a feature.
 *
 * The tasks the daily scheduled job runs (queue "daily-tasks", 03:00 Europe/London,
 * and at start-up once a day per cluster). Each task is idempotent: it may run twice on one day (a restart, a
 * retry after a failure) without doing anything twice, e.g. by notifying with a dedupeKey or by
 * deleting only what is due.
 *
 * To add a task, append an entry here: `run(db, now)` does the work and resolves with how many things
 * it did (the log shows the count). A task that throws is logged and the others still run; the job is
 * retried with backoff only when at least one task failed.
 */

import { sql } from "drizzle-orm";
import { purgeAccountsDueForDeletion } from "./auth/account-deletion";
import type { Db } from "./db/client";
import { rowsOf } from "./db/rows";
import { endClosingOrganizationPlan } from "./features/billing/organization-closing";
import { escalateOverdueAssignments, sendManagerDigests } from "./features/compliance/escalation";
import { runRecertification } from "./features/compliance/recertification";
import { runComplianceCycles } from "./features/compliance/service";
import { remindExpiringCertificates } from "./features/credentials/expiry-reminders";
import { renewRecertifiedCertificates } from "./features/credentials/recertification-renewal";
import { buildDataExport, deleteExpiredDataExports, unfinishedDataExports } from "./features/data-export/service";
import { remindFollowUps } from "./features/jedi-surveys/surveys";
import { deleteExpiredLtiStates } from "./features/lti/launch";
import { runMemberSync, unfinishedMemberSyncs } from "./features/lti/member-sync";
import { processInvitationBatch, unfinishedInvitationBatches } from "./features/organizations/invitations-batch";
import { deleteClosedOrganizations } from "./features/organizations/organization-closing";
import { deleteExpiredEnquiries, deleteOldAccessLogs } from "./features/retention/service";
import { deleteFinishedEvents, deliverEvent, dueDeliveries } from "./platform/events/deliver";
import { EXPIRED_RATE_LIMITS } from "./platform/http/window-counter";
import { deleteExpiredIdempotencyKeys } from "./platform/idempotency/keys";
import type { DailyTask } from "./platform/jobs/daily-task";
import {
  type BackgroundQueue,
  backgroundQueue,
  DATA_EXPORT_QUEUE,
  EVENT_DELIVERY_QUEUE,
  INVITATION_BATCH_QUEUE,
  LTI_MEMBER_SYNC_QUEUE,
} from "./platform/jobs/runner";
import { deleteExpiredLaunches } from "./platform/lms/launch-token";
import { sendAssignmentReminders } from "./platform/notifications/assignment-reminders";

/** The features' queues: invitation lists of more than 50 people, and personal data exports (issue 28). */
export const BACKGROUND_QUEUES: BackgroundQueue[] = [
  backgroundQueue<{ batchId: string }>({
    name: INVITATION_BATCH_QUEUE,
    key: ({ batchId }) => batchId,
    work: (db, _config, { batchId }) => processInvitationBatch(db, batchId),
    unfinished: async (db) => (await unfinishedInvitationBatches(db)).map((batchId) => ({ batchId })),
  }),
  backgroundQueue<{ id: number }>({
    name: DATA_EXPORT_QUEUE,
    key: ({ id }) => `data-export-${id}`,
    work: async (db, config, { id }) => ({ result: await buildDataExport(db, config, id) }),
    unfinished: async (db) => (await unfinishedDataExports(db)).map((id) => ({ id })),
  }),
  // Issue 23 items 5 and 6: one attempt at one webhook or xAPI delivery; the sweep queues retries when due.
  backgroundQueue<{ id: number }>({
    name: EVENT_DELIVERY_QUEUE,
    key: ({ id }) => `event-delivery-${id}`,
    work: async (db, config, { id }) => ({ result: await deliverEvent(db, config, id) }),
    unfinished: async (db) => (await dueDeliveries(db)).map((id) => ({ id })),
  }),
  // Issue 24: "Sync members from the course" (LTI Names and Role Provisioning), one course per job.
  backgroundQueue<{ id: number }>({
    name: LTI_MEMBER_SYNC_QUEUE,
    key: ({ id }) => `lti-member-sync-${id}`,
    work: async (db, config, { id }) => ({ result: await runMemberSync(db, config, id) }),
    unfinished: async (db) => (await unfinishedMemberSyncs(db)).map((id) => ({ id })),
  }),
];

export const DAILY_TASKS: DailyTask[] = [
  // Terms (spec 3 §9): accounts are deleted 30 days after the holder asks for it.
  { name: "account purge", run: purgeAccountsDueForDeletion },
  // Assigned pathways: 7 days before, 1 day before and when overdue (issue 10).
  { name: "assignment reminders", run: sendAssignmentReminders },
  // Certificates expiring within 30 days: one reminder per certificate and expiry date (issue 11).
  { name: "certificate expiry reminders", run: remindExpiringCertificates },
  // Issue 22: certificates 30 days from expiry have their requirements assigned again; completing
  // them again renews the certificate (once per certificate and expiry).
  // (compliance assigns and reminds; credentials renews what was completed again).
  {
    name: "recertification",
    run: async (db, now, config) =>
      (await runRecertification(db, now)) + (await renewRecertifiedCertificates(db, now, config)),
  },
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
  // Issue 23: outbox events older than 30 days whose deliveries are finished.
  { name: "event outbox retention", run: deleteFinishedEvents },
  {
    name: "data export expiry",
    run: async (db, now, config, log) => {
      if (!config) return 0;
      const count = await deleteExpiredDataExports(db, config, now);
      if (count > 0) log?.info(`retention: deleted ${count} expired or finished data exports and their files`);
      return count;
    },
  },
  // Issue 24: LMS launch tokens a day past their ten minutes.
  { name: "LMS launch token purge", run: deleteExpiredLaunches },
  // Issue 24 item 2: LTI login states (10 minutes) and deep-linking pickers (30 minutes) past their time.
  { name: "LTI state purge", run: deleteExpiredLtiStates },
  // Issue 44 item 5: idempotency keys of progress and knowledge-check writes, a day after the write.
  { name: "idempotency key purge", run: deleteExpiredIdempotencyKeys },
  // Issue 25 item 2: spec 2 §9 "follow-up in 6 months": the owners are reminded once per survey.
  { name: "inclusion survey follow-up", run: remindFollowUps },
  // Issue 28: organisations closed 30 days ago: the owner's final export by e-mail, the plan cancelled, deleted.
  // The plan is ended by billing's part (features/billing/organization-closing.ts).
  {
    name: "organisation closing",
    run: (db, now, config) => deleteClosedOrganizations(db, now, config, endClosingOrganizationPlan),
  },
];

async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const result = await db.execute(sql.raw(`${EXPIRED_RATE_LIMITS} returning 1`));
  return rowsOf<unknown>(result).length;
}
