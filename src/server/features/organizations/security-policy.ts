import { eq, sql } from "drizzle-orm";
import type {
  SecurityPolicy,
  TwoFactorEnrolment,
  TwoFactorEnrolmentQuery,
  UpdateSecurityPolicy,
} from "../../../contracts/security-policy";
import type { OrganizationRole } from "../../../domain/organization-roles";
import { withinSite } from "../../../domain/security-policy";
import { graceEnd } from "../../../domain/two-factor";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { organizationSecurityPolicies } from "../../db/schema";
import { badRequest, forbidden } from "../../errors";
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
    twoFactorRequiredFor: row?.twoFactorRequiredFor ?? null,
    twoFactorRequiredFrom: row?.twoFactorRequiredFrom?.toISOString() ?? null,
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
  actor: { id: string; ip: string | null; role: OrganizationRole | null; twoFactorEnabled: boolean },
  now: Date,
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
  const twoFactor = twoFactorRequirement(before, policy, now);
  // Issue 43: requiring a second factor of the organisation's people is its owners' decision.
  const twoFactorChanges =
    twoFactor.twoFactorRequiredFor !== before.twoFactorRequiredFor ||
    (twoFactor.twoFactorRequiredFrom?.toISOString() ?? null) !== before.twoFactorRequiredFrom;
  if (twoFactorChanges && actor.role !== "owner")
    throw forbidden("Only the organisation's owners can change who must use two-factor sign-in");
  // Like GitHub's rule: whoever requires it has it, so no owner locks themselves out.
  if (twoFactorChanges && twoFactor.twoFactorRequiredFor && !actor.twoFactorEnabled)
    throw badRequest(OWN_TWO_FACTOR_FIRST, [{ path: "twoFactorRequiredFor", message: OWN_TWO_FACTOR_FIRST }]);
  await writeTransaction(db, async (tx, changes) => {
    const values = {
      idleTimeoutMinutes: policy.idleTimeoutMinutes,
      deviceLimit: policy.deviceLimit,
      ...twoFactor,
      updatedAt: new Date(),
      updatedBy: actor.id,
    };
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
        // The two-factor requirement is named when it changes (issue 43).
        from: {
          idleTimeoutMinutes: before.idleTimeoutMinutes,
          deviceLimit: before.deviceLimit,
          ...(twoFactorChanges
            ? {
                twoFactorRequiredFor: before.twoFactorRequiredFor,
                twoFactorRequiredFrom: before.twoFactorRequiredFrom,
              }
            : {}),
        },
        to: {
          idleTimeoutMinutes: policy.idleTimeoutMinutes,
          deviceLimit: policy.deviceLimit,
          ...(twoFactorChanges
            ? {
                twoFactorRequiredFor: twoFactor.twoFactorRequiredFor,
                twoFactorRequiredFrom: twoFactor.twoFactorRequiredFrom?.toISOString() ?? null,
              }
            : {}),
        },
      },
      ipAddress: actor.ip,
    });
    // The members' idle timeout changes with it; a policy change is rare, so every cached session goes.
    changes.everyonesAccess();
  });
  return getSecurityPolicy(db, organizationId);
}

/**
 * Issue 43: the requirement a PUT leaves: left out, unchanged; null, none; a scope, from the end of the
 * grace period — a new one when the scope changes or a grace period is given, else the one running.
 */
function twoFactorRequirement(before: SecurityPolicy, policy: UpdateSecurityPolicy, now: Date) {
  const requiredFor =
    policy.twoFactorRequiredFor === undefined ? before.twoFactorRequiredFor : policy.twoFactorRequiredFor;
  if (!requiredFor) return { twoFactorRequiredFor: null, twoFactorRequiredFrom: null };
  const keep = requiredFor === before.twoFactorRequiredFor && policy.twoFactorGraceDays === undefined;
  const requiredFrom =
    keep && before.twoFactorRequiredFrom
      ? new Date(before.twoFactorRequiredFrom)
      : graceEnd(now, policy.twoFactorGraceDays ?? DEFAULT_GRACE_DAYS);
  return { twoFactorRequiredFor: requiredFor, twoFactorRequiredFrom: requiredFrom };
}

const DEFAULT_GRACE_DAYS = 14;

const OWN_TWO_FACTOR_FIRST =
  "Turn on two-factor sign-in for your own account first (Your profile, Two-factor sign-in), then require it of others.";

/**
 * GET …/security-policy/two-factor: the members the requirement covers (everyone, or owners and admins;
 * everyone while there is none, so owners see where they stand before requiring it) who sign in with a
 * password and have neither an authenticator app nor a passkey yet (decision 388), a page at a time.
 */
export async function twoFactorEnrolment(
  db: Db,
  organizationId: string,
  page: TwoFactorEnrolmentQuery,
): Promise<TwoFactorEnrolment> {
  const policy = await getSecurityPolicy(db, organizationId);
  const roles = policy.twoFactorRequiredFor === "admins" ? sql`m.role in ('owner', 'admin')` : sql`true`;
  const notEnrolled = sql`not u.two_factor_enabled
    and not exists (select 1 from passkey k where k.user_id = u.id)
    and exists (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential' and a.password is not null)`;
  const [counts] = rowsOf<{ covered: number; not_enrolled: number }>(
    await db.execute(sql`
      select count(*)::int as covered,
        count(*) filter (where ${notEnrolled})::int as not_enrolled
      from member m join "user" u on u.id = m.user_id
      where m.organization_id = ${organizationId} and ${roles}
    `),
  );
  const people = rowsOf<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    role: string;
  }>(
    await db.execute(sql`
      select u.id, u.first_name, u.last_name, u.email, m.role
      from member m join "user" u on u.id = m.user_id
      where m.organization_id = ${organizationId} and ${roles} and ${notEnrolled}
      order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id
      limit ${page.limit} offset ${page.offset}
    `),
  );
  return {
    twoFactorRequiredFor: policy.twoFactorRequiredFor,
    twoFactorRequiredFrom: policy.twoFactorRequiredFrom,
    covered: counts?.covered ?? 0,
    notEnrolled: people.map((p) => ({
      userId: p.id,
      name: [p.first_name, p.last_name].filter(Boolean).join(" ") || p.email,
      email: p.email,
      role: p.role,
    })),
    notEnrolledCount: counts?.not_enrolled ?? 0,
    offset: page.offset,
    limit: page.limit,
  };
}
