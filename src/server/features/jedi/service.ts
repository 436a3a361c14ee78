import { desc, eq } from "drizzle-orm";
import type { SavedJediAssessment } from "../../../contracts/jedi";
import { scoreAssessment } from "../../../domain/jedi-assessment";
import type { Db } from "../../db/client";
import { jediAssessments } from "../../db/schema";

/** How many earlier attempts the hub lists, newest first. */
export const ASSESSMENT_HISTORY_LIMIT = 20;

const toSaved = (row: typeof jediAssessments.$inferSelect): SavedJediAssessment => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  answers: row.answers,
  // Facts stored, figures derived (DESIGN §4): the scores follow the rules of spec 2 §9 as they stand.
  result: scoreAssessment(row.answers),
});

export async function saveJediAssessment(
  db: Db,
  userId: string,
  answers: Record<string, number>,
): Promise<SavedJediAssessment> {
  const [row] = await db.insert(jediAssessments).values({ userId, answers }).returning();
  return toSaved(row);
}

export async function listJediAssessments(db: Db, userId: string): Promise<SavedJediAssessment[]> {
  const rows = await db
    .select()
    .from(jediAssessments)
    .where(eq(jediAssessments.userId, userId))
    .orderBy(desc(jediAssessments.createdAt), desc(jediAssessments.id))
    .limit(ASSESSMENT_HISTORY_LIMIT);
  return rows.map(toSaved);
}
