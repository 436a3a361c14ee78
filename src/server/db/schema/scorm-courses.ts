import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user, userRef } from "./accounts";
import { createdAt } from "./columns";
import { organizationRef } from "./organizations";

/**
 * Issue 24 item 3 (decision 335): a SCORM 1.2 or 2004 package an organisation uploaded.
 * Its files sit in the upload storage under `storage_prefix`; only that organisation sees it.
 */
export const scormCourses = pgTable(
  "scorm_courses",
  {
    id: text("id").primaryKey(),
    organizationId: organizationRef(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    version: text("version", { enum: ["1.2", "2004"] }).notNull(),
    /** The SCO's launch file inside the package, with its query string if the manifest gives one. */
    launchPath: text("launch_path").notNull(),
    /** Issue 42 (decision 355): every SCO of the default organisation, in order: `{ id, title, launchPath }`. */
    scos: jsonb("scos").$type<{ id: string; title: string; launchPath: string }[]>().notNull().default([]),
    /** False when no page or script of the package names a completion element: flagged at upload. */
    reportsCompletion: boolean("reports_completion").notNull().default(true),
    storagePrefix: text("storage_prefix").notNull(),
    /** The unpacked size. */
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    fileCount: integer("file_count").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    index("scorm_courses_organization_idx").on(t.organizationId, t.createdAt),
    index("scorm_courses_created_by_idx").on(t.createdBy),
    uniqueIndex("scorm_courses_storage_prefix_idx").on(t.storagePrefix),
    check("scorm_courses_version_check", sql`${t.version} in ('1.2', '2004')`),
  ],
);

/** Every file of a package: the content route serves only these paths. */
export const scormCourseFiles = pgTable(
  "scorm_course_files",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => scormCourses.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    storageKey: text("storage_key").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.path] })],
);

/** One learner's attempt at a course (one row per learner and course), read from the CMI the SCO commits. */
export const scormAttempts = pgTable(
  "scorm_attempts",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => scormCourses.id, { onDelete: "cascade" }),
    userId: userRef(),
    organizationId: organizationRef(),
    status: text("status", { enum: ["not attempted", "incomplete", "completed", "passed", "failed"] })
      .notNull()
      .default("not attempted"),
    scoreRaw: doublePrecision("score_raw"),
    scoreMin: doublePrecision("score_min"),
    scoreMax: doublePrecision("score_max"),
    totalTimeSeconds: integer("total_time_seconds").notNull().default(0),
    suspendData: text("suspend_data"),
    lessonLocation: text("lesson_location"),
    cmi: jsonb("cmi").notNull().default({}),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index("scorm_attempts_user_idx").on(t.userId),
    index("scorm_attempts_organization_idx").on(t.organizationId),
    check(
      "scorm_attempts_status_check",
      sql`${t.status} in ('not attempted', 'incomplete', 'completed', 'passed', 'failed')`,
    ),
  ],
);

/** A course an owner or admin assigned to a member, with an optional due date (like pathway_assignments). */
export const scormCourseAssignments = pgTable(
  "scorm_course_assignments",
  {
    courseId: text("course_id")
      .notNull()
      .references(() => scormCourses.id, { onDelete: "cascade" }),
    userId: userRef(),
    organizationId: organizationRef(),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    /** A calendar day (no time): due by the end of it. */
    dueDate: date("due_date", { mode: "string" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index("scorm_course_assignments_user_idx").on(t.userId),
    index("scorm_course_assignments_organization_idx").on(t.organizationId),
    index("scorm_course_assignments_assigned_by_idx").on(t.assignedBy),
  ],
);
