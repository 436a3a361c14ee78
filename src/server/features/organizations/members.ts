import { type SQL, sql } from "drizzle-orm";
import type { Member, MemberList, MemberListQuery, UpdateMemberInput } from "../../../contracts/organizations";
import { utcDay } from "../../../domain/calendar";
import {
  createsManagerCycle,
  isOrganizationRole,
  mayGrantRole,
  type OrganizationRole,
} from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { type AuditEntry, type Executor, recordAudit } from "../../platform/audit/audit";
import { usersWritten, writeTeam } from "../../platform/caches/writes";
import { toCsv } from "../../platform/csv";
import { type EndingMember, endMembership } from "../../platform/organizations/end-membership";
import { type MemberFields, ownerCount, updateMemberFields } from "../../platform/organizations/member-writes";
import { type AfterCommit, membershipChanged } from "../../platform/organizations/membership-hooks";
import { reportsSubquery } from "../../platform/organizations/reports";

/**
 * Members of an organisation (issue 20 item 4): the list owners, admins and managers read, and the
 * changes owners and admins make. Every statement filters by the organisation's id.
 */

/** Who reads the list: owners and admins see everyone, a manager their reports (direct and indirect). */
export interface MemberViewer {
  userId: string;
  role: OrganizationRole;
}

interface MemberRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  department: string | null;
  manager_id: string | null;
  manager_name: string | null;
  joined_at: string | Date;
  /** The sort key's parts, for the next page's cursor. */
  k_last: string;
  k_first: string;
}

/**
 * The list's order: last name, first name, user id, case-insensitive and byte-wise ("C"), so both
 * databases sort alike whatever their default collation, and the keyset cursor compares the same way.
 * These are the expressions of the index user_name_order_idx: a page walks the
 * index from the cursor and stops after `limit` members instead of sorting the organisation.
 */
const lastKey = sql`lower(coalesce(u.last_name, '')) collate "C"`;
const firstKey = sql`lower(coalesce(u.first_name, '')) collate "C"`;
const idKey = sql`u.id collate "C"`;

/** An opaque cursor: the last row's sort key, base64url JSON. */
const encodeCursor = (row: MemberRow) =>
  Buffer.from(JSON.stringify([row.k_last, row.k_first, row.user_id])).toString("base64url");

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === "string" && !v.includes("\0")))
      return value as [string, string, string];
  } catch {
    // Falls through to the refusal below.
  }
  throw badRequest("The cursor is not valid; start again from the first page", [
    { path: "cursor", message: "Cursor is not valid" },
  ]);
}

/** `%text%` for LIKE with its wildcards and escape character taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type MemberFilters = Pick<MemberListQuery, "q" | "department" | "role">;

function filtersOf(organizationId: string, viewer: MemberViewer, filters: MemberFilters): SQL[] {
  const where: SQL[] = [sql`m.organization_id = ${organizationId}`];
  if (viewer.role === "manager") where.push(sql`m.user_id in ${reportsSubquery(organizationId, viewer.userId)}`);
  if (filters.role) where.push(sql`m.role = ${filters.role}`);
  if (filters.department) where.push(sql`m.department = ${filters.department}`);
  if (filters.q) {
    // One pass over e-mail, "first last" and the display name together; ILIKE under "C" folds ASCII
    // case only, about six times faster than under a locale (bench/organization-members.ts).
    where.push(sql`(u.email || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.name)
      collate "C" ilike ${containing(filters.q)} escape '\\'`);
  }
  return where;
}

async function memberRows(
  db: Executor,
  where: SQL[],
  limit: number | null,
  options: { filterFirst?: boolean } = {},
): Promise<MemberRow[]> {
  const columns = sql`u.id as user_id, u.first_name, u.last_name, u.email, m.role, m.department, m.manager_id,
    m.created_at as joined_at, ${lastKey} as k_last, ${firstKey} as k_first`;
  const from = sql`member m join "user" u on u.id = m.user_id where ${sql.join(where, sql` and `)}`;
  const limited = limit === null ? sql`` : sql`limit ${limit}`;
  // Without a search a page walks user_name_order_idx and stops after `limit` members. A search
  // matches few, so they are found first (one pass over the organisation's members) and then sorted:
  // walking the index for them would read most of it.
  const page = options.filterFirst
    ? sql`(with matched as materialized (select ${columns} from ${from})
        select * from matched order by k_last, k_first, user_id collate "C" ${limited})`
    : sql`(select ${columns} from ${from} order by ${lastKey}, ${firstKey}, ${idKey} ${limited})`;
  // The page first, then its managers' names: one index lookup per row of the page.
  return rowsOf<MemberRow>(
    await db.execute(sql`
      select p.*, (select mu.name from "user" mu where mu.id = p.manager_id) as manager_name
      from ${page} p
      order by p.k_last, p.k_first, p.user_id collate "C"
    `),
  );
}

const toMember = (r: MemberRow): Member => ({
  userId: r.user_id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  role: isOrganizationRole(r.role) ? r.role : "member",
  department: r.department,
  managerId: r.manager_id,
  managerName: r.manager_name,
  joinedAt: new Date(r.joined_at).toISOString(),
});

/** GET /api/organizations/{id}/members: one page in name order, keyset-paged. */
export async function listMembers(
  db: Db,
  organizationId: string,
  viewer: MemberViewer,
  query: MemberListQuery,
): Promise<MemberList> {
  const where = filtersOf(organizationId, viewer, query);
  if (query.cursor) {
    const [last, first, id] = decodeCursor(query.cursor);
    where.push(
      sql`(${lastKey}, ${firstKey}, ${idKey}) > (${last}::text collate "C", ${first}::text collate "C", ${id}::text collate "C")`,
    );
  }
  const rows = await memberRows(db, where, query.limit + 1, { filterFirst: Boolean(query.q) });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toMember),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]) : null,
  };
}

