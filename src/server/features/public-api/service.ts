import { type SQL, sql } from "drizzle-orm";
import type {
  CreatePublicAssignmentInput,
  PublicAssignment,
  PublicMember,
  PublicProgress,
} from "../../../contracts/public-api";
import { absoluteUrl, paths } from "../../../contracts/routes";
import { isOrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { pathwayEnrollments } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { writeTeam, writeTransaction } from "../../platform/caches/writes";
import type { WrittenProgress } from "../../platform/learning/progress-writes";
import { wakeMails } from "../../platform/mail/queue-mail";
import { checkDueDate, storeAssignments } from "../../platform/notifications/assignments";

/**
 * The public API v1's reads and writes (issue 23 item 3; decision 300), each scoped to the key's
 * organisation: a person or assignment of another organisation is not found (404). Lists are keyset
 * pages: the cursor is the last row's sort key (base64url JSON), so a page costs one index range
 * however deep it is, and rows written meanwhile are neither skipped nor repeated.
 */

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type CursorValue = string | number;

const encodeCursor = (values: CursorValue[]) => Buffer.from(JSON.stringify(values)).toString("base64url");

/** The cursor's values, as many as `shape` names and of its types; 400 for anything else. */
function decodeCursor(cursor: string | undefined, shape: readonly ("string" | "number")[]): CursorValue[] | null {
  if (!cursor) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    values = null;
  }
  const valid =
    Array.isArray(values) &&
    values.length === shape.length &&
    values.every((v, i) =>
      shape[i] === "number" ? Number.isSafeInteger(v) : typeof v === "string" && v.length > 0 && v.length < 120,
    );
  if (!valid) throw badRequest("cursor: Cursor is not valid", [{ path: "cursor", message: "Cursor is not valid" }]);
  return values as CursorValue[];
}

/** A page of `limit` from `limit + 1` rows: the extra one says whether another page follows. */
function pageOf<R, T>(rows: R[], limit: number, item: (row: R) => T, key: (row: R) => CursorValue[]): Page<T> {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { items: shown.map(item), nextCursor: more ? encodeCursor(key(shown[shown.length - 1])) : null };
}

/** The organisation's people: its members. */
const membersOf = (organizationId: string) =>
  sql`(select user_id from member where organization_id = ${organizationId})`;

/** A timestamped keyset: rows at or after `since`, and after the cursor's (time, id). */
function timeKeyset(column: SQL, id: SQL, since: string | undefined, cursor: CursorValue[] | null): SQL {
  return sql`
    ${since ? sql`and ${column} >= ${since}::timestamptz` : sql``}
    ${cursor ? sql`and (${column}, ${id}) > (${cursor[0]}::timestamptz, ${cursor[1]})` : sql``}
  `;
}

/**
 * A keyset page of rows ordered by a timestamp then id: rows at or after `since` and after the cursor.
 * The cursor holds the timestamp as PostgreSQL's text (microseconds kept: a JavaScript Date would round
 * them off and repeat or skip rows of the same millisecond).
 */
async function timeOrderedPage<R extends { id: number }, T>(
  db: Db,
  query: { cursor?: string; limit: number },
  keyset: { at: SQL; id: SQL; since: string | undefined },
  statement: { columns: SQL; from: SQL; where: SQL },
  item: (row: R) => T,
): Promise<Page<T>> {
  const cursor = decodeCursor(query.cursor, ["string", "number"]);
  const rows = await queryRows<R & { cursor_at: string }>(
    db,
    sql`
      select ${statement.columns}, ${keyset.at}::text as cursor_at
      from ${statement.from}
      where ${statement.where}
        ${timeKeyset(keyset.at, keyset.id, keyset.since, cursor)}
      order by ${keyset.at}, ${keyset.id} limit ${query.limit + 1}
    `,
  );
  return pageOf(rows, query.limit, item, (r) => [r.cursor_at, r.id]);
}

// ---- Members and departments ----

interface MemberRow {
  user_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  department: string | null;
  manager_id: string | null;
  created_at: Date | string;
}

