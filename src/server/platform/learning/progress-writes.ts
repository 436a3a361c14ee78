import { type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../contracts/auth";
import { utcDay } from "../../../domain/calendar";
import type { Db } from "../../db/client";
import { isConnectionLost } from "../../db/connection-loss";
import { queryRows } from "../../db/rows";
import { statementChanges } from "../caches/writes";
import { eventsOutboxStatement, wakeDeliveries } from "../events/record-event";
import type { IdempotencyKey } from "../idempotency/keys";

/**
 * Progress writes that arrive while one is running go to the database together, as one statement
 * (issue 27 "Speed"): the statement triggers that keep learner totals and module counts, the commit and
 * the NOTIFY are paid once per batch instead of once per write. A write that finds nothing running goes
 * at once, alone, so a lone learner waits for nothing. Each write is still answered only after the
 * statement that carried it has committed, and the statement is the same upsert as a single write's,
 * so nothing is lost: two writes of one learner's module never share a batch (the second waits for the
 * next), and a batch that fails is replayed write by write, so one bad write fails alone.
 *
 * Issue 44 item 5 (decision 407): a write with an idempotency key stores the key in the same statement,
 * so a stored write always has its key and a second write with it fails on the key (the caller answers
 * the first write's answer). A batch whose connection failed may or may not have committed: its keyed
 * writes are tried once more on a fresh connection (a stored one then fails on its key), and the others
 * fail, since repeating them could count their seconds twice.
 */

export interface ProgressWrite {
  user: SessionUser;
  moduleId: number;
  moduleTitle: string;
  percentage: number;
  isCompleted: boolean;
  timeSpent: number;
  now: Date;
  /** The client's key for this write, stored with it. */
  idempotency?: IdempotencyKey | null;
}

/** The progress row as the write left it, and whether the write created it (a first step). */
export interface WrittenProgress {
  progress_percentage: number;
  is_completed: boolean;
  time_spent: number;
  started_at: Date | string;
  completed_at: Date | string | null;
  updated_at: Date | string;
  inserted: boolean;
}

/** The most writes one statement carries. */
const MAX_BATCH = 100;

interface Queued {
  write: ProgressWrite;
  resolve(row: WrittenProgress): void;
  reject(error: unknown): void;
}

const keyOf = (write: ProgressWrite) => `${write.user.id}\u0000${write.moduleId}`;

class ProgressWriter {
  private waiting: Queued[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  write(write: ProgressWrite): Promise<WrittenProgress> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ write, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.waiting.length > 0) await this.run(this.takeBatch());
    } finally {
      this.running = false;
    }
  }

  /** The oldest waiting writes, at most one per learner and module, in arrival order. */
  private takeBatch(): Queued[] {
    const keys = new Set<string>();
    const batch: Queued[] = [];
    const rest: Queued[] = [];
    for (const queued of this.waiting) {
      const key = keyOf(queued.write);
      if (batch.length < MAX_BATCH && !keys.has(key)) {
        keys.add(key);
        batch.push(queued);
      } else rest.push(queued);
    }
    this.waiting = rest;
    return batch;
  }

  private async run(batch: Queued[], retried = false) {
    try {
      const rows = await writeProgress(
        this.db,
        batch.map((queued) => queued.write),
      );
      for (const [i, queued] of batch.entries()) queued.resolve(rows[i] as WrittenProgress);
    } catch (error) {
      if (isConnectionLost(error)) {
        // Committed or not, nobody can tell: only a keyed write may be sent again, and only once.
        const again = retried ? [] : batch.filter((queued) => queued.write.idempotency);
        for (const queued of batch) if (!again.includes(queued)) queued.reject(error);
        if (again.length > 0) await this.run(again, true);
        return;
      }
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const queued of batch) await this.run([queued], retried);
    }
  }
}

const writers = new WeakMap<Db, ProgressWriter>();

/** Records one progress write, in a batch with the others that arrive while a statement runs. */
export function writeProgressBatched(db: Db, write: ProgressWrite): Promise<WrittenProgress> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new ProgressWriter(db);
    writers.set(db, writer);
  }
  return writer.write(write);
}

/**
 * One statement for the writes (distinct learner and module each): the progress upserts, the learning
 * days, the events for the organisations' webhooks, learning record stores and LTI line items, and, on
 * PostgreSQL, the NOTIFY that tells other processes' caches. Answers the rows in the writes' order.
 */
