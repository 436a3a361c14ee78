import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../contracts/auth";
import type { ProgressItem, ProgressUpdate } from "../../../contracts/learning";
import { isPremiumLocked } from "../../../domain/access";
import { utcDay } from "../../../domain/calendar";
import type { Pillar } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { queryRows, rowDate } from "../../db/rows";
import { modules, userProgress } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../errors";
import { catalogueSummaries } from "../caches/catalogue-cache";
import type { ProgressFact } from "../caches/learner-facts";
import { statementChanges } from "../caches/writes";
import { outboxStatement, wakeDeliveries } from "../events/record-event";

/**
 * A learner's progress write (spec 3 §4), shared by the progress routes (features/progress) and the
 * LMS player (features/lms-player, issue 24), so both record progress through the same statement.
 */

export const progressColumns = {
  moduleId: userProgress.moduleId,
  progressPercentage: userProgress.progressPercentage,
  isCompleted: userProgress.isCompleted,
  timeSpent: userProgress.timeSpent,
  startedAt: userProgress.startedAt,
  completedAt: userProgress.completedAt,
  updatedAt: userProgress.updatedAt,
  title: modules.title,
  category: modules.category,
  pivotPillar: modules.pivotPillar,
  duration: modules.duration,
};

/** A learner's progress on one module, with the module's own fields the answer repeats. */
export type ProgressRow = ProgressFact & {
  title: string;
  category: string;
  pivotPillar: Pillar;
  duration: number | null;
};

export function toProgressItem(row: ProgressRow): ProgressItem {
  return {
    moduleId: row.moduleId,
    status: row.isCompleted ? "completed" : "in_progress",
    isCompleted: row.isCompleted,
    completionPercentage: row.progressPercentage,
    progressPercentage: row.progressPercentage,
    timeSpent: row.timeSpent,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    module: {
      title: row.title,
      category: row.category,
      pivotPillar: row.pivotPillar,
      duration: row.duration,
    },
  };
}

export const KNOWLEDGE_CHECK_REQUIRED =
  "This module is completed by passing its knowledge check: take the Knowledge Check to complete it";
/** What reading alone reaches on an assessed module: 100 % means completed, which takes a pass. */
const MAX_UNASSESSED_PERCENT = 99;

/** What the write statement answers: the progress row as it now stands, and whether it was new. */
interface WrittenProgress {
  progress_percentage: number;
  is_completed: boolean;
  time_spent: number;
  started_at: Date | string;
  completed_at: Date | string | null;
  updated_at: Date | string;
  inserted: boolean;
}

/**
 * Records a progress update (spec 3 §4). A completed module stays completed, the percentage never
 * moves backwards, time spent accumulates, and the day is recorded as a learning day.
 *
 * Issue 27 (decision 224): the write is one statement — the progress upsert, the learning day and,
 * on PostgreSQL, the NOTIFY that tells other processes' caches — so it is atomic without a
 * transaction's extra round trips, and the module's fields come from the cached catalogue.
 */
