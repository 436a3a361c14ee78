import { z } from "zod";

/**
 * Issue 26 item 2: a signed-in page reports activity (reading, playing media, answering a check) at
 * most once a minute; the session's idle clock starts again and the answer says how long it has left,
 * so the page can warn a minute before the idle timeout signs the person out.
 */
export const SESSION_HEARTBEAT_PATH = "/api/session/heartbeat";

export const sessionHeartbeatSchema = z.object({
  /** The idle timeout of this person's sessions (spec 3 §3 setting, capped by the plan, spec 3 §9). */
  idleTimeoutMinutes: z.number().int().positive(),
  /** Seconds until the session ends without further activity (relative: the browser's clock may be off). */
  signOutInSeconds: z.number().int().nonnegative(),
});
export type SessionHeartbeat = z.infer<typeof sessionHeartbeatSchema>;
