import { eq } from "drizzle-orm";
import type { SecurityPolicy, UpdateSecurityPolicy } from "../../../contracts/security-policy";
import { withinSite } from "../../../domain/security-policy";
import type { Db } from "../../db/client";
import { organizationSecurityPolicies } from "../../db/schema";
import { badRequest } from "../../errors";
import { recordAudit } from "../../platform/audit/audit";
import { writeTransaction } from "../../platform/caches/writes";
import { getProtectionSettings } from "../../platform/protection/settings";

/**
 * Issue 21 item 4: an organisation's sign-in policy. Owners and admins may tighten the site's idle
 * timeout and device limit for their members (at most the site's protection settings); the session code
 * applies the strictest of the site's and every organisation a person belongs to
 * (platform/protection/organization-policies.ts).
 */

/** GET …/security-policy: the organisation's choices (null: the site's) beside the site's own. */
export async function getSecurityPolicy(db: Db, organizationId: string): Promise<SecurityPolicy> {
  const settings = await getProtectionSettings(db);
  const [row] = await db
    .select()
    .from(organizationSecurityPolicies)
    .where(eq(organizationSecurityPolicies.organizationId, organizationId));
  return {
    idleTimeoutMinutes: row?.idleTimeoutMinutes ?? null,
    deviceLimit: row?.deviceLimit ?? null,
    site: { idleTimeoutMinutes: settings.sessionTimeout, deviceLimit: settings.deviceLimit },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * PUT …/security-policy: the new policy, refused (400, per field) where it would loosen the site's
 * settings. Audited in the same transaction; every cached session is dropped at commit (members'
 * sessions judge their idle timeout from the policy at once).
 */
export async function updateSecurityPolicy(
  db: Db,
  organizationId: string,
  policy: UpdateSecurityPolicy,
  actor: { id: string; ip: string | null },
): Promise<SecurityPolicy> {
  const settings = await getProtectionSettings(db);
  const issues = [
    ...(withinSite(policy.idleTimeoutMinutes, settings.sessionTimeout)
      ? []
      : [
          {
            path: "idleTimeoutMinutes",
            message: `idleTimeoutMinutes must be at most ${settings.sessionTimeout} minutes, the site's own timeout`,
          },
        ]),
    ...(withinSite(policy.deviceLimit, settings.deviceLimit)
      ? []
      : [
          {
            path: "deviceLimit",
            message: `deviceLimit must be at most ${settings.deviceLimit}, the site's own limit`,
          },
        ]),
  ];
  if (issues.length > 0) throw badRequest(issues[0].message, issues);
  const before = await getSecurityPolicy(db, organizationId);
  await writeTransaction(db, async (tx, changes) => {
    const values = { ...policy, updatedAt: new Date(), updatedBy: actor.id };
    await tx
      .insert(organizationSecurityPolicies)
      .values({ organizationId, ...values })
      .onConflictDoUpdate({ target: organizationSecurityPolicies.organizationId, set: values });
    await recordAudit(tx, {
      organizationId,
      actorId: actor.id,
      action: "organization.security_policy_changed",
      targetType: "organization",
      targetId: organizationId,
      details: {
        from: { idleTimeoutMinutes: before.idleTimeoutMinutes, deviceLimit: before.deviceLimit },
        to: policy,
      },
      ipAddress: actor.ip,
    });
    // The members' idle timeout changes with it; a policy change is rare, so every cached session goes.
    changes.everyonesAccess();
  });
  return getSecurityPolicy(db, organizationId);
}
