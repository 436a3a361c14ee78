import { z } from "zod";
import { TWO_FACTOR_GRACE_DAYS, TWO_FACTOR_SCOPES } from "../domain/two-factor";
import { DEVICE_LIMIT_MAX } from "./protection";

/**
 * Issue 21 item 4: an organisation's sign-in policy. Owners and admins may tighten the site's session
 * idle timeout and device limit (the protection settings) for their members, never loosen them.
 * GET and PUT /api/organizations/{id}/security-policy.
 */

/** The idle timeouts an organisation may choose, in minutes (at most the site's own setting). */
export const ORGANIZATION_IDLE_TIMEOUT_OPTIONS = [15, 30, 60, 120, 240, 480] as const;

export const updateSecurityPolicySchema = z.object({
  /** null: the site's setting. */
  idleTimeoutMinutes: z
    .number({ error: "idleTimeoutMinutes must be a number of minutes, or null for the site's setting" })
    .refine((v) => (ORGANIZATION_IDLE_TIMEOUT_OPTIONS as readonly number[]).includes(v), {
      message: `idleTimeoutMinutes must be one of ${ORGANIZATION_IDLE_TIMEOUT_OPTIONS.join(", ")} minutes`,
    })
    .nullable(),
  /** null: the site's limit. */
  deviceLimit: z
    .number({ error: "deviceLimit must be a whole number, or null for the site's limit" })
    .int("deviceLimit must be a whole number")
    .min(1, "deviceLimit must be at least 1")
    .max(DEVICE_LIMIT_MAX, `deviceLimit must be at most ${DEVICE_LIMIT_MAX}`)
    .nullable(),
  /**
   * Issue 43 (owners only): who must sign in with a second factor or single sign-on: "everyone",
   * "admins" (owners and admins), or null for nobody. Left out: unchanged.
   */
  twoFactorRequiredFor: z
    .enum(TWO_FACTOR_SCOPES, { error: `twoFactorRequiredFor must be one of ${TWO_FACTOR_SCOPES.join(", ")}, or null` })
    .nullable()
    .optional(),
  /** Days from now before the requirement applies (a new requirement, or a new grace period). */
  twoFactorGraceDays: z
    .number({ error: `twoFactorGraceDays must be one of ${TWO_FACTOR_GRACE_DAYS.join(", ")}` })
    .refine((v) => (TWO_FACTOR_GRACE_DAYS as readonly number[]).includes(v), {
      message: `twoFactorGraceDays must be one of ${TWO_FACTOR_GRACE_DAYS.join(", ")}`,
    })
    .optional(),
});
export type UpdateSecurityPolicy = z.infer<typeof updateSecurityPolicySchema>;

export const securityPolicySchema = updateSecurityPolicySchema
  .omit({ twoFactorRequiredFor: true, twoFactorGraceDays: true })
  .extend({
    twoFactorRequiredFor: z.enum(TWO_FACTOR_SCOPES).nullable(),
    /** The end of the grace period: from then, password sign-in without a second factor is refused. */
    twoFactorRequiredFrom: z.string().nullable(),
    /** The site's protection settings: the loosest an organisation may choose. */
    site: z.object({ idleTimeoutMinutes: z.number().int(), deviceLimit: z.number().int() }),
    updatedAt: z.string().nullable(),
  });
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;

/** GET …/security-policy/two-factor: a page of the people not enrolled, by name (offset paging). */
export const twoFactorEnrolmentQuerySchema = z.object({
  offset: z.coerce.number({ error: "offset must be a whole number" }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number({ error: "limit must be a whole number" }).int().min(1).max(100).default(25),
});
export type TwoFactorEnrolmentQuery = z.infer<typeof twoFactorEnrolmentQuerySchema>;

/** GET …/security-policy/two-factor: who the requirement covers and has not set up a second factor yet. */
export const twoFactorEnrolmentSchema = z.object({
  twoFactorRequiredFor: z.enum(TWO_FACTOR_SCOPES).nullable(),
  twoFactorRequiredFrom: z.string().nullable(),
  /** Members the requirement covers (every member, when there is none). */
  covered: z.number().int(),
  /**
   * A page of those of them who sign in with a password and have neither an authenticator app nor a
   * passkey, by name.
   */
  notEnrolled: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
    }),
  ),
  notEnrolledCount: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
