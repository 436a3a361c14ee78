import { apiRequest } from "@/lib/api-request";
import {
  type DeviceLimitRefusal,
  deviceLimitRefusalSchema,
  END_DEVICE_SESSION_PATH,
  type EndDeviceSession,
  type EndDeviceSessionResponse,
} from "../../../../contracts/device-limit";

/** Issue 29: spends the device limit's proof to end one signed-in session (or the oldest). */
export const endDeviceSession = (input: EndDeviceSession) =>
  apiRequest<EndDeviceSessionResponse>("POST", END_DEVICE_SESSION_PATH, input);

/** The device limit's refusal of a sign-in (a 403 naming the sessions to end), or null for any other error. */
export function deviceLimitRefusal(error: unknown): DeviceLimitRefusal | null {
  if (!(error instanceof Error)) return null;
  const match = /^403: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const parsed = deviceLimitRefusalSchema.safeParse(JSON.parse(match[1]));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
