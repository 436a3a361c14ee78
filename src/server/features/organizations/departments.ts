import { sql } from "drizzle-orm";
import type { Department } from "../../../contracts/organizations";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { conflict, notFound } from "../../errors";
import { type Executor, recordAudit } from "../../platform/audit/audit";
import { writeTeam } from "../../platform/caches/writes";

/**
 * Departments are records the organisation manages (issue 20 item 4). Members name one by its name
 * through a composite foreign key: a rename carries them along (ON UPDATE CASCADE), a deletion clears
 * their department (ON DELETE SET NULL), both in the database. Pending invitations name a department
 * by text, so they are carried along here, in the same transaction.
 */

export interface DepartmentActor {
  userId: string;
  ip: string | null;
}

const duplicate = (name: string) => conflict(`There is already a department named "${name}"`);

/** GET /api/organizations/{id}/departments: in name order, each with its member count. */
export async function listDepartments(db: Executor, organizationId: string): Promise<Department[]> {
  return rowsOf<Department>(
    await db.execute(sql`
      select d.id, d.name,
        (select count(*)::int from member m where m.organization_id = d.organization_id and m.department = d.name) as members
      from departments d
      where d.organization_id = ${organizationId}
      order by lower(d.name) collate "C", d.id
    `),
  );
}

/** Refuses (409) a name the organisation already uses, ignoring case ("Finance" and "finance"). */
async function ensureFreeName(tx: Executor, organizationId: string, name: string, exceptId: number | null) {
  const [taken] = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select name from departments
      where organization_id = ${organizationId} and lower(name) = lower(${name}) and id <> ${exceptId ?? 0}
    `),
  );
  if (taken) throw duplicate(taken.name);
}

/** The department of this organisation, locked; 404 for an id of another organisation or none. */
async function lockedDepartment(tx: Executor, organizationId: string, departmentId: number) {
  // The organisation's row first: two creations or renames to one name are served one after the other.
  await tx.execute(sql`select id from organization where id = ${organizationId} for update`);
  const [row] = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      select id, name from departments where id = ${departmentId} and organization_id = ${organizationId} for update
    `),
  );
  if (!row) throw notFound("Department not found");
  return row;
}

async function memberCount(tx: Executor, organizationId: string, name: string) {
  const [row] = rowsOf<{ members: number }>(
    await tx.execute(
      sql`select count(*)::int as members from member where organization_id = ${organizationId} and department = ${name}`,
    ),
  );
  return row.members;
}

/** POST /api/organizations/{id}/departments */
export async function createDepartment(
  db: Db,
  organizationId: string,
  name: string,
  actor: DepartmentActor,
): Promise<Department> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from organization where id = ${organizationId} for update`);
    await ensureFreeName(tx, organizationId, name, null);
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`insert into departments (organization_id, name) values (${organizationId}, ${name}) returning id`,
      ),
    );
    await recordAudit(tx, {
      organizationId,
      actorId: actor.userId,
      action: "department.created",
      targetType: "department",
      targetId: String(row.id),
      details: { name },
      ipAddress: actor.ip,
    });
    return { id: row.id, name, members: 0 };
  });
}

/** PATCH /api/organizations/{id}/departments/{departmentId}: its members follow the new name. */
export async function renameDepartment(
  db: Db,
  organizationId: string,
  departmentId: number,
  name: string,
  actor: DepartmentActor,
): Promise<Department> {
  return writeTeam(db, organizationId, () =>
    db.transaction(async (tx) => {
      const before = await lockedDepartment(tx, organizationId, departmentId);
      if (before.name !== name) {
        await ensureFreeName(tx, organizationId, name, departmentId);
        await tx.execute(sql`update departments set name = ${name} where id = ${departmentId}`);
        await tx.execute(sql`
          update organization_invitations set department = ${name}
          where organization_id = ${organizationId} and department = ${before.name} and status = 'pending'
        `);
        await recordAudit(tx, {
          organizationId,
          actorId: actor.userId,
          action: "department.renamed",
          targetType: "department",
          targetId: String(departmentId),
          details: { before: { name: before.name }, after: { name } },
          ipAddress: actor.ip,
        });
      }
      return { id: departmentId, name, members: await memberCount(tx, organizationId, name) };
    }),
  );
}

/** DELETE /api/organizations/{id}/departments/{departmentId}: its members are left without a department. */
export async function deleteDepartment(db: Db, organizationId: string, departmentId: number, actor: DepartmentActor) {
  await writeTeam(db, organizationId, () =>
    db.transaction(async (tx) => {
      const before = await lockedDepartment(tx, organizationId, departmentId);
      const members = await memberCount(tx, organizationId, before.name);
      await tx.execute(sql`delete from departments where id = ${departmentId}`);
      await tx.execute(sql`
        update organization_invitations set department = null
        where organization_id = ${organizationId} and department = ${before.name} and status = 'pending'
      `);
      await recordAudit(tx, {
        organizationId,
        actorId: actor.userId,
        action: "department.deleted",
        targetType: "department",
        targetId: String(departmentId),
        details: { name: before.name, members },
        ipAddress: actor.ip,
      });
    }),
  );
}