const MEMBER_SELECT = sql`
  select m.user_id, u.email, u.first_name, u.last_name, m.role, m.department, m.manager_id, m.created_at
  from member m join "user" u on u.id = m.user_id
`;

const memberOf = (row: MemberRow): PublicMember => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: isOrganizationRole(row.role) ? row.role : "member",
  department: row.department,
  managerId: row.manager_id,
  joinedAt: rowIso(row.created_at),
});

export async function listMembers(
  db: Db,
  organizationId: string,
  query: { cursor?: string; limit: number },
): Promise<Page<PublicMember>> {
  const cursor = decodeCursor(query.cursor, ["string"]);
  const rows = await queryRows<MemberRow>(
    db,
    sql`${MEMBER_SELECT}
      where m.organization_id = ${organizationId} ${cursor ? sql`and m.user_id > ${cursor[0]}` : sql``}
      order by m.user_id limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, memberOf, (r) => [r.user_id]);
}

export async function getMember(db: Db, organizationId: string, personId: string): Promise<PublicMember> {
  const [row] = await queryRows<MemberRow>(
    db,
    sql`${MEMBER_SELECT} where m.organization_id = ${organizationId} and m.user_id = ${personId}`,
  );
  if (!row) throw notFound("Member not found");
  return memberOf(row);
}

export async function listDepartments(db: Db, organizationId: string) {
  const rows = await queryRows<{ id: number; name: string; member_count: number }>(
    db,
    sql`
      select d.id, d.name,
        (select count(*)::int from member m where m.organization_id = d.organization_id and m.department = d.name) as member_count
      from departments d where d.organization_id = ${organizationId} order by d.name, d.id
    `,
  );
  return { items: rows.map((r) => ({ id: r.id, name: r.name, memberCount: Number(r.member_count) })) };
}

// ---- Enrolments and assignments ----

export async function listEnrolments(db: Db, organizationId: string, query: { cursor?: string; limit: number }) {
  const cursor = decodeCursor(query.cursor, ["string", "number"]);
  const rows = await queryRows<{ user_id: string; pathway_id: number; slug: string; enrolled_at: Date | string }>(
    db,
    sql`
      select e.user_id, e.pathway_id, p.slug, e.enrolled_at
      from pathway_enrollments e join pathways p on p.id = e.pathway_id
      where e.user_id in ${membersOf(organizationId)}
        ${cursor ? sql`and (e.user_id, e.pathway_id) > (${cursor[0]}, ${cursor[1]})` : sql``}
      order by e.user_id, e.pathway_id limit ${query.limit + 1}
    `,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({ personId: r.user_id, pathwayId: r.pathway_id, pathwaySlug: r.slug, enrolledAt: rowIso(r.enrolled_at) }),
    (r) => [r.user_id, r.pathway_id],
  );
}

interface AssignmentRow {
  user_id: string;
  pathway_id: number;
  slug: string;
  due_date: string | null;
  assigned_at: Date | string;
}

const ASSIGNMENT_SELECT = sql`
  select a.user_id, a.pathway_id, p.slug, a.due_date::text as due_date, a.assigned_at
  from pathway_assignments a join pathways p on p.id = a.pathway_id
`;

const assignmentOf = (r: AssignmentRow): PublicAssignment => ({
  id: `${r.user_id}:${r.pathway_id}`,
  personId: r.user_id,
  pathwayId: r.pathway_id,
  pathwaySlug: r.slug,
  dueDate: r.due_date,
  assignedAt: rowIso(r.assigned_at),
});

export async function listAssignments(db: Db, organizationId: string, query: { cursor?: string; limit: number }) {
  const cursor = decodeCursor(query.cursor, ["string", "number"]);
  const rows = await queryRows<AssignmentRow>(
    db,
    sql`${ASSIGNMENT_SELECT}
      where a.organization_id = ${organizationId}
        ${cursor ? sql`and (a.user_id, a.pathway_id) > (${cursor[0]}, ${cursor[1]})` : sql``}
      order by a.user_id, a.pathway_id limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, assignmentOf, (r) => [r.user_id, r.pathway_id]);
}