export async function recordProgress(
  db: Db,
  user: SessionUser,
  update: ProgressUpdate,
  now: Date,
): Promise<ProgressItem> {
  const module = (await catalogueSummaries(db)).find((m) => m.id === update.moduleId);
  if (!module) throw notFound("Module not found");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");

  // issue 22: an assessed module is completed by passing its knowledge check, never by this route. A
  // module already completed (by a pass) stays so (the statement keeps it at 100 %); otherwise
  // completion is refused and reading alone reaches 99 %.
  let percentage = update.isCompleted ? 100 : update.progressPercentage;
  if (module.hasKnowledgeCheck && (update.isCompleted || percentage >= 100)) {
    if (update.isCompleted) {
      const [current] = await db
        .select({ isCompleted: userProgress.isCompleted })
        .from(userProgress)
        .where(and(eq(userProgress.userId, user.id), eq(userProgress.moduleId, update.moduleId)));
      if (!current?.isCompleted) throw conflict(KNOWLEDGE_CHECK_REQUIRED);
    } else {
      percentage = MAX_UNASSESSED_PERCENT;
    }
  }

  // The learner's facts, and their teams' overview and leaderboards (decision 270: the organisations
  // come with the session, so no query).
  const learner = statementChanges(db, (changes) => {
    changes.learnerFacts(user.id);
    changes.team(user.organizationIds);
  });
  // A new learner on the module changes its learner count (the library's "Popular" order).
  const firstStep = statementChanges(db, (changes) => changes.catalogue());
  // Other processes are told inside the statement (PostgreSQL sends a NOTIFY at commit); of the
  // catalogue only when the row is new (a CASE evaluates only the branch it takes).
  const tell =
    learner.notify && firstStep.notify
      ? sql`, (select count(*) from (${learner.notify}) as told) as told_learner,
          case when written.inserted then (select count(*) from (${firstStep.notify}) as told) end as told_catalogue`
      : sql``;
  const completedAt = update.isCompleted ? now : null;
  // Issue 23: the event for the organisations' webhooks and learning record stores, in the same
  // statement (no extra round trip); it stores nothing unless one of them has a destination, and a
  // learner in no organisation adds nothing at all. A completion is "now" only when this write made it.
  const outbox =
    user.organizationIds.length > 0
      ? sql`, ${outboxStatement(
          user.organizationIds,
          sql`select case when written.is_completed and written.completed_at = ${now} then 'module.completed'
                when written.inserted then 'module.launched' else 'module.progressed' end as type,
              jsonb_build_object('userId', ${user.id}::text, 'moduleId', ${update.moduleId}::int,
                'moduleTitle', ${module.title}::text, 'progressPercentage', written.progress_percentage,
                'completed', written.is_completed, 'completedAt', written.completed_at) as payload
            from written`,
          now,
        )}`
      : sql``;
  const deliveries =
    user.organizationIds.length > 0 ? sql`, (select array_agg(id) from event_delivery_ids) as delivery_ids` : sql``;
  const [written] = await queryRows<WrittenProgress & { delivery_ids?: (number | string)[] | null }>(
    db,
    sql`with written as (
        insert into user_progress (user_id, module_id, progress_percentage, is_completed, time_spent, started_at, completed_at, updated_at)
        values (${user.id}, ${update.moduleId}, ${percentage}, ${update.isCompleted}, ${update.timeSpent}, ${now}, ${completedAt}, ${now})
        on conflict (user_id, module_id) do update set
          progress_percentage = case when user_progress.is_completed then 100
            else greatest(user_progress.progress_percentage, excluded.progress_percentage) end,
          is_completed = user_progress.is_completed or excluded.is_completed,
          completed_at = coalesce(user_progress.completed_at, excluded.completed_at),
          time_spent = user_progress.time_spent + excluded.time_spent,
          updated_at = excluded.updated_at
        -- xmax = 0 only on a row this statement inserted: the learner's first step into the module.
        returning progress_percentage, is_completed, time_spent, started_at, completed_at, updated_at, (xmax = 0) as inserted
      ), day as (
        insert into learning_activity (user_id, day, seconds_spent) values (${user.id}, ${utcDay(now)}, ${update.timeSpent})
        on conflict (user_id, day) do update set seconds_spent = learning_activity.seconds_spent + excluded.seconds_spent
      )${outbox}
      select written.* ${tell} ${deliveries} from written`,
  );
  if (!written) throw new Error("The progress write answered no row");
  if (written.delivery_ids) wakeDeliveries(db, written.delivery_ids.map(Number));
  learner.committed();
  if (written.inserted) firstStep.committed();
  return toProgressItem({
    moduleId: update.moduleId,
    progressPercentage: written.progress_percentage,
    isCompleted: written.is_completed,
    timeSpent: Number(written.time_spent),
    startedAt: rowDate(written.started_at),
    completedAt: written.completed_at === null ? null : rowDate(written.completed_at),
    updatedAt: rowDate(written.updated_at),
    title: module.title,
    category: module.category,
    pivotPillar: module.pivotPillar,
    duration: module.duration,
  });
}