export const MEMBER_CSV_COLUMNS = ["First name", "Last name", "Email", "Role", "Department", "Line manager", "Joined"];

/** GET /api/organizations/{id}/members.csv: every member the filters match, in the list's order. */
export async function membersCsv(db: Db, organizationId: string, viewer: MemberViewer, filters: MemberFilters) {
  const rows = await memberRows(db, filtersOf(organizationId, viewer, filters), null, { filterFirst: true });
  // toCsv (platform/csv.ts) quotes where needed and defuses a leading = + - @, tab or CR (CSV injection).
  return toCsv([
    MEMBER_CSV_COLUMNS,
    ...rows.map((r) => [
      r.first_name,
      r.last_name,
      r.email,
      r.role,
      r.department,
      r.manager_name,
      utcDay(new Date(r.joined_at)),
    ]),
  ]);
}

export const membersCsvFilename = (slug: string, now: Date) => `members-${slug}-${utcDay(now)}.csv`;

/** One member of the organisation as the list shows them, or null. */
export async function memberOf(db: Executor, organizationId: string, userId: string): Promise<Member | null> {
  const [row] = await memberRows(db, [sql`m.organization_id = ${organizationId}`, sql`m.user_id = ${userId}`], 1);
  return row ? toMember(row) : null;
}

export interface Actor {
  userId: string;
  role: OrganizationRole;
  ip: string | null;
  /** The app's clock, for what a changed membership sets off (membership-hooks.ts). */
  now: Date;
}

interface LockedMember {
  role: OrganizationRole;
  department: string | null;
  manager_id: string | null;
  email: string;
  name: string;
}

/**
 * The organisation's row locked, then the person's membership: changes to owners and line managers
 * are served one at a time per organisation, so two requests cannot together remove the last owner
 * or close a reporting loop.
 */
async function lockedMember(tx: Executor, organizationId: string, userId: string): Promise<LockedMember> {
  await tx.execute(sql`select id from organization where id = ${organizationId} for update`);
  const [row] = rowsOf<LockedMember>(
    await tx.execute(sql`
      select m.role, m.department, m.manager_id, u.email, u.name
      from member m join "user" u on u.id = m.user_id
      where m.organization_id = ${organizationId} and m.user_id = ${userId}
      for update of m
    `),
  );
  if (!row || !isOrganizationRole(row.role)) throw notFound("That person is not a member of this organisation");
  return row;
}

export const OWNER_THROUGH_TRANSFER =
  'An owner is made only by transferring ownership: use "Transfer ownership" in the organisation settings';
export const LAST_OWNER_MESSAGE =
  "The organisation's last owner cannot be demoted, removed or leave: transfer ownership to someone else first";

/** Whether `actor` may change the role of, or remove, someone holding `targetRole`. */
function ensureMayManage(actor: Actor, targetRole: OrganizationRole, doing: "change the role of" | "remove") {
  if (actor.role === "owner") return;
  if (targetRole === "owner" || targetRole === "admin")
    throw forbidden(`Only an owner can ${doing} an ${targetRole === "owner" ? "owner" : "admin"}`);
}

/**
 * PATCH /api/organizations/{id}/members/{userId}: role, department and line manager, checked and
 * written in one transaction with their audit entries; the person's cached session is dropped after.
 */
