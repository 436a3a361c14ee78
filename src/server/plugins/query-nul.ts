import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors";
import { isApiRequest } from "./route-path";

/**
 * The query string of a request, or "" without one. Only `%00` (any case) decodes to a NUL: Node's
 * HTTP parser refuses a raw NUL byte in the request line, and `%2500` is the text "%00".
 */
const queryOf = (url: string) => {
  const start = url.indexOf("?");
  return start === -1 ? "" : url.slice(start + 1);
};

export const queryContainsNul = (url: string) => {
  const query = queryOf(url);
  return query.includes("\u0000") || /%00/i.test(query);
};

/**
 * A NUL in a query string is bad input (issue 29), as it is in a body or a path (contracts/common.ts
 * hasNoNul): PostgreSQL text cannot hold one, and filtering by it silently answered empty lists.
 * Refused once, before routing's hooks and validation, for every /api route, Better Auth's included.
 */
export function registerQueryNulCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (isApiRequest(request) && queryContainsNul(request.url)) {
      throw badRequest("The query string contains an invalid character");
    }
  });
}
