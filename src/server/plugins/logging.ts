import type { Writable } from "node:stream";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import type { AppConfig } from "../config";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Drizzle's "Failed query: … params: a,b,c" carries the bound values (session tokens, e-mails). */
const QUERY_PARAMS = /(\bparams:)[\s\S]*$/;
/** Path segments that look like secrets (reset tokens, verification codes, session tokens). */
const OPAQUE_SEGMENT = /\/[A-Za-z0-9_.-]{24,}(?=\/|$)/g;

/** Removes e-mail addresses and bound query values from a text bound for the log. */
export function redactText(text: string): string {
  return text.replace(QUERY_PARAMS, "$1 [redacted]").replace(EMAIL, "[email]");
}

/** A request path as logged: no query string (it may hold e-mails or tokens), no secret-looking segments. */
export function redactUrl(url: string): string {
  return url.split("?")[0].replace(OPAQUE_SEGMENT, "/[redacted]");
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: "" };
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: redactText(error.message),
    code: (error as { code?: unknown }).code,
    stack: redactText(error.stack ?? ""),
    ...(cause ? { cause: serializeError(cause) } : {}),
  };
}

/**
 * pino options (DESIGN §5: logs redact cookies, tokens, passwords and e-mails). Errors are
 * serialised field by field, so a database error's bound parameters never reach the log.
 */
export function loggerOptions(config: AppConfig, stream?: Writable): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.token",
        "*.email",
        "*.params",
      ],
      censor: "[redacted]",
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * Collapses repeated identical errors: the first of a kind is logged in full; the same message again
 * within `windowMs` is only counted, and the count is logged when the window ends. A database outage
 * then writes a few lines, not one per request.
 */
export class RepeatedErrorLog {
  private readonly seen = new Map<string, { count: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly log: () => FastifyBaseLogger,
    private readonly windowMs = 10_000,
  ) {}

  error(error: unknown, message: string, fields: Record<string, unknown> = {}) {
    const key = `${message}|${(error as { code?: string }).code ?? ""}|${redactText((error as Error)?.message ?? "")}`;
    const entry = this.seen.get(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    this.log().error({ ...fields, err: error }, message);
    const timer = setTimeout(() => {
      const repeated = this.seen.get(key)?.count ?? 0;
      this.seen.delete(key);
      if (repeated > 0) this.log().error({ repeated }, `${message} (repeated ${repeated} more times)`);
    }, this.windowMs);
    timer.unref();
    this.seen.set(key, { count: 0, timer });
  }

  clear() {
    for (const { timer } of this.seen.values()) clearTimeout(timer);
    this.seen.clear();
  }
}