/** `<personId>:<pathwayId>` → its parts. */
function assignmentKey(id: string): { userId: string; pathwayId: number } {
  const at = id.lastIndexOf(":");
  return { userId: id.slice(0, at), pathwayId: Number(id.slice(at + 1)) };
}

/**
 * POST /api/v1/assignments: as the employer's "assign pathway" (the enrolment, the assignment with its
 * due date, and the member's notification and e-mail, in one transaction), for one member of the key's
 * organisation; anyone else, or a pathway that does not exist, is not found.
 */
export async function createAssignment(
  db: Db,
  organizationId: string,
  input: CreatePublicAssignmentInput,
  now: Date,
): Promise<PublicAssignment> {
  checkDueDate(input.dueDate, now);
  const [found] = await queryRows<{ member: boolean; pathway: boolean }>(
    db,
    sql`select
      exists (select 1 from member where organization_id = ${organizationId} and user_id = ${input.personId}) as member,
      exists (select 1 from pathways where id = ${input.pathwayId}) as pathway`,
  );
  if (!found?.member) throw notFound("Member not found");
  if (!found.pathway) throw notFound("Pathway not found");
  const mailIds = await writeTransaction(db, async (tx, changes) => {
    await tx
      .insert(pathwayEnrollments)
      .values({ userId: input.personId, pathwayId: input.pathwayId })
      .onConflictDoNothing();
    changes.learnerFacts([input.personId]);
    return storeAssignments(tx, {
      organizationId,
      pathwayId: input.pathwayId,
      memberIds: [input.personId],
      dueDate: input.dueDate,
      assignedBy: null,
      now,
    });
  });
  await wakeMails(db, mailIds);
  const [row] = await queryRows<AssignmentRow>(
    db,
    sql`${ASSIGNMENT_SELECT} where a.organization_id = ${organizationId} and a.user_id = ${input.personId} and a.pathway_id = ${input.pathwayId}`,
  );
  if (!row) throw notFound("Assignment not found");
  return assignmentOf(row);
}

/** DELETE /api/v1/assignments/{id}: the assignment goes; the enrolment and progress stay. */
export async function deleteAssignment(db: Db, organizationId: string, id: string): Promise<void> {
  const { userId, pathwayId } = assignmentKey(id);
  const deleted = await writeTeam(db, organizationId, () =>
    queryRows<{ user_id: string }>(
      db,
      sql`delete from pathway_assignments
        where organization_id = ${organizationId} and user_id = ${userId} and pathway_id = ${pathwayId}
        returning user_id`,
    ),
  );
  if (deleted.length === 0) throw notFound("Assignment not found");
}

// ---- Progress, completions, knowledge checks, certificates ----

/** A progress row: the columns a progress write leaves, with whose and which module's it is. */
interface ProgressRow extends Omit<WrittenProgress, "inserted"> {
  id: number;
  user_id: string;
  module_id: number;
}

/**
 * GET /api/v1/progress: per person and module, ordered by (updated_at, id) on user_progress_updated_idx.
 */
export async function listProgress(
  db: Db,
  organizationId: string,
  query: { cursor?: string; limit: number; updatedSince?: string },
): Promise<Page<PublicProgress>> {
  return timeOrderedPage<ProgressRow, PublicProgress>(
    db,
    query,
    { at: sql`p.updated_at`, id: sql`p.id`, since: query.updatedSince },
    {
      columns: sql`p.id, p.user_id, p.module_id, p.progress_percentage, p.is_completed, p.time_spent,
        p.started_at, p.completed_at, p.updated_at`,
      from: sql`user_progress p`,
      where: sql`p.user_id in ${membersOf(organizationId)}`,
    },
    (r) => ({
      personId: r.user_id,
      moduleId: r.module_id,
      progressPercentage: Number(r.progress_percentage),
      completed: r.is_completed,
      timeSpent: Number(r.time_spent),
      startedAt: rowIso(r.started_at),
      completedAt: r.completed_at ? rowIso(r.completed_at) : null,
      updatedAt: rowIso(r.updated_at),
    }),
  );
}

