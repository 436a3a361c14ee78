import { constants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress, { type FastifyCompressOptions } from "@fastify/compress";
import type { FastifyInstance } from "fastify";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Characters of JSON below which an answer goes as it is: compressing would cost more than it saves. */
export const COMPRESS_ABOVE_LENGTH = 32 * 1024;

/**
 * For answers that can be large (the organisation analytics: about 1.3 MB of JSON for 5,000 members,
 * 90 KB compressed). A route opts in with `compress: largeAnswerCompression`; @fastify/compress
 * negotiates Accept-Encoding and compresses at a level chosen for speed, since each answer is built for
 * one caller. (A route's options replace the plugin's, so every route names the same set.)
 */
export const largeAnswerCompression = {
  encodings: ["br", "gzip"],
  threshold: COMPRESS_ABOVE_LENGTH,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} satisfies FastifyCompressOptions;

/**
 * Registered before the routes. Nothing is compressed unless its route asks (the SPA's assets come
 * pre-compressed from the build, the catalogue keeps its own compressed copies), and request bodies
 * are never inflated: a body limit counts what arrives, not what it unpacks to.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { ...largeAnswerCompression, global: false, globalDecompression: false });
}

/** Accept-Encoding values seen, and their answer: browsers send a handful of spellings (kept to 100). */
const negotiated = new Map<string, ContentEncoding>();

/** The best encoding the client accepts of those the catalogue keeps (q=0 refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return "identity";
  let encoding = negotiated.get(acceptEncoding);
  if (!encoding) {
    encoding = negotiate<"br" | "gzip">(acceptEncoding, ["br", "gzip"]) ?? "identity";
    if (negotiated.size < 100) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}
