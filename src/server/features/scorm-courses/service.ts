import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import {
  type AssignScormCourseInput,
  type MyScormCourse,
  SCORM_PACKAGE_LIMITS,
  type ScormAttempt,
  type ScormCourse,
  type ScormCourseReport,
} from "../../../contracts/scorm-courses";
import { seesWholeTeam } from "../../../domain/organization-roles";
import {
  cmiForNextSession,
  isFinishedStatus,
  mergeScormStatus,
  readScormAttempt,
  rollUpScormAttempt,
  type ScormAttemptStatus,
  type ScormVersion,
  type StoredScormAttempt,
  scorePercent,
  startingSco,
  storedAttemptOf,
} from "../../../domain/scorm-cmi";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { badRequest, HttpError, notFound } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { type Tx, writeTransaction } from "../../platform/caches/writes";
import { type BodyAfterLookup, readBody } from "../../platform/http/body-after-lookup";
import { hasScormImport } from "../../platform/organizations/lms-integration";
import { activeMembership } from "../../platform/organizations/scope";
import { createUploadStorage, type UploadStorage } from "../../platform/storage/upload-storage";
import { type ContentClaims, issueContentToken } from "./content-token";
import {
  inflate,
  type ManifestSco,
  mayReportCompletion,
  type OpenedPackage,
  openPackage,
  type PackageLimits,
  RUNTIME_FOLDER,
} from "./package";
import { RUNTIME_PAGE, storageKeyOf } from "./runtime";

/**
 * Imported SCORM courses (issue 24 item 3, decision 335): an organisation's owners and admins upload,
 * archive, delete and assign them; its members play them; only that organisation sees them (another
 * organisation's ids answer 404). Handlers check who the caller is; this file holds the work.
 */

export interface Actor {
  id: string;
  ip: string | null;
}

export const SCORM_FOLDER = "scorm-courses";
/** The storages of recently played courses: a course's frame asks for many files at once (an S3 client each otherwise). */
const recentStorages = new Map<string, UploadStorage>();

/** The files of one course: a folder of the uploads, or a prefix in the bucket. */
export function courseStorage(uploads: AppConfig["uploads"], prefix: string): UploadStorage {
  const key = `${uploads.s3?.bucket ?? uploads.dir}|${prefix}`;
  let storage = recentStorages.get(key);
  if (!storage) {
    storage = createUploadStorage(uploads, `${SCORM_FOLDER}/${prefix}`);
    if (recentStorages.size >= 100) recentStorages.delete(recentStorages.keys().next().value as string);
    recentStorages.set(key, storage);
  }
  return storage;
}

const PAGE_SIZE = 20;

/** A course's own columns, as every query of courses reads them. */
interface CourseColumns {
  id: string;
  organization_id: string;
  title: string;
  description: string;
  version: ScormVersion;
  launch_path: string;
  scos: ManifestSco[] | null;
  archived_at: Date | string | null;
}

interface CourseRow extends CourseColumns {
  storage_prefix: string;
  reports_completion: boolean;
  size_bytes: string | number;
  file_count: number;
  created_at: Date | string;
  created_by: string | null;
  created_by_name: string | null;
  learners: number | string;
  completed: number | string;
  assigned: number | string;
}

const toCourse = (row: CourseRow): ScormCourse => ({
  id: row.id,
  title: row.title,
  description: row.description,
  version: row.version,
  launchPath: row.launch_path,
  scoCount: scosOf(row).length,
  reportsCompletion: row.reports_completion,
  sizeBytes: Number(row.size_bytes),
  fileCount: row.file_count,
  createdAt: rowIso(row.created_at),
  createdBy: row.created_by_name,
  archivedAt: row.archived_at ? rowIso(row.archived_at) : null,
  learners: Number(row.learners),
  completed: Number(row.completed),
  assigned: Number(row.assigned),
});

/**
 * A course's SCOs in manifest order. A course imported before its SCOs were read (decision 335)
 * has its one launch file, played as its only SCO.
 */
