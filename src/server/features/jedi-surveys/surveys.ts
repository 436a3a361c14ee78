import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  createSurveySchema,
  RespondentSurvey,
  SurveyResults,
  SurveySummary,
  surveyResultsSchema,
} from "../../../contracts/jedi-surveys";
import { paths } from "../../../contracts/routes";
import { utcDay } from "../../../domain/calendar";
import {
  belowRecommendedSize,
  cleanAnswers,
  countsTowardsThreshold,
  followUpDate,
  GROUP_DIMENSIONS,
  type GroupDimension,
  groupOf,
  lowCategories,
  lowScoringAreas,
  OTHER_GROUP,
  type PlannedResponse,
  planResults,
  QUESTION_CATEGORY,
  type QuestionSummary,
  responseIssues,
  resultsOpen,
  resultsOpenOn,
  SCORED_QUESTIONS,
  SURVEY_RULES,
  summariseQuestion,
  surveyQuestionsOf,
  surveyStatus,
  windowIssues,
} from "../../../domain/inclusion-survey";
import type { JediCategory } from "../../../domain/jedi-assessment";
import { CATEGORY_MODULE_SLUGS } from "../../../domain/jedi-learning";
import type { Db } from "../../db/client";
import { rowIso, rowsOf } from "../../db/rows";
import {
  departments as departmentsTable,
  jediSurveyResponses,
  jediSurveys,
  jediSurveyTokens,
  member,
  organization,
  pathwayEnrollments,
  user,
} from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { type MailMessage, mailLink, queueMail, storeMails, wakeMails } from "../../platform/mail/queue-mail";
import type { MailBrand } from "../../platform/mail/template";
import { storeAssignments } from "../../platform/notifications/assignments";
import { notify } from "../../platform/notifications/notify";
import { organizationMailBrand } from "../../platform/organizations/mail-brand";

export const SURVEY_INVITATION_TEMPLATE = "inclusion-survey-invitation";
export const SURVEY_REMINDER_TEMPLATE = "inclusion-survey-reminder";
export const SURVEY_FOLLOW_UP_TEMPLATE = "inclusion-survey-follow-up";

export interface Actor {
  id: string;
  ip: string | null;
}

type SurveyRow = typeof jediSurveys.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 32 random bytes as hex: always letters and digits, so the outbox hides it as a token (mail/redact.ts). */
const newToken = () => randomBytes(32).toString("hex");

const statusOf = (survey: SurveyRow, now: Date) =>
  surveyStatus({ opensOn: survey.opensOn, closesOn: survey.closesOn, closedEarly: survey.closedEarly }, utcDay(now));

async function responseCounts(db: Db, surveyIds: number[]): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: jediSurveyResponses.surveyId, n: sql<number>`count(*)::int` })
    .from(jediSurveyResponses)
    .where(inArray(jediSurveyResponses.surveyId, surveyIds))
    .groupBy(jediSurveyResponses.surveyId);
  return new Map(rows.map((r) => [r.surveyId, Number(r.n)]));
}

function summaryOf(survey: SurveyRow, responses: number, now: Date): SurveySummary {
  return {
    id: survey.id,
    title: survey.title,
    departments: survey.departments ?? null,
    includeDemographics: survey.includeDemographics,
    opensOn: survey.opensOn,
    closesOn: survey.closesOn,
    followUpOn: survey.followUpOn,
    status: statusOf(survey, now),
    resultsOpenOn: resultsOpenOn(survey),
    invited: survey.invitedCount,
    responses,
    createdAt: rowIso(survey.createdAt),
  };
}

async function organisationDepartments(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ name: departmentsTable.name })
    .from(departmentsTable)
    .where(eq(departmentsTable.organizationId, organizationId))
    .orderBy(departmentsTable.name);
  return rows.map((r) => r.name);
}

