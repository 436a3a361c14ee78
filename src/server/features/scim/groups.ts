import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows, rowIso } from "../../db/rows";
import { recordAudit } from "../../platform/audit/audit";
import { type Tx, type WriteChanges, writeTransaction } from "../../platform/caches/writes";
import type { Page, ScimContext } from "./context";
import { SCHEMA } from "./discovery";
import { attributeName, type FilterAttributes, filterToSql, parseFilter } from "./filter";
import { lockOrganization, setProvisionedDepartment } from "./membership";
import { checkResourceSchemas } from "./resource-schemas";
import { invalidPath, invalidSyntax, invalidValue, mutability, scimNotFound, uniqueness } from "./scim-errors";
import { hasControlCharacter } from "./text";
import { isUniqueViolation } from "./unique";
import { applyOperations, type PatchOperation, patchOperations } from "./user-input";

/**
 * SCIM Groups are the organisation's departments (issue 21 item 2, decision 290): a Group's id is the
 * department's, its displayName the department's name, its members the provisioned people in it. A
 * person has one department, so adding them to a group moves them out of the one they were in.
 * `scim_groups` keeps the provider's externalId.
 */

interface GroupRow {
  id: number;
  name: string;
  external_id: string | null;
  created_at: Date | string;
  updated_at: Date | string | null;
}

interface GroupMemberRow {
  department_id: number;
  scim_id: string;
  user_name: string;
}

const GROUP_SELECT = sql`
  select d.id, d.name, g.external_id, d.created_at, g.updated_at
  from departments d left join scim_groups g on g.department_id = d.id
`;

/** The department a provisioned person is in: their membership's, else the one kept while deactivated. */
const PERSON_DEPARTMENT = sql`case when m.id is not null then m.department else su.department end`;

const GROUP_FILTER_ATTRIBUTES: FilterAttributes = {
  id: { column: sql`d.id::text`, type: "exactText" },
  displayname: { column: sql`d.name`, type: "text" },
  externalid: { column: sql`g.external_id`, type: "exactText" },
  "members.value": (value, op) => {
    if (op !== "eq" || typeof value !== "string") throw invalidValue("members.value is filtered with eq only");
    return sql`exists (
      select 1 from scim_users su
        left join member m on m.organization_id = su.organization_id and m.user_id = su.user_id
      where su.organization_id = d.organization_id and su.id = ${value} and ${PERSON_DEPARTMENT} = d.name)`;
  },
  "meta.created": { column: sql`d.created_at`, type: "date" },
};

async function membersOf(db: Db | Tx, organizationId: string, departmentIds: number[]): Promise<GroupMemberRow[]> {
  if (departmentIds.length === 0) return [];
  return queryRows<GroupMemberRow>(
    db as Db,
    sql`
      select d.id as department_id, su.id as scim_id, su.user_name
      from scim_users su
        left join member m on m.organization_id = su.organization_id and m.user_id = su.user_id
        join departments d on d.organization_id = su.organization_id and d.name = ${PERSON_DEPARTMENT}
      where su.organization_id = ${organizationId} and d.id = any(${sql.param(departmentIds)}::int[])
      order by su.created_at, su.id
    `,
  );
}

function groupResource(row: GroupRow, members: GroupMemberRow[] | null, baseUrl: string) {
  return {
    schemas: [SCHEMA.group],
    id: String(row.id),
    ...(row.external_id ? { externalId: row.external_id } : {}),
    displayName: row.name,
    ...(members
      ? {
          members: members.map((m) => ({
            value: m.scim_id,
            display: m.user_name,
            $ref: `${baseUrl}/Users/${m.scim_id}`,
          })),
        }
      : {}),
    meta: {
      resourceType: "Group",
      created: rowIso(row.created_at),
      lastModified: rowIso(row.updated_at ?? row.created_at),
      location: `${baseUrl}/Groups/${row.id}`,
    },
  };
}
export type GroupResource = ReturnType<typeof groupResource>;

