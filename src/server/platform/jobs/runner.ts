/**
 * Background jobs on the application's own database (pg-boss: PGlite through its `fromPglite`
 * adapter, or the PostgreSQL server). Three queues:
 *
 * - "mail": delivers one stored message (platform/mail/deliver.ts) per job, keyed by the message id
 *   (`stately`: one queued and one active per message), retried with exponential backoff, then marked
 *   failed in the outbox. queueMail wakes it; a sweep at start and every 5 minutes picks up messages
 *   stored while no runner was working.
 * - "daily-tasks": every task the composition root passes (server/background-work.ts), at 03:00
 *   Europe/London (a pg-boss schedule: one run per cluster) and at start-up, once per cluster and day (a
 *   singleton key and day slot), however many processes start.
 * - the features' queues, passed in as `BackgroundQueue`s (server/background-work.ts): "invitation-batches"
 *   (a list of more than 50 invitations, features/organizations/invitations-batch.ts) and "data-exports"
 *   (one personal data export, features/data-export, issue 28). One job per item, keyed by its id; items
 *   left unfinished (no runner, a restart) are queued again at start and by the 5-minute sweep.
 *
 * The runner is platform code: it never imports a feature. Features hand it their work through
 * `BackgroundQueue` and `DailyTask` values that the composition root wires in.
 *
 * Jobs live in the database, so a job queued or running when the process stops is done after the
 * restart; stop() is graceful (it waits for running handlers). Nothing a request waits for runs here.
 */
import type { FastifyBaseLogger } from "fastify";
import { fromPglite, type JobResult, PgBoss } from "pg-boss";
import type { AppConfig } from "../../config";
import type { Database, Db } from "../../db/client";
import { deliverMail, pendingMailIds } from "../mail/deliver";
import type { Mailer } from "../mail/mailer";
import type { DailyTask } from "./daily-task";
import { yieldToRequests } from "./yield";

export const MAIL_QUEUE = "mail";
export const DAILY_QUEUE = "daily-tasks";
export const INVITATION_BATCH_QUEUE = "invitation-batches";
/** Issue 28: one personal data export per job (features/data-export), keyed by its id. */
export const DATA_EXPORT_QUEUE = "data-exports";
/** Issue 23 items 5 and 6: one attempt at one outbox delivery (platform/events/deliver.ts), keyed by its id. */
export const EVENT_DELIVERY_QUEUE = "event-deliveries";
/** Issue 24: one "Sync members from the course" run of the LTI tool (features/lti/member-sync.ts), keyed by its id. */
export const LTI_MEMBER_SYNC_QUEUE = "lti-member-syncs";
const SWEEP_QUEUE = "mail-sweep";
/** Messages a mail worker takes from the queue at once (two workers). */
export const MAIL_BATCH = 25;

/**
 * A feature's queue: one job per item (`key` is its pg-boss singleton key), `work` does it, `unfinished`
 * lists the items stored while no runner was working (queued at start and by the 5-minute sweep).
 * Not retried: a failed item is marked failed by the feature, where the person can ask again.
 */
export interface BackgroundQueue<T extends object = object> {
  name: string;
  key: (data: T) => string;
  work: (db: Db, config: AppConfig, data: T) => Promise<unknown>;
  unfinished: (db: Db) => Promise<T[]>;
}

/** Lets a feature declare its queue with the type of its job data, stored beside the others. */
export const backgroundQueue = <T extends object>(queue: BackgroundQueue<T>): BackgroundQueue =>
  queue as unknown as BackgroundQueue;

