import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Issue 15: what `npm run media:build` wrote for each video, audio and podcast module
 * (content/media/manifest.json, committed with the media). The server only reads it.
 */
export const MEDIA_MANIFEST_FILE = "manifest.json";

export interface MediaManifestEntry {
  kind: "video" | "audio";
  /** File names inside content/media (served by /api/modules/:id/media/:file). */
  file: string;
  mimeType: string;
  bytes: number;
  durationSeconds: number;
  captions: string;
  chapters: string;
  poster: string | null;
  chapterList: { title: string; startSeconds: number }[];
  transcript: { title: string; text: string }[];
  voice: string;
  /** mediaSourceHash of the module text the media were built from. */
  source: string;
}

export interface MediaManifest {
  generatedBy: string;
  modules: Record<string, MediaManifestEntry>;
}

const cache = new Map<string, { mtimeMs: number; manifest: MediaManifest }>();

/** The manifest of a content directory; re-read when the file changes, empty when there is none. */
export function readMediaManifest(contentDir: string): MediaManifest {
  const file = path.join(contentDir, "media", MEDIA_MANIFEST_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return { generatedBy: "", modules: {} };
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.manifest;
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as MediaManifest;
  cache.set(file, { mtimeMs, manifest });
  return manifest;
}

/** Every file a module's media entry names (the only files the media route serves for it). */
export const mediaEntryFiles = (entry: MediaManifestEntry | undefined): string[] =>
  entry ? [entry.file, entry.captions, entry.chapters, ...(entry.poster ? [entry.poster] : [])] : [];

/** What the narration is made of (title, description, body): a changed hash means the media are stale. */
export const mediaSourceHash = (module: { title: string; description: string; content: string | null }) =>
  createHash("sha256")
    .update(`${module.title}\n${module.description}\n${module.content ?? ""}`)
    .digest("hex")
    .slice(0, 16);
