import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { createdAt } from "./columns";
import { organizationRef } from "./organizations";

/**
 * Issue 25 item 2: an organisation's confidential inclusion survey. Who was invited (tokens) and what
 * was answered (responses) are kept apart: a response has no token id, no person id, a random id (no
 * order) and only the day it came in.
 */
export const jediSurveys = pgTable(
  "jedi_surveys",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    /** The departments invited; null: everyone in the organisation. */
    departments: jsonb("departments").$type<string[]>(),
    includeDemographics: boolean("include_demographics").notNull().default(false),
    opensOn: date("opens_on").notNull(),
    closesOn: date("closes_on").notNull(),
    closedEarly: boolean("closed_early").notNull().default(false),
    /** spec 2 §9: follow-up in 6 months; the owners are reminded on this day. */
    followUpOn: date("follow_up_on").notNull(),
    followUpReminded: boolean("follow_up_reminded").notNull().default(false),
    invitedCount: integer("invited_count").notNull().default(0),
    /** The day the invitations were last e-mailed again (reminders), at most once a day. */
    remindedOn: date("reminded_on"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jedi_surveys_org_idx").on(t.organizationId, t.id),
    index("jedi_surveys_follow_up_idx").on(t.followUpOn),
    check("jedi_surveys_window_check", sql`${t.closesOn} >= ${t.opensOn}`),
  ],
);

/**
 * One invitation: only the SHA-256 of its one-time token is stored. `userId` says whom to remind; it is
 * cleared (and the department with it) when the token is used, so a used token names nobody.
 */
export const jediSurveyTokens = pgTable(
  "jedi_survey_tokens",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => jediSurveys.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    department: text("department"),
    /**
     * Decided at launch (decision 390): whether the answer will count towards the anonymity threshold
     * (a member for two weeks or more, not an owner or admin). Carried onto the response, never a person.
     */
    counted: boolean("counted").notNull().default(false),
    used: boolean("used").notNull().default(false),
  },
  (t) => [
    index("jedi_survey_tokens_survey_idx").on(t.surveyId, t.used),
    index("jedi_survey_tokens_user_idx").on(t.userId),
  ],
);

/** One anonymous response: no token, no person, no time finer than the day. */
export const jediSurveyResponses = pgTable(
  "jedi_survey_responses",
  {
    id: uuid("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => jediSurveys.id, { onDelete: "cascade" }),
    department: text("department"),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    /** Whether it counts towards the anonymity threshold (the token's `counted`, decision 390). */
    counted: boolean("counted").notNull().default(false),
    submittedOn: date("submitted_on").notNull(),
  },
  (t) => [index("jedi_survey_responses_survey_idx").on(t.surveyId)],
);

/** Issue 25 item 3: the readiness assessment run as an organisation, one round per date. */
export const jediOrgAssessments = pgTable(
  "jedi_org_assessments",
  {
    id: serial("id").primaryKey(),
    organizationId: organizationRef(),
    startedOn: date("started_on").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("jedi_org_assessments_org_idx").on(t.organizationId, t.startedOn)],
);

/** One invited leader's answers to a round (null until they answer). */
export const jediOrgAssessmentAnswers = pgTable(
  "jedi_org_assessment_answers",
  {
    assessmentId: integer("assessment_id")
      .notNull()
      .references(() => jediOrgAssessments.id, { onDelete: "cascade" }),
    userId: userRef(),
    answers: jsonb("answers").$type<Record<string, number>>(),
    overallScore: integer("overall_score"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.userId] }),
    index("jedi_org_assessment_answers_user_idx").on(t.userId),
  ],
);
