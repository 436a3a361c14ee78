import { callApi } from "@/lib/api-client";
import { ApiError } from "@/lib/api-request";
import { protectionEndpoints } from "../../../../contracts/api/protection";
import {
  type DeviceLimitRefusal,
  deviceLimitRefusalSchema,
  type EndDeviceSession,
} from "../../../../contracts/device-limit";

/** Issue 29: spends the device limit's proof to end one signed-in session (or the oldest). */
export const endDeviceSession = (input: EndDeviceSession) =>
  callApi(protectionEndpoints.endDeviceSession, { body: input });

/** The device limit's refusal of a sign-in (a 403 naming the sessions to end), or null for any other error. */
export function deviceLimitRefusal(error: unknown): DeviceLimitRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const parsed = deviceLimitRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}
