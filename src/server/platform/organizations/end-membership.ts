import { sql } from "drizzle-orm";
import { isOrganizationRole, type OrganizationRole } from "../../../domain/organization-roles";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { endSessionsOf, forgetActiveOrganization } from "../accounts/session-writes";
import { recordAudit } from "../audit/audit";
import { personPayload, recordEvent, wakeDeliveries } from "../events/record-event";
import { dropIncompleteAssignments, forgetDepartingMember } from "./departure";
import { ownerCount } from "./member-writes";
import type { AfterCommit } from "./membership-hooks";

/**
 * Why a membership ends: removed by an owner or admin, left by the person, or ended by the
 * organisation's identity provider — deactivated (SCIM `active: false`, restored on reactivation) or
 * deprovisioned (SCIM DELETE).
 */
export type MembershipEndReason = "removed" | "left" | "deactivated" | "deprovisioned";

export interface MembershipEnd {
  organizationId: string;
  userId: string;
  reason: MembershipEndReason;
  actorId: string | null;
  ip: string | null;
  now: Date;
  /** The caller's own refusal (its error type and words) when the person is the last owner. */
  lastOwner: () => Error;
  /** The caller's own check of the membership before anything is written (who may remove whom). */
  authorize?: (member: EndingMember) => void;
  /** More for the audit entry (how it came about). */
  details?: Record<string, unknown>;
}

export interface EndingMember {
  role: OrganizationRole;
  department: string | null;
  email: string;
}

export interface EndedMembership extends EndingMember {
  /** Run once the transaction has committed. */
  afterCommit: AfterCommit;
}

/**
 * The one way out of an organisation, beside the one way in (`insertMember`), in the caller's
 * transaction: the organisation and the membership locked, the last owner kept, then
 * - removed, left, deprovisioned: the incomplete pathway assignments and the personal rows in the
 *   organisation go (decision 217); deactivated keeps them, as the membership comes back on
 *   reactivation with its role and department, and deprovisioning someone deactivated takes them then;
 * - the member row goes (their reports lose their line manager through the foreign key);
 * - sessions: the identity provider's reasons sign the person out everywhere at once; removal and
 *   leaving make the sessions working in the organisation forget it;
 * - the audit entry ("member.removed", else "member.left" with the reason) and "member.left" for the
 *   organisation's webhooks, woken after commit.
 * Answers undefined, writing nothing, when the person is not a member. The caller announces the
 * cache changes (the person's sessions, the organisation's team).
 */
export async function endMembership(tx: Db, end: MembershipEnd): Promise<EndedMembership | undefined> {
  const { organizationId, userId, reason } = end;
  await tx.execute(sql`select id from organization where id = ${organizationId} for update`);
  const [row] = rowsOf<{ role: string; department: string | null; email: string }>(
    await tx.execute(sql`
      select m.role, m.department, u.email
      from member m join "user" u on u.id = m.user_id
      where m.organization_id = ${organizationId} and m.user_id = ${userId}
      for update of m
    `),
  );
  if (!row || !isOrganizationRole(row.role)) {
    // Deprovisioning someone deactivated earlier: their membership ended then, and what deactivation
    // kept for a reactivation goes now.
    if (reason === "deprovisioned") await forgetFormerMember(tx, organizationId, userId);
    return undefined;
  }
  const member: EndingMember = { role: row.role, department: row.department, email: row.email };
  end.authorize?.(member);
  if (member.role === "owner" && (await ownerCount(tx, organizationId)) <= 1) throw end.lastOwner();

  const { pendingAssignmentsRemoved, personalDataRemoved } =
    reason === "deactivated"
      ? { pendingAssignmentsRemoved: 0, personalDataRemoved: {} }
      : await forgetFormerMember(tx, organizationId, userId);
  await tx.execute(sql`delete from member where organization_id = ${organizationId} and user_id = ${userId}`);
  if (reason === "deactivated" || reason === "deprovisioned") await endSessionsOf(tx, userId);
  else await forgetActiveOrganization(tx, organizationId, userId);

  await recordAudit(tx, {
    organizationId,
    actorId: end.actorId,
    action: reason === "removed" ? "member.removed" : "member.left",
    targetType: "user",
    targetId: userId,
    details: {
      reason,
      email: member.email,
      role: member.role,
      department: member.department,
      pendingAssignmentsRemoved,
      personalDataRemoved,
      ...end.details,
    },
    ipAddress: end.ip,
  });
  const deliveryIds = await recordEvent(tx, {
    organizationIds: [organizationId],
    type: "member.left",
    payload: personPayload(userId, { organizationId, reason, leftAt: end.now.toISOString() }),
    now: end.now,
  });
  return {
    ...member,
    afterCommit: async (db) => {
      wakeDeliveries(db, deliveryIds);
    },
  };
}

/** What goes when someone leaves for good: incomplete pathway assignments and personal rows (decision 217). */
async function forgetFormerMember(tx: Db, organizationId: string, userId: string) {
  return {
    pendingAssignmentsRemoved: await dropIncompleteAssignments(tx, organizationId, userId),
    personalDataRemoved: await forgetDepartingMember(tx, organizationId, userId),
  };
}