async function memberCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .where(eq(member.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function listSurveys(db: Db, organizationId: string, now: Date) {
  const surveys = await db
    .select()
    .from(jediSurveys)
    .where(eq(jediSurveys.organizationId, organizationId))
    .orderBy(desc(jediSurveys.id));
  const counts = await responseCounts(
    db,
    surveys.map((s) => s.id),
  );
  return {
    surveys: surveys.map((s) => summaryOf(s, counts.get(s.id) ?? 0, now)),
    memberCount: await memberCount(db, organizationId),
    departments: await organisationDepartments(db, organizationId),
  };
}

async function surveyOf(db: Db, organizationId: string, surveyId: number): Promise<SurveyRow> {
  const [survey] = await db
    .select()
    .from(jediSurveys)
    .where(and(eq(jediSurveys.id, surveyId), eq(jediSurveys.organizationId, organizationId)));
  if (!survey) throw notFound("Survey not found");
  return survey;
}

function invitationMail(
  db: Db,
  input: {
    to: string;
    firstName: string | null;
    organizationName: string;
    survey: SurveyRow;
    token: string;
    brand?: MailBrand;
  },
  kind: "invitation" | "reminder",
): MailMessage {
  const tokenHash = hashToken(input.token);
  const reminder = kind === "reminder";
  return {
    to: input.to,
    // The link is the only proof of eligibility: never held back by a preference, and sent once per link.
    userId: null,
    idempotencyKey: `inclusion-survey:${tokenHash}`,
    category: "essential",
    template: reminder ? SURVEY_REMINDER_TEMPLATE : SURVEY_INVITATION_TEMPLATE,
    content: {
      subject: reminder
        ? `Reminder: ${input.organizationName}'s inclusion survey closes on ${input.survey.closesOn}`
        : `${input.organizationName} asks for your view: a confidential inclusion survey`,
      heading: input.survey.title,
      // The organisation's name, colour and logo, as its other e-mails carry them (decision 398).
      brand: input.brand,
      paragraphs: [
        `Hello ${input.firstName || "there"},`,
        `${input.organizationName} is running a confidential inclusion survey. It takes about five minutes: four required questions and a few optional ones.`,
        "Your answers are anonymous: they are stored without your name, e-mail address or the link below, and results are shown only for groups of 10 or more people.",
        ...(reminder ? ["This link replaces the one in your earlier e-mail."] : []),
      ],
      action: { label: "Answer the survey", url: mailLink(db, paths.inclusionSurvey(input.token)) },
      notes: [
        `The link works once. The survey closes at the end of ${input.survey.closesOn}.`,
        "Please do not forward this e-mail: the link is yours alone.",
      ],
    },
  };
}

/** Launches a survey: stores it, one token per person invited, and queues their e-mails. */
export async function launchSurvey(
  db: Db,
  organizationId: string,
  input: z.output<typeof createSurveySchema>,
  actor: Actor,
  now: Date,
) {
  const issues = windowIssues(input.opensOn, input.closesOn, utcDay(now));
  const known = await organisationDepartments(db, organizationId);
  const chosen = input.departments && input.departments.length > 0 ? [...new Set(input.departments)] : null;
  for (const name of chosen ?? [])
    if (!known.includes(name)) issues.push({ path: "departments", message: `Unknown department: ${name}` });
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join("; "), issues);

  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  const brand = await organizationMailBrand(db, organizationId);
  const people = await db
    .select({
      userId: member.userId,
      department: member.department,
      role: member.role,
      memberSince: member.createdAt,
      email: user.email,
      firstName: user.firstName,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(
      chosen
        ? and(eq(member.organizationId, organizationId), inArray(member.department, chosen))
        : eq(member.organizationId, organizationId),
    );
  if (people.length === 0) {
    const message = "Nobody is in the chosen audience";
    throw badRequest(message, [{ path: "departments", message }]);
  }
  const title = input.title ?? `Inclusion survey ${input.opensOn}`;

  const { survey, mailIds } = await db.transaction(async (tx) => {
    const [survey] = await tx
      .insert(jediSurveys)
      .values({
        organizationId,
        title,
        departments: chosen,
        includeDemographics: input.includeDemographics,
        opensOn: input.opensOn,
        closesOn: input.closesOn,
        followUpOn: followUpDate(input.closesOn),
        invitedCount: people.length,
      })
      .returning();
    if (!survey) throw new Error("survey not stored");
    const tokens = people.map((p) => ({ person: p, token: newToken() }));
    await tx.insert(jediSurveyTokens).values(
      tokens.map(({ person, token }) => ({
        surveyId: survey.id,
        tokenHash: hashToken(token),
        userId: person.userId,
        department: person.department,
        counted: countsTowardsThreshold({ role: person.role, memberSince: new Date(person.memberSince) }, now),
      })),
    );
    const mailIds = await storeMails(
      tx,
      tokens.map(({ person, token }) =>
        invitationMail(
          db,
          {
            to: person.email,
            firstName: person.firstName,
            organizationName: org?.name ?? "Your organisation",
            survey,
            token,
            brand,
          },
          "invitation",
        ),
      ),
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "survey.launched",
      targetType: "survey",
      targetId: String(survey.id),
      details: { invited: people.length, departments: chosen ?? "everyone", closesOn: input.closesOn },
      ipAddress: actor.ip,
    });
    return { survey, mailIds };
  });
  await wakeMails(db, mailIds);
  const members = await memberCount(db, organizationId);
  return { ...summaryOf(survey, 0, now), belowRecommendedSize: belowRecommendedSize(members) };
}

export async function closeSurvey(db: Db, organizationId: string, surveyId: number, actor: Actor, now: Date) {
  const survey = await surveyOf(db, organizationId, surveyId);
  if (statusOf(survey, now) === "closed") return;
  await db.transaction(async (tx) => {
    await tx.update(jediSurveys).set({ closedEarly: true }).where(eq(jediSurveys.id, survey.id));
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "survey.closed",
      targetType: "survey",
      targetId: String(survey.id),
      ipAddress: actor.ip,
    });
  });
}