async function writeProgress(db: Db, writes: ProgressWrite[]): Promise<WrittenProgress[]> {
  const learners = statementChanges(db, (changes) => {
    for (const { user } of writes) {
      changes.learnerFacts(user.id);
      changes.team(user.organizationIds);
    }
  });
  // A new learner on a module changes its learner count (the library's "Popular" order).
  const firstStep = statementChanges(db, (changes) => changes.catalogue());
  const tell =
    learners.notify && firstStep.notify
      ? sql`, (select count(*) from (${learners.notify}) as told) as told_learners,
          case when exists (select 1 from written where inserted)
            then (select count(*) from (${firstStep.notify}) as told) end as told_catalogue`
      : sql``;
  const inOrganisations = writes.some(({ user }) => user.organizationIds.length > 0);
  const outbox = inOrganisations ? sql`, ${eventsOutboxStatement(progressEvents)}` : sql``;
  const deliveries = inOrganisations ? sql`, (select array_agg(id) from event_delivery_ids) as delivery_ids` : sql``;
  const column = <T>(pick: (write: ProgressWrite) => T) => sql.param(writes.map(pick));
  // Issue 44 item 5: the keys of the writes that sent one, stored by the same statement; a key stored
  // already fails it on idempotency_keys_pkey, so nothing of it is written.
  const keyed = writes.some((write) => write.idempotency);
  const keyColumns = keyed
    ? sql`, ${column((w) => w.idempotency?.scope ?? null)}::text[], ${column((w) => w.idempotency?.key ?? null)}::text[],
          ${column((w) => w.idempotency?.requestHash ?? null)}::text[]`
    : sql``;
  const keyNames = keyed ? sql`, key_scope, idempotency_key, request_hash` : sql``;
  const keys = keyed
    ? sql`, stored_keys as (
        insert into idempotency_keys (user_id, scope, key, request_hash, response, created_at)
        select i.user_id, i.key_scope, i.idempotency_key, i.request_hash,
          jsonb_build_object('progress_percentage', w.progress_percentage, 'is_completed', w.is_completed,
            'time_spent', w.time_spent, 'started_at', w.started_at, 'completed_at', w.completed_at,
            'updated_at', w.updated_at, 'inserted', w.inserted), i.now
        from written w join input i on i.user_id = w.user_id and i.module_id = w.module_id
        where i.idempotency_key is not null
      )`
    : sql``;
  const rows = await queryRows<
    WrittenProgress & { user_id: string; module_id: number; delivery_ids?: (number | string)[] | null }
  >(
    db,
    sql`with input as (
        select * from unnest(${column((w) => w.user.id)}::text[], ${column((w) => w.moduleId)}::int[],
          ${column((w) => w.percentage)}::int[], ${column((w) => w.isCompleted)}::boolean[],
          ${column((w) => w.timeSpent)}::int[], ${column((w) => w.now.toISOString())}::timestamptz[],
          ${column((w) => utcDay(w.now))}::date[], ${column((w) => w.moduleTitle)}::text[],
          ${column((w) => JSON.stringify(w.user.organizationIds))}::text[]${keyColumns})
          as i(user_id, module_id, percentage, completed, seconds, now, day, title, organizations${keyNames})
      ), written as (
        insert into user_progress (user_id, module_id, progress_percentage, is_completed, time_spent, started_at, completed_at, updated_at)
        select user_id, module_id, percentage, completed, seconds, now, case when completed then now end, now
        from input order by user_id, module_id
        on conflict (user_id, module_id) do update set
          progress_percentage = case when user_progress.is_completed then 100
            else greatest(user_progress.progress_percentage, excluded.progress_percentage) end,
          is_completed = user_progress.is_completed or excluded.is_completed,
          completed_at = coalesce(user_progress.completed_at, excluded.completed_at),
          time_spent = user_progress.time_spent + excluded.time_spent,
          updated_at = excluded.updated_at
        -- xmax = 0 only on a row this statement inserted: the learner's first step into the module.
        returning user_id, module_id, progress_percentage, is_completed, time_spent, started_at, completed_at,
          updated_at, (xmax = 0) as inserted
      ), day as (
        insert into learning_activity (user_id, day, seconds_spent)
        select user_id, day, sum(seconds)::int from input group by user_id, day order by user_id, day
        on conflict (user_id, day) do update set seconds_spent = learning_activity.seconds_spent + excluded.seconds_spent
      )${keys}${outbox}
      select written.* ${tell} ${deliveries} from written`,
  );
  const deliveryIds = rows[0]?.delivery_ids;
  if (deliveryIds) wakeDeliveries(db, deliveryIds.map(Number));
  learners.committed();
  if (rows.some((row) => row.inserted)) firstStep.committed();
  const byKey = new Map(rows.map((row) => [`${row.user_id}\u0000${row.module_id}`, row]));
  return writes.map((write) => {
    const row = byKey.get(keyOf(write));
    if (!row) throw new Error("The progress write answered no row");
    return row;
  });
}

/**
 * Issue 23: each write's event, once per organisation of the learner; it stores nothing unless one of
 * them has a destination. A completion is "now" only when this write made it.
 */
const progressEvents: SQL = sql`select o.organization_id,
    case when w.is_completed and w.completed_at = i.now then 'module.completed'
      when w.inserted then 'module.launched' else 'module.progressed' end as type,
    jsonb_build_object('userId', w.user_id, 'moduleId', w.module_id, 'moduleTitle', i.title,
      'progressPercentage', w.progress_percentage, 'completed', w.is_completed, 'completedAt', w.completed_at) as payload,
    i.now as at
  from written w join input i on i.user_id = w.user_id and i.module_id = w.module_id,
    jsonb_array_elements_text(i.organizations::jsonb) as o(organization_id)`;
