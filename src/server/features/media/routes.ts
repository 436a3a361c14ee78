import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema } from "../../../contracts/common";
import { moduleMediaSchema } from "../../../contracts/media";
import { getCurrentUser } from "../../auth/session";
import { createUploadStorage, sendUploadedPodcast } from "../../platform/storage/upload-storage";
import { findModuleMedia, getModuleCoverSvg, getModuleMedia } from "./service";

const mediaParamsSchema = idParamSchema.extend({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,4}$/, "file must be a media file name"),
});

export async function mediaRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const contentDir = app.services.config.contentDir;
  const uploadStorage = createUploadStorage(app.services.config.uploads);

  // Issue 15: what the player needs (file, captions, chapters, poster, transcript), behind the premium lock.
  typed.get(
    "/api/modules/:id/media",
    { schema: { params: idParamSchema, response: { 200: moduleMediaSchema } }, config: { access: "signedIn" } },
    async (request) => getModuleMedia(app.services.db, contentDir, request.params.id, await getCurrentUser(request)),
  );

  // Issue 15: the module's cover art (public: it names no more than the public library shows), for
  // Open Graph tags and anyone linking to a module.
  typed.get(
    "/api/modules/:id/cover.svg",
    { schema: { params: idParamSchema }, config: { access: "public" } },
    async (request, reply) => {
      const svg = await getModuleCoverSvg(app.services.db, request.params.id);
      reply.header("content-type", "image/svg+xml; charset=utf-8");
      reply.header("cache-control", "public, max-age=86400");
      return reply.send(svg);
    },
  );

  // Module audio and video with HTTP Range support (players seek), behind the premium lock.
  typed.get(
    "/api/modules/:id/media/:file",
    { schema: { params: mediaParamsSchema }, config: { access: "signedIn" } },
    async (request, reply) => {
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
    },
  );
}