/**
 * E-mails everyone who has not answered a fresh link (only hashes are kept, so the old link cannot be
 * sent again; it stops working). At most once a day per survey.
 */
export async function remindSurvey(db: Db, organizationId: string, surveyId: number, now: Date) {
  const survey = await surveyOf(db, organizationId, surveyId);
  if (statusOf(survey, now) !== "open") throw conflict("Only an open survey can send reminders");
  const today = utcDay(now);
  if (survey.remindedOn === today) throw conflict("Reminders for this survey were already sent today");
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  const brand = await organizationMailBrand(db, organizationId);
  const mailIds = await db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: jediSurveyTokens.id, email: user.email, firstName: user.firstName })
      .from(jediSurveyTokens)
      .innerJoin(user, eq(user.id, jediSurveyTokens.userId))
      .where(and(eq(jediSurveyTokens.surveyId, survey.id), eq(jediSurveyTokens.used, false)));
    const messages: MailMessage[] = [];
    for (const p of pending) {
      const token = newToken();
      await tx
        .update(jediSurveyTokens)
        .set({ tokenHash: hashToken(token) })
        .where(eq(jediSurveyTokens.id, p.id));
      messages.push(
        invitationMail(
          db,
          {
            to: p.email,
            firstName: p.firstName,
            organizationName: org?.name ?? "Your organisation",
            survey,
            token,
            brand,
          },
          "reminder",
        ),
      );
    }
    await tx.update(jediSurveys).set({ remindedOn: today }).where(eq(jediSurveys.id, survey.id));
    return storeMails(tx, messages);
  });
  await wakeMails(db, mailIds);
  return { reminded: mailIds.length };
}

// ---- The respondent ----

async function surveyForToken(db: Db, token: string) {
  const [row] = await db
    .select({ survey: jediSurveys, used: jediSurveyTokens.used, organizationName: organization.name })
    .from(jediSurveyTokens)
    .innerJoin(jediSurveys, eq(jediSurveys.id, jediSurveyTokens.surveyId))
    .innerJoin(organization, eq(organization.id, jediSurveys.organizationId))
    .where(eq(jediSurveyTokens.tokenHash, hashToken(token)));
  if (!row) throw notFound("This survey link is not valid");
  return row;
}

