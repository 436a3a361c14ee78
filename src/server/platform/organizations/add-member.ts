import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { OrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { setActiveOrganization } from "../accounts/session-writes";
import { recordAudit } from "../audit/audit";
import { personPayload, recordEvent, wakeDeliveries } from "../events/record-event";
import { type AfterCommit, membershipChanged } from "./membership-hooks";

export interface NewMember {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
  department: string | null;
  managerId: string | null;
  /** The session that switches to the organisation joined, if any. */
  sessionToken: string | null;
  ip: string | null;
  /** Written with "member.joined" (how they came in). */
  details: Record<string, unknown>;
}

/**
 * Adds a member in the caller's transaction, makes the organisation their session's active one,
 * records "member.joined" and runs the membership hooks. Every way in (invitation, join link,
 * verified domain, single sign-on) goes through here; the caller checks seats under the lock first.
 */
export async function insertMember(tx: Db, member: NewMember, now: Date): Promise<AfterCommit> {
  await tx.execute(sql`
    insert into member (id, organization_id, user_id, role, department, manager_id)
    values (${randomUUID()}, ${member.organizationId}, ${member.userId}, ${member.role}, ${member.department}, ${member.managerId})
  `);
  if (member.sessionToken)
    await setActiveOrganization(tx, { token: member.sessionToken, userId: member.userId }, member.organizationId);
  await recordAudit(tx, {
    organizationId: member.organizationId,
    actorId: member.userId,
    action: "member.joined",
    targetType: "user",
    targetId: member.userId,
    details: { role: member.role, ...member.details },
    ipAddress: member.ip,
  });
  // Issue 23: "member.joined" for the organisation's webhooks, in this transaction.
  const deliveryIds = await recordEvent(tx, {
    organizationIds: [member.organizationId],
    type: "member.joined",
    payload: personPayload(member.userId, {
      organizationId: member.organizationId,
      role: member.role,
      department: member.department,
      joinedAt: now.toISOString(),
    }),
    now,
  });
  const after = await membershipChanged(tx, member.organizationId, member.userId, now);
  return async (db) => {
    wakeDeliveries(db, deliveryIds);
    await after(db);
  };
}
