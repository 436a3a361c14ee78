import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * ETags and 304 Not Modified for a scope's routes (the public API, decision 394). Only a successful
 * read is revalidated: a GET (or HEAD) answered 200 gets an ETag of its bytes, and 304 with no body
 * when the request's If-None-Match names it. An error or a write is always answered in full: with
 * @fastify/etag a repeated 404 or DELETE could come back as 304, a status those operations do not have.
 */
export function registerNotModified(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    let etag = reply.getHeader("etag");
    if (typeof etag !== "string") {
      etag = `"${createHash("sha1").update(payload).digest("base64")}"`;
      reply.header("etag", etag);
    }
    if (!ifNoneMatch(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    return "";
  });
}

/** Whether an If-None-Match header names the ETag: `*`, or one of its list by weak comparison (RFC 9110 §13.1.2). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