export async function openSurvey(db: Db, token: string, now: Date): Promise<RespondentSurvey> {
  const { survey, used, organizationName } = await surveyForToken(db, token);
  const status = statusOf(survey, now);
  return {
    organizationName,
    title: survey.title,
    closesOn: survey.closesOn,
    state: status !== "open" ? status : used ? "used" : "open",
    questions: surveyQuestionsOf(survey.includeDemographics).map((q) => ({
      id: q.id,
      question: q.question,
      type: q.type,
      required: q.required,
      ...(q.choices ? { choices: [...q.choices] } : {}),
    })),
  };
}

/**
 * Stores one anonymous response and spends the token, in one transaction: the token row loses its
 * person and department as it is marked used, and the response row gets a random id, the department
 * and the day only. A second answer with the same token finds it used (409) and counts nothing.
 */
export async function respond(db: Db, token: string, answers: Record<string, string>, now: Date) {
  const { survey } = await surveyForToken(db, token);
  const status = statusOf(survey, now);
  if (status === "closed") throw conflict("This survey is closed and no longer takes answers");
  if (status === "scheduled") throw conflict(`This survey opens on ${survey.opensOn}`);
  const issues = responseIssues(answers, survey.includeDemographics);
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join("; "), issues);
  await db.transaction(async (tx) => {
    const spent = rowsOf<{ survey_id: number; department: string | null; counted: boolean }>(
      await tx.execute(sql`
        update jedi_survey_tokens t set used = true, user_id = null, department = null
        from (select id, department from jedi_survey_tokens where token_hash = ${hashToken(token)} and not used) old
        where t.id = old.id and not t.used
        returning t.survey_id, old.department, t.counted
      `),
    );
    const row = spent[0];
    if (!row) throw conflict("This survey link has already been used");
    await tx.insert(jediSurveyResponses).values({
      id: randomUUID(),
      surveyId: row.survey_id,
      department: row.department,
      answers: cleanAnswers(answers),
      counted: row.counted === true,
      submittedOn: utcDay(now),
    });
  });
}

// ---- Results ----

type Results = z.infer<typeof surveyResultsSchema>;

interface ResponseRow {
  department: string | null;
  answers: Record<string, string>;
  counted: boolean;
}

async function responsesOf(db: Db, surveyId: number): Promise<ResponseRow[]> {
  return db
    .select({
      department: jediSurveyResponses.department,
      answers: jediSurveyResponses.answers,
      counted: jediSurveyResponses.counted,
    })
    .from(jediSurveyResponses)
    .where(eq(jediSurveyResponses.surveyId, surveyId));
}

const summarise = (responses: readonly ResponseRow[]): QuestionSummary[] =>
  SCORED_QUESTIONS.map((q) =>
    summariseQuestion(
      q,
      responses.map((r) => r.answers),
    ),
  );

/** The pathways holding the readiness dimensions' library modules (domain/jedi-learning.ts), for the low areas. */
async function pathwaysFor(db: Db, categories: readonly JediCategory[], summaries: readonly QuestionSummary[]) {
  const found: Results["recommendedPathways"] = [];
  for (const category of categories) {
    const slugs = CATEGORY_MODULE_SLUGS[category];
    const rows = rowsOf<{ id: number; title: string }>(
      await db.execute(sql`
        select p.id, p.title from pathways p
        where p.is_public and exists (
          select 1 from pathway_modules pm join modules m on m.id = pm.module_id
          where pm.pathway_id = p.id and m.slug in (${sql.join(
            slugs.map((s) => sql`${s}`),
            sql`, `,
          )})
        )
        order by p.id limit 2
      `),
    );
    const questionIds = lowScoringAreas(summaries)
      .filter((s) => QUESTION_CATEGORY[s.questionId] === category)
      .map((s) => s.questionId);
    for (const row of rows)
      if (!found.some((f) => f.pathwayId === row.id))
        found.push({ pathwayId: row.id, title: row.title, category, questionIds });
  }
  return found;
}

