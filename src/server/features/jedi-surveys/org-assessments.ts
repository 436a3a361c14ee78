import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { OrgAssessment, OrgAssessmentList } from "../../../contracts/jedi-surveys";
import { paths } from "../../../contracts/routes";
import { utcDay } from "../../../domain/calendar";
import { spreadOf } from "../../../domain/inclusion-survey";
import {
  ASSESSMENT_QUESTIONS,
  isAssessmentComplete,
  JEDI_CATEGORIES,
  readinessLevel,
  scoreAssessment,
} from "../../../domain/jedi-assessment";
import type { Db } from "../../db/client";
import { jediOrgAssessmentAnswers, jediOrgAssessments, member, organization, user } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { notify } from "../../platform/notifications/notify";
import type { Actor } from "./surveys";

const displayName = (u: { name: string; firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ") || u.name;

/** Issue 25 item 3: the rounds of the organisation's readiness assessment, each its mean and spread. */
export async function listOrgAssessments(db: Db, organizationId: string): Promise<OrgAssessmentList> {
  const rounds = await db
    .select()
    .from(jediOrgAssessments)
    .where(eq(jediOrgAssessments.organizationId, organizationId))
    .orderBy(desc(jediOrgAssessments.startedOn), desc(jediOrgAssessments.id));
  const ids = rounds.map((r) => r.id);
  const answers =
    ids.length === 0
      ? []
      : await db
          .select({
            assessmentId: jediOrgAssessmentAnswers.assessmentId,
            userId: jediOrgAssessmentAnswers.userId,
            answers: jediOrgAssessmentAnswers.answers,
            name: user.name,
            firstName: user.firstName,
            lastName: user.lastName,
          })
          .from(jediOrgAssessmentAnswers)
          .innerJoin(user, eq(user.id, jediOrgAssessmentAnswers.userId))
          .where(inArray(jediOrgAssessmentAnswers.assessmentId, ids))
          .orderBy(asc(user.name));
  const result: OrgAssessment[] = rounds.map((round) => {
    const mine = answers.filter((a) => a.assessmentId === round.id);
    const scored = mine.flatMap((a) => (a.answers ? [scoreAssessment(a.answers)] : []));
    const overall = spreadOf(scored.map((s) => s.overallScore));
    return {
      id: round.id,
      startedOn: round.startedOn,
      invited: mine.length,
      answered: scored.length,
      leaders: mine.map((a) => ({ userId: a.userId, name: displayName(a), answered: a.answers !== null })),
      overall,
      categories: Object.fromEntries(JEDI_CATEGORIES.map((c) => [c, spreadOf(scored.map((s) => s.categoryScores[c]))])),
      level: overall ? readinessLevel(Math.round(overall.mean)) : null,
    };
  });
  const members = await db
    .select({
      userId: member.userId,
      role: member.role,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(asc(user.name));
  return {
    rounds: result,
    trend: [...result]
      .reverse()
      .flatMap((r) => (r.overall ? [{ date: r.startedOn, mean: r.overall.mean, count: r.overall.count }] : [])),
    members: members.map((m) => ({ userId: m.userId, name: displayName(m), role: m.role })),
  };
}

/** Starts a round today and invites the chosen members (in the bell, and by e-mail as a reminder). */
export async function startOrgAssessment(
  db: Db,
  organizationId: string,
  memberIds: readonly string[],
  actor: Actor,
  now: Date,
): Promise<OrgAssessment> {
  const unique = [...new Set(memberIds)];
  const found = await db
    .select({ userId: member.userId })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), inArray(member.userId, unique)));
  if (found.length !== unique.length) {
    const message = "Every leader must be a member of the organisation";
    throw badRequest(message, [{ path: "memberIds", message }]);
  }
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  const round = await db.transaction(async (tx) => {
    const [round] = await tx
      .insert(jediOrgAssessments)
      .values({ organizationId, startedOn: utcDay(now), createdBy: actor.id })
      .returning();
    if (!round) throw new Error("round not stored");
    await tx.insert(jediOrgAssessmentAnswers).values(unique.map((userId) => ({ assessmentId: round.id, userId })));
    return round;
  });
  await notify(
    db,
    unique.map((userId) => ({
      userId,
      kind: "jedi_assessment_invited",
      title: `${org?.name ?? "Your organisation"} asks for your JEDI readiness view`,
      body: "Answer the eight readiness questions for the organisation; the result is everyone's mean and spread.",
      link: `${paths.jedi}?tab=organisation`,
      dedupeKey: `jedi-org-assessment:${round.id}`,
    })),
  );
  const list = await listOrgAssessments(db, organizationId);
  const created = list.rounds.find((r) => r.id === round.id);
  if (!created) throw new Error("round not found");
  return created;
}

/** An invited leader answers (again, while they like: the latest answer counts). */
export async function answerOrgAssessment(
  db: Db,
  organizationId: string,
  assessmentId: number,
  userId: string,
  given: BodyAfterLookup<Record<string, number>>,
  now: Date,
) {
  const [invite] = await db
    .select({ assessmentId: jediOrgAssessmentAnswers.assessmentId })
    .from(jediOrgAssessmentAnswers)
    .innerJoin(jediOrgAssessments, eq(jediOrgAssessments.id, jediOrgAssessmentAnswers.assessmentId))
    .where(
      and(
        eq(jediOrgAssessmentAnswers.assessmentId, assessmentId),
        eq(jediOrgAssessmentAnswers.userId, userId),
        eq(jediOrgAssessments.organizationId, organizationId),
      ),
    );
  if (!invite) throw notFound("You are not invited to this assessment");
  const answers = readBody(given);
  const unknown = Object.keys(answers).filter((k) => !ASSESSMENT_QUESTIONS.some((q) => q.id === k));
  if (unknown.length > 0 || !isAssessmentComplete(answers)) {
    const message = "Answer each of the eight questions with a rating from 1 to 5";
    throw badRequest(message, [{ path: "answers", message }]);
  }
  await db
    .update(jediOrgAssessmentAnswers)
    .set({ answers, overallScore: scoreAssessment(answers).overallScore, answeredAt: now })
    .where(and(eq(jediOrgAssessmentAnswers.assessmentId, assessmentId), eq(jediOrgAssessmentAnswers.userId, userId)));
}

/** The rounds the person is invited to, in any organisation they belong to. */
export async function myOrgAssessments(db: Db, userId: string) {
  const rows = await db
    .select({
      organizationId: jediOrgAssessments.organizationId,
      organizationName: organization.name,
      assessmentId: jediOrgAssessments.id,
      startedOn: jediOrgAssessments.startedOn,
      answers: jediOrgAssessmentAnswers.answers,
    })
    .from(jediOrgAssessmentAnswers)
    .innerJoin(jediOrgAssessments, eq(jediOrgAssessments.id, jediOrgAssessmentAnswers.assessmentId))
    .innerJoin(organization, eq(organization.id, jediOrgAssessments.organizationId))
    .innerJoin(
      member,
      and(
        eq(member.organizationId, jediOrgAssessments.organizationId),
        eq(member.userId, jediOrgAssessmentAnswers.userId),
      ),
    )
    .where(eq(jediOrgAssessmentAnswers.userId, userId))
    .orderBy(desc(jediOrgAssessments.id));
  return rows.map((r) => ({
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    assessmentId: r.assessmentId,
    startedOn: r.startedOn,
    answered: r.answers !== null,
  }));
}