/** A group id is a department id: digits, within an int4. Anything else names no group. */
function departmentId(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

async function groupRow(db: Db | Tx, organizationId: string, id: string): Promise<GroupRow | undefined> {
  const department = departmentId(id);
  if (department === null) return undefined;
  const [row] = await queryRows<GroupRow>(
    db as Db,
    sql`${GROUP_SELECT} where d.organization_id = ${organizationId} and d.id = ${department}`,
  );
  return row;
}

export async function getGroup(db: Db, context: ScimContext, id: string, withMembers = true): Promise<GroupResource> {
  const row = await groupRow(db, context.organizationId, id);
  if (!row) throw scimNotFound("Group", id);
  const members = withMembers ? await membersOf(db, context.organizationId, [row.id]) : null;
  return groupResource(row, members, context.baseUrl);
}

export async function listGroups(
  db: Db,
  context: ScimContext,
  filter: string | undefined,
  page: Page,
  withMembers: boolean,
) {
  const condition: SQL = filter ? filterToSql(parseFilter(filter), GROUP_FILTER_ATTRIBUTES) : sql`true`;
  const where = sql`where d.organization_id = ${context.organizationId} and ${condition}`;
  const [total] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from departments d left join scim_groups g on g.department_id = d.id ${where}`,
  );
  const rows =
    page.count === 0
      ? []
      : await queryRows<GroupRow>(
          db,
          sql`${GROUP_SELECT} ${where} order by d.id limit ${page.count} offset ${page.startIndex - 1}`,
        );
  const members = withMembers
    ? await membersOf(
        db,
        context.organizationId,
        rows.map((r) => r.id),
      )
    : null;
  return {
    total: total.total,
    resources: rows.map((row) =>
      groupResource(row, members ? members.filter((m) => m.department_id === row.id) : null, context.baseUrl),
    ),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function displayNameValue(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalidValue("displayName must be a non-empty string");
  const name = value.trim();
  if (name.length > 80) throw invalidValue("displayName must be at most 80 characters");
  if (hasControlCharacter(name)) throw invalidValue("displayName contains a control character");
  return name;
}

function externalIdValue(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string" || value.length > 256 || hasControlCharacter(value))
    throw invalidValue("externalId must be a string of at most 256 characters");
  return value.trim() || null;
}

/** SCIM User ids of a `members` value: [{value}] (Okta, Entra ID). */
function memberIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 10_000) throw invalidValue("members has too many values");
  return list.map((entry) => {
    if (
      !isObject(entry) ||
      typeof entry.value !== "string" ||
      entry.value.length === 0 ||
      entry.value.length > 100 ||
      hasControlCharacter(entry.value)
    )
      throw invalidValue('members must be a list of {"value": "<User id>"}');
    return entry.value;
  });
}

interface GroupState {
  name: string;
  externalId: string | null;
  /** null: unchanged. */
  members: Set<string> | null;
  add: Set<string>;
  remove: Set<string>;
}

function readGroupResource(body: unknown): { name: string; externalId: string | null; members: string[] } {
  if (!isObject(body)) throw invalidSyntax("The body must be a SCIM Group resource (a JSON object)");
  // Entra ID names its own Group extension beside the core schema (RFC 7643 §3): accepted, not kept.
  const ignoredExtensions = checkResourceSchemas(body, SCHEMA.group);
  let name: string | null = null;
  let externalId: string | null = null;
  let members: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    switch (key.toLowerCase()) {
      case "displayname":
        name = displayNameValue(value);
        break;
      case "externalid":
        externalId = externalIdValue(value);
        break;
      case "members":
        members = value === null ? [] : memberIds(value);
        break;
      case "schemas":
      case "id":
      case "meta":
        break;
      default:
        if (ignoredExtensions.has(key.toLowerCase())) break;
        throw invalidValue(`Unknown attribute "${key.slice(0, 200)}"`);
    }
  }
  if (!name) throw invalidValue("displayName is required");
  return { name, externalId, members };
}

/** `members[value eq "id"]` → the id. */
function memberFilterId(path: string): string {
  const match = /^members\[\s*value\s+eq\s+"([^"]{1,100})"\s*\]$/i.exec(path.trim());
  if (!match || hasControlCharacter(match[1])) throw invalidPath(`Unsupported path "${path.slice(0, 200)}"`);
  return match[1];
}

function applyGroupOperation(state: GroupState, operation: PatchOperation) {
  const { op, value } = operation;
  if (operation.path === undefined) {
    if (!isObject(value)) throw invalidValue("An operation without a path takes an object of attributes");
    for (const [key, part] of Object.entries(value))
      applyGroupOperation(state, { ...operation, path: key, value: part });
    return;
  }
  const name = attributeName(operation.path);
  if (name === "displayname") {
    if (op === "remove") throw mutability("displayName is required and cannot be removed");
    state.name = displayNameValue(value);
  } else if (name === "externalid") {
    state.externalId = op === "remove" ? null : externalIdValue(value);
  } else if (name === "members") {
    if (op === "replace") {
      state.members = new Set(memberIds(value));
      state.add.clear();
      state.remove.clear();
    } else if (op === "add") {
      for (const id of memberIds(value)) {
        state.add.add(id);
        state.remove.delete(id);
      }
    } else if (value === undefined) {
      // remove without a value: every member.
      state.members = new Set();
      state.add.clear();
      state.remove.clear();
    } else {
      for (const id of memberIds(value)) {
        state.remove.add(id);
        state.add.delete(id);
      }
    }
  } else if (name.startsWith("members[")) {
    if (op !== "remove") throw invalidPath(`"${op}" does not apply to ${operation.path.slice(0, 200)}`);
    const id = memberFilterId(operation.path);
    state.remove.add(id);
    state.add.delete(id);
  } else if (name === "id" || name === "meta") {
    // Okta's replace carries the group's own id in its value object.
    if (op === "remove") throw mutability(`${name} is read-only`);
  } else if (name === "schemas") {
    // ignored
  } else {
    throw invalidPath(`Unknown attribute "${operation.path.slice(0, 200)}"`);
  }
}

/** The organisation's provisioned people of these ids, locked; an id of none is a 400. */
async function provisionedPeople(tx: Tx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { userId: string; active: boolean }>();
  const rows = await queryRows<{ id: string; user_id: string; active: boolean }>(
    tx,
    sql`select id, user_id, active from scim_users where organization_id = ${organizationId} and id = any(${sql.param(ids)}::text[]) for update`,
  );
  const found = new Map(rows.map((r) => [r.id, { userId: r.user_id, active: r.active }]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw invalidValue(`No provisioned User of this organisation has the id ${missing.slice(0, 5).join(", ")}`);
  return found;
}

/** Puts people into the department (or out of it: null), their membership and the kept value alike. */
async function setDepartment(
  tx: Tx,
  changes: WriteChanges,
  organizationId: string,
  scimIds: string[],
  department: string | null,
  onlyFrom?: string,
) {
  if (scimIds.length === 0) return 0;
  const people = await provisionedPeople(tx, organizationId, scimIds);
  const userIds = [...people.values()].map((p) => p.userId);
  const from = onlyFrom === undefined ? sql`true` : sql`department = ${onlyFrom}`;
  await setProvisionedDepartment(tx, changes, organizationId, userIds, department, onlyFrom);
  await tx.execute(sql`
    update scim_users set department = ${department}
    where organization_id = ${organizationId} and id = any(${sql.param(scimIds)}::text[]) and ${from}
  `);
  return people.size;
}

async function writeGroup(
  db: Db,
  context: ScimContext,
  work: (tx: Tx, changes: WriteChanges) => Promise<number>,
): Promise<number> {
  try {
    return await writeTransaction(db, async (tx, changes) => {
      await lockOrganization(tx, context.organizationId);
      return work(tx, changes);
    });
  } catch (error) {
    if (isUniqueViolation(error, "departments_org_name_idx"))
      throw uniqueness("A department of that name already exists");
    if (isUniqueViolation(error, "scim_groups_org_external_idx"))
      throw uniqueness("That externalId is already used by another group of this organisation");
    throw error;
  }
}

async function ensureFreeGroup(
  tx: Tx,
  organizationId: string,
  name: string,
  externalId: string | null,
  exceptId: number | null,
) {
  const [taken] = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select d.id, d.name from departments d left join scim_groups g on g.department_id = d.id
      where d.organization_id = ${organizationId} and d.id <> ${exceptId ?? 0}
        and (lower(d.name) = lower(${name}) ${externalId ? sql`or g.external_id = ${externalId}` : sql``})
      limit 1`,
  );
  if (!taken) return;
  if (taken.name.toLowerCase() === name.toLowerCase())
    throw uniqueness(`A department named "${taken.name}" already exists (Group ${taken.id})`);
  throw uniqueness(`externalId "${externalId}" is already used by Group ${taken.id}`);
}