export function scosOf(row: Pick<CourseColumns, "scos" | "launch_path" | "title">): ManifestSco[] {
  return row.scos && row.scos.length > 0 ? row.scos : [{ id: "sco-1", title: row.title, launchPath: row.launch_path }];
}

const courseColumns = sql`c.id, c.organization_id, c.title, c.description, c.version, c.launch_path, c.scos, c.storage_prefix, c.reports_completion,
  c.size_bytes, c.file_count, c.created_at, c.created_by, c.archived_at,
  (select coalesce(nullif(u.name, ''), u.email) from "user" u where u.id = c.created_by) as created_by_name,
  (select count(*) from scorm_attempts a where a.course_id = c.id and a.status <> 'not attempted') as learners,
  (select count(*) from scorm_attempts a where a.course_id = c.id and a.status in ('completed', 'passed', 'failed')) as completed,
  (select count(*) from scorm_course_assignments s where s.course_id = c.id) as assigned`;

/** A course of this organisation, or 404 (another organisation's id reveals nothing). */
export async function courseOf(db: Pick<Db, "execute">, organizationId: string, courseId: string): Promise<CourseRow> {
  const [row] = await queryRows<CourseRow>(
    db,
    sql`select ${courseColumns} from scorm_courses c where c.id = ${courseId} and c.organization_id = ${organizationId}`,
  );
  if (!row) throw notFound("Course not found");
  return row;
}

