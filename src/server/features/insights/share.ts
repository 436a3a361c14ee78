import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { ProgressShare, SharedProgress } from "../../../contracts/insights";
import { paths } from "../../../contracts/routes";
import { PILLARS } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { progressShares } from "../../db/schema";
import { notFound } from "../../errors";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import { deriveStats, loadLearnerFacts } from "../../platform/caches/learner-facts";

export async function getShare(db: Db, userId: string): Promise<ProgressShare> {
  const [row] = await db.select().from(progressShares).where(eq(progressShares.userId, userId));
  return { enabled: row?.enabled ?? false, path: row?.enabled ? paths.sharedProgress(row.token) : null };
}

/**
 * Turns sharing on or off. Off revokes the link for good (it answers 404 from then on); turning it
 * on again issues a new unguessable link (issue 29), while "on" when already on keeps the current one.
 */
export async function setShare(db: Db, userId: string, enabled: boolean): Promise<ProgressShare> {
  await db
    .insert(progressShares)
    .values({ userId, token: randomBytes(18).toString("base64url"), enabled })
    .onConflictDoUpdate({
      target: progressShares.userId,
      set: {
        enabled,
        token: sql`case when ${progressShares.enabled} then ${progressShares.token} else excluded.token end`,
      },
    });
  return getShare(db, userId);
}

/** The public, read-only progress page's data: 404 for an unknown or switched-off link. */
export async function sharedProgress(db: Db, token: string, now: Date): Promise<SharedProgress> {
  const [owner] = rowsOf<{ user_id: string; first_name: string | null; last_name: string | null; name: string }>(
    await db.execute(sql`
      select s.user_id, u.first_name, u.last_name, u.name from progress_shares s join "user" u on u.id = s.user_id
      where s.token = ${token} and s.enabled
    `),
  );
  if (!owner) throw notFound("This progress page is not shared");
  const [facts, catalogue] = await Promise.all([loadLearnerFacts(db, owner.user_id), catalogueSummaries(db)]);
  const stats = deriveStats(facts, catalogue, now);
  const titles = new Map(catalogue.map((m) => [m.id, m.title]));
  const first = owner.first_name ?? owner.name.split(" ")[0] ?? "A learner";
  const initial = owner.last_name ? ` ${owner.last_name[0]}.` : "";
  return {
    name: `${first}${initial}`,
    totalModulesCompleted: stats.totalModulesCompleted,
    totalLearningHours: stats.totalLearningHours,
    currentStreak: stats.currentStreak,
    skillLevel: stats.skillLevel,
    pillars: PILLARS.map((pillar) => ({
      pillar,
      progress: stats.pivotProgress[pillar.toLowerCase() as keyof typeof stats.pivotProgress],
    })),
    recentCompletions: facts.progress
      .filter((p) => p.isCompleted && titles.has(p.moduleId))
      .sort((a, b) => (b.completedAt ?? b.updatedAt).getTime() - (a.completedAt ?? a.updatedAt).getTime())
      .slice(0, 5)
      .map((p) => ({ title: titles.get(p.moduleId)!, completedAt: (p.completedAt ?? p.updatedAt).toISOString() })),
  };
}
