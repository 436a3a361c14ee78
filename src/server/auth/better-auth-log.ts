import type { FastifyBaseLogger } from "fastify";
import { redactText } from "../plugins/logging";
import { refusedKeysLog } from "./refused-keys-log";

type Level = "info" | "warn" | "error" | "debug";

/** Better Auth's line for every API key it refuses (unknown, revoked, expired, malformed). */
const REFUSED_API_KEY = /^Failed to validate API key/;

/**
 * Better Auth's log lines through the server's logger, so its redaction applies (no tokens or e-mails
 * in the log). Better Auth writes a refused API key at error level; it is counted instead
 * (refused-keys-log.ts).
 */
export function betterAuthLog(log: FastifyBaseLogger, now: () => number = Date.now) {
  const noteRefusedKey = refusedKeysLog(log, "better-auth", now);
  return (level: Level, message: string) => {
    if (REFUSED_API_KEY.test(message)) return noteRefusedKey();
    log[level]({ component: "better-auth" }, redactText(message));
  };
}
