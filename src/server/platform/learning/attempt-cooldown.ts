import type { FastifyReply } from "fastify";
import { CooldownError } from "./knowledge-check-attempts";

/**
 * Starts a knowledge check attempt for a route (the site's and the LMS player's alike): a start refused
 * for its cooldown answers 429 with Retry-After, so the client knows when to offer the check again.
 */
export async function startWithRetryAfter<T>(reply: Pick<FastifyReply, "header">, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (error instanceof CooldownError) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}
