import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../contracts/auth";
import { isPremiumLocked } from "../../../domain/access";
import type { Db } from "../../db/client";
import { modules } from "../../db/schema";
import { forbidden, notFound, unauthorized } from "../../errors";

/** Where a module's media file is served: through the premium lock, never as a public static file. */
export const moduleMediaUrl = (moduleId: number, storedUrl: string) =>
  `/api/modules/${moduleId}/media/${path.posix.basename(storedUrl)}`;

const CONTENT_TYPES: Record<string, string> = {
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
};

/**
 * spec 3 §6: the same rule as the module's body — signed in, and a premium module needs a paid
 * plan. The file must be one the module itself names (no path from the request reaches the disk).
 */
export async function findModuleMedia(db: Db, moduleId: number, file: string, user: CurrentUser | null) {
  if (!user) throw unauthorized();
  const [module] = await db
    .select({ title: modules.title, category: modules.category, podcastUrl: modules.podcastUrl })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.isActive, true)));
  if (!module) throw notFound("Module not found");
  const owned = [module.podcastUrl].filter((url): url is string => Boolean(url)).map((url) => path.posix.basename(url));
  if (!owned.includes(file)) throw notFound("Media not found");
  if (isPremiumLocked(module, user)) throw forbidden("Premium Content Access Required");
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  return { file, contentType };
}
