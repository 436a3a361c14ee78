import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type ModuleListQuery, type ModuleSummary, moduleListSchema } from "../../../contracts/modules";
import type { Db } from "../../db/client";
import { catalogueSummaries } from "../../platform/caches/catalogue-cache";
import type { ContentEncoding } from "../../plugins/content-encoding";
import { compileSerializer } from "../../plugins/serializer";
import { filterModules } from "./service";

interface CatalogueResponse {
  etag: string;
  bodies: Partial<Record<ContentEncoding, Buffer>>;
}

const serializeModuleList = compileSerializer(moduleListSchema);
/** Different queries kept per catalogue version; past this, answers are built each time. */
const MAX_QUERIES = 256;

/**
 * The catalogue is the same for every caller, so each (catalogue version, query) is serialised once
 * and each content encoding compressed once, then served from memory with an ETag. A new catalogue
 * version (the cache in caches.ts was refreshed or invalidated) starts a new set.
 */
const responses = new WeakMap<Promise<ModuleSummary[]>, Map<string, CatalogueResponse>>();

export async function catalogueResponse(db: Db, query: ModuleListQuery): Promise<CatalogueResponse> {
  const version = catalogueSummaries(db);
  let byQuery = responses.get(version);
  if (!byQuery) {
    byQuery = new Map();
    responses.set(version, byQuery);
  }
  const key = JSON.stringify([query.category, query.search, query.pivotPillar, query.type, query.sort]);
  const known = byQuery.get(key);
  if (known) return known;
  const body = Buffer.from(serializeModuleList(filterModules(await version, query)));
  const response = {
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    bodies: { identity: body },
  };
  if (byQuery.size < MAX_QUERIES) byQuery.set(key, response);
  return response;
}

/** The body in the given encoding, compressed on first use. */
export function encodedBody(response: CatalogueResponse, encoding: ContentEncoding): Buffer {
  const cached = response.bodies[encoding];
  if (cached) return cached;
  const identity = response.bodies.identity as Buffer;
  const body =
    encoding === "br"
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })
      : gzipSync(identity, { level: 9 });
  response.bodies[encoding] = body;
  return body;
}
