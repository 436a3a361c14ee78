import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * Fastify's `frameworkErrors` (decision 394): the router refuses some addresses before any route or
 * error handler runs (a path segment longer than its 100-character limit, a malformed %-escape in a
 * segment) and answered them with its own `{ error, code, message, statusCode }`, echoing the address.
 * They answer `{ message }` like every other refusal of the API (plugins/error-handler.ts), with the
 * same status, so the OpenAPI document's error schema holds for them too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return reply.status(414).send({ message: "A value in the address is longer than 100 characters" });
  if (error.code === "FST_ERR_BAD_URL")
    return reply.status(400).send({ message: "The address is not valid: it has a malformed %-escape" });
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return reply.status(status).send({ message: status === 500 ? "Internal Server Error" : error.message });
}
