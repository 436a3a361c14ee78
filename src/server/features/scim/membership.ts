import { sql } from "drizzle-orm";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { queryRows } from "../../db/rows";
import { HttpError } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import type { Tx, WriteChanges } from "../../platform/caches/writes";
import { insertMember } from "../../platform/organizations/add-member";
import { type EndedMembership, endMembership } from "../../platform/organizations/end-membership";
import { setMembersDepartment } from "../../platform/organizations/member-writes";
import type { AfterCommit } from "../../platform/organizations/membership-hooks";
import { countSeats, ensureSeats } from "../../platform/organizations/seats";
import type { ScimContext } from "./context";
import { mutability, ScimError } from "./scim-errors";

/**
 * The membership a provisioned person has while active (decision 290): added within the organisation's
 * seats, ended at once on deactivation (every session of theirs deleted, so the very next request is
 * signed out; the seat freed), restored on reactivation with the role and department it had.
 */

export const LAST_OWNER_DETAIL =
  "This person is the organisation's last owner: deactivating or removing them would leave it without one. Transfer ownership to someone else first.";

export interface MemberRow {
  role: string;
  department: string | null;
}

export async function memberOf(tx: Tx, organizationId: string, userId: string): Promise<MemberRow | undefined> {
  const [row] = await queryRows<MemberRow>(
    tx,
    sql`select role, department from member where organization_id = ${organizationId} and user_id = ${userId} for update`,
  );
  return row;
}

/** Locks the organisation's row: provisioning writes are served one after the other (seats, names). */
export async function lockOrganization(tx: Tx, organizationId: string) {
  await tx.execute(sql`select id from organization where id = ${organizationId} for update`);
}

/**
 * Adds the membership within the seats (409 when none is left), in the caller's transaction, which
 * holds the organisation's lock. A pending invitation of the same address is withdrawn first: the
 * person gets in now, and it would hold a second seat.
 */
export async function addMembership(
  tx: Tx,
  changes: WriteChanges,
  input: {
    organizationId: string;
    userId: string;
    email: string;
    role: OrganizationRole;
    department: string | null;
    now: Date;
    ip: string | null;
    tokenId: string;
  },
): Promise<AfterCommit> {
  const { organizationId, userId } = input;
  await tx.execute(sql`
    update organization_invitations set status = 'revoked'
    where organization_id = ${organizationId} and email = ${input.email.toLowerCase()} and status = 'pending'
  `);
  try {
    ensureSeats(await countSeats(tx, organizationId, input.now));
  } catch (error) {
    if (error instanceof HttpError) throw new ScimError(409, error.message);
    throw error;
  }
  const department = input.department
    ? ((
        await queryRows<{ name: string }>(
          tx,
          sql`select name from departments where organization_id = ${organizationId} and name = ${input.department}`,
        )
      )[0]?.name ?? null)
    : null;
  const afterCommit = await insertMember(
    tx,
    {
      organizationId,
      userId,
      role: input.role,
      department,
      managerId: null,
      sessionToken: null,
      ip: input.ip,
      details: { via: "scim", tokenId: input.tokenId },
    },
    input.now,
  );
  changes.users(userId);
  changes.team(organizationId);
  return afterCommit;
}

/**
 * Ends the membership through the one way out (`platform/organizations/end-membership.ts`): refused
 * for the last owner (400 mutability); every session of the person is deleted (all of them, whichever
 * organisation they work in: a provider deactivating someone means them to be signed out), so their
 * very next request is signed out. Deactivation keeps their assignments and personal rows for
 * reactivation; deprovisioning takes them as the members page's Remove does. Answers what the
 * membership was (for reactivation and the audit), undefined when there was none.
 */
export async function endProvisionedMembership(
  tx: Tx,
  changes: WriteChanges,
  context: ScimContext,
  userId: string,
  reason: "deactivated" | "deprovisioned",
): Promise<EndedMembership | undefined> {
  const ended = await endMembership(tx, {
    organizationId: context.organizationId,
    userId,
    reason,
    actorId: null,
    ip: context.ip,
    now: context.now,
    lastOwner: () => mutability(LAST_OWNER_DETAIL),
    details: { via: "scim", tokenId: context.tokenId },
  });
  if (ended) {
    changes.users(userId);
    changes.team(context.organizationId);
  }
  return ended;
}

/** Moves the member to another department (or none), as the provider says. */
export async function setProvisionedDepartment(
  tx: Tx,
  changes: WriteChanges,
  organizationId: string,
  userIds: readonly string[],
  department: string | null,
  onlyFrom?: string,
): Promise<void> {
  await setMembersDepartment(tx, organizationId, userIds, department, onlyFrom);
  changes.team(organizationId);
}

/**
 * The department named by the provider: the organisation's of that name (ignoring case), else a new
 * one (departments are records; the provider's groups and the enterprise `department` name them).
 */
export async function ensureDepartment(
  tx: Tx,
  organizationId: string,
  name: string,
  audit: { ip: string | null; tokenId: string },
): Promise<{ id: number; name: string }> {
  const [existing] = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from departments where organization_id = ${organizationId} and lower(name) = lower(${name}) order by (name = ${name}) desc, id limit 1`,
  );
  if (existing) return existing;
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into departments (organization_id, name) values (${organizationId}, ${name}) returning id`,
  );
  await recordAudit(tx, {
    organizationId,
    actorId: null,
    action: "department.created",
    targetType: "department",
    targetId: String(created.id),
    details: { name, via: "scim", tokenId: audit.tokenId },
    ipAddress: audit.ip,
  });
  return { id: created.id, name };
}
