import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Accept-Encoding values seen, and their answer: browsers send a handful of spellings. */
const negotiated = new Map<string, ContentEncoding>();

/** The best encoding the client accepts (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size < 100) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.find((p) => p.trim().startsWith("q="));
    accepted.set(name, q ? Number(q.trim().slice(2)) || 0 : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return "identity";
}

/** Characters of JSON below which an answer goes as it is: compressing would cost more than it saves. */
export const COMPRESS_ABOVE_LENGTH = 32 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A route's onSend hook for answers that can be large (the organisation analytics: about 1.3 MB
 * of JSON for 5,000 members, 90 KB compressed). Compresses off the main thread at a level chosen
 * for speed (about 5 ms for 1.3 MB), since each answer is built for one caller.
 */
export async function compressLargeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== "string" || payload.length < COMPRESS_ABOVE_LENGTH) return payload;
  reply.header("vary", "accept-encoding");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return payload;
  reply.header("content-encoding", encoding);
  return encoding === "br"
    ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipAsync(payload, { level: 6 });
}