export async function listCourses(
  db: Db,
  organizationId: string,
  query: { page: number; archived?: "true" | "false" },
  now: Date,
) {
  const lmsIntegration = await hasScormImport(db, organizationId, now);
  const archived =
    query.archived === "true"
      ? sql`and c.archived_at is not null`
      : query.archived === "false"
        ? sql`and c.archived_at is null`
        : sql``;
  const [{ total }] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from scorm_courses c where c.organization_id = ${organizationId} ${archived}`,
  );
  const rows = await queryRows<CourseRow>(
    db,
    sql`select ${courseColumns} from scorm_courses c where c.organization_id = ${organizationId} ${archived}
        order by c.archived_at is not null, c.created_at desc, c.id
        limit ${PAGE_SIZE} offset ${(query.page - 1) * PAGE_SIZE}`,
  );
  return {
    lmsIntegration,
    items: rows.map(toCourse),
    total: Number(total),
    page: query.page,
    pageSize: PAGE_SIZE,
    limits: {
      maxUploadBytes: SCORM_PACKAGE_LIMITS.maxUploadBytes,
      maxUnpackedBytes: SCORM_PACKAGE_LIMITS.maxUnpackedBytes,
      maxEntries: SCORM_PACKAGE_LIMITS.maxEntries,
    },
  };
}

/** Removes a course's stored files; a file already gone is not an error. */
async function removeFiles(storage: UploadStorage, keys: readonly string[]) {
  if (storage.localDir) {
    await fs.rm(storage.localDir, { recursive: true, force: true });
    return;
  }
  for (const key of keys) await storage.remove(key);
}

/** Files stored for a package that was refused or not recorded: removed as far as possible, never an error of its own. */
const discardStored = (storage: UploadStorage, stored: readonly StoredFile[]) =>
  removeFiles(
    storage,
    stored.map((f) => f.key),
  ).catch(() => undefined);

/** The storage keys of a course's files, read before its rows go so the files can follow after the commit. */
const storedKeysOf = async (db: Db, courseId: string) =>
  (
    await queryRows<{ storage_key: string }>(
      db,
      sql`select storage_key from scorm_course_files where course_id = ${courseId}`,
    )
  ).map((k) => k.storage_key);

/** A file of a package as stored: its path in the package, its storage key and its size. */
interface StoredFile {
  path: string;
  key: string;
  size: number;
}

/** Unpacks a checked package into a new storage prefix, counting bytes; on a refusal nothing stays behind. */
async function unpackInto(
  uploads: AppConfig["uploads"],
  organizationId: string,
  zipFile: string,
  limits: PackageLimits,
): Promise<{
  opened: OpenedPackage;
  prefix: string;
  storage: UploadStorage;
  stored: StoredFile[];
  reportsCompletion: boolean;
}> {
  const opened = await openPackage(zipFile, limits);
  const prefix = `${organizationId}-${randomUUID()}`.replace(/[^A-Za-z0-9_-]/g, "_");
  const storage = courseStorage(uploads, prefix);
  const stored: StoredFile[] = [];
  let reportsCompletion = false;
  try {
    const allowance = { left: limits.maxUnpackedBytes };
    for (const [index, file] of opened.files.entries()) {
      const body = await inflate(opened.zip, file, allowance);
      if (!reportsCompletion && mayReportCompletion(file.path, body)) reportsCompletion = true;
      const key = storageKeyOf(index, file.path);
      await storage.put(key, body, "application/octet-stream");
      stored.push({ path: file.path, key, size: body.length });
    }
  } catch (error) {
    await discardStored(storage, stored);
    throw error;
  } finally {
    opened.zip.close();
  }
  return { opened, prefix, storage, stored, reportsCompletion };
}

async function insertFiles(tx: Pick<Db, "execute">, courseId: string, stored: readonly StoredFile[]) {
  for (let start = 0; start < stored.length; start += 500) {
    const rows = stored.slice(start, start + 500).map((f) => sql`(${courseId}, ${f.path}, ${f.key}, ${f.size})`);
    await tx.execute(
      sql`insert into scorm_course_files (course_id, path, storage_key, size_bytes) values ${sql.join(rows, sql`, `)}`,
    );
  }
}

/** A package unpacked into its new storage prefix, with its total size. */
interface StoredPackage {
  opened: OpenedPackage;
  prefix: string;
  stored: StoredFile[];
  sizeBytes: number;
  /** Whether any page or script names a completion element (the upload's flag, decision 355). */
  reportsCompletion: boolean;
}

/**
 * Unpacks the package's files into a new storage prefix, then records them with `record` in one
 * transaction; if recording fails, the stored files are removed again, so a refusal leaves nothing behind.
 */
async function storePackage<T>(
  db: Db,
  uploads: AppConfig["uploads"],
  { organizationId, zipFile, limits }: { organizationId: string; zipFile: string; limits: PackageLimits },
  record: (tx: Tx, pkg: StoredPackage) => Promise<T>,
): Promise<T> {
  const { opened, prefix, storage, stored, reportsCompletion } = await unpackInto(
    uploads,
    organizationId,
    zipFile,
    limits,
  );
  const sizeBytes = stored.reduce((sum, f) => sum + f.size, 0);
  try {
    return await writeTransaction(db, (tx) => record(tx, { opened, prefix, stored, sizeBytes, reportsCompletion }));
  } catch (error) {
    await discardStored(storage, stored);
    throw error;
  }
}

/**
 * Imports a package from the uploaded zip (a temporary file): the manifest and every entry are checked
 * first, then the files are unpacked into the course's storage prefix while their bytes are counted,
 * then the course is recorded. A refusal at any step leaves nothing behind.
 */
export async function importPackage(
  db: Db,
  uploads: AppConfig["uploads"],
  organizationId: string,
  zipFile: string,
  actor: Actor,
  now: Date,
  limits: PackageLimits = SCORM_PACKAGE_LIMITS,
): Promise<ScormCourse> {
  const id = randomUUID();
  await storePackage(
    db,
    uploads,
    { organizationId, zipFile, limits },
    async (tx, { opened, prefix, stored, sizeBytes, reportsCompletion }) => {
      await tx.execute(sql`
        insert into scorm_courses (id, organization_id, title, description, version, launch_path, scos, reports_completion,
          storage_prefix, size_bytes, file_count, created_by, created_at)
        values (${id}, ${organizationId}, ${opened.title}, ${opened.description}, ${opened.version}, ${opened.launchPath},
          ${JSON.stringify(opened.scos)}::jsonb, ${reportsCompletion}, ${prefix}, ${sizeBytes}, ${stored.length}, ${actor.id}, ${now})
      `);
      await insertFiles(tx, id, stored);
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "scorm_course.uploaded",
        targetType: "scorm_course",
        targetId: id,
        details: {
          title: opened.title,
          version: opened.version,
          files: stored.length,
          sizeBytes,
          scos: opened.scos.length,
          reportsCompletion,
        },
        ipAddress: actor.ip,
      });
    },
  );
  return toCourse(await courseOf(db, organizationId, id));
}

/**
 * A new version of a course's package: checked and unpacked like an upload, then swapped in. Learners
 * keep their attempts when the new package is the same SCORM version and still has the launch file the
 * old one had (the course's own CMI stays meaningful); otherwise the attempts start again. The old
 * files are removed after the commit.
 */
export async function replacePackage(
  db: Db,
  uploads: AppConfig["uploads"],
  organizationId: string,
  courseId: string,
  zipFile: string,
  actor: Actor,
  limits: PackageLimits = SCORM_PACKAGE_LIMITS,
): Promise<ScormCourse & { attemptsKept: boolean }> {
  const course = await courseOf(db, organizationId, courseId);
  const oldKeys = await storedKeysOf(db, courseId);
  const oldLaunch = course.launch_path.split(/[?#]/, 1)[0];
  const attemptsKept = await storePackage(
    db,
    uploads,
    { organizationId, zipFile, limits },
    async (tx, { opened, prefix, stored, sizeBytes, reportsCompletion }) => {
      const kept = course.version === opened.version && stored.some((f) => f.path === oldLaunch);
      await tx.execute(sql`
        update scorm_courses set title = ${opened.title}, description = ${opened.description}, version = ${opened.version},
          launch_path = ${kept ? course.launch_path : opened.launchPath}, scos = ${JSON.stringify(opened.scos)}::jsonb,
          reports_completion = ${reportsCompletion}, storage_prefix = ${prefix},
          size_bytes = ${sizeBytes}, file_count = ${stored.length}
        where id = ${courseId} and organization_id = ${organizationId}
      `);
      await tx.execute(sql`delete from scorm_course_files where course_id = ${courseId}`);
      await insertFiles(tx, courseId, stored);
      if (!kept) await tx.execute(sql`delete from scorm_attempts where course_id = ${courseId}`);
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: "scorm_course.replaced",
        targetType: "scorm_course",
        targetId: courseId,
        details: { title: opened.title, version: opened.version, files: stored.length, sizeBytes, attemptsKept: kept },
        ipAddress: actor.ip,
      });
      return kept;
    },
  );
  await removeFiles(courseStorage(uploads, course.storage_prefix), oldKeys).catch(() => undefined);
  return { ...toCourse(await courseOf(db, organizationId, courseId)), attemptsKept };
}

export async function setArchived(
  db: Db,
  organizationId: string,
  courseId: string,
  archived: boolean,
  actor: Actor,
  now: Date,
): Promise<ScormCourse> {
  const course = await courseOf(db, organizationId, courseId);
  if ((course.archived_at !== null) !== archived) {
    await writeTransaction(db, async (tx) => {
      await tx.execute(
        sql`update scorm_courses set archived_at = ${archived ? now : null} where id = ${courseId} and organization_id = ${organizationId}`,
      );
      await recordAudit(tx, {
        organizationId,
        actorId: actor.id,
        action: archived ? "scorm_course.archived" : "scorm_course.restored",
        targetType: "scorm_course",
        targetId: courseId,
        details: { title: course.title },
        ipAddress: actor.ip,
      });
    });
  }
  return toCourse(await courseOf(db, organizationId, courseId));
}

export async function deleteCourse(
  db: Db,
  uploads: AppConfig["uploads"],
  organizationId: string,
  courseId: string,
  actor: Actor,
): Promise<void> {
  const course = await courseOf(db, organizationId, courseId);
  const keys = await storedKeysOf(db, courseId);
  await writeTransaction(db, async (tx) => {
    await tx.execute(sql`delete from scorm_courses where id = ${courseId} and organization_id = ${organizationId}`);
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "scorm_course.deleted",
      targetType: "scorm_course",
      targetId: courseId,
      details: { title: course.title, learners: Number(course.learners) },
      ipAddress: actor.ip,
    });
  });
  // After the commit: a failed removal leaves orphaned files, never a course without its files.
  await removeFiles(courseStorage(uploads, course.storage_prefix), keys);
}

/** Refuses the field (400) unless every id it named was found in the organisation. */
function refuseUnlessAllFound(found: readonly unknown[], named: readonly unknown[], path: string, message: string) {
  if (found.length !== named.length) throw badRequest(message, [{ path, message }]);
}

/** Members named, and the members of the departments named, all of this organisation; others are refused. */
export async function assignCourse(
  db: Db,
  organizationId: string,
  courseId: string,
  input: Required<Pick<AssignScormCourseInput, "memberIds" | "departmentIds">> & { dueDate?: string },
  actor: Actor,
  now: Date,
): Promise<{ assigned: number; alreadyAssigned: number }> {
  const course = await courseOf(db, organizationId, courseId);
  if (course.archived_at) throw badRequest("This course is archived: bring it back before assigning it.");
  const memberIds = [...new Set(input.memberIds)];
  const departmentIds = [...new Set(input.departmentIds)];
  if (memberIds.length > 0) {
    const found = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from member where organization_id = ${organizationId} and user_id = any(${sql.param(memberIds)}::text[])`,
    );
    refuseUnlessAllFound(
      found,
      memberIds,
      "memberIds",
      "Every person you assign must be a member of this organisation",
    );
  }
  if (departmentIds.length > 0) {
    const found = await queryRows<{ id: number }>(
      db,
      sql`select id from departments where organization_id = ${organizationId} and id = any(${sql.param(departmentIds)}::int[])`,
    );
    refuseUnlessAllFound(found, departmentIds, "departmentIds", "Choose departments of this organisation");
  }
  return writeTransaction(db, async (tx) => {
    const targets = await queryRows<{ user_id: string }>(
      tx,
      sql`select distinct m.user_id from member m
          where m.organization_id = ${organizationId}
            and (m.user_id = any(${sql.param(memberIds)}::text[])
              or m.department in (select d.name from departments d
                                  where d.organization_id = ${organizationId} and d.id = any(${sql.param(departmentIds)}::int[])))`,
    );
    const userIds = targets.map((t) => t.user_id);
    if (userIds.length === 0) return { assigned: 0, alreadyAssigned: 0 };
    const inserted = await queryRows<{ user_id: string; created: boolean }>(
      tx,
      sql`insert into scorm_course_assignments (course_id, user_id, organization_id, assigned_by, due_date, assigned_at)
          select ${courseId}, u, ${organizationId}, ${actor.id}, ${input.dueDate ?? null}, ${now}
          from unnest(${sql.param(userIds)}::text[]) as u
          on conflict (course_id, user_id) do update set due_date = excluded.due_date
          returning user_id, (xmax = 0) as created`,
    );
    const created = inserted.filter((row) => row.created).length;
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "scorm_course.assigned",
      targetType: "scorm_course",
      targetId: courseId,
      details: {
        title: course.title,
        members: userIds.length,
        departments: departmentIds.length,
        dueDate: input.dueDate ?? null,
      },
      ipAddress: actor.ip,
    });
    return { assigned: created, alreadyAssigned: userIds.length - created };
  });
}

