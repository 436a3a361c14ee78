import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import type { ModuleMedia } from "../../../contracts/media";
import { isPremiumLocked } from "../../../domain/access";
import { moduleCoverSvg } from "../../../domain/cover-art";
import { MODULE_TYPES, type ModuleType } from "../../../domain/pillars";
import type { Db } from "../../db/client";
import { modules } from "../../db/schema";
import { forbidden, notFound, unauthorized } from "../../errors";
import { moduleMediaUrl } from "../../platform/storage/media-url";
import { mediaEntryFiles, readMediaManifest } from "./manifest";

const CONTENT_TYPES: Record<string, string> = {
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".jpg": "image/jpeg",
};

async function lockedModule(db: Db, moduleId: number, user: CurrentUser | null) {
  if (!user) throw unauthorized();
  const [module] = await db
    .select({ slug: modules.slug, title: modules.title, category: modules.category, podcastUrl: modules.podcastUrl })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");
  return module;
}

/**
 * spec 3 §6: the same rule as the module's body — signed in, and a premium module needs a paid
 * plan. The file must be one the module itself names, in its podcastUrl or its media manifest
 * entry (no path from the request reaches the disk).
 */
export async function findModuleMedia(
  db: Db,
  contentDir: string,
  moduleId: number,
  file: string,
  user: CurrentUser | null,
) {
  const module = await lockedModule(db, moduleId, user);
  const owned = [
    ...[module.podcastUrl].filter((url): url is string => Boolean(url)).map((url) => path.posix.basename(url)),
    ...mediaEntryFiles(readMediaManifest(contentDir).modules[module.slug]),
  ];
  if (!owned.includes(file)) throw notFound("Media not found");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  // A podcast an admin uploaded (issue 14) lives in the upload storage, not in the catalogue's media.
  const uploaded =
    module.podcastUrl?.startsWith("uploads/") === true && path.posix.basename(module.podcastUrl) === file;
  return { file, contentType, uploaded };
}

/** Issue 15: the module's narrated video or audio with its captions, chapters and transcript. */
export async function getModuleMedia(
  db: Db,
  contentDir: string,
  moduleId: number,
  user: CurrentUser | null,
): Promise<ModuleMedia> {
  const module = await lockedModule(db, moduleId, user);
  const entry = readMediaManifest(contentDir).modules[module.slug];
  if (!entry) throw notFound("This module has no video or audio");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  const url = (file: string) => moduleMediaUrl(moduleId, file);
  return {
    moduleId,
    kind: entry.kind,
    url: url(entry.file),
    mimeType: entry.mimeType,
    durationSeconds: entry.durationSeconds,
    captionsUrl: url(entry.captions),
    chaptersUrl: url(entry.chapters),
    posterUrl: entry.poster ? url(entry.poster) : null,
    chapters: entry.chapterList,
    transcript: entry.transcript,
  };
}

/** Issue 15: a module's generated cover art as an SVG document; 404 for an unknown or inactive module. */
export async function getModuleCoverSvg(db: Db, moduleId: number): Promise<string> {
  const [module] = await db
    .select({ slug: modules.slug, pivotPillar: modules.pivotPillar, type: modules.type })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");
  const type = (MODULE_TYPES as readonly string[]).includes(module.type) ? (module.type as ModuleType) : "reading";
  return moduleCoverSvg({ slug: module.slug, pivotPillar: module.pivotPillar, type });
}
