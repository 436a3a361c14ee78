import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type FieldIssue, HttpError } from "../errors";
import { RepeatedErrorLog, redactUrl } from "./logging";

const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "ETIMEDOUT",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);
/** node-postgres reports a connection lost while the server shuts down without a code. */
const DATABASE_DOWN_MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /the database system is (shutting down|starting up)/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Cannot use a pool after calling end/i,
  /PGlite is closed/i,
];

/** Whether an error (or any error in its cause chain) means the database cannot be reached. */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && DATABASE_DOWN_CODES.has(code)) return true;
  if (typeof message === "string" && DATABASE_DOWN_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return isDatabaseDown(cause, depth + 1);
}

/** One error handler: `{ message, issues? }` bodies, never a stack trace or 5xx detail (STYLE: fastify/demo). */
export function registerErrorHandler(app: FastifyInstance) {
  const errorLog = new RepeatedErrorLog(() => app.log);
  app.addHook("onClose", async () => errorLog.clear());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => {
        const path =
          v.instancePath.replace(/^\//, "").replaceAll("/", ".") ||
          ((v.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? []).map(String).join(".");
        return { path: path || error.validationContext || "body", message: v.message ?? "Invalid value" };
      });
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : "Invalid request";
      return reply.status(400).send({ message, issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, "response did not match its schema");
      return reply.status(500).send({ message: "Internal Server Error" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || (error.statusCode === 400 && error instanceof SyntaxError)) {
      return reply.status(400).send({ message: "Malformed JSON in request body" });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: error.message || "Too many requests, please try again later" });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseDown(error)) {
      errorLog.error(error, "database unreachable", { reqId: request.id });
      return reply.status(503).send({ message: "Service Unavailable" });
    }
    errorLog.error(error, "unhandled error", { reqId: request.id, url: redactUrl(request.url) });
    return reply.status(500).send({ message: "Internal Server Error" });
  });
}