export async function listCompletions(
  db: Db,
  organizationId: string,
  query: { cursor?: string; limit: number; completedSince?: string },
) {
  return timeOrderedPage(
    db,
    query,
    { at: sql`p.completed_at`, id: sql`p.id`, since: query.completedSince },
    {
      columns: sql`p.id, p.user_id, p.module_id, m.slug, p.completed_at`,
      from: sql`user_progress p join modules m on m.id = p.module_id`,
      where: sql`p.is_completed and p.completed_at is not null and p.user_id in ${membersOf(organizationId)}`,
    },
    (r: { id: number; user_id: string; module_id: number; slug: string; completed_at: Date | string }) => ({
      personId: r.user_id,
      moduleId: r.module_id,
      moduleSlug: r.slug,
      completedAt: rowIso(r.completed_at),
    }),
  );
}

export async function listKnowledgeCheckResults(
  db: Db,
  organizationId: string,
  query: { cursor?: string; limit: number; submittedSince?: string },
) {
  return timeOrderedPage(
    db,
    query,
    { at: sql`a.submitted_at`, id: sql`a.id`, since: query.submittedSince },
    {
      columns: sql`a.id, a.user_id, a.module_id, a.score_percent, a.pass_mark, a.passed, a.submitted_at`,
      from: sql`knowledge_check_attempts a`,
      where: sql`a.submitted_at is not null and a.user_id in ${membersOf(organizationId)}`,
    },
    (r: {
      id: number;
      user_id: string;
      module_id: number;
      score_percent: number;
      pass_mark: number;
      passed: boolean;
      submitted_at: Date | string;
    }) => ({
      id: r.id,
      personId: r.user_id,
      moduleId: r.module_id,
      scorePercent: Number(r.score_percent ?? 0),
      passMark: Number(r.pass_mark),
      passed: r.passed === true,
      submittedAt: rowIso(r.submitted_at),
    }),
  );
}

export async function listCertificates(
  db: Db,
  baseUrl: string,
  organizationId: string,
  query: { cursor?: string; limit: number; issuedSince?: string },
) {
  return timeOrderedPage(
    db,
    query,
    { at: sql`uc.issued_at`, id: sql`uc.id`, since: query.issuedSince },
    {
      columns: sql`uc.id, uc.user_id, c.slug, c.title, uc.issued_at, uc.expires_at, uc.revoked_at, uc.verification_code`,
      from: sql`user_certificates uc join certificates c on c.id = uc.certificate_id`,
      where: sql`uc.user_id in ${membersOf(organizationId)}`,
    },
    (r: {
      id: number;
      user_id: string;
      slug: string;
      title: string;
      issued_at: Date | string;
      expires_at: Date | string | null;
      revoked_at: Date | string | null;
      verification_code: string;
    }) => ({
      id: r.id,
      personId: r.user_id,
      certificateSlug: r.slug,
      title: r.title,
      issuedAt: rowIso(r.issued_at),
      expiresAt: r.expires_at ? rowIso(r.expires_at) : null,
      revokedAt: r.revoked_at ? rowIso(r.revoked_at) : null,
      verificationUrl: absoluteUrl(baseUrl, paths.verify(r.verification_code)),
    }),
  );
}

export async function listModules(db: Db) {
  const rows = await queryRows<{
    id: number;
    slug: string;
    title: string;
    category: string;
    pivot_pillar: string;
    type: string;
    duration: number | null;
    difficulty: string | null;
  }>(
    db,
    sql`select id, slug, title, category, pivot_pillar, type, duration, difficulty
      from modules where is_active order by id`,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      pillar: r.pivot_pillar,
      type: r.type,
      durationMinutes: r.duration,
      difficulty: r.difficulty,
    })),
  };
}
