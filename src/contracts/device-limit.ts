import { z } from "zod";

/**
 * Issue 29 item 6: the device limit's refusal at sign-in is not a dead end. Given only after the
 * password was proven, it names the signed-in devices and carries a short-lived, single-use proof
 * with which the person ends one of them (or the oldest) and signs in again.
 */

export const DEVICE_LIMIT_CODE = "DEVICE_LIMIT_REACHED";

/** A signed-in device, as the sessions screen shows it (the identity issue's shape). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** The session of the caller; never true in a refusal (the refused sign-in has no session). */
  current: z.boolean(),
  browser: z.string(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  lastUsedAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** The body of the 403 a sign-in at the device limit answers. */
export const deviceLimitRefusalSchema = z.object({
  message: z.string(),
  code: z.literal(DEVICE_LIMIT_CODE),
  sessions: z.array(deviceSessionSchema),
  proof: z.string(),
});
export type DeviceLimitRefusal = z.infer<typeof deviceLimitRefusalSchema>;

export const endDeviceSessionSchema = z.object({
  proof: z.string({ error: "proof is required" }).min(1, "proof is required").max(200, "proof is too long"),
  /** The session to end; without one, the least recently used. */
  sessionId: z.string().min(1).max(100).optional(),
});
export type EndDeviceSession = z.infer<typeof endDeviceSessionSchema>;

export const endDeviceSessionResponseSchema = z.object({ ended: z.string() });
export type EndDeviceSessionResponse = z.infer<typeof endDeviceSessionResponseSchema>;

export const END_DEVICE_SESSION_PATH = "/api/device-limit/end-session";
