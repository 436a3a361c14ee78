import { sql } from "drizzle-orm";
import { computeAchievements } from "../../../domain/achievements";
import { daysBefore, utcDay } from "../../../domain/calendar";
import type { Pillar } from "../../../domain/pillars";
import {
  completionDate,
  computeLearnerStats,
  creditedLearningSeconds,
  DEFAULT_WEEKLY_GOAL,
  streakReachedOn,
  streaks,
} from "../../../domain/stats";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { learnerFactsCache } from "./caches";
import type { LearnerFacts, ProgressFact } from "./learner-facts-types";

export type { LearnerFacts, ProgressFact } from "./learner-facts-types";

interface RawFacts {
  progress: Array<
    Omit<ProgressFact, "startedAt" | "completedAt" | "updatedAt"> & {
      startedAt: string;
      completedAt: string | null;
      updatedAt: string;
    }
  >;
  days: string[];
  assessment: { answers: Record<string, number>; createdAt: string } | null;
  weekly_goal: number | null;
}

export function loadLearnerFacts(db: Db, userId: string): Promise<LearnerFacts> {
  const cached = learnerFactsCache.get(db, userId);
  if (cached) return cached;
  const facts = queryLearnerFacts(db, userId);
  learnerFactsCache.set(db, userId, facts);
  facts.catch(() => learnerFactsCache.delete(db, userId));
  return facts;
}

/** Everything stored about one learner's learning, in one query (DESIGN §4: store facts, derive figures). */
async function queryLearnerFacts(db: Db, userId: string): Promise<LearnerFacts> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'moduleId', p.module_id, 'progressPercentage', p.progress_percentage, 'isCompleted', p.is_completed,
          'timeSpent', p.time_spent, 'startedAt', p.started_at, 'completedAt', p.completed_at, 'updatedAt', p.updated_at)
        order by p.updated_at desc), '[]'::json)
        from user_progress p where p.user_id = ${userId}) as progress,
      (select coalesce(json_agg(to_char(a.day, 'YYYY-MM-DD') order by a.day), '[]'::json)
        from learning_activity a where a.user_id = ${userId}) as days,
      (select json_build_object('answers', pa.answers, 'createdAt', pa.created_at)
        from pivot_assessments pa where pa.user_id = ${userId} order by pa.created_at desc, pa.id desc limit 1) as assessment,
      (select u.weekly_goal from "user" u where u.id = ${userId}) as weekly_goal
  `);
  const row = rowsOf<RawFacts>(result)[0];
  const parse = (v: unknown): unknown => (typeof v === "string" ? JSON.parse(v) : v);
  const progress = (parse(row.progress) as RawFacts["progress"]).map((p) => ({
    ...p,
    startedAt: new Date(p.startedAt),
    completedAt: p.completedAt ? new Date(p.completedAt) : null,
    updatedAt: new Date(p.updatedAt),
  }));
  const assessment = parse(row.assessment) as RawFacts["assessment"];
  return {
    progress,
    activityDays: parse(row.days) as string[],
    pivotAssessment: assessment ? { answers: assessment.answers, createdAt: new Date(assessment.createdAt) } : null,
    weeklyGoal: row.weekly_goal === null ? DEFAULT_WEEKLY_GOAL : Number(row.weekly_goal),
  };
}

/** The ids of the modules a learner has completed, from their cached facts; none when signed out. */
export async function completedModuleIds(db: Db, userId: string | null): Promise<Set<number>> {
  if (!userId) return new Set();
  const { progress } = await loadLearnerFacts(db, userId);
  return new Set(progress.filter((p) => p.isCompleted).map((p) => p.moduleId));
}

export interface CatalogueEntry {
  id: number;
  title: string;
  category: string;
  pivotPillar: Pillar;
  duration: number | null;
}

/** Days (YYYY-MM-DD, UTC) of the last 7 days, oldest first, on which the learner was active. */
export function activeDaysInLastWeek(activityDays: string[], now: Date): string[] {
  const days = new Set(activityDays);
  const result: string[] = [];
  for (let i = 6; i >= 0; i--) {
    const day = utcDay(daysBefore(now, i));
    if (days.has(day)) result.push(day);
  }
  return result;
}

/** The spec 1 §3 Stats of a learner, derived from stored facts. */
export function deriveStats(facts: LearnerFacts, catalogue: CatalogueEntry[], now: Date) {
  const stats = computeLearnerStats(
    { modules: catalogue, progress: facts.progress, activityDays: facts.activityDays, weeklyGoal: facts.weeklyGoal },
    now,
  );
  return { ...stats, activeDaysThisWeek: activeDaysInLastWeek(facts.activityDays, now) };
}

/** Hours as the stats credit them (a completed module counts at least its stated duration). */
export function deriveAchievements(facts: LearnerFacts, now: Date, catalogue: readonly CatalogueEntry[] = []) {
  const { current, longest } = streaks(facts.activityDays, now);
  const seconds = creditedLearningSeconds(facts.progress, catalogue);
  return computeAchievements({
    completedAt: facts.progress.filter((p) => p.isCompleted).map(completionDate),
    longestStreak: longest,
    currentStreak: current,
    totalHours: seconds / 3600,
    streakReachedOn: streakReachedOn(facts.activityDays, 3, now),
  });
}
