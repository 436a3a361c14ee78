import { z } from "zod";
import { hasNoNul, invalidCharacter } from "./common";

/** spec 3 §3 "Protection settings", §9 session options. */
export const PROTECTION_LEVELS = ["basic", "standard", "premium"] as const;
export const ACCESS_RESTRICTIONS = ["none", "subscription", "premium-only", "disabled"] as const;
export const SESSION_TIMEOUT_OPTIONS = [30, 60, 120, 240, 480] as const;
export const DEVICE_LIMIT_MAX = 10;
export const CONTENT_EXPIRATION_MAX_DAYS = 365;

const sessionTimeoutField = z
  .number({ error: "sessionTimeout must be a number of minutes" })
  .refine((v) => (SESSION_TIMEOUT_OPTIONS as readonly number[]).includes(v), {
    message: `sessionTimeout must be one of ${SESSION_TIMEOUT_OPTIONS.join(", ")} minutes`,
  });

export const protectionSettingsSchema = z.object({
  protectionLevel: z.enum(PROTECTION_LEVELS, {
    error: `protectionLevel must be one of ${PROTECTION_LEVELS.join(", ")}`,
  }),
  globalProtection: z.boolean({ error: "globalProtection must be true or false" }),
  watermarkEnabled: z.boolean({ error: "watermarkEnabled must be true or false" }),
  downloadRestriction: z.enum(ACCESS_RESTRICTIONS, {
    error: `downloadRestriction must be one of ${ACCESS_RESTRICTIONS.join(", ")}`,
  }),
  printRestriction: z.enum(ACCESS_RESTRICTIONS, {
    error: `printRestriction must be one of ${ACCESS_RESTRICTIONS.join(", ")}`,
  }),
  copyProtection: z.boolean({ error: "copyProtection must be true or false" }),
  sessionTimeout: sessionTimeoutField,
  ipRestriction: z.boolean({ error: "ipRestriction must be true or false" }),
  deviceLimit: z
    .number({ error: "deviceLimit must be a whole number" })
    .int("deviceLimit must be a whole number")
    .min(1, "deviceLimit must be at least 1")
    .max(DEVICE_LIMIT_MAX, `deviceLimit must be at most ${DEVICE_LIMIT_MAX}`),
  forensicWatermark: z.boolean({ error: "forensicWatermark must be true or false" }),
  /** Days a downloaded file is licensed for, printed in its watermark; 0 = no expiry. */
  contentExpiration: z
    .number({ error: "contentExpiration must be a whole number of days" })
    .int("contentExpiration must be a whole number of days")
    .min(0, "contentExpiration must be 0 (never) or more days")
    .max(CONTENT_EXPIRATION_MAX_DAYS, `contentExpiration must be at most ${CONTENT_EXPIRATION_MAX_DAYS} days`),
  legalNotice: z
    .string({ error: "legalNotice is required" })
    .trim()
    .min(1, "legalNotice is required")
    .max(2000, "legalNotice must be at most 2000 characters")
    .refine(hasNoNul, invalidCharacter("legalNotice")),
});
export type ProtectionSettings = z.infer<typeof protectionSettingsSchema>;

export const protectionSettingsResponseSchema = protectionSettingsSchema.extend({
  updatedAt: z.string().nullable(),
});

export const protectedModuleSchema = z.object({
  id: z.number(),
  title: z.string(),
  protection: z.enum(["Standard", "Premium"]),
  risk: z.enum(["Medium", "High", "Critical"]),
  views30d: z.number(),
  downloads30d: z.number(),
  refusals30d: z.number(),
});
export type ProtectedModule = z.infer<typeof protectedModuleSchema>;

export const protectionAnalyticsSchema = z.object({
  periodDays: z.number(),
  views: z.number(),
  downloads: z.number(),
  refusals: z.number(),
  activeUsers: z.number(),
  byDay: z.array(z.object({ day: z.string(), views: z.number(), downloads: z.number(), refusals: z.number() })),
  byTier: z.array(z.object({ tier: z.string(), views: z.number(), downloads: z.number(), refusals: z.number() })),
});
export type ProtectionAnalytics = z.infer<typeof protectionAnalyticsSchema>;

/** spec 3 §5 content access test: the caller tries a download, a print or a copy of a module. */
export const accessTestRequestSchema = z.object({
  moduleId: z
    .number({ error: "moduleId must be a whole number" })
    .int("moduleId must be a whole number")
    .positive("moduleId must be positive")
    .max(2_147_483_647),
  action: z.enum(["download", "print", "copy"], { error: "action must be one of download, print, copy" }),
  /** Try as this tier instead of the caller's own (the admin checks what each tier gets). */
  subscriptionTier: z
    .enum(["free", "individual", "team", "enterprise"], {
      error: "subscriptionTier must be one of free, individual, team, enterprise",
    })
    .optional(),
});
export const accessTestResponseSchema = z.object({
  allowed: z.boolean(),
  /** The spec's alert text on a refusal; a confirmation otherwise. */
  message: z.string(),
  context: z.object({
    userId: z.string(),
    moduleId: z.number(),
    accessLevel: z.enum(["Standard", "Premium", "Unprotected"]),
    subscriptionTier: z.string(),
    downloadEnabled: z.boolean(),
    printEnabled: z.boolean(),
    copyEnabled: z.boolean(),
  }),
});
export type AccessTestResponse = z.infer<typeof accessTestResponseSchema>;

/** What the module page applies to a module: whether it is protected, and the browser-side deterrence. */
export const modulePolicySchema = z.object({
  moduleId: z.number(),
  protection: z.enum(["Standard", "Premium"]).nullable(),
  copyProtection: z.boolean(),
  legalNotice: z.string(),
});
export type ModulePolicy = z.infer<typeof modulePolicySchema>;
