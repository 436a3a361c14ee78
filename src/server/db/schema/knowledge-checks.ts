import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { QUESTION_TYPES } from "../../../domain/knowledge-check";
import { user, userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, oneOf, updatedAt } from "./columns";
import { generatedContent } from "./content";
import { organization } from "./organizations";

// ---- Knowledge checks (issue 22) ----

/**
 * A question of a module's knowledge check. Loaded from content/modules/NN-slug.questions.json by the
 * catalogue sync (upsert by `key`); a question gone from the file is retired, never deleted, so
 * attempts and item analysis keep pointing at what was asked. Admin edits bump `version`.
 */
export const knowledgeCheckQuestions = pgTable(
  "knowledge_check_questions",
  {
    id: serial("id").primaryKey(),
    /** Stable key from the bank file, e.g. "jedi-foundations-q3"; what the API calls the question's id. */
    key: text("key").notNull().unique(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    /** single | multiple | true_false */
    type: text("type").notNull(),
    text: text("text").notNull(),
    options: jsonb("options").$type<{ id: string; text: string }[]>().notNull(),
    correct: text("correct").array().notNull(),
    feedback: text("feedback").notNull(),
    /** Order in the bank file (authoring order; the draw shuffles). */
    position: integer("position").notNull().default(0),
    version: integer("version").notNull().default(1),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Authoring (issue 22 item 4).
    /** active | draft: a draft (the content generator's) is never drawn until published. */
    status: text("status").notNull().default("active"),
    /** file | admin | generator: where the row came from. */
    source: text("source").notNull().default("file"),
    /** Set by every admin write: the catalogue sync leaves such a row alone (never overwrites nor un-retires it). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The version this row replaced: an edit of an answered question is a new row, the old one retired. */
    previousId: integer("previous_id"),
    /** The generator's draft that wrote this question (drafts publish with it). */
    generatedContentId: integer("generated_content_id"),
  },
  (t) => [
    index("knowledge_check_questions_module_idx").on(t.moduleId).where(sql`${t.retiredAt} is null`),
    index("knowledge_check_questions_previous_idx").on(t.previousId).where(sql`${t.previousId} is not null`),
    // Named as the first migrations named them, not as drizzle would (decision 345).
    foreignKey({
      name: "knowledge_check_questions_generated_content_id_fk",
      columns: [t.generatedContentId],
      foreignColumns: [generatedContent.id],
    }).onDelete("set null"),
    foreignKey({
      name: "knowledge_check_questions_previous_id_fk",
      columns: [t.previousId],
      foreignColumns: [t.id],
    }).onDelete("set null"),
    check("knowledge_check_questions_source_check", oneOf(t.source, ["file", "admin", "generator"])),
    check("knowledge_check_questions_status_check", oneOf(t.status, ["active", "draft"])),
    check("knowledge_check_questions_type_check", oneOf(t.type, QUESTION_TYPES)),
  ],
);

/** One drawn question of an attempt: which question and the option order the learner saw. */
export interface DrawnQuestionRow {
  questionId: number;
  optionOrder: string[];
}

/**
 * One sitting of a module's knowledge check: the draw (seed and the order drawn, so a later bank
 * change cannot change what was asked), the pass mark in force when it started, and, once submitted,
 * the answers and the score. Submission is a conditional update (submitted_at is null), so two
 * concurrent submissions count once.
 */
export const knowledgeCheckAttempts = pgTable(
  "knowledge_check_attempts",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    seed: integer("seed").notNull(),
    questions: jsonb("questions").$type<DrawnQuestionRow[]>().notNull(),
    passMark: integer("pass_mark").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    scorePercent: integer("score_percent"),
    passed: boolean("passed"),
    /** The answers as submitted: question key → chosen option ids. */
    answers: jsonb("answers").$type<Record<string, string[]>>(),
  },
  (t) => [
    // A learner's attempts at a module, newest first: best score, cool-down, the module page.
    index("knowledge_check_attempts_user_module_idx").on(t.userId, t.moduleId, t.startedAt),
    // Per module pass rate and average attempts (item analysis).
    index("knowledge_check_attempts_module_submitted_idx")
      .on(t.moduleId, t.passed)
      .where(sql`${t.submittedAt} is not null`),
    check(
      "knowledge_check_attempts_score_check",
      sql`${t.scorePercent} is null or (${t.scorePercent} >= 0 and ${t.scorePercent} <= 100)`,
    ),
  ],
);

/** Each question of a submitted attempt, marked: the per question share answering right (item analysis). */
export const knowledgeCheckAnswers = pgTable(
  "knowledge_check_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => knowledgeCheckAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => knowledgeCheckQuestions.id, { onDelete: "cascade" }),
    chosen: text("chosen").array().notNull(),
    isCorrect: boolean("is_correct").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index("knowledge_check_answers_question_idx").on(t.questionId, t.isCorrect),
  ],
);

// ---- An organisation's rules for a module's check (issue 47 item 2) ----

/**
 * What an organisation's owners and admins chose for one module's knowledge check, for compliance use:
 * an attempt limit (until a pass), a cool-down and a pass mark (null: the module's own), and whether the
 * answers are shown after a pass. They only tighten: a learner's attempt runs under the strictest of the
 * module's settings and every organisation they belong to (domain/knowledge-check.ts effectiveCheckRules).
 */
export const organizationCheckRules = pgTable(
  "organization_check_rules",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    attemptLimit: integer("attempt_limit"),
    cooldownMinutes: integer("cooldown_minutes"),
    passMark: integer("pass_mark"),
    showAnswersAfterPass: boolean("show_answers_after_pass").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.moduleId] }),
    // A learner's rules for a module: every organisation's row of that module.
    index("organization_check_rules_module_idx").on(t.moduleId),
    check("organization_check_rules_attempts_check", sql`${t.attemptLimit} IS NULL OR ${t.attemptLimit} > 0`),
    check("organization_check_rules_cooldown_check", sql`${t.cooldownMinutes} IS NULL OR ${t.cooldownMinutes} >= 0`),
    check(
      "organization_check_rules_pass_mark_check",
      sql`${t.passMark} IS NULL OR (${t.passMark} > 0 AND ${t.passMark} <= 100)`,
    ),
  ],
);
