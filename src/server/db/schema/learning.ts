import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { modules } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

// ---- Learner facts ----

export const userProgress = pgTable(
  "user_progress",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    progressPercentage: integer("progress_percentage").notNull().default(0),
    isCompleted: boolean("is_completed").notNull().default(false),
    timeSpent: integer("time_spent").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_progress_user_module_idx").on(t.userId, t.moduleId),
    // A learner's progress newest first: the team members page's current module, the analytics' recent activity.
    index("user_progress_user_facts_idx").on(t.userId, t.updatedAt, t.moduleId, t.isCompleted, t.timeSpent),
    // The team hub: the activity feed walks progress newest first; the leaderboard reads completions in a window.
    index("user_progress_updated_idx").on(t.updatedAt, t.id),
    index("user_progress_completed_idx").on(t.completedAt, t.userId).where(sql`${t.isCompleted}`),
    // The leaderboard reads each member's completions in a window (index-only, one range per member).
    index("user_progress_user_completed_idx").on(t.userId, t.completedAt).where(sql`${t.isCompleted}`),
    // Learners per module (module detail, the catalogue's counts) and the module foreign key.
    index("user_progress_module_idx").on(t.moduleId, t.isCompleted),
  ],
);

export const learningActivity = pgTable(
  "learning_activity",
  {
    userId: userRef(),
    day: date("day", { mode: "string" }).notNull(),
    secondsSpent: integer("seconds_spent").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The team hub's leaderboard reads active days and minutes inside a window.
    index("learning_activity_day_idx").on(t.day, t.userId, t.secondsSpent),
    // The leaderboard reads each member's minutes in a window (index-only, one range per member).
    index("learning_activity_user_day_seconds_idx").on(t.userId, t.day, t.secondsSpent),
  ],
);

/**
 * One row per learner summarising their user_progress and learning_activity rows, so the
 * organisation analytics read 5,000 rows instead of 150,000 (issue 13, decision 107). Written only
 * by the database: triggers on both fact tables recompute a learner's row from the
 * facts in the same transaction as every write, so it cannot drift from them. Never write it here.
 */
export const learnerTotals = pgTable("learner_totals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** user_progress rows (modules started) */
  modulesStarted: integer("modules_started").notNull().default(0),
  /** sum of user_progress.time_spent */
  secondsSpent: bigint("seconds_spent", { mode: "number" }).notNull().default(0),
  /** latest user_progress.updated_at */
  lastProgressAt: timestamp("last_progress_at", { withTimezone: true }),
  /** module ids of the completed user_progress rows, ascending */
  completedModuleIds: integer("completed_module_ids").array().notNull().default(sql`'{}'`),
  /** latest learning_activity.day */
  lastActiveDay: date("last_active_day", { mode: "string" }),
});

/**
 * How many learners have started each module (user_progress rows per module), for the catalogue's
 * learner counts and "Popular" order (issue 27, decision 224). Written only by the database: statement
 * triggers on user_progress add and remove in the same transaction as the rows, so
 * a learner's first step changes one row here instead of making the catalogue recount every row.
 */
export const moduleLearnerCounts = pgTable("module_learner_counts", {
  moduleId: integer("module_id")
    .primaryKey()
    .references(() => modules.id, { onDelete: "cascade" }),
  learners: integer("learners").notNull().default(0),
});

export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const pivotAssessments = pgTable(
  "pivot_assessments",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pivot_assessments_user_idx").on(t.userId)],
);

export const guideProgress = pgTable(
  "guide_progress",
  {
    userId: userRef(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    guideId: text("guide_id").notNull(),
    completedSteps: jsonb("completed_steps").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.guideId] })],
);

// ---- JEDI hub ----

/** A JEDI readiness assessment a user completed: the answers are stored, the scores derived (domain/jedi-assessment.ts). */
export const jediAssessments = pgTable(
  "jedi_assessments",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("jedi_assessments_user_created_idx").on(t.userId, t.createdAt)],
);

// ---- Team hub and insights ----

/** spec 3 §3 learning goal: the learner's own, with a target date and the modules it needs. */
export const learningGoals = pgTable(
  "learning_goals",
  {
    id: serial("id").primaryKey(),
    userId: userRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    targetDate: date("target_date", { mode: "string" }).notNull(),
    priority: text("priority").notNull(),
    moduleIds: jsonb("module_ids").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("learning_goals_user_idx").on(t.userId)],
);