async function saveExternalId(
  tx: Tx,
  organizationId: string,
  departmentId: number,
  externalId: string | null,
  now: Date,
) {
  await tx.execute(sql`
    insert into scim_groups (department_id, organization_id, external_id, created_at, updated_at)
    values (${departmentId}, ${organizationId}, ${externalId}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (department_id) do update set external_id = excluded.external_id, updated_at = excluded.updated_at
  `);
}

/** POST /Groups: a new department, with its members moved into it. */
export async function createGroup(db: Db, context: ScimContext, body: unknown): Promise<GroupResource> {
  const input = readGroupResource(body);
  const { organizationId } = context;
  const id = await writeGroup(db, context, async (tx, changes) => {
    await ensureFreeGroup(tx, organizationId, input.name, input.externalId, null);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into departments (organization_id, name) values (${organizationId}, ${input.name}) returning id`,
    );
    await saveExternalId(tx, organizationId, row.id, input.externalId, context.now);
    const moved = await setDepartment(tx, changes, organizationId, [...new Set(input.members)], input.name);
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "scim.group_created",
      targetType: "department",
      targetId: String(row.id),
      details: { name: input.name, externalId: input.externalId, members: moved, tokenId: context.tokenId },
      ipAddress: context.ip,
    });
    return row.id;
  });
  return getGroup(db, context, String(id));
}

/** Applies a group's new state: its name (members follow through the foreign key), externalId, members. */
async function updateGroup(
  db: Db,
  context: ScimContext,
  id: string,
  next: (current: GroupState) => GroupState,
): Promise<void> {
  const { organizationId } = context;
  await writeGroup(db, context, async (tx, changes) => {
    const row = await groupRow(tx, organizationId, id);
    if (!row) throw scimNotFound("Group", id);
    await tx.execute(sql`select id from departments where id = ${row.id} for update`);
    const state = next({
      name: row.name,
      externalId: row.external_id,
      members: null,
      add: new Set(),
      remove: new Set(),
    });
    if (state.name !== row.name || state.externalId !== row.external_id)
      await ensureFreeGroup(tx, organizationId, state.name, state.externalId, row.id);
    if (state.name !== row.name) {
      // member.department and scim_users.department follow through their foreign keys (ON UPDATE CASCADE).
      await tx.execute(sql`update departments set name = ${state.name} where id = ${row.id}`);
      await tx.execute(sql`
        update organization_invitations set department = ${state.name}
        where organization_id = ${organizationId} and department = ${row.name} and status = 'pending'
      `);
      changes.team(organizationId);
    }
    let added = 0;
    let removed = 0;
    if (state.members) {
      const current = (await membersOf(tx, organizationId, [row.id])).map((m) => m.scim_id);
      const leaving = current.filter((m) => !state.members?.has(m));
      removed += await setDepartment(tx, changes, organizationId, leaving, null, state.name);
      added += await setDepartment(tx, changes, organizationId, [...state.members], state.name);
    }
    added += await setDepartment(tx, changes, organizationId, [...state.add], state.name);
    removed += await setDepartment(tx, changes, organizationId, [...state.remove], null, state.name);
    await saveExternalId(tx, organizationId, row.id, state.externalId, context.now);
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "scim.group_updated",
      targetType: "department",
      targetId: String(row.id),
      details: {
        ...(state.name !== row.name ? { before: { name: row.name }, after: { name: state.name } } : { name: row.name }),
        membersAdded: added,
        membersRemoved: removed,
        tokenId: context.tokenId,
      },
      ipAddress: context.ip,
    });
    return row.id;
  });
}

/** PATCH /Groups/{id}: members added and removed as Okta and Entra ID send them, displayName, externalId. */
export async function patchGroup(db: Db, context: ScimContext, id: string, body: unknown) {
  await updateGroup(db, context, id, (state) => {
    // Decision 393: read once the group is found to be the organisation's (another's is a 404 first).
    applyOperations(patchOperations(body), (operation) => applyGroupOperation(state, operation));
    return state;
  });
}

/** PUT /Groups/{id}: the name, externalId and members as given (members absent: none). */
export async function replaceGroup(db: Db, context: ScimContext, id: string, body: unknown) {
  await updateGroup(db, context, id, (state) => {
    // Decision 393: read once the group is found to be the organisation's (another's is a 404 first).
    const input = readGroupResource(body);
    return { ...state, name: input.name, externalId: input.externalId, members: new Set(input.members) };
  });
}

/** DELETE /Groups/{id}: the department goes; its members are left without one (as the settings page's Delete). */
export async function deleteGroup(db: Db, context: ScimContext, id: string) {
  const { organizationId } = context;
  await writeGroup(db, context, async (tx, changes) => {
    const row = await groupRow(tx, organizationId, id);
    if (!row) throw scimNotFound("Group", id);
    const [count] = await queryRows<{ members: number }>(
      tx,
      sql`select count(*)::int as members from member where organization_id = ${organizationId} and department = ${row.name}`,
    );
    await tx.execute(sql`delete from departments where id = ${row.id}`);
    await tx.execute(sql`
      update organization_invitations set department = null
      where organization_id = ${organizationId} and department = ${row.name} and status = 'pending'
    `);
    changes.team(organizationId);
    await recordAudit(tx, {
      organizationId,
      actorId: null,
      action: "scim.group_deleted",
      targetType: "department",
      targetId: String(row.id),
      details: { name: row.name, members: count.members, tokenId: context.tokenId },
      ipAddress: context.ip,
    });
    return row.id;
  });
}
