import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/** How the paths under one prefix answer a refusal in their own format (SCIM's, RFC 7644 §3.12). */
export type RefusalAnswer = (reply: FastifyReply, status: number, message: string) => FastifyReply;

/** The status and words of a refusal the router makes itself. */
function refusalOf(error: FastifyError): { status: number; message: string } {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return { status: 414, message: "A value in the address is longer than 100 characters" };
  if (error.code === "FST_ERR_BAD_URL")
    return { status: 400, message: "The address is not valid: it has a malformed %-escape" };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  return { status, message: status === 500 ? "Internal Server Error" : error.message };
}

/**
 * Fastify's `frameworkErrors` (decision 394): the router refuses some addresses before any route or
 * error handler runs (a path segment longer than its 100-character limit, a malformed %-escape in a
 * segment) and answered them with its own `{ error, code, message, statusCode }`, echoing the address.
 * They answer `{ message }` like every other refusal of the API (plugins/error-handler.ts), with the
 * same status, so the OpenAPI document's error schema holds for them too; a path under one of
 * `byPrefix` answers in that family's format.
 */
export function frameworkErrors(byPrefix: Readonly<Record<string, RefusalAnswer>> = {}) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = refusalOf(error);
    const path = request.url.split("?")[0];
    for (const [prefix, answer] of Object.entries(byPrefix))
      if (path === prefix || path.startsWith(`${prefix}/`)) return answer(reply, status, message);
    return reply.status(status).send({ message });
  };
}