// ---- The employer view ----

/** "Organisation courses": per course and per member; a manager's cover their reports only. */
export async function courseReport(
  db: Db,
  organizationId: string,
  viewer: { id: string; role: Parameters<typeof seesWholeTeam>[0] },
  now: Date,
): Promise<ScormCourseReport> {
  const lmsIntegration = await hasScormImport(db, organizationId, now);
  const scope = seesWholeTeam(viewer.role) ? sql`true` : sql`m.manager_id = ${viewer.id}`;
  const learners = await queryRows<{
    course_id: string;
    user_id: string;
    name: string;
    status: ScormAttemptStatus | null;
    score_raw: number | null;
    score_min: number | null;
    score_max: number | null;
    total_time_seconds: number | null;
    due_date: string | null;
    is_assigned: boolean;
    updated_at: Date | string | null;
  }>(
    db,
    sql`select c.id as course_id, m.user_id, coalesce(nullif(u.name, ''), u.email) as name,
          (s.user_id is not null) as is_assigned, a.status, a.score_raw, a.score_min, a.score_max, a.total_time_seconds, s.due_date::text as due_date, a.updated_at
        from scorm_courses c
        join member m on m.organization_id = c.organization_id and ${scope}
        join "user" u on u.id = m.user_id
        left join scorm_attempts a on a.course_id = c.id and a.user_id = m.user_id
        left join scorm_course_assignments s on s.course_id = c.id and s.user_id = m.user_id
        where c.organization_id = ${organizationId} and c.archived_at is null
          and (a.user_id is not null or s.user_id is not null)
        order by c.created_at desc, c.id, name, m.user_id
        limit 5000`,
  );
  const courses = await queryRows<{ id: string; title: string; version: ScormVersion }>(
    db,
    sql`select id, title, version from scorm_courses where organization_id = ${organizationId} and archived_at is null
        order by created_at desc, id`,
  );
  const rows = learners.map((row) => ({
    courseId: row.course_id,
    userId: row.user_id,
    name: row.name,
    status: row.status ?? ("not attempted" as const),
    scorePercent: scorePercent(row.score_raw, row.score_min, row.score_max),
    totalTimeSeconds: row.total_time_seconds ?? 0,
    dueDate: row.due_date,
    updatedAt: row.updated_at ? rowIso(row.updated_at) : null,
  }));
  return {
    lmsIntegration,
    courses: courses.map((course) => {
      const mine = rows.filter((r) => r.courseId === course.id);
      const scores = mine.map((r) => r.scorePercent).filter((s): s is number => s !== null);
      return {
        id: course.id,
        title: course.title,
        version: course.version,
        assigned: learners.filter((r) => r.course_id === course.id && r.is_assigned).length,
        started: mine.filter((r) => r.status !== "not attempted").length,
        completed: mine.filter((r) => isFinishedStatus(r.status)).length,
        passed: mine.filter((r) => r.status === "passed").length,
        averageScore: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10 : null,
      };
    }),
    learners: rows,
  };
}

