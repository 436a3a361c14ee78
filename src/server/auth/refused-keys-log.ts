import type { FastifyBaseLogger } from "fastify";

export const REFUSED_API_KEYS_MESSAGE = "API keys refused (unknown, revoked or expired)";
const REFUSALS_WINDOW_MS = 60_000;

/**
 * A refused API key is an outsider's doing, not a fault of ours, and anyone can send a thousand: each is
 * counted, and written at info at most once a minute with how many were refused since the last line
 * (issue 43 item 8), so the log can be neither flooded nor blind to a burst.
 */
export function refusedKeysLog(log: FastifyBaseLogger, component: string, now: () => number = Date.now) {
  let lastLine = Number.NEGATIVE_INFINITY;
  let refusedSince = 0;
  return () => {
    refusedSince++;
    const at = now();
    if (at - lastLine < REFUSALS_WINDOW_MS) return;
    log.info({ component, refused: refusedSince }, REFUSED_API_KEYS_MESSAGE);
    lastLine = at;
    refusedSince = 0;
  };
}
