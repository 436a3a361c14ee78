import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type FieldIssue, HttpError } from "../errors";

const DATABASE_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);

function isDatabaseDown(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code;
  const causeCode = (error as { cause?: { code?: string } }).cause?.code;
  return DATABASE_DOWN_CODES.has(code ?? "") || DATABASE_DOWN_CODES.has(causeCode ?? "");
}

/** One error handler: `{ message, issues? }` bodies, never a stack trace or 5xx detail (STYLE: fastify/demo). */
export function registerErrorHandler(app: FastifyInstance) {
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
      request.log.error({ err: error }, "database unreachable");
      return reply.status(503).send({ message: "Service Unavailable" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: "Internal Server Error" });
  });
}
