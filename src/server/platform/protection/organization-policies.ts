import { type SQL, sql } from "drizzle-orm";

/**
 * Issue 21 item 4: the organisations' tightening of the session rules, as columns of the session
 * queries (auth/session.ts, auth/session-activity.ts), so the rules cost no extra round trip. `userId`
 * is the SQL naming the person (a column such as `u.id`, or a parameter). Each is the lowest value any
 * organisation the person belongs to chose, or null when none chose one; domain/security-policy.ts
 * `strictest` combines it with the site's.
 */
export const organizationIdleTimeoutColumn = (userId: SQL) => sql`(
  select min(p.idle_timeout_minutes) from organization_security_policies p
  join member m on m.organization_id = p.organization_id
  where m.user_id = ${userId}
)`;

export const organizationDeviceLimitColumn = (userId: SQL) => sql`(
  select min(p.device_limit) from organization_security_policies p
  join member m on m.organization_id = p.organization_id
  where m.user_id = ${userId}
)`;

/**
 * Issue 43: the earliest end of a grace period after which one of the person's organisations requires
 * a second factor of them: of everyone, or of its owners and admins. Null when none does.
 */
export const organizationTwoFactorRequiredFromColumn = (userId: SQL) => sql`(
  select min(p.two_factor_required_from) from organization_security_policies p
  join member m on m.organization_id = p.organization_id
  where m.user_id = ${userId} and (p.two_factor_required_for = 'everyone'
    or (p.two_factor_required_for = 'admins' and m.role in ('owner', 'admin')))
)`;
