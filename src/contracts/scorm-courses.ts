import { z } from "zod";
import { SCORM_ATTEMPT_STATUSES, SCORM_VERSIONS } from "../domain/scorm-cmi";
import { hasNoNul, invalidCharacter } from "./common";
import { organizationIdParamSchema } from "./organizations";

/**
 * Issue 24 item 3 (decision 335): SCORM 1.2 and 2004 packages an organisation imports, played by its
 * members in a sandboxed frame. Paths under /api/organizations/{id}/scorm-courses (owners and admins)
 * and /api/scorm-courses (the members' own courses).
 */

/** What an uploaded package may be (zip-bomb limits): checked from the central directory and again while unpacking. */
export const SCORM_PACKAGE_LIMITS = {
  /** The zip as uploaded. */
  maxUploadBytes: 200 * 1024 * 1024,
  /** Every file unpacked, together. */
  maxUnpackedBytes: 500 * 1024 * 1024,
  maxEntries: 5000,
  /** Unpacked size over packed size, for any file larger than `ratioFloorBytes`. */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

/** The largest CMI a SCO may commit, as JSON (SCORM 2004's suspend_data alone may hold 64,000 characters). */
export const SCORM_CMI_MAX_BYTES = 256 * 1024;

const idText = (label: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not valid`);

export const scormCourseParamSchema = organizationIdParamSchema.extend({ courseId: idText("Course id") });
export const myScormCourseParamSchema = z.object({ courseId: idText("Course id") });
/** `{token}/{path inside the package}`: one wildcard, as a token is longer than the router allows a parameter. */
export const scormContentParamSchema = z.object({
  "*": z.string().min(1).max(3000).refine(hasNoNul, invalidCharacter("Path")),
});

export const scormVersionSchema = z.enum(SCORM_VERSIONS);
export const scormStatusSchema = z.enum(SCORM_ATTEMPT_STATUSES);

/** A course as its organisation's owners and admins see it. */
export const scormCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  version: scormVersionSchema,
  launchPath: z.string(),
  /** The lessons (SCOs) of the package's default organisation. */
  scoCount: z.number().int(),
  /**
   * False when no page or script of the package names a completion element: the package never
   * reports completion, and the upload says so (issue 42, decision 355).
   */
  reportsCompletion: z.boolean(),
  sizeBytes: z.number().int(),
  fileCount: z.number().int(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  archivedAt: z.iso.datetime().nullable(),
  learners: z.number().int(),
  completed: z.number().int(),
  assigned: z.number().int(),
});
export type ScormCourse = z.infer<typeof scormCourseSchema>;

/** A course after its package was replaced: whether its learners kept their attempts. */
export const replacedScormCourseSchema = scormCourseSchema.extend({ attemptsKept: z.boolean() });
export type ReplacedScormCourse = z.infer<typeof replacedScormCourseSchema>;

export const scormCourseListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a whole number" }).int().min(1).max(10_000).default(1),
  archived: z.enum(["true", "false"], { error: "archived must be true or false" }).optional(),
});

export const scormCourseListSchema = z.object({
  /** False when the organisation's plan lacks LMS integration: the page says so instead of the upload. */
  lmsIntegration: z.boolean(),
  items: z.array(scormCourseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  limits: z.object({
    maxUploadBytes: z.number().int(),
    maxUnpackedBytes: z.number().int(),
    maxEntries: z.number().int(),
  }),
});

export const updateScormCourseSchema = z.object({
  archived: z.boolean({ error: "archived must be true or false" }),
});

const memberIdText = z
  .string({ error: "memberIds must be a list of member ids" })
  .min(1)
  .max(100)
  .refine(hasNoNul, invalidCharacter("memberIds"));

export const assignScormCourseSchema = z
  .object({
    memberIds: z.array(memberIdText, { error: "memberIds must be a list of member ids" }).max(500).default([]),
    departmentIds: z
      .array(
        z.number({ error: "departmentIds must be a list of department ids" }).int().positive().max(2_147_483_647),
        {
          error: "departmentIds must be a list of department ids",
        },
      )
      .max(100)
      .default([]),
    dueDate: z.iso
      .date({ error: "Due date must be a date (YYYY-MM-DD)" })
      .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", "Due date must be a date (YYYY-MM-DD)")
      .optional(),
  })
  .refine((value) => value.memberIds.length + value.departmentIds.length > 0, {
    message: "Choose at least one member or department",
    path: ["memberIds"],
  });
export type AssignScormCourseInput = z.input<typeof assignScormCourseSchema>;

export const scormAssignmentResultSchema = z.object({ assigned: z.number().int(), alreadyAssigned: z.number().int() });

/** A lesson (SCO) of a course, with the learner's status in it. */
export const scormLessonSchema = z.object({ id: z.string(), title: z.string(), status: scormStatusSchema });

/** The attempt of the signed-in learner. */
export const scormAttemptSchema = z.object({
  status: scormStatusSchema,
  scorePercent: z.number().nullable(),
  scoreRaw: z.number().nullable(),
  totalTimeSeconds: z.number().int(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type ScormAttempt = z.infer<typeof scormAttemptSchema>;

/** A saved attempt, with the status of each lesson after the save. */
export const savedScormAttemptSchema = scormAttemptSchema.extend({ scos: z.array(scormLessonSchema) });

export const myScormCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  version: scormVersionSchema,
  dueDate: z.string().nullable(),
  assigned: z.boolean(),
  attempt: scormAttemptSchema,
});
export type MyScormCourse = z.infer<typeof myScormCourseSchema>;

export const myScormCourseListSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  items: z.array(myScormCourseSchema),
});

/**
 * The player page: the course, the learner's attempt and the runtime frame's address on the courses'
 * own origin (a signed, expiring token in its path), with the course's lessons (decision 355).
 */
export const scormPlayerSchema = myScormCourseSchema.extend({
  launchUrl: z.string(),
  /** The origin the runtime frame's messages come from. */
  contentOrigin: z.string(),
  scos: z.array(scormLessonSchema),
  /** The lesson to start in: the one the learner was in, else the first not finished. */
  currentScoId: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type ScormPlayer = z.infer<typeof scormPlayerSchema>;

/** What the player page sends when the SCO commits or finishes: the CMI as scorm-again renders it. */
export const saveScormAttemptSchema = z.object({
  /** The lesson (SCO) whose CMI this is; the first lesson when left out. */
  scoId: z
    .string({ error: "scoId must be a lesson's id" })
    .min(1)
    .max(200)
    .refine(hasNoNul, invalidCharacter("scoId"))
    .optional(),
  cmi: z
    .record(z.string(), z.unknown(), { error: "cmi must be the CMI data model as an object" })
    .refine(
      (value) => JSON.stringify(value).length <= SCORM_CMI_MAX_BYTES,
      `cmi must be at most ${SCORM_CMI_MAX_BYTES / 1024} KB of JSON`,
    ),
});

/** The employer view's "Organisation courses": per course, and per member their status. */
export const scormCourseReportSchema = z.object({
  lmsIntegration: z.boolean(),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      version: scormVersionSchema,
      assigned: z.number().int(),
      started: z.number().int(),
      completed: z.number().int(),
      passed: z.number().int(),
      averageScore: z.number().nullable(),
    }),
  ),
  learners: z.array(
    z.object({
      courseId: z.string(),
      userId: z.string(),
      name: z.string(),
      status: scormStatusSchema,
      scorePercent: z.number().nullable(),
      totalTimeSeconds: z.number().int(),
      dueDate: z.string().nullable(),
      updatedAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type ScormCourseReport = z.infer<typeof scormCourseReportSchema>;
