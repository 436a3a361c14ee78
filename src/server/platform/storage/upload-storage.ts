import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../../config";

/** Where uploaded podcast files live: a local folder (default ./data/uploads) or an S3-compatible bucket. */
export interface UploadStorage {
  kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes a stored file (a replaced podcast); a file already gone is not an error. */
  remove(key: string): Promise<void>;
  /** The local folder the media route serves from (with byte ranges), for local storage. */
  localDir?: string;
  /** A stream of the object, for S3 storage; `range` is an HTTP Range header passed through. */
  get?(key: string, range?: string): Promise<{ body: Readable; contentLength?: number; contentRange?: string }>;
}

/**
 * `folder` keeps one kind of file apart from the others: a key prefix in the bucket, a sub-folder of the
 * uploads folder on disk (podcasts sit directly in it, as they always have).
 */
export function createUploadStorage(uploads: AppConfig["uploads"], folder = "podcasts"): UploadStorage {
  if (uploads.s3) {
    const s3 = uploads.s3;
    const client = new S3Client({
      region: s3.region,
      ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
      ...(s3.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
    });
    return {
      kind: "s3",
      async put(key, body, contentType) {
        await client.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: `${folder}/${key}`, Body: body, ContentType: contentType }),
        );
      },
      async remove(key) {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `${folder}/${key}` }));
      },
      async get(key, range) {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: `${folder}/${key}`, Range: range }),
        );
        return {
          body: answer.Body as Readable,
          contentLength: answer.ContentLength,
          contentRange: answer.ContentRange,
        };
      },
    };
  }
  const dir = folder === "podcasts" ? path.resolve(uploads.dir) : path.resolve(uploads.dir, folder);
  return {
    kind: "local",
    localDir: dir,
    async put(key, body) {
      const file = fileIn(dir, key);
      await fs.mkdir(dir, { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = fileIn(dir, `.${key}.partial`);
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async remove(key) {
      await fs.rm(fileIn(dir, key), { force: true });
    },
    async get(key) {
      return { body: createReadStream(fileIn(dir, key)) };
    },
  };
}

/** A file directly in the uploads folder: a key is a plain file name, never a path out of it. */
function fileIn(dir: string, key: string): string {
  const file = path.resolve(dir, key);
  if (path.dirname(file) !== dir || key.includes("/") || key.includes("\\")) {
    throw new Error(`upload key is not a file name: ${JSON.stringify(key)}`);
  }
  return file;
}

/** podcastUrl of an uploaded file: the media route recognises the prefix. */
export const UPLOADED_PODCAST_PREFIX = "uploads/";

/**
 * Serves an uploaded podcast through the media route (after its checks): from the local folder with
 * byte ranges, or streamed from the bucket with the Range header passed through.
 */
export async function sendUploadedPodcast(
  storage: UploadStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
) {
  if (storage.localDir) return reply.sendFile(key, storage.localDir, { acceptRanges: true, cacheControl: false });
  const range = typeof request.headers.range === "string" ? request.headers.range : undefined;
  const object = await storage.get?.(key, range);
  if (!object) throw new Error("upload storage cannot read");
  if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
  reply.header("accept-ranges", "bytes");
  if (object.contentRange) reply.status(206).header("content-range", object.contentRange);
  return reply.send(object.body);
}