export interface JobRunnerOptions {
  /** Seconds before the first retry of a failed delivery (doubling each time, at most an hour). */
  retryDelaySeconds?: number;
  /** Delivery attempts after the first. */
  retryLimit?: number;
  /** How often an idle worker looks for jobs when LISTEN/NOTIFY is unavailable. */
  pollingIntervalSeconds?: number;
  /**
   * How often it looks while LISTEN/NOTIFY wakes it for new jobs: the backstop that finds a retry whose
   * delay has passed (no notification announces it).
   */
  backstopSeconds?: number;
  /** The daily tasks (server/background-work.ts; tests pass their own). */
  dailyTasks?: DailyTask[];
  /** The features' queues (server/background-work.ts). */
  queues?: BackgroundQueue[];
  /** Run the daily tasks once at start-up (as the purge always did). */
  runDailyAtStart?: boolean;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Waits for running jobs (up to `timeoutMs`), then stops polling. Queued jobs stay in the database. */
  stop(timeoutMs?: number): Promise<void>;
  /** Queues delivery of a stored message. */
  wakeMail(messageId: number): Promise<void>;
  /** Queues delivery of many stored messages in one request to the queue. */
  wakeMails(messageIds: readonly number[]): Promise<void>;
  /** Queues a stored list of invitations (nothing happens until a runner works: the sweep finds it then). */
  queueInvitationBatch(batchId: string): Promise<void>;
  /** Queues a stored data export (without a runner, the sweep finds it once one works). */
  queueDataExport(exportId: number): Promise<void>;
  /** Queues outbox deliveries (webhooks, xAPI statements); retries and missed ones are found by the sweep. */
  queueEventDeliveries(deliveryIds: readonly number[]): Promise<void>;
  /** Queues a stored LTI member sync (without a runner, the sweep finds it once one works). */
  queueLtiMemberSync(syncId: number): Promise<void>;
  /** Runs every daily task now, as the schedule does; resolves with each task's count. */
  runDailyTasks(now?: Date): Promise<Record<string, number>>;
  readonly started: boolean;
}