// ---- Learners ----

/** A learner's attempt at a course as stored (all null before the first launch). */
interface AttemptColumns {
  status: ScormAttemptStatus | null;
  score_raw: number | null;
  score_min: number | null;
  score_max: number | null;
  total_time_seconds: number | null;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  updated_at: Date | string | null;
}

interface LearnerCourseRow extends CourseColumns, AttemptColumns {
  due_date: string | null;
  assigned: boolean;
  cmi: Record<string, unknown> | null;
}

const learnerColumns = (
  userId: string,
) => sql`c.id, c.organization_id, c.title, c.description, c.version, c.launch_path, c.scos,
  c.archived_at, s.due_date::text as due_date, (s.user_id is not null) as assigned, a.status, a.score_raw, a.score_min,
  a.score_max, a.total_time_seconds, a.started_at, a.completed_at, a.updated_at, a.cmi
  from scorm_courses c
  left join scorm_course_assignments s on s.course_id = c.id and s.user_id = ${userId}
  left join scorm_attempts a on a.course_id = c.id and a.user_id = ${userId}`;

const attemptOf = (row: AttemptColumns): ScormAttempt => ({
  status: row.status ?? "not attempted",
  scorePercent: scorePercent(row.score_raw, row.score_min, row.score_max),
  scoreRaw: row.score_raw,
  totalTimeSeconds: row.total_time_seconds ?? 0,
  startedAt: row.started_at ? rowIso(row.started_at) : null,
  completedAt: row.completed_at ? rowIso(row.completed_at) : null,
  updatedAt: row.updated_at ? rowIso(row.updated_at) : null,
});