export async function updateMember(
  db: Db,
  organizationId: string,
  userId: string,
  input: UpdateMemberInput,
  actor: Actor,
): Promise<Member> {
  if (input.role === "owner")
    throw badRequest(OWNER_THROUGH_TRANSFER, [{ path: "role", message: OWNER_THROUGH_TRANSFER }]);
  if (input.managerId === userId) {
    const message = "A person cannot be their own line manager";
    throw badRequest(message, [{ path: "managerId", message }]);
  }
  let afterCommit: AfterCommit | null = null;
  await writeTeam(db, organizationId, () =>
    db.transaction(async (tx) => {
      const before = await lockedMember(tx, organizationId, userId);
      const fields: MemberFields = {};
      const entries: AuditEntry[] = [];
      const audit = {
        organizationId,
        actorId: actor.userId,
        targetType: "user",
        targetId: userId,
        ipAddress: actor.ip,
      };

      if (input.role !== undefined && input.role !== before.role) {
        ensureMayManage(actor, before.role, "change the role of");
        if (!mayGrantRole(actor.role, input.role))
          throw forbidden(`Only an owner can make someone an ${input.role === "admin" ? "admin" : input.role}`);
        if (before.role === "owner" && (await ownerCount(tx, organizationId)) <= 1) throw conflict(LAST_OWNER_MESSAGE);
        fields.role = input.role;
        entries.push({
          ...audit,
          action: "member.role_changed",
          details: { email: before.email, before: { role: before.role }, after: { role: input.role } },
        });
      }

      const updated: Record<string, { before: string | null; after: string | null }> = {};
      if (input.department !== undefined && input.department !== before.department) {
        if (input.department !== null) {
          const [known] = rowsOf<{ name: string }>(
            await tx.execute(
              sql`select name from departments where organization_id = ${organizationId} and name = ${input.department}`,
            ),
          );
          if (!known) {
            const message = `There is no department "${input.department}" in this organisation: add it under Departments first`;
            throw badRequest(message, [{ path: "department", message }]);
          }
        }
        fields.department = input.department;
        updated.department = { before: before.department, after: input.department };
      }

      if (input.managerId !== undefined && input.managerId !== before.manager_id) {
        if (input.managerId !== null) {
          const managers = rowsOf<{ user_id: string; manager_id: string | null }>(
            await tx.execute(
              sql`select user_id, manager_id from member where organization_id = ${organizationId} and manager_id is not null`,
            ),
          );
          const [manager] = rowsOf<{ name: string }>(
            await tx.execute(sql`
              select u.name from member m join "user" u on u.id = m.user_id
              where m.organization_id = ${organizationId} and m.user_id = ${input.managerId}
            `),
          );
          if (!manager) {
            const message = "The line manager must be a member of this organisation";
            throw badRequest(message, [{ path: "managerId", message }]);
          }
          const managerOf = new Map(managers.map((r) => [r.user_id, r.manager_id]));
          if (createsManagerCycle(managerOf, userId, input.managerId)) {
            const message = `Making ${manager.name} the line manager of ${before.name} would make a reporting loop`;
            throw badRequest(message, [{ path: "managerId", message }]);
          }
        }
        fields.managerId = input.managerId;
        updated.managerId = { before: before.manager_id, after: input.managerId };
      }

      if (Object.keys(updated).length > 0)
        entries.push({
          ...audit,
          action: "member.updated",
          details: {
            email: before.email,
            before: Object.fromEntries(Object.entries(updated).map(([k, v]) => [k, v.before])),
            after: Object.fromEntries(Object.entries(updated).map(([k, v]) => [k, v.after])),
          },
        });
      if (Object.keys(fields).length === 0) return;
      await updateMemberFields(tx, organizationId, userId, fields);
      await recordAudit(tx, ...entries);
      if (input.role !== undefined || input.department !== undefined)
        afterCommit = await membershipChanged(tx, organizationId, userId, actor.now);
    }),
  );
  await usersWritten(db, userId);
  await (afterCommit as AfterCommit | null)?.(db);
  const member = await memberOf(db, organizationId, userId);
  if (!member) throw notFound("That person is not a member of this organisation");
  return member;
}

/**
 * Ends a membership at once (removal by an owner or admin, or leaving) through the one way out
 * (`platform/organizations/end-membership.ts`): the membership row goes, the person's reports lose
 * their line manager, their incomplete pathway assignments and personal rows in the organisation go,
 * sessions working in it forget it, and the person's cached session is dropped so the next request has
 * neither the organisation's data nor its plan. Their own progress and certificates stay theirs.
 */
async function leave(
  db: Db,
  organizationId: string,
  userId: string,
  how: { reason: "removed" | "left"; actorId: string; ip: string | null; now: Date },
  authorize?: (member: EndingMember) => void,
) {
  const ended = await writeTeam(db, organizationId, () =>
    db.transaction((tx) =>
      endMembership(tx, {
        organizationId,
        userId,
        ...how,
        lastOwner: () => conflict(LAST_OWNER_MESSAGE),
        authorize,
      }),
    ),
  );
  if (!ended) throw notFound("That person is not a member of this organisation");
  await usersWritten(db, userId);
  await ended.afterCommit(db);
}

/** DELETE /api/organizations/{id}/members/{userId} */
export async function removeMember(db: Db, organizationId: string, userId: string, actor: Actor) {
  await leave(
    db,
    organizationId,
    userId,
    { reason: "removed", actorId: actor.userId, ip: actor.ip, now: actor.now },
    (member) => ensureMayManage(actor, member.role, "remove"),
  );
}

/** POST /api/organizations/{id}/leave */
export async function leaveOrganization(db: Db, organizationId: string, userId: string, ip: string | null, now: Date) {
  await leave(db, organizationId, userId, { reason: "left", actorId: userId, ip, now });
}
