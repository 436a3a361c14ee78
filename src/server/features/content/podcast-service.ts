import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { PodcastUploadResponse } from "../../../contracts/content-admin";
import type { Db } from "../../db/client";
import { refreshLearningTimes } from "../../db/learning-time";
import { modules, podcastUploads } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { writeCatalogue } from "../../platform/caches/writes";
import { moduleMediaUrl } from "../../platform/storage/media-url";
import { UPLOADED_PODCAST_PREFIX, type UploadStorage } from "../../platform/storage/upload-storage";
import { audioLayoutProblem } from "./audio-layout";
import { probeAudio } from "./audio-probe";

/** MP3 and M4A, as file-type names them from the bytes (never from the file name). */
const ACCEPTED_AUDIO: Record<string, { ext: "mp3" | "m4a"; contentType: string }> = {
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
  // Issue 29: stored only when it is audio from end to end and has a playable length.
  const notAudio = (reason: string) => {
    const message = `The file is not playable ${audio.ext === "mp3" ? "MP3" : "M4A"} audio: ${reason}`;
    return badRequest(message, [{ path: "file", message }]);
  };
  const layoutProblem = audioLayoutProblem(input.body, audio.ext);
  if (layoutProblem) throw notAudio(layoutProblem);
  const probe = await probeAudio(input.body, audio.contentType);
  if (!probe.ok) throw notAudio("it cannot be read");
  if (!probe.hasAudio || !probe.duration || !Number.isFinite(probe.duration) || probe.duration <= 0) {
    throw notAudio("it has no duration");
  }
  const duration = input.durationSeconds ?? Math.max(1, Math.round(probe.duration));

  const key = `module-${moduleId}-${randomBytes(6).toString("hex")}.${audio.ext}`;
  await storage.put(key, input.body, audio.contentType);
  const podcastUrl = `${UPLOADED_PODCAST_PREFIX}${key}`;
  const replaced = await writeCatalogue(db, () =>
    db.transaction(async (tx) => {
      const previous = await tx
        .delete(podcastUploads)
        .where(eq(podcastUploads.moduleId, moduleId))
        .returning({ storageKey: podcastUploads.storageKey });
      await tx.insert(podcastUploads).values({
        moduleId,
        storage: storage.kind,
        storageKey: key,
        contentType: audio.contentType,
        sizeBytes: input.body.length,
        durationSeconds: duration,
        uploadedBy: userId,
      });
      await tx
        .update(modules)
        .set({
          podcastUrl,
          podcastDuration: duration,
          ...(input.transcript ? { podcastTranscript: input.transcript } : {}),
        })
        .where(eq(modules.id, moduleId));
      // Issue 46: the podcast's running time is part of the module's duration, its pathways' and CPD hours.
      await refreshLearningTimes(tx);
      return previous.map((p) => p.storageKey);
    }),
  );
  // The file the module no longer plays (issue 29), once the new one is in place.
  for (const old of replaced) await storage.remove(old).catch(() => undefined);
  return {
    moduleId,
    podcastUrl: moduleMediaUrl(moduleId, podcastUrl),
    podcastDuration: duration,
    contentType: audio.contentType,
    sizeBytes: input.body.length,
    storage: storage.kind,
  };
}
