import { z } from "zod";
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
});
export type UpdateSecurityPolicy = z.infer<typeof updateSecurityPolicySchema>;

export const securityPolicySchema = updateSecurityPolicySchema.extend({
  /** The site's protection settings: the loosest an organisation may choose. */
  site: z.object({ idleTimeoutMinutes: z.number().int(), deviceLimit: z.number().int() }),
  updatedAt: z.string().nullable(),
});
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;
