import type { FastifyInstance } from "fastify";
import { mediaEndpoints as endpoints } from "../../../contracts/api/media";
import { getCurrentUser } from "../../auth/session";
import { route } from "../../platform/http/route";
import { createUploadStorage, sendUploadedPodcast } from "../../platform/storage/upload-storage";
import { findModuleMedia, getModuleCoverSvg, getModuleMedia } from "./service";

export async function mediaRoutes(app: FastifyInstance) {
  const contentDir = app.services.config.contentDir;
  const uploadStorage = createUploadStorage(app.services.config.uploads);

  // Issue 15: what the player needs (file, captions, chapters, poster, transcript), behind the premium lock.
  route(app, endpoints.moduleMedia, async (request) =>
    getModuleMedia(app.services.db, contentDir, request.params.id, await getCurrentUser(request)),
  );

  // Issue 15: the module's cover art (public: it names no more than the public library shows), for
  // Open Graph tags and anyone linking to a module.
  route(app, endpoints.cover, async (request, reply) => {
    const svg = await getModuleCoverSvg(app.services.db, request.params.id);
    reply.header("content-type", "image/svg+xml; charset=utf-8");
    reply.header("cache-control", "public, max-age=86400");
    return reply.send(svg);
  });

  // Module audio and video with HTTP Range support (players seek), behind the premium lock.
  route(app, endpoints.file, async (request, reply) => {
    const { file, contentType, uploaded } = await findModuleMedia(
      app.services.db,
      contentDir,
      request.params.id,
      request.params.file,
      await getCurrentUser(request),
    );
    reply.header("content-type", contentType);
    if (uploaded) return sendUploadedPodcast(uploadStorage, request, reply, file);
    return reply.sendFile(file, { acceptRanges: true, cacheControl: false });
  });
}
