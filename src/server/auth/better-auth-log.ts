import type { FastifyBaseLogger } from "fastify";
import { redactText } from "../plugins/logging";

type Level = "info" | "warn" | "error" | "debug";

/** Better Auth's line for every API key it refuses (unknown, revoked, expired, malformed). */
const REFUSED_API_KEY = /^Failed to validate API key/;
export const REFUSED_API_KEYS_MESSAGE = "API keys refused (unknown, revoked or expired)";
const REFUSALS_WINDOW_MS = 60_000;

/**
 * Better Auth's log lines through the server's logger, so its redaction applies (no tokens or e-mails
 * in the log). A refused API key is an outsider's doing, not a fault of ours: Better Auth writes it at
 * error level, so anyone could flood the error log (issue 43 item 8). It is written at info, at most
 * once a minute, with how many were refused since the last line.
 */
export function betterAuthLog(log: FastifyBaseLogger, now: () => number = Date.now) {
  let lastRefusalLine = Number.NEGATIVE_INFINITY;
  let refusedSince = 0;
  return (level: Level, message: string) => {
    if (REFUSED_API_KEY.test(message)) {
      refusedSince++;
      const at = now();
      if (at - lastRefusalLine < REFUSALS_WINDOW_MS) return;
      log.info({ component: "better-auth", refused: refusedSince }, REFUSED_API_KEYS_MESSAGE);
      lastRefusalLine = at;
      refusedSince = 0;
      return;
    }
    log[level]({ component: "better-auth" }, redactText(message));
  };
}