export async function surveyResults(
  db: Db,
  organizationId: string,
  surveyId: number,
  groupBy: GroupDimension,
  now: Date,
): Promise<SurveyResults> {
  const survey = await surveyOf(db, organizationId, surveyId);
  const responses = await responsesOf(db, survey.id);
  const summary = summaryOf(survey, responses.length, now);
  const threshold = SURVEY_RULES.anonymityThreshold;
  const empty: Results = {
    survey: summary,
    groupBy,
    threshold,
    available: false,
    reason: null,
    responses: responses.length,
    overall: [],
    groups: [],
    mergedGroups: 0,
    comments: {},
    previous: null,
    lowScoring: [],
    recommendedPathways: [],
  };
  // While answers may still come in, or before the two-week window has passed (even when closed early),
  // results would change one response at a time or come from a window cut short: none are shown.
  if (!resultsOpen(survey, utcDay(now)))
    return {
      ...empty,
      reason:
        summary.status === "closed"
          ? `This survey was closed early. Results open on ${summary.resultsOpenOn}, once the two-week response window has passed, so that nobody's answers can be singled out.`
          : `Results open on ${summary.resultsOpenOn}, after the survey closes, so that nobody's answers can be singled out.`,
    };
  // Only long-standing members who are not owners or admins count towards the threshold (decision 390).
  const planned: PlannedResponse[] = responses.map((r) => ({
    counted: r.counted,
    groups: Object.fromEntries(
      GROUP_DIMENSIONS.map((d) => [d, groupOf({ department: r.department, answers: r.answers }, d)]),
    ) as Record<GroupDimension, string>,
  }));
  const results = planResults(planned, GROUP_DIMENSIONS, threshold);
  if (!results.reportable)
    return {
      ...empty,
      reason: `Fewer than ${threshold} people who count towards anonymity answered, so no results or written answers are shown. Only people who had been members for at least two weeks when the survey was launched, other than owners and admins, count.`,
    };

  const plan = results.plans[groupBy];
  const groups: Results["groups"] = plan.shown.map((name) => {
    const rows = responses.filter((_, i) => planned[i]?.groups[groupBy] === name);
    return { name, isOther: false, responses: rows.length, questions: summarise(rows) };
  });
  const otherRows = responses.filter((_, i) => plan.merged.includes(planned[i]?.groups[groupBy] ?? ""));
  if (otherRows.length > 0)
    groups.push({ name: OTHER_GROUP, isOther: true, responses: otherRows.length, questions: summarise(otherRows) });

  const overall = summarise(responses);
  // Written answers only for the whole audience, which has passed the threshold; never per group.
  const comments = Object.fromEntries(
    surveyQuestionsOf(false)
      .filter((q) => q.type === "text")
      .map((q) => [
        q.id,
        responses
          .map((r) => r.answers[q.id])
          .filter((v): v is string => !!v)
          .sort((a, b) => a.localeCompare(b)),
      ]),
  );

  // The previous survey of the organisation that closed with enough responses to compare.
  const earlier = await db
    .select()
    .from(jediSurveys)
    .where(and(eq(jediSurveys.organizationId, organizationId), lt(jediSurveys.id, survey.id)))
    .orderBy(desc(jediSurveys.id));
  let previous: Results["previous"] = null;
  for (const candidate of earlier) {
    if (!resultsOpen(candidate, utcDay(now))) continue;
    const rows = await responsesOf(db, candidate.id);
    if (rows.filter((r) => r.counted).length < threshold) continue;
    const before = summarise(rows);
    previous = {
      surveyId: candidate.id,
      title: candidate.title,
      closesOn: candidate.closesOn,
      responses: rows.length,
      questions: overall.map((q) => {
        const old = before.find((b) => b.questionId === q.questionId)?.score ?? null;
        return {
          questionId: q.questionId,
          score: q.score,
          previousScore: old,
          change: q.score !== null && old !== null ? q.score - old : null,
        };
      }),
    };
    break;
  }

  return {
    ...empty,
    available: true,
    overall,
    groups,
    mergedGroups: plan.merged.length,
    comments,
    previous,
    lowScoring: lowScoringAreas(overall).map((s) => ({ questionId: s.questionId, score: s.score ?? 0 })),
    recommendedPathways: await pathwaysFor(db, lowCategories(overall), overall),
  };
}

