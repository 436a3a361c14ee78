import { z } from "zod";
import { deviceSessionSchema } from "./device-limit";

/**
 * Issue 21 item 3: the signed-in person's own sessions ("Signed-in devices" on /profile), each shown
 * as the device limit's refusal shows them, and ending one or all the others.
 */

export const ACCOUNT_SESSIONS_PATH = "/api/account/sessions";

/** GET /api/account/sessions: active sessions, the one asking first, then the most recently used. */
export const accountSessionsSchema = z.array(deviceSessionSchema);
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

/** DELETE /api/account/sessions/{id} */
export const accountSessionParamSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Session id is not valid"),
});

/** DELETE /api/account/sessions/{id} ends one; DELETE /api/account/sessions ends every other. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
