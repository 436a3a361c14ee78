import { and, desc, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import {
  type ContinueItem,
  type Dashboard,
  dashboardSchema,
  type SavedPivotAssessment,
} from "../../../contracts/learning";
import type { ModuleSummary } from "../../../contracts/modules";
import { utcDay } from "../../../domain/calendar";
import { isOfferable } from "../../../domain/recommendations";
import type { Db } from "../../db/client";
import { pivotAssessments } from "../../db/schema";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { deriveStats, type LearnerFacts, loadLearnerFacts } from "../../platform/caches/learner-facts";
import { writeLearnerFacts } from "../../platform/caches/writes";
import { compileSerializer } from "../../plugins/serializer";

/** spec 1 §9: Continue Learning shows 2 items; 3 new modules. */
export const CONTINUE_LEARNING_ITEMS = 2;
export const RECENT_MODULES = 3;

/** In-progress modules first (most recent), then the newest not-started ones to begin with. */
function continueLearning(facts: LearnerFacts, catalogue: ModuleSummary[]): ContinueItem[] {
  // Issue 15: a module without a body is never offered (it only says "Content Being Prepared").
  const byId = new Map(catalogue.filter(isOfferable).map((m) => [m.id, m]));
  const toItem = (
    m: ModuleSummary,
    progress: number,
    timeSpent: number,
    status: ContinueItem["status"],
  ): ContinueItem => ({
    id: m.id,
    title: m.title,
    category: m.category,
    pivotPillar: m.pivotPillar,
    duration: m.duration,
    progressPercentage: progress,
    timeSpent,
    status,
  });
  const inProgress = facts.progress
    .filter((p) => !p.isCompleted && byId.has(p.moduleId))
    .map((p) => toItem(byId.get(p.moduleId)!, p.progressPercentage, p.timeSpent, "in_progress"));
  const started = new Set(facts.progress.map((p) => p.moduleId));
  const fresh = catalogue
    .filter((m) => isOfferable(m) && !started.has(m.id) && !m.isPremium)
    .map((m) => toItem(m, 0, 0, "not_started"));
  return [...inProgress, ...fresh].slice(0, CONTINUE_LEARNING_ITEMS);
}

/** The dashboard in two queries (plus the session's): the catalogue and the learner's facts. */
export async function getDashboard(db: Db, user: CurrentUser, now: Date): Promise<Dashboard> {
  const [catalogue, facts] = await Promise.all([catalogueSummaries(db), loadLearnerFacts(db, user.id)]);
  return buildDashboard(user, facts, catalogue, now);
}

const serializeDashboard = compileSerializer(dashboardSchema);
interface WrittenDashboard {
  user: CurrentUser;
  catalogue: ModuleSummary[];
  day: string;
  bytes: Buffer;
}
/** The last dashboard written for a learner's facts (a new facts object after every change). */
const written = new WeakMap<LearnerFacts, WrittenDashboard>();

/**
 * The dashboard as the bytes sent (DESIGN §7's budget): derived and serialised again only when the
 * learner's facts, the catalogue, the user (plan, name) or the day changed — the figures depend on
 * the date, not the time.
 */
export async function getDashboardBytes(db: Db, user: CurrentUser, now: Date): Promise<Buffer> {
  const [catalogue, facts] = await Promise.all([catalogueSummaries(db), loadLearnerFacts(db, user.id)]);
  const day = utcDay(now);
  const known = written.get(facts);
  if (known && known.user === user && known.catalogue === catalogue && known.day === day) return known.bytes;
  const bytes = Buffer.from(serializeDashboard(buildDashboard(user, facts, catalogue, now)));
  written.set(facts, { user, catalogue, day, bytes });
  return bytes;
}

function buildDashboard(user: CurrentUser, facts: LearnerFacts, catalogue: ModuleSummary[], now: Date): Dashboard {
  const stats = deriveStats(facts, catalogue, now);
  return {
    user,
    stats,
    continueProgress: continueLearning(facts, catalogue),
    recentModules: catalogue.filter(isOfferable).slice(0, RECENT_MODULES),
    pivotAssessment: facts.pivotAssessment
      ? { answers: facts.pivotAssessment.answers, createdAt: facts.pivotAssessment.createdAt.toISOString() }
      : null,
  };
}

export async function saveAssessment(
  db: Db,
  userId: string,
  answers: Record<string, number>,
): Promise<SavedPivotAssessment> {
  const [row] = await writeLearnerFacts(db, userId, () =>
    db.insert(pivotAssessments).values({ userId, answers }).returning(),
  );
  return { answers: row.answers, createdAt: row.createdAt.toISOString() };
}

export async function latestAssessment(db: Db, userId: string): Promise<SavedPivotAssessment | null> {
  const [row] = await db
    .select()
    .from(pivotAssessments)
    .where(and(eq(pivotAssessments.userId, userId)))
    .orderBy(desc(pivotAssessments.createdAt), desc(pivotAssessments.id))
    .limit(1);
  return row ? { answers: row.answers, createdAt: row.createdAt.toISOString() } : null;
}
