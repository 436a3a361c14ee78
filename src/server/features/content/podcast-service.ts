import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { parseBuffer } from "music-metadata";
import type { PodcastUploadResponse } from "../../../contracts/content-admin";
import type { Db } from "../../db/client";
import { modules, podcastUploads } from "../../db/schema";
import { writeCatalogue } from "../../db/writes";
import { badRequest, notFound } from "../../errors";
import { moduleMediaUrl } from "../media/service";
import { UPLOADED_PODCAST_PREFIX, type UploadStorage } from "./podcast-storage";

/** MP3 and M4A, as file-type names them from the bytes (never from the file name). */
const ACCEPTED_AUDIO: Record<string, { ext: string; contentType: string }> = {
  "audio/mpeg": { ext: "mp3", contentType: "audio/mpeg" },
  "audio/x-m4a": { ext: "m4a", contentType: "audio/mp4" },
  "audio/mp4": { ext: "m4a", contentType: "audio/mp4" },
};

export interface PodcastInput {
  body: Buffer;
  durationSeconds?: number;
  transcript?: string;
}

/**
 * Stores a module's podcast (issue 14: MP3 or M4A, checked from the content) and points the module at
 * it; the module's Podcast tab then plays it through the authorised media route.
 */
export async function uploadPodcast(
  db: Db,
  storage: UploadStorage,
  moduleId: number,
  input: PodcastInput,
  userId: string,
): Promise<PodcastUploadResponse> {
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");

  const detected = await fileTypeFromBuffer(input.body);
  const audio = detected ? ACCEPTED_AUDIO[detected.mime] : undefined;
  if (!audio) {
    const message = `The file is not MP3 or M4A audio${detected ? ` (it is ${detected.mime})` : ""}`;
    throw badRequest(message, [{ path: "file", message }]);
  }
  let duration = input.durationSeconds;
  if (duration === undefined) {
    try {
      const metadata = await parseBuffer(input.body, { mimeType: audio.contentType, size: input.body.length });
      if (metadata.format.duration) duration = Math.max(1, Math.round(metadata.format.duration));
    } catch {
      // A file whose length cannot be read keeps no duration: the Podcast tab says "Duration varies".
    }
  }

  const key = `module-${moduleId}-${randomBytes(6).toString("hex")}.${audio.ext}`;
  await storage.put(key, input.body, audio.contentType);
  const podcastUrl = `${UPLOADED_PODCAST_PREFIX}${key}`;
  await db.insert(podcastUploads).values({
    moduleId,
    storage: storage.kind,
    storageKey: key,
    contentType: audio.contentType,
    sizeBytes: input.body.length,
    durationSeconds: duration ?? null,
    uploadedBy: userId,
  });
  await writeCatalogue(db, () =>
    db
      .update(modules)
      .set({
        podcastUrl,
        podcastDuration: duration ?? null,
        ...(input.transcript ? { podcastTranscript: input.transcript } : {}),
      })
      .where(eq(modules.id, moduleId)),
  );
  return {
    moduleId,
    podcastUrl: moduleMediaUrl(moduleId, podcastUrl),
    podcastDuration: duration ?? null,
    contentType: audio.contentType,
    sizeBytes: input.body.length,
    storage: storage.kind,
  };
}
