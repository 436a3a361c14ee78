import { createHash, randomBytes } from "node:crypto";
import { utcDay } from "../../../domain/calendar";
import { followUpDate } from "../../../domain/inclusion-survey";
import type { Db } from "../../db/client";
import { jediOrgAssessmentAnswers, jediOrgAssessments, jediSurveys, jediSurveyTokens } from "../../db/schema";

/** The shared route tables' rows (issue 25 items 2 and 3): an open survey of an organisation, made directly. */
export async function createSurveyRow(db: Db, input: { organizationId: string; now?: Date }) {
  const now = input.now ?? new Date();
  const opensOn = utcDay(now);
  const closesOn = utcDay(new Date(now.getTime() + 14 * 86_400_000));
  const [row] = await db
    .insert(jediSurveys)
    .values({
      organizationId: input.organizationId,
      title: "Matrix survey",
      opensOn,
      closesOn,
      followUpOn: followUpDate(closesOn),
    })
    .returning({ id: jediSurveys.id });
  if (!row) throw new Error("survey not stored");
  return { id: String(row.id) };
}

/** A readiness assessment round of an organisation with these people invited. */
export async function createOrgAssessmentRow(db: Db, input: { organizationId: string; userIds: string[]; now?: Date }) {
  const [row] = await db
    .insert(jediOrgAssessments)
    .values({ organizationId: input.organizationId, startedOn: utcDay(input.now ?? new Date()) })
    .returning({ id: jediOrgAssessments.id });
  if (!row) throw new Error("round not stored");
  if (input.userIds.length > 0)
    await db.insert(jediOrgAssessmentAnswers).values(input.userIds.map((userId) => ({ assessmentId: row.id, userId })));
  return { id: String(row.id) };
}

/** A one-time token of a survey (its hash stored, as a launch stores it), answered with the token itself. */
export async function createSurveyToken(db: Db, input: { surveyId: string; userId?: string | null }) {
  const token = randomBytes(32).toString("hex");
  await db.insert(jediSurveyTokens).values({
    surveyId: Number(input.surveyId),
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId: input.userId ?? null,
  });
  return token;
}