export function createJobRunner(
  database: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  mailer: Mailer | null,
  options: JobRunnerOptions = {},
): JobRunner {
  const retryLimit = options.retryLimit ?? 5;
  const polling = {
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    notifyPollingIntervalSeconds: options.backstopSeconds ?? 30,
  };
  const tasks = options.dailyTasks ?? [];
  const queues = new Map((options.queues ?? []).map((queue) => [queue.name, queue]));
  let boss: PgBoss | null = null;
  let started = false;
  let mailWorker: string | null = null;

  const runDailyTasks = async (now = new Date()) => {
    const counts: Record<string, number> = {};
    const failures: string[] = [];
    for (const task of tasks) {
      try {
        counts[task.name] = await task.run(database.db, now, config, log);
        if (counts[task.name] > 0) log.info(`daily task "${task.name}": ${counts[task.name]}`);
      } catch (err) {
        failures.push(task.name);
        log.error({ err }, `daily task "${task.name}" failed`);
      }
    }
    // The job is retried (each task is idempotent) when any task failed.
    if (failures.length > 0) throw new Error(`daily tasks failed: ${failures.join(", ")}`);
    return counts;
  };

  /** Queues delivery of stored messages older than `ageMs` still waiting (their wake-up was lost). */
  const sweep = async (ageMs: number) => {
    const ids = await pendingMailIds(database.db, new Date(Date.now() - ageMs));
    for (const id of ids) await send(MAIL_QUEUE, { id }, { singletonKey: `mail-${id}` });
    let queued = ids.length;
    for (const queue of queues.values()) {
      const items = await queue.unfinished(database.db);
      for (const data of items) await send(queue.name, data, { singletonKey: queue.key(data) });
      queued += items.length;
    }
    return queued;
  };

  /** Queues one item of a feature's queue; nothing when no such queue was passed in (a test's runner). */
  const sendTo = async (name: string, data: object) => {
    const queue = queues.get(name);
    if (queue) await send(name, data, { singletonKey: queue.key(data) });
  };

  const send = async (
    queue: string,
    data: object,
    sendOptions: { singletonKey?: string; singletonSeconds?: number } = {},
  ) => {
    if (!boss || !started) return;
    await boss.send(queue, data, sendOptions);
  };

  return {
    get started() {
      return started;
    },
    async start() {
      if (started) return;
      const store = database.jobStore;
      boss =
        store.kind === "pglite"
          ? new PgBoss({ db: fromPglite(store.client), backend: "pglite", useListenNotify: true })
          : new PgBoss({ connectionString: store.url, max: 4, useListenNotify: true });
      boss.on("error", (err) => log.error({ err }, "job queue error"));
      await boss.start();
      await boss.createQueue(MAIL_QUEUE, {
        policy: "stately",
        notify: true,
        retryLimit,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        retryDelayMax: 3600,
        expireInSeconds: 120,
      });
      await boss.createQueue(DAILY_QUEUE, {
        policy: "singleton",
        notify: true,
        retryLimit: 3,
        retryDelay: 600,
        retryBackoff: true,
        expireInSeconds: 3600,
      });
      await boss.createQueue(SWEEP_QUEUE, { policy: "singleton", retryLimit: 0 });
      // A failed list is marked failed on screen (its rows already sent stay sent), a failed export on
      // /profile, where the person can ask again: the features' queues are not retried.
      for (const queue of queues.values())
        await boss.createQueue(queue.name, { policy: "stately", retryLimit: 0, expireInSeconds: 3600 });
      // Up to MAIL_BATCH messages a fetch, each settled on its own (a refused one is retried alone),
      // giving way to requests between messages (decision 408): 5,000 invitations' e-mails took 13
      // minutes on PGlite one job per fetch, most of it the queue's own statements.
      const mailWork = { batchSize: MAIL_BATCH, localConcurrency: 2, perJobResults: true as const, ...polling };
      mailWorker = await boss.work<{ id: number }, unknown, typeof mailWork>(MAIL_QUEUE, mailWork, async (batch) => {
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            const result = await deliverMail(database.db, mailer, config.mailFrom, job.data.id, {
              lastAttempt: job.retryCount >= retryLimit,
            });
            if (result === "failed") log.warn(`mail ${job.data.id} failed after ${retryLimit + 1} attempts`);
            results.push({ id: job.id, status: "completed", output: { result } });
          } catch (error) {
            // Recorded on the outbox row by deliverMail; the queue retries it with backoff.
            results.push({
              id: job.id,
              status: "failed",
              output: { message: error instanceof Error ? error.message : String(error) },
            });
          }
          await yieldToRequests();
        }
        // Drain: look for the next messages at once (jobs left by a previous process announce nothing).
        if (boss && mailWorker) boss.notifyWorker(mailWorker);
        return results;
      });
      const dailyWorker = await boss.work(DAILY_QUEUE, polling, async () => runDailyTasks());
      for (const queue of queues.values())
        await boss.work<object>(queue.name, polling, async ([job]) => queue.work(database.db, config, job.data));
      await boss.work(SWEEP_QUEUE, polling, async () => ({ queued: await sweep(60_000) }));
      await boss.schedule(DAILY_QUEUE, "0 3 * * *", null, { tz: "Europe/London" });
      await boss.schedule(SWEEP_QUEUE, "*/5 * * * *");
      started = true;
      await sweep(0);
      // Jobs left queued by the last process raise no notification: look for them now, not at the backstop.
      boss.notifyWorker(mailWorker);
      boss.notifyWorker(dailyWorker);
      // Once per cluster per day, however many processes start (issue 29 item 12): pg-boss keeps one
      // job per singleton key and day slot; a second process's send is dropped (it resolves null).
      if (options.runDailyAtStart ?? true)
        await send(DAILY_QUEUE, { reason: "start-up" }, { singletonKey: "start-up", singletonSeconds: 86_400 });
    },
    async stop(timeoutMs = 10_000) {
      const current = boss;
      boss = null;
      started = false;
      if (!current) return;
      // close: true only closes a pool pg-boss opened itself (PostgreSQL); PGlite belongs to the app.
      await current.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
    wakeMail: (messageId) => send(MAIL_QUEUE, { id: messageId }, { singletonKey: `mail-${messageId}` }),
    async wakeMails(messageIds) {
      if (!boss || !started || messageIds.length === 0) return;
      await boss.insert(
        MAIL_QUEUE,
        messageIds.map((id) => ({ data: { id }, singletonKey: `mail-${id}` })),
      );
    },
    queueInvitationBatch: (batchId) => sendTo(INVITATION_BATCH_QUEUE, { batchId }),
    queueDataExport: (exportId) => sendTo(DATA_EXPORT_QUEUE, { id: exportId }),
    async queueEventDeliveries(deliveryIds) {
      for (const id of deliveryIds) await sendTo(EVENT_DELIVERY_QUEUE, { id });
    },
    queueLtiMemberSync: (syncId) => sendTo(LTI_MEMBER_SYNC_QUEUE, { id: syncId }),
    runDailyTasks,
  };
}