/** Assigns a pathway to everyone now in the survey's audience, through the employer's assignments. */
export async function assignFromSurvey(
  db: Db,
  organizationId: string,
  surveyId: number,
  chosen: BodyAfterLookup<number>,
  actor: Actor,
  now: Date,
) {
  const survey = await surveyOf(db, organizationId, surveyId);
  const pathwayId = readBody(chosen);
  const [pathway] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from pathways where id = ${pathwayId} and is_public`),
  );
  if (!pathway) throw notFound("Pathway not found");
  const people = await db
    .select({ userId: member.userId })
    .from(member)
    .where(
      survey.departments && survey.departments.length > 0
        ? and(eq(member.organizationId, organizationId), inArray(member.department, survey.departments))
        : eq(member.organizationId, organizationId),
    );
  const memberIds = people.map((p) => p.userId);
  // As the employer's assignment does: enrolments, the assignments with their notices and e-mails in one
  // transaction (the learners' cached facts forgotten at its commit), the e-mails woken after it.
  const mailIds = await writeTransaction(db, async (tx, changes) => {
    if (memberIds.length === 0) return [];
    await tx
      .insert(pathwayEnrollments)
      .values(memberIds.map((userId) => ({ userId, pathwayId })))
      .onConflictDoNothing();
    changes.learnerFacts(memberIds);
    const ids = await storeAssignments(tx, {
      organizationId,
      pathwayId,
      memberIds,
      assignedBy: actor.id,
      now,
    });
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "assignment.created",
      targetType: "pathway",
      targetId: String(pathwayId),
      details: { members: memberIds.length, fromSurvey: survey.id },
      ipAddress: actor.ip,
    });
    return ids;
  });
  await wakeMails(db, mailIds);
  return { assigned: memberIds.length };
}

/**
 * The daily task: on a survey's follow-up day (spec 2 §9: follow-up in 6 months), its organisation's
 * owners get a reminder to run the next one, in the bell and by e-mail, once per survey.
 */
export async function remindFollowUps(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: jediSurveys.id, organizationId: jediSurveys.organizationId, title: jediSurveys.title })
    .from(jediSurveys)
    .where(
      and(
        eq(jediSurveys.followUpReminded, false),
        sql`${jediSurveys.followUpOn} <= ${utcDay(now)}`,
        isNotNull(jediSurveys.followUpOn),
      ),
    );
  let count = 0;
  for (const survey of due) {
    const owners = await db
      .select({ userId: member.userId, email: user.email, firstName: user.firstName })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, survey.organizationId), eq(member.role, "owner")));
    const body = `Six months have passed since "${survey.title}" closed: the time to follow up. Launch the follow-up survey to see what has changed.`;
    await notify(
      db,
      owners.map((o) => ({
        userId: o.userId,
        kind: "survey_follow_up",
        title: "Time for the inclusion survey follow-up",
        body,
        link: `${paths.jedi}?tab=organisation`,
        dedupeKey: `survey-follow-up:${survey.id}`,
      })),
    );
    for (const o of owners)
      await queueMail(db, {
        to: o.email,
        userId: o.userId,
        idempotencyKey: `survey-follow-up:${survey.id}:${o.userId}`,
        category: "reminders",
        template: SURVEY_FOLLOW_UP_TEMPLATE,
        content: {
          subject: "Time for your inclusion survey follow-up",
          heading: "Your inclusion survey follow-up is due",
          paragraphs: [`Hello ${o.firstName || "there"},`, body],
          action: { label: "Plan the follow-up", url: mailLink(db, `${paths.jedi}?tab=organisation`) },
        },
      });
    await db.update(jediSurveys).set({ followUpReminded: true }).where(eq(jediSurveys.id, survey.id));
    count += owners.length;
  }
  return count;
}