const toMyCourse = (row: LearnerCourseRow): MyScormCourse => ({
  id: row.id,
  title: row.title,
  description: row.description,
  version: row.version,
  dueDate: row.due_date,
  assigned: row.assigned,
  attempt: attemptOf(row),
});

/** The courses of the caller's active organisation: assigned first (by due date), then the others. */
export async function myCourses(db: Db, user: Pick<CurrentUser, "id" | "activeOrganizationId">) {
  const membership = await activeMembership(db, user.id, user.activeOrganizationId);
  if (!membership) return { organization: null, items: [] };
  const [organization] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from organization where id = ${membership.organizationId}`,
  );
  const rows = await queryRows<LearnerCourseRow>(
    db,
    sql`select ${learnerColumns(user.id)}
        where c.organization_id = ${membership.organizationId} and c.archived_at is null
        order by (s.user_id is null), s.due_date nulls last, c.created_at desc, c.id
        limit 200`,
  );
  return { organization: organization ?? null, items: rows.map(toMyCourse) };
}

/**
 * A course the caller may play: of an organisation they are a member of, not archived. Anything else
 * is not found, another organisation's course included.
 */
async function playableCourse(db: Db, userId: string, courseId: string): Promise<LearnerCourseRow> {
  const [row] = await queryRows<LearnerCourseRow>(
    db,
    sql`select ${learnerColumns(userId)}
        where c.id = ${courseId} and c.archived_at is null
          and exists (select 1 from member m where m.organization_id = c.organization_id and m.user_id = ${userId})`,
  );
  if (!row) throw notFound("Course not found");
  return row;
}

/** Each SCO of a course with the learner's status in it (the player's list of lessons). */
function scoStatuses(version: ScormVersion, scos: readonly ManifestSco[], stored: StoredScormAttempt) {
  return scos.map((sco) => ({
    id: sco.id,
    title: sco.title,
    status: sco.id in stored.scos ? readScormAttempt(version, stored.scos[sco.id]).status : ("not attempted" as const),
  }));
}

export async function playerOf(
  db: Db,
  user: Pick<CurrentUser, "id">,
  courseId: string,
  now: Date,
  { secret, contentOrigin }: { secret: string; contentOrigin: string | null },
  ensurePlan: (organizationId: string) => Promise<void>,
) {
  const row = await playableCourse(db, user.id, courseId);
  await ensurePlan(row.organization_id);
  if (!contentOrigin)
    throw new HttpError(
      503,
      "Imported courses cannot be played yet: this site has no separate address for course content. Ask the site's administrator to set one up.",
    );
  const { token, expiresAt } = issueContentToken(
    { courseId: row.id, userId: user.id, organizationId: row.organization_id },
    now,
    secret,
  );
  const scos = scosOf(row);
  const stored = storedAttemptOf(row.cmi, scos[0]?.id ?? "");
  return {
    ...toMyCourse(row),
    launchUrl: `${contentOrigin}${contentBase(token)}/${RUNTIME_FOLDER}/${RUNTIME_PAGE}`,
    contentOrigin,
    scos: scoStatuses(row.version, scos, stored),
    currentScoId: startingSco(
      row.version,
      scos.map((sco) => sco.id),
      stored,
    ),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Encodes one path segment, keeping a query string the manifest gave the launch file. */
const encodeSegment = (segment: string) => {
  const [name, ...rest] = segment.split(/(?=[?#])/);
  return encodeURIComponent(name ?? "") + rest.join("");
};

/** A launch path as a URL path (each segment encoded, the manifest's query string kept). */
export const launchUrlPath = (launchPath: string) => launchPath.split("/").map(encodeSegment).join("/");

export const contentBase = (token: string) => `/api/scorm-content/${encodeURIComponent(token)}`;

/**
 * Saves what a SCO committed: its CMI is kept with the other SCOs', and the course's status, score
 * and time are rolled up from all of them; the status never goes back.
 */
export async function saveAttempt(
  db: Db,
  user: Pick<CurrentUser, "id">,
  courseId: string,
  body: BodyAfterLookup<{ cmi: Record<string, unknown>; scoId?: string }>,
  now: Date,
): Promise<ScormAttempt & { scos: { id: string; title: string; status: ScormAttemptStatus }[] }> {
  const course = await playableCourse(db, user.id, courseId);
  const input = readBody(body);
  const scos = scosOf(course);
  const scoIds = scos.map((sco) => sco.id);
  const scoId = input.scoId ?? scoIds[0] ?? "";
  if (!scoIds.includes(scoId)) {
    const message = "scoId must be one of the course's lessons";
    throw badRequest(message, [{ path: "scoId", message }]);
  }
  const stored = storedAttemptOf(course.cmi, scoIds[0] ?? "");
  const sco = readScormAttempt(course.version, input.cmi);
  stored.scos[scoId] = cmiForNextSession(course.version, input.cmi, sco.totalTimeSeconds);
  stored.current = scoId;
  const reading = rollUpScormAttempt(course.version, scoIds, stored);
  const status = mergeScormStatus(course.status ?? "not attempted", reading.status);
  const finished = isFinishedStatus(status);
  const [row] = await queryRows<AttemptColumns>(
    db,
    sql`insert into scorm_attempts (course_id, user_id, organization_id, status, score_raw, score_min, score_max,
          total_time_seconds, suspend_data, lesson_location, cmi, started_at, completed_at, updated_at)
        values (${courseId}, ${user.id}, ${course.organization_id}, ${status}, ${reading.scoreRaw}, ${reading.scoreMin},
          ${reading.scoreMax}, ${Math.round(reading.totalTimeSeconds)}, ${reading.suspendData}, ${reading.lessonLocation},
          ${JSON.stringify(stored)}::jsonb, ${now}, ${finished ? now : null}, ${now})
        on conflict (course_id, user_id) do update set
          status = excluded.status,
          score_raw = coalesce(excluded.score_raw, scorm_attempts.score_raw),
          score_min = case when excluded.score_raw is null then scorm_attempts.score_min else excluded.score_min end,
          score_max = case when excluded.score_raw is null then scorm_attempts.score_max else excluded.score_max end,
          total_time_seconds = greatest(excluded.total_time_seconds, scorm_attempts.total_time_seconds),
          suspend_data = excluded.suspend_data,
          lesson_location = excluded.lesson_location,
          cmi = excluded.cmi,
          completed_at = coalesce(scorm_attempts.completed_at, excluded.completed_at),
          updated_at = excluded.updated_at
        returning status, score_raw, score_min, score_max, total_time_seconds, started_at, completed_at, updated_at`,
  );
  if (!row) throw notFound("Course not found");
  return { ...attemptOf(row), scos: scoStatuses(course.version, scos, stored) };
}

/** What the content route needs for a token: the course (still this learner's to play) and their stored attempt. */
export async function contentCourse(db: Db, claims: ContentClaims) {
  const [row] = await queryRows<{
    id: string;
    title: string;
    version: ScormVersion;
    launch_path: string;
    scos: ManifestSco[] | null;
    storage_prefix: string;
    cmi: Record<string, unknown> | null;
    name: string;
  }>(
    db,
    sql`select c.id, c.title, c.version, c.launch_path, c.scos, c.storage_prefix, a.cmi,
          coalesce(nullif(u.name, ''), u.email) as name
        from scorm_courses c
        join member m on m.organization_id = c.organization_id and m.user_id = ${claims.userId}
        join "user" u on u.id = m.user_id
        left join scorm_attempts a on a.course_id = c.id and a.user_id = ${claims.userId}
        where c.id = ${claims.courseId} and c.organization_id = ${claims.organizationId} and c.archived_at is null`,
  );
  if (!row) throw notFound();
  const scos = scosOf(row);
  const stored = storedAttemptOf(row.cmi, scos[0]?.id ?? "");
  return {
    ...row,
    scos,
    stored,
    startScoId: startingSco(
      row.version,
      scos.map((sco) => sco.id),
      stored,
    ),
  };
}

export async function contentFile(db: Db, courseId: string, filePath: string) {
  const [row] = await queryRows<{ storage_key: string; size_bytes: number }>(
    db,
    sql`select storage_key, size_bytes from scorm_course_files where course_id = ${courseId} and path = ${filePath}`,
  );
  return row ?? null;
}
